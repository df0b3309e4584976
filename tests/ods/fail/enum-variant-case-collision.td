// Expected to fail: cases `a_b` and `aB` both become the Rust variant `AB`.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Enum : I32EnumAttr<"Kind", "a kind", [
  I32EnumAttrCase<"a_b", 0>, I32EnumAttrCase<"aB", 1>
]> {
  let cppNamespace = "::t";
}
