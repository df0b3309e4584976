// Expected to fail: InferTypeOpInterface gives the result types only when the format binds
// none of them; binding one leaves the other unresolved.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Op : Op<T_Dialect, "op", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$r, AnyType:$s);
  let assemblyFormat = "$a attr-dict `:` type($a) `->` type($r)";
}
