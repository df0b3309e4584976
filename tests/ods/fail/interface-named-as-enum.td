// Expected to fail: an interface and an enum both named `Kind` are both items of the
// generated file's top level. mlir-tblgen accepts the spec (each generator sees one kind
// of definition), but its C++ declares `::e::Kind` twice.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def E_Dialect : Dialect { let name = "e"; let cppNamespace = "::e"; }
def E_Kind : I32EnumAttr<"Kind", "a kind", [I32EnumAttrCase<"a", 0>]> {
  let cppNamespace = "::e";
}
def E_KindInterface : OpInterface<"Kind"> {
  let cppNamespace = "::e";
}
def E_Op : Op<E_Dialect, "op", [E_KindInterface]> {
  let arguments = (ins E_Kind:$kind);
}
