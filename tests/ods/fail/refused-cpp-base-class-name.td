// Expected to fail: a typedef's C++ base class is refused.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A", [], "::mlir::FloatType"> {
  let mnemonic = "a";
}
