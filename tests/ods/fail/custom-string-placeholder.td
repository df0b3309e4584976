// Expected to fail: a string argument of a `custom` directive may only use the `$_builder`
// and `$_ctxt` placeholders (the context); `$_self` stands for nothing there.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let assemblyFormat = "custom<Thing>($a, \"$_self.width()\") attr-dict";
}
