// Expected to fail: duplicate mnemonic.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_AOp : Op<T_Dialect, "same">;
def T_BOp : Op<T_Dialect, "same">;
