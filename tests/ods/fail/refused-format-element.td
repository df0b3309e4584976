// Expected to fail: a valid op format using an element no parser or printer is generated
// for yet (here a `custom` directive anchoring an optional group) is refused at that
// element rather than ignored.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins Optional<I32>:$a);
  let assemblyFormat = "(`x` custom<Thing>($a)^)? attr-dict";
}
