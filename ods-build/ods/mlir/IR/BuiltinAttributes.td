//===-- BuiltinAttributes.td - the builtin attributes --------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The builtin attributes are
// the runtime's (`ods_runtime::attributes::AttrKind`); here each
// `Builtin_<Name>Attr` is an attribute constraint accepting exactly that
// builtin attribute, with upstream's name and summary.
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_ATTRIBUTES
#define BUILTIN_ATTRIBUTES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinDialect.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

// A builtin attribute `name` (`Integer`, `DenseIntOrFPElements`, ...). `traits` and
// `baseCppClass` describe the C++ class upstream generates; the runtime's attribute needs
// neither.
class Builtin_Attr<string name, string attrMnemonic, list<Trait> traits = [],
                   string baseCppClass = "::mlir::Attribute">
    : DialectAttr<Builtin_Dialect,
                  CPred<"$_ctxt.attr($_self).is_builtin(\"" # name # "\")">> {
  string cppClassName = name # "Attr";
  string attrName = "builtin." # attrMnemonic;
}

def Builtin_AffineMapAttr : Builtin_Attr<"AffineMap", "affine_map"> {
  let summary = "An Attribute containing an AffineMap object";
}
def Builtin_ArrayAttr : Builtin_Attr<"Array", "array"> {
  let summary = "A collection of other Attribute values";
}
def Builtin_DenseArray : Builtin_Attr<"DenseArray", "dense_array"> {
  let summary = "A dense array of integer or floating point elements.";
}
def Builtin_DenseIntOrFPElementsAttr : Builtin_Attr<"DenseIntOrFPElements", "dense_int_or_fp_elements"> {
  let summary = "An Attribute containing a dense multi-dimensional array of integer or floating-point values";
}
def Builtin_DenseStringElementsAttr : Builtin_Attr<"DenseStringElements", "dense_string_elements"> {
  let summary = "An Attribute containing a dense multi-dimensional array of strings";
}
def Builtin_DenseResourceElementsAttr : Builtin_Attr<"DenseResourceElements", "dense_resource_elements"> {
  let summary = "An Attribute containing a dense multi-dimensional array backed by a resource";
}
def Builtin_DictionaryAttr : Builtin_Attr<"Dictionary", "dictionary"> {
  let summary = "An dictionary of named Attribute values";
}
def Builtin_FloatAttr : Builtin_Attr<"Float", "float"> {
  let summary = "An Attribute containing a floating-point value";
}
def Builtin_IntegerAttr : Builtin_Attr<"Integer", "integer"> {
  let summary = "An Attribute containing a integer value";
}
def Builtin_IntegerSetAttr : Builtin_Attr<"IntegerSet", "integer_set"> {
  let summary = "An Attribute containing an IntegerSet object";
}
def Builtin_OpaqueAttr : Builtin_Attr<"Opaque", "opaque"> {
  let summary = "An opaque representation of another Attribute";
}
def Builtin_SparseElementsAttr : Builtin_Attr<"SparseElements", "sparse_elements"> {
  let summary = "An opaque representation of a multi-dimensional array";
}
def StridedLayoutAttr : Builtin_Attr<"StridedLayout", "strided_layout"> {
  let summary = "An Attribute representing a strided layout of a shaped type";
}
def Builtin_StringAttr : Builtin_Attr<"String", "string"> {
  let summary = "An Attribute containing a string";
}
def Builtin_SymbolRefAttr : Builtin_Attr<"SymbolRef", "symbol_ref"> {
  let summary = "An Attribute containing a symbolic reference to an Operation";
}
def Builtin_TypeAttr : Builtin_Attr<"Type", "type"> {
  let summary = "An Attribute containing a Type";
}
def Builtin_UnitAttr : Builtin_Attr<"Unit", "unit"> {
  let summary = "An Attribute value of `unit` type";
}

#endif // BUILTIN_ATTRIBUTES
