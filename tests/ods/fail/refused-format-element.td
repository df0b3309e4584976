// Expected to fail: a valid op format using an element no parser or printer is generated
// for (here the `operands` directive of an op whose operand groups are sized by an
// attribute) is refused at that element rather than ignored.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I64>:$b);
  let assemblyFormat = "operands attr-dict `:` type($a) `,` type($b)";
}
