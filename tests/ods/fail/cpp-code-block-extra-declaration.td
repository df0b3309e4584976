// Expected to fail: C++ left in an extraClassDeclaration.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32Attr:$value);
  let extraClassDeclaration = [{
    /// Twice the value.
    pub fn twice(self, ctx: &::ods_runtime::Context) -> i32 {
        2 * self.value(ctx)
    }
    static ::mlir::LogicalResult check(int x);
  }];
}
