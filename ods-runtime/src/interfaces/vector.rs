//! `mlir/Interfaces/VectorInterfaces.td`: `VectorUnrollOpInterface`, an operation on
//! vectors that can be unrolled to a smaller vector shape, and `VectorTransferOpInterface`,
//! an operation moving a vector from or to a memref or tensor (`vector.transfer_read`,
//! `vector.transfer_write`), with upstream's shared queries over its methods.

use super::op_interface;
use crate::Context;
use crate::attributes::{AffineExpr, AffineMap, Attribute};
use crate::ir::Value;
use crate::types::{Type, TypeKind};

op_interface! {
    /// `VectorUnrollOpInterface`: an operation on vectors that can be unrolled.
    pub struct VectorUnrollOpInterface, trait VectorUnrollOpInterfaceImpl, model VectorUnrollOpInterfaceModel {
        /// `getShapeForUnroll`: the shape to unroll the operation to, or `None` when it
        /// cannot be unrolled. By default, the shape of the operation's single result when
        /// it is a vector.
        fn get_shape_for_unroll(self, ctx: &Context) -> Option<Vec<i64>> = {
            default_shape_for_unroll(ctx, self.op())
        };
    }
}

/// The default `getShapeForUnroll`: the shape of `op`'s single result when it is a vector.
pub fn default_shape_for_unroll(ctx: &Context, op: crate::ir::OpId) -> Option<Vec<i64>> {
    if ctx.op(op).num_results() != 1 {
        return None;
    }
    match ctx.type_kind(ctx.value(ctx.op(op).result(0)).ty()) {
        TypeKind::Vector { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

op_interface! {
    /// `VectorTransferOpInterface`: an operation reading a vector from, or writing one to,
    /// a memref or ranked tensor, at indices, through a permutation map, with an optional
    /// mask and in-bounds flags. Upstream's `StringRef` names are `String`s, its
    /// `ArrayAttr` an [`Attribute`], its `OperandRange` a `Vec<Value>` and its null mask
    /// `None`.
    pub struct VectorTransferOpInterface, trait VectorTransferOpInterfaceImpl, model VectorTransferOpInterfaceModel {
        /// `getInBoundsAttrName`: the name of the `in_bounds` attribute.
        fn get_in_bounds_attr_name(self, ctx: &Context) -> String;
        /// `getPermutationMapAttrName`: the name of the `permutation_map` attribute.
        fn get_permutation_map_attr_name(self, ctx: &Context) -> String;
        /// `getInBounds`: the array of booleans saying, per vector transfer dimension,
        /// whether it is in bounds (broadcast dimensions always are).
        fn get_in_bounds(self, ctx: &Context) -> Attribute;
        /// `getBase`: the memref or ranked tensor read from (a read) or written into (a
        /// write).
        fn get_base(self, ctx: &Context) -> Value;
        /// `getVector`: the vector read (the result) or written (an operand).
        fn get_vector(self, ctx: &Context) -> Value;
        /// `getVectorType`: the type of the vector.
        fn get_vector_type(self, ctx: &Context) -> Type;
        /// `getIndices`: where the transfer starts in the base, one index per dimension.
        fn get_indices(self, ctx: &Context) -> Vec<Value>;
        /// `getPermutationMap`: the map from the base's dimensions to the vector transfer
        /// dimensions; a constant `0` result is a broadcast dimension.
        fn get_permutation_map(self, ctx: &Context) -> AffineMap;
        /// `getMask`: the mask operand, `None` without one.
        fn get_mask(self, ctx: &Context) -> Option<Value>;
    }
}

/// Upstream's shared declarations of `VectorTransferOpInterface`, over its methods.
impl VectorTransferOpInterface {
    /// `getTransferRank`: the number of dimensions taking part in the permutation map.
    pub fn get_transfer_rank(self, ctx: &Context) -> usize {
        self.get_permutation_map(ctx).results.len()
    }

    /// `getShapedType`: the type of the base, a memref or ranked tensor.
    pub fn get_shaped_type(self, ctx: &Context) -> Type {
        ctx.value(self.get_base(ctx)).ty()
    }

    /// `getLeadingShapedRank`: the number of leading dimensions of the base that do not
    /// take part in the permutation map.
    pub fn get_leading_shaped_rank(self, ctx: &Context) -> usize {
        let rank = ctx.rank(self.get_shaped_type(ctx)).unwrap_or(0);
        rank.saturating_sub(self.get_transfer_rank(ctx))
    }

    /// `getMaskType`: the type of the mask, `None` without one.
    pub fn get_mask_type(self, ctx: &Context) -> Option<Type> {
        self.get_mask(ctx).map(|m| ctx.value(m).ty())
    }

    /// `isBroadcastDim`: whether vector transfer dimension `dim` is a broadcast (its
    /// permutation map result is the constant 0).
    pub fn is_broadcast_dim(self, ctx: &Context, dim: usize) -> bool {
        matches!(
            self.get_permutation_map(ctx).results.get(dim),
            Some(AffineExpr::Const(0))
        )
    }

    /// `hasBroadcastDim`: whether some vector transfer dimension is a broadcast.
    pub fn has_broadcast_dim(self, ctx: &Context) -> bool {
        (0..self.get_transfer_rank(ctx)).any(|d| self.is_broadcast_dim(ctx, d))
    }

    /// `isDimInBounds`: whether vector transfer dimension `dim` is in bounds (its entry of
    /// `in_bounds`).
    pub fn is_dim_in_bounds(self, ctx: &Context, dim: usize) -> bool {
        ctx.array_elements(self.get_in_bounds(ctx))
            .and_then(|flags| flags.get(dim).copied())
            .and_then(|flag| ctx.bool_attr_value(flag))
            .unwrap_or(false)
    }

    /// `hasOutOfBoundsDim`: whether some vector transfer dimension may be out of bounds.
    pub fn has_out_of_bounds_dim(self, ctx: &Context) -> bool {
        (0..self.get_transfer_rank(ctx)).any(|d| !self.is_dim_in_bounds(ctx, d))
    }

    /// `getInBoundsValues`: the in-bounds flag of every vector transfer dimension.
    pub fn get_in_bounds_values(self, ctx: &Context) -> Vec<bool> {
        (0..self.get_transfer_rank(ctx))
            .map(|d| self.is_dim_in_bounds(ctx, d))
            .collect()
    }

    /// `zipResultAndIndexing`: the pairs (permutation map result, index operand position)
    /// that are transferred; the leading indices of the base only index.
    pub fn zip_result_and_indexing(self, ctx: &Context) -> Vec<(usize, usize)> {
        let leading = self.get_leading_shaped_rank(ctx);
        (0..self.get_transfer_rank(ctx))
            .map(|r| (r, leading + r))
            .collect()
    }

    /// `getTransferChunkAccessed`: the shape of the slice of the base the transfer
    /// accesses: the vector's size along each dimension the map names, 1 elsewhere.
    pub fn get_transfer_chunk_accessed(self, ctx: &Context) -> Vec<i64> {
        let map = self.get_permutation_map(ctx);
        let mut sizes = vec![1; map.num_dims as usize];
        let shape = ctx
            .shape(self.get_vector_type(ctx))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        for (expr, size) in map.results.iter().zip(shape) {
            if let AffineExpr::Dim(d) = expr
                && let Some(slot) = sizes.get_mut(*d as usize)
            {
                *slot = size;
            }
        }
        sizes
    }
}
