// Expected to fail: a string argument of a `custom` directive that is not an expression.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let assemblyFormat = "custom<Thing>($a, \"1 +\") attr-dict";
}
