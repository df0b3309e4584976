//! `mlir/Interfaces/AlignmentAttrInterface.td`: `AlignmentAttrOpInterface`, an operation
//! carrying an optional alignment, in bytes.
//!
//! Upstream's default reads the op's own `alignment` attribute (`$_op.getAlignment()`);
//! ods-build writes that default into each op's implementation.

use super::op_interface;
use crate::Context;

op_interface! {
    /// `AlignmentAttrOpInterface`: the op's alignment, when it has one.
    pub struct AlignmentAttrOpInterface, trait AlignmentAttrOpInterfaceImpl, model AlignmentAttrOpInterfaceModel {
        /// `getMaybeAlign`: the alignment in bytes, none when the op has none or it is not
        /// a positive power of two (upstream's `llvm::MaybeAlign`).
        fn get_maybe_align(self, ctx: &Context) -> Option<u64>;
    }
}

/// The alignment an optional `alignment` attribute value gives: a positive power of two,
/// or none (upstream's default `getMaybeAlign`).
pub fn maybe_align(alignment: Option<i64>) -> Option<u64> {
    alignment
        .and_then(|a| u64::try_from(a).ok())
        .filter(|a| a.is_power_of_two())
}
