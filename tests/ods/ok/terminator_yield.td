// The terminator `terminator_region.td` names by its C++ class, in a file of its own.
include "mlir/IR/OpBase.td"

def Tm_Dialect : Dialect {
  let name = "tm";
  let cppNamespace = "::tm";
}

def Tm_YieldOp : Op<Tm_Dialect, "yield", [Terminator]> {
  let summary = "ends a tm.region";
  let assemblyFormat = "attr-dict";
}
