//! `mlir/Interfaces/ParallelCombiningOpInterface.td`: `InParallelOpInterface`, the
//! terminator of a parallel loop whose region holds the operations combining the values
//! the iterations produce.

use super::op_interface;
use crate::Context;
use crate::ir::OpId;

op_interface! {
    /// `InParallelOpInterface`: a terminator whose region combines the iterations' values.
    pub struct InParallelOpInterface, trait InParallelOpInterfaceImpl, model InParallelOpInterfaceModel {
        /// `getYieldingOps`: the operations of the region that combine values.
        fn get_yielding_ops(self, ctx: &Context) -> Vec<OpId>;
    }
}
