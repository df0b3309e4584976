// Expected to fail: a successor the format never binds.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op"> {
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "attr-dict";
}
