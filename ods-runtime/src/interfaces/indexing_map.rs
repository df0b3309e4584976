//! `mlir/Interfaces/IndexingMapOpInterface.td`: `IndexingMapOpInterface`, an operation
//! connecting an iteration domain to its operands through affine maps, with upstream's
//! `verifyImpl` and its messages.
//!
//! Operands are named by their number (upstream's `OpOperand *`). Upstream's verifier is
//! not run on its own: an op implementing the interface calls it from its verifier
//! ([`IndexingMapOpInterface::verify_impl`]), as Linalg's ops do, so that the op's own
//! checks come first.

use super::op_interface;
use crate::Context;
use crate::attributes::{AffineExpr, AffineMap, AttrKind, Attribute};
use crate::ir::OpId;
use crate::op_error::VerifyError;
use crate::types::DYNAMIC;

op_interface! {
    /// `IndexingMapOpInterface`: each operand is indexed from the op's loops (its
    /// iteration domain) through an affine map.
    pub struct IndexingMapOpInterface, trait IndexingMapOpInterfaceImpl, model IndexingMapOpInterfaceModel {
        /// `getIndexingMaps`: the array attribute of the op's indexing maps.
        fn get_indexing_maps(self, ctx: &Context) -> Attribute;
        /// `getIndexingMapsArray`: the op's indexing maps; by default the affine maps of
        /// `getIndexingMaps` (elements of another kind are left out).
        fn get_indexing_maps_array(self, ctx: &Context) -> Vec<AffineMap> = {
            affine_maps(ctx, self.get_indexing_maps(ctx))
        };
        /// `getMatchingIndexingMap`: the indexing map of operand `op_operand`; by default
        /// the map at its position (none past the maps).
        fn get_matching_indexing_map(self, ctx: &Context, op_operand: usize) -> Option<AffineMap> = {
            self.get_indexing_maps_array(ctx).into_iter().nth(op_operand)
        };
        /// `getLoopsToShapesMap`: the map from the loops to every operand dimension; by
        /// default the indexing maps concatenated.
        fn get_loops_to_shapes_map(self, ctx: &Context) -> AffineMap = {
            AffineMap::concat(&self.get_indexing_maps_array(ctx))
        };
        /// `getShapesToLoopsMap`: the map from every operand dimension to the loops, none
        /// when it cannot be built; by default the inverse permutation of
        /// `getLoopsToShapesMap`.
        fn get_shapes_to_loops_map(self, ctx: &Context) -> Option<AffineMap> = {
            self.get_loops_to_shapes_map(ctx).inverse_permutation()
        };
        /// `getStaticOperandShape`: the static shape of operand `op_operand` (`DYNAMIC`
        /// for a dynamic size); by default the shape of its ranked tensor, memref or
        /// vector type, no dimensions for a scalar.
        fn get_static_operand_shape(self, ctx: &Context, op_operand: usize) -> Vec<i64> = {
            operand_shape(ctx, self.op(), op_operand)
        };
        /// `getStaticLoopRanges`: the loop ranges, `getShapesToLoopsMap` applied to the
        /// operand shapes (`DYNAMIC` for a range not known statically, and for every loop
        /// when the map does not apply to the shapes).
        fn get_static_loop_ranges(self, ctx: &Context) -> Vec<i64> = {
            let Some(inverted) = self.get_shapes_to_loops_map(ctx) else {
                return Vec::new();
            };
            let shapes: Vec<i64> = (0..ctx.op(self.op()).num_operands())
                .flat_map(|i| self.get_static_operand_shape(ctx, i))
                .collect();
            inverted
                .compose_values(&shapes)
                .unwrap_or_else(|| vec![DYNAMIC; inverted.results.len()])
        };
    }
}

/// The affine maps among the elements of an array attribute, in order.
pub fn affine_maps(ctx: &Context, attr: Attribute) -> Vec<AffineMap> {
    ctx.array_elements(attr)
        .unwrap_or_default()
        .iter()
        .filter_map(|&a| match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// The static shape of operand `index` of `op`: that of its ranked tensor, memref or
/// vector type, no dimensions for any other type or a missing operand (upstream's
/// `getShape`).
pub fn operand_shape(ctx: &Context, op: OpId, index: usize) -> Vec<i64> {
    if index >= ctx.op(op).num_operands() {
        return Vec::new();
    }
    let ty = ctx.value(ctx.op(op).operand(index)).ty();
    ctx.shape(ty).map(<[i64]>::to_vec).unwrap_or_default()
}

impl IndexingMapOpInterface {
    /// Upstream's `verifyImpl` (see [`verify_indexing_map_op`]), called by an op's
    /// verifier.
    pub fn verify_impl(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_indexing_map_op(ctx, self.op())
    }
}

/// MLIR's `IndexingMapOpInterface::verifyImpl`: one indexing map per operand, invertible
/// together, without symbols, over as many dimensions as there are loops, with one result
/// per operand dimension; with static loop ranges, each operand dimension holds the indices
/// its map reaches. An op not implementing the interface passes.
pub fn verify_indexing_map_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(iface) = IndexingMapOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let err = |msg: String| Err(VerifyError::op(ctx, op, msg));
    let num_operands = ctx.op(op).num_operands();
    let maps = iface.get_indexing_maps_array(ctx);
    if maps.len() != num_operands {
        return err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({num_operands})",
            maps.len()
        ));
    }
    if iface.get_shapes_to_loops_map(ctx).is_none() {
        return err(format!(
            "invalid indexing maps are non-invertible: ({})",
            iface.get_loops_to_shapes_map(ctx)
        ));
    }
    let end_loop_ranges = iface.get_static_loop_ranges(ctx);
    let mut operand_maps = Vec::with_capacity(num_operands);
    for n in 0..num_operands {
        let Some(map) = iface.get_matching_indexing_map(ctx, n) else {
            return err(format!("expected an indexing_map for operand #{n}"));
        };
        if map.num_symbols != 0 {
            return err(format!("unexpected symbols in indexing_map #{n}"));
        }
        if map.num_dims as usize != end_loop_ranges.len() {
            return err(format!(
                "expected indexing_map #{n} to have {} dim(s) to match the number of loops",
                end_loop_ranges.len()
            ));
        }
        let shape = iface.get_static_operand_shape(ctx, n);
        if map.results.len() != shape.len() {
            return err(format!(
                "expected operand rank ({}) to match the result rank of indexing_map #{n} ({})",
                shape.len(),
                map.results.len()
            ));
        }
        operand_maps.push((map, shape));
    }
    // Only static loop ranges say which indices each map reaches.
    if end_loop_ranges.contains(&DYNAMIC) {
        return Ok(());
    }
    let last: Vec<i64> = end_loop_ranges.iter().map(|r| r.wrapping_sub(1)).collect();
    let first = vec![0; last.len()];
    for (n, (map, shape)) in operand_maps.iter().enumerate() {
        check_inferred_shape(n, map, shape, &first, &last)
            .map_err(|msg| VerifyError::op(ctx, op, msg))?;
    }
    Ok(())
}

/// The static-shape check of `verify_indexing_map_op` for one operand: the indices `map`
/// reaches from the first and last loop iterations fit each static dimension (exactly, for
/// a dimension indexed by a bare loop).
fn check_inferred_shape(
    n: usize,
    map: &AffineMap,
    shape: &[i64],
    first: &[i64],
    last: &[i64],
) -> Result<(), String> {
    let (Some(starts), Some(ends)) = (map.compose_values(first), map.compose_values(last)) else {
        return Ok(());
    };
    for (dim, &size) in shape.iter().enumerate() {
        if size == DYNAMIC || size == 0 {
            continue;
        }
        let (Some(&s), Some(&e)) = (starts.get(dim), ends.get(dim)) else {
            continue;
        };
        let inferred = s.max(e).wrapping_add(1);
        if s.min(e) < 0 {
            return Err(format!(
                "unexpected result less than 0 at expression #{dim} in {map}"
            ));
        }
        if matches!(map.results.get(dim), Some(AffineExpr::Dim(_))) {
            if inferred != size {
                return Err(format!(
                    "inferred input/output operand #{n} has shape's dimension #{dim} to be {inferred}, but found {size}"
                ));
            }
        } else if inferred > size {
            return Err(format!(
                "inferred input/output operand #{n} has shape's dimension #{dim} to be greater than or equal to {inferred}, but found {size}"
            ));
        }
    }
    Ok(())
}
