// The runtime's view and shape interfaces from the library: `ViewLikeOpInterface` and
// `OffsetSizeAndStrideOpInterface` (its operand and attribute accessors written from the
// op's own, upstream's verifier), `ShapedDimOpInterface` (with its verifier) and
// `ReifyRankedShapedTypeOpInterface` (methods taking the builder in place of the context,
// one written by the op through `DeclareOpInterfaceMethods`), the subset interfaces
// (extraction and insertion ops deriving `SubsetOpInterface`, whose slice method they
// write, and an op with the base alone, which its verifier refuses) and
// `AlignmentAttrOpInterface` (its shared method reading the op's `alignment`) and
// `IndexingMapOpInterface` (an op writing its maps, its verifier calling upstream's) and
// `TilingInterface` (an op tiling itself through a builder, the other methods upstream's
// defaults), memory slot promotion (an allocation and a load of its slot, a pair type
// implementing `DestructurableTypeInterface`) and
// `InferStridedMetadataOpInterface` (a cast forwarding its operand's bounds), and memory
// space casts between builtin memrefs and a dialect type implementing
// `PtrLikeTypeInterface`, with the cast verifier's messages. The test
// dialect compiles it and tests it (`dialects/test/tests/library_interfaces.rs`).

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/Interfaces/MemOpInterfaces.td"
include "mlir/Interfaces/IndexingMapOpInterface.td"
include "mlir/Interfaces/InferStridedMetadataInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/MemorySlotInterfaces.td"
include "mlir/Interfaces/ShapedOpInterfaces.td"
include "mlir/Interfaces/SubsetOpInterface.td"
include "mlir/Interfaces/TilingInterface.td"
include "mlir/Interfaces/AlignmentAttrInterface.td"
include "mlir/Interfaces/ViewLikeInterface.td"

def Lib_Dialect : Dialect {
  let name = "lib";
  let cppNamespace = "::lib";
}

def Lib_SubviewOp : Op<Lib_Dialect, "subview",
    [AttrSizedOperandSegments, ViewLikeOpInterface, OffsetSizeAndStrideOpInterface]> {
  let summary = "A strided view of a memref";
  let arguments = (ins AnyMemRef:$source, Variadic<Index>:$offsets, Variadic<Index>:$sizes,
    Variadic<Index>:$strides, DenseI64ArrayAttr:$static_offsets,
    DenseI64ArrayAttr:$static_sizes, DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
}

def Lib_DimOp : Op<Lib_Dialect, "dim", [ShapedDimOpInterface]> {
  let summary = "The size of one dimension of a tensor";
  let arguments = (ins AnyTensor:$source, Index:$index);
  let results = (outs AnyType:$result);
}

def Lib_EmptyOp : Op<Lib_Dialect, "empty",
    [DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>]> {
  let summary = "An empty tensor with static and dynamic sizes";
  let arguments = (ins Variadic<Index>:$dynamic_sizes);
  let results = (outs AnyRankedTensor:$result);
}

def Lib_ExtractOp : Op<Lib_Dialect, "extract",
    [DeclareOpInterfaceMethods<SubsetOpInterface, ["getAccessedHyperrectangularSlice"]>,
     SubsetExtractionOpInterface]> {
  let summary = "A one-dimensional slice of a tensor";
  let arguments = (ins AnyTensor:$source, I64Attr:$offset, I64Attr:$size);
  let results = (outs AnyTensor:$result);
}

def Lib_InsertOp : Op<Lib_Dialect, "insert",
    [DeclareOpInterfaceMethods<SubsetOpInterface, ["getAccessedHyperrectangularSlice"]>,
     SubsetInsertionOpInterface]> {
  let summary = "Inserts a one-dimensional slice into a tensor";
  let arguments = (ins AnyTensor:$source, AnyTensor:$dest, I64Attr:$offset, I64Attr:$size);
  let results = (outs AnyTensor:$result);
}

def Lib_SubsetOnlyOp : Op<Lib_Dialect, "subset_only", [SubsetOpInterface]> {
  let summary = "A subset op that neither extracts nor inserts";
  let arguments = (ins AnyTensor:$source);
}

def Lib_LoadOp : Op<Lib_Dialect, "load", [AlignmentAttrOpInterface]> {
  let summary = "A load with an optional alignment";
  let arguments = (ins AnyMemRef:$memref, OptionalAttr<I64Attr>:$alignment);
  let results = (outs AnyType:$result);
}

def Lib_GenericOp : Op<Lib_Dialect, "generic", [IndexingMapOpInterface]> {
  let summary = "Operands indexed from a loop nest through affine maps";
  let arguments = (ins Variadic<AnyType>:$args, AffineMapArrayAttr:$indexing_maps);
  let hasVerifier = 1;
}

def Lib_ScaleOp : Op<Lib_Dialect, "scale",
    [DeclareOpInterfaceMethods<TilingInterface,
      ["getLoopIteratorTypes", "getIterationDomain", "getTiledImplementation",
       "getResultTilePosition"]>]> {
  let summary = "Scales each element of a one-dimensional tensor";
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
}

def Lib_AllocaOp : Op<Lib_Dialect, "alloca", [PromotableAllocationOpInterface]> {
  let summary = "Allocates a slot holding one value of the memref's element type";
  let results = (outs AnyMemRef:$result);
}

def Lib_UndefOp : Op<Lib_Dialect, "undef"> {
  let summary = "An undefined value";
  let results = (outs AnyType:$result);
}

def Lib_SlotLoadOp : Op<Lib_Dialect, "slot_load", [PromotableMemOpInterface]> {
  let summary = "Loads the value of a slot";
  let arguments = (ins AnyMemRef:$slot);
  let results = (outs AnyType:$result);
}

def Lib_ReinterpretOp : Op<Lib_Dialect, "reinterpret", [InferStridedMetadataOpInterface]> {
  let summary = "Views a memref with another type of the same layout";
  let arguments = (ins AnyMemRef:$source);
  let results = (outs AnyMemRef:$result);
}

def Lib_PtrType : TypeDef<Lib_Dialect, "Ptr", [PtrLikeTypeInterface]> {
  let summary = "A pointer into a numbered memory space";
  let mnemonic = "ptr";
  let parameters = (ins "unsigned":$space);
  let assemblyFormat = "`<` $space `>`";
}

def Lib_SpaceCastOp : Op<Lib_Dialect, "space_cast",
    [DeclareOpInterfaceMethods<MemorySpaceCastOpInterface>]> {
  let summary = "Casts a pointer to another memory space";
  let arguments = (ins AnyType:$source);
  let results = (outs AnyType:$result);
}

def Lib_PairType : TypeDef<Lib_Dialect, "Pair", [DestructurableTypeInterface]> {
  let summary = "A pair of values of two types";
  let mnemonic = "pair";
  let parameters = (ins "::ods_runtime::Type":$first, "::ods_runtime::Type":$second);
  let assemblyFormat = "`<` $first `,` $second `>`";
}
