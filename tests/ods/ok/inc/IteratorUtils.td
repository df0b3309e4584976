// An enum of no dialect in a file of its own, as upstream's `IteratorType` in
// `mlir/Dialect/Utils/StructuredOpsUtils.td` (namespace `::mlir::utils`): a spec whose
// attributes hold it generates it beside its dialect's items.
#ifndef ENUMS_ITERATOR_UTILS
#define ENUMS_ITERATOR_UTILS

include "mlir/IR/EnumAttr.td"

def IteratorKind : I32EnumAttr<"IteratorKind", "Iterator kind", [
  I32EnumAttrCase<"parallel", 0>,
  I32EnumAttrCase<"reduction", 1>
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::utils";
}

#endif // ENUMS_ITERATOR_UTILS
