// Expected to fail: printBitEnumQuoted quotes a C++ stream form Rust does not have.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_Dialect : Dialect { let name = "t"; }
def T_Bits : I32BitEnumAttr<"Bits", "bits", [
    I32BitEnumAttrCaseNone<"none">,
    I32BitEnumAttrCaseBit<"a", 0>,
  ]> {
  let printBitEnumQuoted = 1;
}
