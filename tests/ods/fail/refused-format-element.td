// Expected to fail: a valid op format using an element no parser or printer is generated
// for yet (here a string argument of a `custom` directive, a C++ expression upstream) is
// refused at that element rather than ignored.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins I32:$a);
  let assemblyFormat = "custom<Thing>($a, \"$_builder.getI1Type()\") attr-dict";
}
