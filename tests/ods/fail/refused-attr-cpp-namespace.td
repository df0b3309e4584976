// Expected to fail: only enum attributes have a cppNamespace.
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Attr : Attr<CPred<"true">, "any"> {
  let cppNamespace = "::mlir::t";
}
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_Attr:$a);
}
