//! `mlir/Interfaces/VectorInterfaces.td`: `VectorUnrollOpInterface`, an operation on
//! vectors that can be unrolled to a smaller vector shape.

use super::op_interface;
use crate::Context;
use crate::types::TypeKind;

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
    if ctx.op_num_results(op) != 1 {
        return None;
    }
    match ctx.type_kind(ctx.value_type(ctx.op_result(op, 0))) {
        TypeKind::Vector { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}
