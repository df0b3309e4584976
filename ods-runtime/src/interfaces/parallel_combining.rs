//! `mlir/Interfaces/ParallelCombiningOpInterface.td`: `InParallelOpInterface`, the
//! terminator of a parallel loop whose region holds the operations combining the values
//! the iterations produce, and `ParallelCombiningOpInterface`, those combining operations.

use super::op_interface;
use crate::Context;
use crate::ir::{OpId, Value};

op_interface! {
    /// `InParallelOpInterface`: a terminator whose region combines the iterations' values.
    pub struct InParallelOpInterface, trait InParallelOpInterfaceImpl, model InParallelOpInterfaceModel {
        /// `getYieldingOps`: the operations of the region that combine values.
        fn get_yielding_ops(self, ctx: &Context) -> Vec<OpId>;
    }
}

op_interface! {
    /// `ParallelCombiningOpInterface`: an operation in the region of an
    /// `InParallelOpInterface` op that contributes to shared outputs of the iterating parent
    /// (as `tensor.parallel_insert_slice` does). It does not verify itself: the parent
    /// checks what it updates.
    pub struct ParallelCombiningOpInterface, trait ParallelCombiningOpInterfaceImpl, model ParallelCombiningOpInterfaceModel {
        /// `getUpdatedDestinations`: the destinations (operands) it contributes to
        /// (upstream's `MutableOperandRange`).
        fn get_updated_destinations(self, ctx: &Context) -> Vec<Value>;
        /// `getIteratingParent`: the iterating operation whose outputs it updates.
        fn get_iterating_parent(self, ctx: &Context) -> Option<OpId>;
    }
}
