// Expected to fail: `FloatTypeInterface` is implemented by the runtime's builtin float
// types; a dialect type cannot implement it (its methods are LLVM's APFloat semantics).
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Half : TypeDef<T_Dialect, "Half", [FloatTypeInterface]> { let mnemonic = "half"; }
