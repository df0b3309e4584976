// An op naming its terminator by a C++ class that no file it includes defines, as
// upstream's `LinalgStructuredOps.td` names `linalg.yield` of `LinalgOps.td`: C++ finds the
// class when the dialect is compiled, the runtime among the registered ops
// (`terminator_yield.td` defines it).
include "mlir/IR/OpBase.td"

def Tm_Dialect : Dialect {
  let name = "tm";
  let cppNamespace = "::tm";
}

def Tm_RegionOp : Op<Tm_Dialect, "region", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "an op with a region ended by the dialect's yield";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}
