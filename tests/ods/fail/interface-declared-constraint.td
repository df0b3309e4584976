// Expected to fail: a declared-only attribute interface as an attribute constraint.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
def T_ModuleOp : Op<T_Dialect, "module"> {
  let arguments = (ins DataLayoutSpecInterface:$spec);
}
