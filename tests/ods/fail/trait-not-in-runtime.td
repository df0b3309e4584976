// Expected to fail: a spec's own parametric trait left in the default namespace (as
// upstream's NVVM writes `NVVMRequiresSM<90>`) names nothing in `::ods_runtime::traits`.
include "mlir/IR/OpBase.td"
class RequiresVersion<int v> : ParamNativeOpTrait<"RequiresVersion", !cast<string>(v)>;
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [RequiresVersion<90>]>;
