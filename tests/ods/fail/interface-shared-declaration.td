// Expected to fail: `extraSharedClassDeclaration` has no Rust counterpart.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Iface : OpInterface<"Counted"> {
  let extraSharedClassDeclaration = [{ pub fn twice(self) -> u32 { 2 } }];
}
