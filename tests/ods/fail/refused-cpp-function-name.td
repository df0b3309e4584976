// Expected to fail: a constraint's cppFunctionName is refused.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Even : TypeConstraint<CPred<"true">, "even", "::ods_runtime::Type", "isEven">;
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_Even:$a, T_Even:$b);
}
