// Expected to fail: an op's `extraClassDeclaration` defines a method named like an interface
// method, which the interface would call, but with other inputs.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Sized : OpInterface<"Sized"> {
  let methods = [
    InterfaceMethod<"The size.", "int64_t", "getSize", (ins), [{}], [{ 1 }]>,
  ];
}
def T_Op : Op<T_Dialect, "op", [T_Sized]> {
  let extraClassDeclaration = [{
    /// The size, computed from a scale it should not take.
    pub fn get_size(self, ctx: &::ods_runtime::Context, scale: i64) -> i64 {
        let _ = ctx;
        scale
    }
  }];
}
