//! `mlir/Interfaces/InferTypeOpInterface.td`: `InferTypeOpInterface`, an operation that
//! infers its result types from its operands and regions, with upstream's verifier
//! comparing the inferred types with the op's result types; and
//! `ReifyRankedShapedTypeOpInterface`, an operation computing the shapes of its ranked
//! shaped results.

use super::op_interface;
use crate::Context;
use crate::builder::OpBuilder;
use crate::ir::{OpId, RegionId, Value};
use crate::location::Location;
use crate::op_error::VerifyError;
use crate::registry::OpFoldResult;
use crate::types::Type;

op_interface! {
    /// `InferTypeOpInterface`: the op's result types follow from its operands and regions.
    pub struct InferTypeOpInterface, trait InferTypeOpInterfaceImpl, model InferTypeOpInterfaceModel {
    }
    static {
        /// `inferReturnTypes`: the result types an op with these operands and regions has,
        /// `None` when they cannot be inferred.
        fn infer_return_types(ctx: &Context, loc: Location, operands: &[Value], regions: &[RegionId]) -> Option<Vec<Type>>;
        /// `isCompatibleReturnTypes`: whether the inferred types `lhs` agree with the
        /// result types `rhs`; equality by default.
        fn is_compatible_return_types(ctx: &Context, lhs: &[Type], rhs: &[Type]) -> bool = {
            lhs == rhs
        };
    }
}

impl InferTypeOpInterface {
    /// The interface verifier (`verifyWithRegions`): [`verify_inferred_result_types`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "InferTypeOpInterface",
        verify: verify_inferred_result_types,
        with_regions: true,
    };
}

/// MLIR's `verifyInferredResultTypes`: the types the op infers are compatible with its
/// result types.
pub fn verify_inferred_result_types(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(infer) = InferTypeOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let operands: Vec<Value> = ctx.op_operands(op).collect();
    let results: Vec<Type> = ctx.op_results(op).map(|r| ctx.value_type(r)).collect();
    let Some(inferred) =
        infer.infer_return_types(ctx, ctx.op_loc(op), &operands, ctx.op_regions(op))
    else {
        return Err(VerifyError::op(ctx, op, "failed to infer returned types"));
    };
    if !infer.is_compatible_return_types(ctx, &inferred, &results) {
        // mlir-opt reports this at the op's location without the op (`emitOptionalError`
        // in `refineReturnTypes`), then "failed to infer returned types" on the op.
        let name = ctx.op_name_str(ctx.op_name(op));
        return Err(VerifyError::at(
            ctx.op_loc(op),
            format!(
                "'{name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                crate::asm::printer::quoted_types(ctx, &inferred),
                crate::asm::printer::quoted_types(ctx, &results)
            ),
        )
        .followed_by(VerifyError::op(ctx, op, "failed to infer returned types")));
    }
    Ok(())
}

op_interface! {
    /// `ReifyRankedShapedTypeOpInterface`: the op computes the shapes of its ranked shaped
    /// (tensor or memref) results, typically from the shapes of its operands, creating the
    /// ops it needs with the given builder. A shape is one [`OpFoldResult`] per dimension;
    /// a result whose shape cannot be computed gets an empty shape.
    pub struct ReifyRankedShapedTypeOpInterface, trait ReifyRankedShapedTypeOpInterfaceImpl, model ReifyRankedShapedTypeOpInterfaceModel {
        /// `reifyResultShapes`: the shape of every result, `None` when the op cannot
        /// compute them (the default).
        fn reify_result_shapes(self, b: &mut OpBuilder<'_>) -> Option<Vec<Vec<OpFoldResult>>> = {
            None
        };
        /// `reifyShapeOfResult`: the shape of result `result_index`; by default taken from
        /// [`ReifyRankedShapedTypeOpInterfaceImpl::reify_result_shapes`], `None` when they
        /// fail or have no such result (upstream reports "invalid result index").
        fn reify_shape_of_result(self, b: &mut OpBuilder<'_>, result_index: u32) -> Option<Vec<OpFoldResult>> = {
            let mut shapes = self.reify_result_shapes(b)?;
            let i = result_index as usize;
            (i < shapes.len()).then(|| shapes.swap_remove(i))
        };
        /// `reifyDimOfResult`: dimension `dim` of result `result_index`; by default taken
        /// from [`ReifyRankedShapedTypeOpInterfaceImpl::reify_shape_of_result`], `None`
        /// when it fails or has no such dimension.
        fn reify_dim_of_result(self, b: &mut OpBuilder<'_>, result_index: u32, dim: u32) -> Option<OpFoldResult> = {
            self.reify_shape_of_result(b, result_index)?.get(dim as usize).copied()
        };
    }
}
