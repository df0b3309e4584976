// Expected to fail: the op `Kind` would hide the enum `Kind` in its dialect's module, which
// names the enum unqualified. mlir-tblgen accepts the spec (each generator sees one kind
// of definition), but its C++ declares `::e::Kind` twice.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def E_Dialect : Dialect { let name = "e"; let cppNamespace = "::e"; }
def E_KindEnum : I32EnumAttr<"Kind", "a kind", [I32EnumAttrCase<"a", 0>]> {
  let cppNamespace = "::e";
}
def E_Kind : Op<E_Dialect, "kind"> {
  let arguments = (ins E_KindEnum:$kind);
}
