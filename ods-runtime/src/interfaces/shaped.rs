//! `mlir/Interfaces/ShapedOpInterfaces.td`: `ShapedDimOpInterface`, an operation returning
//! the size of one dimension of a shaped value (a tensor or a memref), with upstream's
//! verifier and messages.

use super::op_interface;
use crate::Context;
use crate::ir::{OpId, Value};
use crate::op_error::VerifyError;
use crate::registry::OpFoldResult;

op_interface! {
    /// `ShapedDimOpInterface`: the op returns the size of one dimension of a shaped value.
    pub struct ShapedDimOpInterface, trait ShapedDimOpInterfaceImpl, model ShapedDimOpInterfaceModel {
        /// `getShapedValue`: the shaped value the dimension is taken from.
        fn get_shaped_value(self, ctx: &Context) -> Value;
        /// `getDimension`: the dimension, a constant or a value.
        fn get_dimension(self, ctx: &Context) -> OpFoldResult;
    }
}

impl ShapedDimOpInterface {
    /// The interface verifier: [`verify_shaped_dim_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "ShapedDimOpInterface",
        verify: verify_shaped_dim_op,
        with_regions: false,
    };
}

/// MLIR's `verifyShapedDimOpInterface`: the op has a single result, of type `index`.
pub fn verify_shaped_dim_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    if ctx.op(op).num_results() != 1 {
        return Err(VerifyError::plain(ctx, op, "expected single op result"));
    }
    if !ctx.is_index(ctx.value(ctx.op(op).result(0)).ty()) {
        return Err(VerifyError::plain(ctx, op, "expect index result type"));
    }
    Ok(())
}
