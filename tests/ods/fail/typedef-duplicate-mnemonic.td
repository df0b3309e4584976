// Expected to fail: typedef duplicate mnemonic.
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_A : TypeDef<T_Dialect, "A"> { let mnemonic = "x"; }
def T_B : TypeDef<T_Dialect, "B"> { let mnemonic = "x"; }
