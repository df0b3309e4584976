//===-- TilingInterface.td - tiling ------------------------*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `TilingInterface` and
// `PartialReductionOpInterface`, implemented in `ods_runtime::interfaces::tiling`: ops that
// can be tiled, and reductions that can be tiled into partial results. Upstream's result
// types are the runtime's small structs (`Range`, `TilingResult`, `MergeResult`,
// `TilePosition` for the output parameters); `FailureOr` is `Option`. The methods building
// IR take the runtime's builder in place of the context. Every default is upstream's.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_TILINGINTERFACE
#define ODS_INTERFACES_TILINGINTERFACE

include "mlir/IR/OpBase.td"

def TilingInterface : OpInterface<"TilingInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    This interface allows operations to expose information needed to tile them: the loops
    of their iteration domain (`getLoopIteratorTypes`, `getIterationDomain`), the tiled
    computation (`getTiledImplementation`) and the tile of each result it computes
    (`getResultTilePosition`); for fusion with a tiled consumer, `generateResultTileValue`
    and `getIterationDomainTileFromResultTile`; for fusion with a tiled producer,
    `getTiledImplementationFromOperandTiles` and `getIterationDomainTileFromOperandTiles`.
  }];
  let rustModule = "::ods_runtime::interfaces::tiling";
  let methods = [
    InterfaceMethod<[{
        Returns a list of iterator types that describe the number of loops.
      }],
      "Vec<::ods_runtime::interfaces::tiling::IteratorType>", "getLoopIteratorTypes", (ins), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns a list of ranges that describe the loop bounds and step for the loops of
        the operation.
      }],
      "Vec<::ods_runtime::interfaces::tiling::Range>", "getIterationDomain",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to generate the tiled implementation of an operation: the computation of
        the tile of the iteration space at `offsets` of size `sizes`, with the slices of
        the operands it needs. The result holds, for each result of the untiled
        operation, the value the tiled operation computes.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilingResult>", "getTiledImplementation",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "&[::ods_runtime::registry::OpFoldResult]":$offsets,
           "&[::ods_runtime::registry::OpFoldResult]":$sizes), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to return the position of the result tile computed by the tiled operation:
        the offsets and sizes, in result `resultNumber`, of the tile the iteration space
        tile `offsets`/`sizes` computes.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilePosition>", "getResultTilePosition",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "u32":$resultNumber, "&[::ods_runtime::registry::OpFoldResult]":$offsets,
           "&[::ods_runtime::registry::OpFoldResult]":$sizes), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to generate the code that produces a tile of the result: the tile
        `offsets`/`sizes` of result `resultNumber`.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilingResult>", "generateResultTileValue",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "u32":$resultNumber, "&[::ods_runtime::registry::OpFoldResult]":$offsets,
           "&[::ods_runtime::registry::OpFoldResult]":$sizes), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to generate the tiled implementation of an operation that uses the given
        tiles of its operands `operandNumbers`.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilingResult>", "getTiledImplementationFromOperandTiles",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "&[u32]":$operandNumbers,
           "&[Vec<::ods_runtime::registry::OpFoldResult>]":$allOffsets,
           "&[Vec<::ods_runtime::registry::OpFoldResult>]":$allSizes), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to return the tile of the iteration domain that uses the given tiles of the
        operands `operandNumbers`.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilePosition>", "getIterationDomainTileFromOperandTiles",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "&[u32]":$operandNumbers,
           "&[Vec<::ods_runtime::registry::OpFoldResult>]":$allOffsets,
           "&[Vec<::ods_runtime::registry::OpFoldResult>]":$allSizes), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to return the tile of the iteration domain that computes the tile
        `offsets`/`sizes` of result `resultNumber`.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilePosition>", "getIterationDomainTileFromResultTile",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "u32":$resultNumber, "&[::ods_runtime::registry::OpFoldResult]":$offsets,
           "&[::ods_runtime::registry::OpFoldResult]":$sizes), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Generates the scalar implementation of the operation: given the induction
        variables `ivs` of the loops of the iteration domain, the scalar operations of one
        iteration. Returns whether it succeeded.
      }],
      "bool", "generateScalarImplementation",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "::ods_runtime::Location":$loc,
           "&[::ods_runtime::ir::Value]":$ivs), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns true if the op can be fused with the tile `offsets`/`sizes` of its result
        `resultNumber` by its consumer.
      }],
      "bool", "isOpFusableWithConsumerSlice",
      (ins "u32":$resultNumber, "&[::ods_runtime::registry::OpFoldResult]":$offsets,
           "&[::ods_runtime::registry::OpFoldResult]":$sizes), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Returns true if the op can be fused with the given tiles of its operands
        `operandNumbers` by their producers.
      }],
      "bool", "isOpFusableWithProducerSlices",
      (ins "&[u32]":$operandNumbers, "&[Vec<::ods_runtime::registry::OpFoldResult>]":$allOffsets,
           "&[Vec<::ods_runtime::registry::OpFoldResult>]":$allSizes), [{}],
      [{ /* in the runtime */ }]
    >,
  ];
}

def PartialReductionOpInterface : OpInterface<"PartialReductionOpInterface", [TilingInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    Interface for allowing operations to expose information needed to tile reductions
    using partial reduction followed by merge. This extends the `TilingInterface` to
    allow splitting a reduction dimension into a parallel dimension and reduction
    dimension.
  }];
  let rustModule = "::ods_runtime::interfaces::tiling";
  let methods = [
    InterfaceMethod<[{
        Method to generate a tensor initialized with the identity value of the reduction
        operator, to hold the partial results of tiles of `tileSizes` over
        `reductionDims`.
      }],
      "Option<Vec<::ods_runtime::ir::Value>>", "generateInitialTensorForPartialReduction",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "::ods_runtime::Location":$loc,
           "&[::ods_runtime::registry::OpFoldResult]":$tileSizes, "&[u32]":$reductionDims), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to generate a tiled version of the operation where the tiled reduction
        dimensions are converted to parallel dimensions, accumulating into `init`.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilingResult>", "tileToPartialReduction",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "::ods_runtime::Location":$loc,
           "::ods_runtime::interfaces::tiling::ReductionTilingStrategy":$tilingStrategy,
           "&[::ods_runtime::ir::Value]":$init, "&[::ods_runtime::registry::OpFoldResult]":$offsets,
           "&[::ods_runtime::registry::OpFoldResult]":$sizes, "&[u32]":$reductionDims,
           "&[::ods_runtime::registry::OpFoldResult]":$splitReductionIvs), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to merge the partial reductions `partialReduce` over `reductionDims`.
      }],
      "Option<::ods_runtime::interfaces::tiling::MergeResult>", "mergeReductions",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "::ods_runtime::Location":$loc,
           "&[::ods_runtime::ir::Value]":$partialReduce, "&[u32]":$reductionDims), [{}],
      [{ /* in the runtime */ }]
    >,
    InterfaceMethod<[{
        Method to return the position of the partial result tile computed by the tiled
        operation.
      }],
      "Option<::ods_runtime::interfaces::tiling::TilePosition>", "getPartialResultTilePosition",
      (ins "&mut ::ods_runtime::builder::OpBuilder<'_>":$b, "u32":$resultNumber,
           "::ods_runtime::interfaces::tiling::ReductionTilingStrategy":$tilingStrategy,
           "&[::ods_runtime::registry::OpFoldResult]":$offsets, "&[::ods_runtime::registry::OpFoldResult]":$sizes,
           "&[u32]":$reductionDims, "&[::ods_runtime::registry::OpFoldResult]":$splitReductionIvs), [{}],
      [{ /* in the runtime */ }]
    >,
  ];
}

#endif // ODS_INTERFACES_TILINGINTERFACE
