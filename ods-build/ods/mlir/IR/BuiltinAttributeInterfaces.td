//===-- BuiltinAttributeInterfaces.td - builtin attribute interfaces -*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The interfaces MLIR's builtin attributes
// implement, usable as attribute constraints in op arguments (`TypedAttrInterface:$value`),
// as in MLIR. The runtime's builtin attributes implement them: the predicates below ask the
// attribute's kind, and the accessor returns the attribute itself
// (`::ods_runtime::Attribute`). Their methods are the runtime's attribute queries
// (`AttrRef::ty`, the elements accessors), not generated code.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_IR_BUILTINATTRIBUTEINTERFACES
#define ODS_IR_BUILTINATTRIBUTEINTERFACES

include "mlir/IR/OpBase.td"

// An attribute with a type (integers, floats, elements, strings, ...):
// `AttrRef::is_typed`.
def TypedAttrInterface : AttrInterface<"TypedAttr"> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface is used for attributes that have a type. The type of an attribute is
    understood to represent the type of the data contained in the attribute and is often
    used as the type of a value with this data.
  }];
  let rustModule = "::ods_runtime::attributes";
  // The builtin kinds declaring the interface, typed even without a type (`none`).
  let predicate = CPred<"$_ctxt.attr($_self).has_storage_class(\"TypedAttr\")">;
  let storageType = "::ods_runtime::Attribute";
  let storageAttrKind = "TypedAttr";
  let returnType = "::ods_runtime::Attribute";
}

// An attribute exposing a blob of bytes: the builtin `dense_resource` attribute.
def BlobAttrInterface : AttrInterface<"BlobAttr"> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface allows an attribute to expose a blob of data without more information.
  }];
  let rustModule = "::ods_runtime::attributes";
  let predicate = CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::DenseResource { .. })">;
  let storageType = "::ods_runtime::Attribute";
  let returnType = "::ods_runtime::Attribute";
  let odsUnsupported = "the runtime's builtin attributes implement it; a dialect attribute cannot yet";
}

// The constant elements of a tensor or vector: dense, dense string, dense resource and
// sparse elements attributes.
def ElementsAttrInterface : AttrInterface<"ElementsAttr", [TypedAttrInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface is used for attributes that contain the constant elements of a tensor
    or vector type.
  }];
  let rustModule = "::ods_runtime::attributes";
  let predicate = CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::DenseElements { .. } | ::ods_runtime::attributes::AttrKind::DenseStrings { .. } | ::ods_runtime::attributes::AttrKind::DenseResource { .. } | ::ods_runtime::attributes::AttrKind::Sparse { .. })">;
  let storageType = "::ods_runtime::Attribute";
  let storageAttrKind = "ElementsAttr";
  let returnType = "::ods_runtime::Attribute";
  let odsUnsupported = "the runtime's builtin attributes implement it; a dialect attribute cannot yet";
}

// The layout of a memref: an affine map or a strided layout.
def MemRefLayoutAttrInterface : AttrInterface<"MemRefLayoutAttrInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface is used for attributes that can represent the MemRef type's layout
    semantics, such as dimension order in the memory, strides and offsets.
  }];
  let rustModule = "::ods_runtime::attributes";
  let predicate = CPred<"matches!($_ctxt.attr($_self).kind(), ::ods_runtime::attributes::AttrKind::AffineMap(_) | ::ods_runtime::attributes::AttrKind::StridedLayout { .. })">;
  let storageType = "::ods_runtime::Attribute";
  let returnType = "::ods_runtime::Attribute";
  let odsUnsupported = "the runtime's builtin attributes implement it; a dialect attribute cannot yet";
}

#endif // ODS_IR_BUILTINATTRIBUTEINTERFACES
