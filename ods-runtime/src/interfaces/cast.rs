//! `mlir/Interfaces/CastInterfaces.td`: `CastOpInterface`, an operation converting its
//! operands' types to its results' types, verified with mlir-opt's message.

use super::op_interface;
use crate::Context;
use crate::ir::OpId;
use crate::op_error::VerifyError;
use crate::types::Type;

op_interface! {
    /// `CastOpInterface`: a cast-like operation, from a set of input types to a set of
    /// output types.
    pub struct CastOpInterface, trait CastOpInterfaceImpl, model CastOpInterfaceModel {
    }
    static {
        /// `areCastCompatible`: whether this operation may cast `inputs` to `outputs`.
        fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool;
    }
}

impl CastOpInterface {
    /// The interface verifier (MLIR's `verifyCastInterfaceOp`).
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "CastOpInterface",
        verify: verify_cast_op,
        with_regions: false,
    };
}

/// `CastOpInterface`'s verifier: the operand and result types must be cast compatible.
pub fn verify_cast_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(cast) = CastOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let inputs: Vec<Type> = ctx.op(op).operands().map(|v| ctx.value(v).ty()).collect();
    let outputs: Vec<Type> = ctx.op(op).results().map(|v| ctx.value(v).ty()).collect();
    if cast.are_cast_compatible(ctx, &inputs, &outputs) {
        return Ok(());
    }
    let list = |types: &[Type]| {
        types
            .iter()
            .map(|&t| crate::asm::printer::type_to_string(ctx, t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Err(VerifyError::op(
        ctx,
        op,
        format!(
            "operand type{} '{}' and result type{} '{}' are cast incompatible",
            if inputs.len() == 1 { "" } else { "s" },
            list(&inputs),
            if outputs.len() == 1 { "" } else { "s" },
            list(&outputs)
        ),
    ))
}
