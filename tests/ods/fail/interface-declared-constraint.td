// Expected to fail: an attribute interface declared as refused (`odsUnsupported`, no
// predicate) used as an attribute constraint.
include "mlir/IR/OpBase.td"
def Refused : AttrInterface<"Refused"> {
  let odsUnsupported = "refused on purpose";
}
def T_Dialect : Dialect { let name = "t"; }
def T_EncodeOp : Op<T_Dialect, "encode"> {
  let arguments = (ins Refused:$encoding);
}
