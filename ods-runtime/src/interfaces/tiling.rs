//! `mlir/Interfaces/TilingInterface.td`: `TilingInterface`, an operation that can be tiled
//! (and fused with its producers and consumers tile by tile), and
//! `PartialReductionOpInterface`, a reduction that can be tiled into partial reductions
//! merged afterwards.
//!
//! Upstream's result types become the small structs here ([`Range`], [`TilingResult`],
//! [`MergeResult`], [`TilePosition`]); `FailureOr<T>` is `Option<T>`, and a
//! `LogicalResult` with output parameters is an `Option` of the outputs. The methods that
//! build IR take the runtime's builder in place of the context. Every default is
//! upstream's: no loops, no iteration domain, failure, not fusable.

use super::op_interface;
use crate::Context;
use crate::builder::OpBuilder;
use crate::ir::{OpId, Value};
use crate::location::Location;
use crate::registry::OpFoldResult;

/// The kind of one loop of an op's iteration domain (MLIR's `utils::IteratorType`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IteratorType {
    /// `parallel`: iterations are independent.
    Parallel,
    /// `reduction`: iterations accumulate into the same result.
    Reduction,
}

/// How a reduction is tiled (MLIR's `ReductionTilingStrategy`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReductionTilingStrategy {
    /// The tiled loop reduces the whole dimension.
    FullReduction,
    /// Partial results with the reduction as the outer, tiled loop.
    PartialReductionOuterReduction,
    /// Partial results with a parallel outer loop.
    PartialReductionOuterParallel,
}

/// One loop of an iteration domain: offset, size and stride (MLIR's `Range`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Range {
    /// The first index.
    pub offset: OpFoldResult,
    /// The number of indices.
    pub size: OpFoldResult,
    /// The step between indices.
    pub stride: OpFoldResult,
}

/// What tiling an op produced (MLIR's `TilingResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TilingResult {
    /// The tiled operations.
    pub tiled_ops: Vec<OpId>,
    /// For each result of the untiled op, the value the tiled ops compute for the tile.
    pub tiled_values: Vec<Value>,
    /// The slices of operands the tiling created.
    pub generated_slices: Vec<OpId>,
}

/// What merging partial reductions produced (MLIR's `MergeResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MergeResult {
    /// The operations merging the partial results.
    pub merge_ops: Vec<OpId>,
    /// The values replacing the results of the untiled op.
    pub replacements: Vec<Value>,
}

/// A tile of a result or of the iteration domain: one offset and size per dimension (the
/// output parameters of upstream's `getResultTilePosition` and friends).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TilePosition {
    /// The offsets.
    pub offsets: Vec<OpFoldResult>,
    /// The sizes.
    pub sizes: Vec<OpFoldResult>,
}

op_interface! {
    /// `TilingInterface`: the op exposes its iteration domain and builds the computation
    /// of one tile of it.
    pub struct TilingInterface, trait TilingInterfaceImpl, model TilingInterfaceModel {
        /// `getLoopIteratorTypes`: the kind of each loop of the iteration domain (none by
        /// default).
        fn get_loop_iterator_types(self, ctx: &Context) -> Vec<IteratorType> = {
            Vec::new()
        };
        /// `getIterationDomain`: the bounds and step of each loop (none by default).
        fn get_iteration_domain(self, b: &mut OpBuilder<'_>) -> Vec<Range> = {
            Vec::new()
        };
        /// `getTiledImplementation`: builds the computation of the tile at `offsets` of
        /// size `sizes` of the iteration domain, with the operand slices it needs (fails by
        /// default).
        fn get_tiled_implementation(
            self,
            b: &mut OpBuilder<'_>,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
        ) -> Option<TilingResult> = {
            None
        };
        /// `getResultTilePosition`: the tile of result `result_number` computed by the tile
        /// `offsets`/`sizes` of the iteration domain (fails by default).
        fn get_result_tile_position(
            self,
            b: &mut OpBuilder<'_>,
            result_number: u32,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
        ) -> Option<TilePosition> = {
            None
        };
        /// `generateResultTileValue`: builds the computation of the tile `offsets`/`sizes`
        /// of result `result_number` (fails by default).
        fn generate_result_tile_value(
            self,
            b: &mut OpBuilder<'_>,
            result_number: u32,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
        ) -> Option<TilingResult> = {
            None
        };
        /// `getTiledImplementationFromOperandTiles`: builds the computation using the given
        /// tiles of operands `operand_numbers` (fails by default).
        fn get_tiled_implementation_from_operand_tiles(
            self,
            b: &mut OpBuilder<'_>,
            operand_numbers: &[u32],
            all_offsets: &[Vec<OpFoldResult>],
            all_sizes: &[Vec<OpFoldResult>],
        ) -> Option<TilingResult> = {
            None
        };
        /// `getIterationDomainTileFromOperandTiles`: the tile of the iteration domain that
        /// the given tiles of operands `operand_numbers` feed (fails by default).
        fn get_iteration_domain_tile_from_operand_tiles(
            self,
            b: &mut OpBuilder<'_>,
            operand_numbers: &[u32],
            all_offsets: &[Vec<OpFoldResult>],
            all_sizes: &[Vec<OpFoldResult>],
        ) -> Option<TilePosition> = {
            None
        };
        /// `getIterationDomainTileFromResultTile`: the tile of the iteration domain that
        /// computes the tile `offsets`/`sizes` of result `result_number` (fails by
        /// default).
        fn get_iteration_domain_tile_from_result_tile(
            self,
            b: &mut OpBuilder<'_>,
            result_number: u32,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
        ) -> Option<TilePosition> = {
            None
        };
        /// `generateScalarImplementation`: builds the scalar computation of one iteration
        /// at the induction variables `ivs`, at `loc`; whether it succeeded (false by
        /// default).
        fn generate_scalar_implementation(
            self,
            b: &mut OpBuilder<'_>,
            loc: Location,
            ivs: &[Value],
        ) -> bool = {
            false
        };
        /// `isOpFusableWithConsumerSlice`: whether the tile `offsets`/`sizes` of result
        /// `result_number` can be fused into its consumer (false by default).
        fn is_op_fusable_with_consumer_slice(
            self,
            ctx: &Context,
            result_number: u32,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
        ) -> bool = {
            false
        };
        /// `isOpFusableWithProducerSlices`: whether the op can be fused with the given
        /// tiles of its operands `operand_numbers` (false by default).
        fn is_op_fusable_with_producer_slices(
            self,
            ctx: &Context,
            operand_numbers: &[u32],
            all_offsets: &[Vec<OpFoldResult>],
            all_sizes: &[Vec<OpFoldResult>],
        ) -> bool = {
            false
        };
    }
}

op_interface! {
    /// `PartialReductionOpInterface`: a reduction whose reduction dimensions can be split
    /// into partial reductions, merged afterwards. The op is also a `TilingInterface` op.
    pub struct PartialReductionOpInterface, trait PartialReductionOpInterfaceImpl, model PartialReductionOpInterfaceModel {
        /// `generateInitialTensorForPartialReduction`: builds the initial values of the
        /// partial results for tiles of `tile_sizes` over `reduction_dims`, at `loc` (fails
        /// by default).
        fn generate_initial_tensor_for_partial_reduction(
            self,
            b: &mut OpBuilder<'_>,
            loc: Location,
            tile_sizes: &[OpFoldResult],
            reduction_dims: &[u32],
        ) -> Option<Vec<Value>> = {
            None
        };
        /// `tileToPartialReduction`: builds the partial reduction of one tile into `init`
        /// (fails by default).
        #[allow(clippy::too_many_arguments)]
        fn tile_to_partial_reduction(
            self,
            b: &mut OpBuilder<'_>,
            loc: Location,
            tiling_strategy: ReductionTilingStrategy,
            init: &[Value],
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
            reduction_dims: &[u32],
            split_reduction_ivs: &[OpFoldResult],
        ) -> Option<TilingResult> = {
            None
        };
        /// `mergeReductions`: builds the merge of the partial results `partial_reduce`
        /// over `reduction_dims`, at `loc` (fails by default).
        fn merge_reductions(
            self,
            b: &mut OpBuilder<'_>,
            loc: Location,
            partial_reduce: &[Value],
            reduction_dims: &[u32],
        ) -> Option<MergeResult> = {
            None
        };
        /// `getPartialResultTilePosition`: the tile of the partial result of result
        /// `result_number` computed by a tile of the iteration domain (fails by default).
        #[allow(clippy::too_many_arguments)]
        fn get_partial_result_tile_position(
            self,
            b: &mut OpBuilder<'_>,
            result_number: u32,
            tiling_strategy: ReductionTilingStrategy,
            offsets: &[OpFoldResult],
            sizes: &[OpFoldResult],
            reduction_dims: &[u32],
            split_reduction_ivs: &[OpFoldResult],
        ) -> Option<TilePosition> = {
            None
        };
    }
}
