//===-- BuiltinTypeInterfaces.td - builtin type interfaces -*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The type interfaces of MLIR's builtin
// types, with upstream's names. `MemRefElementTypeInterface` and
// `VectorElementTypeInterface` have no methods: a dialect type lists them in its traits to
// be a memref or vector element, as in MLIR (the runtime's
// `ods_runtime::type_interfaces`). `PtrLikeTypeInterface` is implemented by the builtin
// memrefs and by dialect types listing it (`ods_runtime::ptr_like`), and `ShapedType` by
// the builtin vectors, tensors and memrefs and by dialect types listing it
// (`ods_runtime::shaped_type`). `FloatType` is implemented by the runtime's builtin types
// only: usable as a type constraint, refused on a dialect type.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_IR_BUILTINTYPEINTERFACES
#define ODS_IR_BUILTINTYPEINTERFACES

include "mlir/IR/OpBase.td"

// A type that may be the element of a vector: the builtin integer, float and index types
// and the dialect types listing it.
def VectorElementTypeInterface : TypeInterface<"VectorElementTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Implementing this interface establishes a contract between this type and the vector
    type, indicating that this type can be used as element of vectors. It has no methods.
  }];
  let rustModule = "::ods_runtime::type_interfaces";
  let predicate = CPred<"::ods_runtime::type_interfaces::is_vector_element_type($_ctxt, $_self)">;
}

// The builtin floating-point types.
def FloatTypeInterface : TypeInterface<"FloatType",
    [VectorElementTypeInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    This type interface is implemented by all floating-point types. It defines the
    floating-point semantics and provides a few helper functions.
  }];
  let rustModule = "::ods_runtime::types";
  let predicate = CPred<"$_ctxt.ty($_self).is_float()">;
  let odsUnsupported = "the runtime's builtin float types implement it; a dialect type cannot (its methods are LLVM's APFloat semantics)";
}

// A type that may be the element of a memref: the builtin integer, float, index, complex,
// vector and memref types, and the dialect types listing it.
def MemRefElementTypeInterface : TypeInterface<"MemRefElementTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Indication that this type can be used as element in memref types. The type is expected
    to model an entity stored in memory and to have a non-zero size. It has no methods.
  }];
  let rustModule = "::ods_runtime::type_interfaces";
  let predicate = CPred<"::ods_runtime::type_interfaces::is_memref_element_type($_ctxt, $_self)">;
}

// A type holding a memory address: the builtin memrefs, and the dialect types listing it
// (`ods_runtime::ptr_like`).
def PtrLikeTypeInterface : TypeInterface<"PtrLikeTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    A ptr-like type represents an object storing a memory address, and optional metadata
    about the pointer. All ptr-like types have two properties: the memory space associated
    with the address held by the pointer, and an optional element type.
  }];
  let rustModule = "::ods_runtime::ptr_like";
  let predicate = CPred<"::ods_runtime::ptr_like::is_ptr_like($_ctxt, $_self)">;
  let methods = [
    InterfaceMethod<[{
        Returns the memory space of this ptr-like type (none for the default space).
      }],
      "Option<::ods_runtime::Attribute>", "getMemorySpace">,
    InterfaceMethod<[{
        Returns the element type of this ptr-like type, if it has one.
      }],
      "Option<::ods_runtime::Type>", "getElementType">,
    InterfaceMethod<[{
        Returns whether this ptr-like type has non-empty metadata.
      }],
      "bool", "hasPtrMetadata">,
    InterfaceMethod<[{
        Returns a ptr-like type of the same kind with `memorySpace` and, when given,
        `elementType`; none when it cannot be built.
      }],
      "Option<::ods_runtime::ptr_like::PtrLikeTypeInterface>", "clonePtrWith",
      (ins "Option<::ods_runtime::Attribute>":$memorySpace,
           "Option<::ods_runtime::Type>":$elementType)>,
  ];
}

// Multi-dimensional container types: the builtin vectors, tensors and memrefs, and the
// dialect types listing it (`ods_runtime::shaped_type`), which write the four methods.
def ShapedTypeInterface : TypeInterface<"ShapedType"> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface provides a common API for interacting with multi-dimensional container
    types. These types contain a shape and an element type. The shared queries of upstream
    (`getRank`, `getNumElements`, `hasStaticShape`, `getDimSize`, ...) are methods of the
    runtime's view.
  }];
  let rustModule = "::ods_runtime::shaped_type";
  let predicate = CPred<"::ods_runtime::shaped_type::is_shaped_type($_ctxt, $_self)">;
  let methods = [
    InterfaceMethod<[{
        Returns a clone of this type with the given shape and element type. If no shape is
        provided, the shape of this type is used (an unranked type stays unranked); a
        given shape makes the result ranked.
      }],
      "::ods_runtime::Type", "cloneWith",
      (ins "Option<&[i64]>":$shape, "::ods_runtime::Type":$elementType)>,
    InterfaceMethod<[{
        Returns the element type of this shaped type.
      }],
      "::ods_runtime::Type", "getElementType">,
    InterfaceMethod<[{
        Returns if this type is ranked, i.e. it has a known number of dimensions.
      }],
      "bool", "hasRank">,
    InterfaceMethod<[{
        Returns the shape of this type if it is ranked (empty otherwise).
      }],
      "Vec<i64>", "getShape">,
  ];
}

#endif // ODS_IR_BUILTINTYPEINTERFACES
