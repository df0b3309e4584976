// Expected to fail: `ShapedTypeInterface` is implemented by the runtime's builtin shaped
// types; a dialect type cannot implement it yet.
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Grid : TypeDef<T_Dialect, "Grid", [ShapedTypeInterface]> { let mnemonic = "grid"; }
