// Expected to fail: a native trait named with a C++ namespace under `mlir::OpTrait`
// (SPIR-V's `spirv::SignedOp`), which the runtime's trait module does not have.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_SignedOp : NativeOpTrait<"t::SignedOp">;
def T_Op : Op<T_Dialect, "op", [T_SignedOp]>;
