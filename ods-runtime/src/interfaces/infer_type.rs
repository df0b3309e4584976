//! `mlir/Interfaces/InferTypeOpInterface.td`: `InferTypeOpInterface`, an operation that
//! infers its result types from its operands and regions, with upstream's verifier
//! comparing the inferred types with the op's result types; `InferShapedTypeOpInterface`,
//! an operation inferring the components (shape, element type, encoding) of its shaped
//! results, with upstream's `inferReturnTensorTypes` building tensor types from them; and
//! `ReifyRankedShapedTypeOpInterface`, an operation computing the shapes of its ranked
//! shaped results.

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
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
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let results: Vec<Type> = ctx.op(op).results().map(|r| ctx.value(r).ty()).collect();
    let Some(inferred) =
        infer.infer_return_types(ctx, ctx.op(op).loc(), &operands, ctx.op(op).regions())
    else {
        return Err(VerifyError::op(ctx, op, "failed to infer returned types"));
    };
    if !infer.is_compatible_return_types(ctx, &inferred, &results) {
        // mlir-opt reports this at the op's location without the op (`emitOptionalError`
        // in `refineReturnTypes`), then "failed to infer returned types" on the op.
        let name = ctx.op_name(ctx.op(op).name()).as_str();
        return Err(VerifyError::at(
            ctx.op(op).loc(),
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

/// `ShapedTypeComponents`: what an op infers of one shaped result: its dimensions
/// (`None` when unranked, [`crate::types::DYNAMIC`] for an unknown size), its element type
/// and an attribute (a tensor's encoding), each possibly unknown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShapedTypeComponents {
    /// The dimension sizes of a ranked result; `None` for an unranked one.
    pub dims: Option<Vec<i64>>,
    /// The element type, when known.
    pub element_type: Option<Type>,
    /// The attribute of the type (a ranked tensor's encoding), when there is one.
    pub attribute: Option<Attribute>,
}

impl ShapedTypeComponents {
    /// A ranked shape with an element type (upstream's `ShapedTypeComponents(shape, type)`).
    pub fn ranked(dims: Vec<i64>, element_type: Type) -> Self {
        Self {
            dims: Some(dims),
            element_type: Some(element_type),
            attribute: None,
        }
    }

    /// An unranked shape with an element type.
    pub fn unranked(element_type: Type) -> Self {
        Self {
            dims: None,
            element_type: Some(element_type),
            attribute: None,
        }
    }

    /// The components of a shaped type `ty` (a builtin vector, tensor or memref, or a
    /// dialect type implementing `ShapedType`); a ranked tensor's encoding is the
    /// attribute. `None` for a type that is not shaped.
    pub fn of_type(ctx: &Context, ty: Type) -> Option<Self> {
        let shaped = crate::shaped_type::ShapedType::cast(ctx, ty)?;
        let attribute = match ctx.ty(ty).kind() {
            crate::types::TypeKind::RankedTensor { encoding, .. } => *encoding,
            _ => None,
        };
        Some(Self {
            dims: shaped.has_rank(ctx).then(|| shaped.get_shape(ctx)),
            element_type: Some(shaped.get_element_type(ctx)),
            attribute,
        })
    }
}

op_interface! {
    /// `InferShapedTypeOpInterface`: the op infers the components of its shaped result
    /// types (during construction, verification or shape inference), and may build the
    /// values of its result shapes.
    pub struct InferShapedTypeOpInterface, trait InferShapedTypeOpInterfaceImpl, model InferShapedTypeOpInterfaceModel {
        /// `reifyReturnTypeShapes`: creates with `builder` the ops computing the shape of
        /// each result (one value per result, typically a 1-D tensor of `index`) from
        /// `operands`, which stand for the op's operands (they may be converted ones during
        /// a conversion); `None` when it cannot (the default).
        fn reify_return_type_shapes(self, builder: &mut OpBuilder<'_>, operands: &[Value]) -> Option<Vec<Value>> = {
            let _ = (builder, operands);
            None
        };
    }
    static {
        /// `inferReturnTypeComponents`: the components of the result types an op with these
        /// operands and regions has; partial components (an unranked shape, no element
        /// type) are not a failure. `None` when they cannot be inferred (the default).
        /// (Upstream also passes the attributes and properties.)
        fn infer_return_type_components(ctx: &Context, loc: Location, operands: &[Value], regions: &[RegionId]) -> Option<Vec<ShapedTypeComponents>> = {
            let _ = (ctx, loc, operands, regions);
            None
        };
    }
}

/// Upstream's `detail::inferReturnTensorTypes`: the tensor types of inferred components,
/// ranked (with the attribute as the encoding) when the shape is known, unranked
/// otherwise; `None` when a component has no element type.
pub fn infer_return_tensor_types(
    ctx: &Context,
    components: &[ShapedTypeComponents],
) -> Option<Vec<Type>> {
    components
        .iter()
        .map(|c| {
            let elem = c.element_type?;
            Some(match &c.dims {
                Some(dims) => Type::get(
                    ctx,
                    crate::types::TypeKind::RankedTensor {
                        shape: dims.clone(),
                        elem,
                        encoding: c.attribute,
                    },
                ),
                None => Type::unranked_tensor(ctx, elem),
            })
        })
        .collect()
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
