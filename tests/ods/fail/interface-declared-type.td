// Expected to fail: a type implementing a declared-only type interface.
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Struct : TypeDef<T_Dialect, "Struct", [DataLayoutTypeInterface]> {
  let mnemonic = "struct";
}
