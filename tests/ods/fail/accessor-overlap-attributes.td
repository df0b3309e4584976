// Expected to fail: an attribute named `attributes` has MLIR's accessor `getAttributes`,
// which every op already has; mlir-tblgen rejects it ("Unexpected overlap").
include "mlir/IR/OpBase.td"
def O_Dialect : Dialect { let name = "o"; }
def O_AOp : Op<O_Dialect, "a"> {
  let arguments = (ins DefaultValuedAttr<I32Attr, "3">:$attributes);
}
