// Expected to fail: documentation groups of ops are refused.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Group : OpDocGroup { let summary = "a group"; }
def T_Op : Op<T_Dialect, "op"> {
  let opDocGroup = T_Group;
}
