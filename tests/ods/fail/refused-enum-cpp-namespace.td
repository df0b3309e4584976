// Expected to fail: an enum's cppNamespace must name the dialect's module.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::mlir::t";
}
def T_Good : I32EnumAttr<"Good", "", [I32EnumAttrCase<"A", 0>]> {
  let cppNamespace = "::mlir::t";
}
def T_Bad : I32EnumAttr<"Bad", "", [I32EnumAttrCase<"A", 0>]> {
  let cppNamespace = "::mlir::other";
}
def T_Op : Op<T_Dialect, "op"> {
  let arguments = (ins T_Good:$g, T_Bad:$b);
}
