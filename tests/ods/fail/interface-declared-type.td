// Expected to fail: a type implementing a type interface only the runtime's types implement.
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Grid : TypeDef<T_Dialect, "Grid", [ShapedTypeInterface]> {
  let mnemonic = "grid";
}
