// Expected to fail: segment name taken.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, DenseI32ArrayAttr:$operand_segment_sizes);
}
