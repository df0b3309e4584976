// Expected to fail: a declared-only attribute interface as an attribute constraint.
include "mlir/IR/OpBase.td"
include "mlir/IR/TensorEncoding.td"
def T_Dialect : Dialect { let name = "t"; }
def T_EncodeOp : Op<T_Dialect, "encode"> {
  let arguments = (ins VerifiableTensorEncoding:$encoding);
}
