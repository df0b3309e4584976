// Expected to fail: a C++ class name two dialects define.
include "mlir/IR/OpBase.td"
def A_Dialect : Dialect { let name = "a"; }
def B_Dialect : Dialect { let name = "b"; }
def C_Dialect : Dialect { let name = "c"; }
def A_YieldOp : Op<A_Dialect, "yield">;
def B_YieldOp : Op<B_Dialect, "yield">;
def C_LoopOp : Op<C_Dialect, "loop", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let regions = (region AnyRegion:$body);
}
