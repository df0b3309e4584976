//! `mlir/Interfaces/InferStridedMetadataInterface.td`: `InferStridedMetadataOpInterface`,
//! an operation bounding the offsets, sizes and strides of its strided results given
//! bounds on its operands', with upstream's [`StridedMetadataRange`].
//!
//! No analysis of the runtime drives it yet; the interface lets ops state their rule.

use super::int_range::{ConstantIntRanges, IntegerValueRange};
use super::op_interface;
use crate::Context;
use crate::ir::Value;

/// Bounds on the strided metadata of a value: its offset, sizes and strides as integer
/// ranges (MLIR's `StridedMetadataRange`). Uninitialized until something is known.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StridedMetadataRange {
    offsets: Option<Vec<ConstantIntRanges>>,
    sizes: Vec<ConstantIntRanges>,
    strides: Vec<ConstantIntRanges>,
}

impl StridedMetadataRange {
    /// The uninitialized metadata.
    pub fn uninitialized() -> Self {
        Self::default()
    }

    /// Metadata with the given bounds (`getRanked`).
    pub fn ranked(
        offsets: Vec<ConstantIntRanges>,
        sizes: Vec<ConstantIntRanges>,
        strides: Vec<ConstantIntRanges>,
    ) -> Self {
        Self {
            offsets: Some(offsets),
            sizes,
            strides,
        }
    }

    /// Metadata with every bound the full range of `index_bitwidth` bits
    /// (`getMaxRanges`), `offsets_rank` offsets and `rank` sizes and strides.
    pub fn max_ranges(index_bitwidth: u32, offsets_rank: usize, rank: usize) -> Self {
        let max = || ConstantIntRanges::max_range(index_bitwidth);
        Self::ranked(
            vec![max(); offsets_rank],
            vec![max(); rank],
            vec![max(); rank],
        )
    }

    /// Whether nothing is known yet.
    pub fn is_uninitialized(&self) -> bool {
        self.offsets.is_none()
    }

    /// The offset bounds (none while uninitialized).
    pub fn offsets(&self) -> &[ConstantIntRanges] {
        self.offsets.as_deref().unwrap_or_default()
    }

    /// The size bounds.
    pub fn sizes(&self) -> &[ConstantIntRanges] {
        &self.sizes
    }

    /// The stride bounds.
    pub fn strides(&self) -> &[ConstantIntRanges] {
        &self.strides
    }

    /// The element-wise union of two metadata (`join`); an uninitialized side gives the
    /// other. Metadata of different ranks, which upstream asserts against, join over the
    /// dimensions both have.
    pub fn join(lhs: &StridedMetadataRange, rhs: &StridedMetadataRange) -> Self {
        let (Some(lo), Some(ro)) = (&lhs.offsets, &rhs.offsets) else {
            return if lhs.is_uninitialized() {
                rhs.clone()
            } else {
                lhs.clone()
            };
        };
        let union = |a: &[ConstantIntRanges], b: &[ConstantIntRanges]| {
            a.iter().zip(b).map(|(x, y)| x.range_union(y)).collect()
        };
        Self::ranked(
            union(lo, ro),
            union(&lhs.sizes, &rhs.sizes),
            union(&lhs.strides, &rhs.strides),
        )
    }
}

op_interface! {
    /// `InferStridedMetadataOpInterface`: the op bounds the strided metadata of its
    /// results given that of its operands.
    pub struct InferStridedMetadataOpInterface, trait InferStridedMetadataOpInterfaceImpl, model InferStridedMetadataOpInterfaceModel {
        /// `inferStridedMetadataRanges`: given the metadata bounds of every operand (in
        /// order) and the integer range of any value (`get_int_range`), call
        /// `set_metadata` for each result or block argument of interest.
        fn infer_strided_metadata_ranges(
            self,
            ctx: &Context,
            operands: &[StridedMetadataRange],
            get_int_range: &dyn Fn(Value) -> IntegerValueRange,
            set_metadata: &mut dyn FnMut(Value, &StridedMetadataRange),
            index_bitwidth: i32,
        ) -> ();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attributes::ApInt;

    #[test]
    fn join_is_element_wise_and_ignores_uninitialized() {
        let c = |v: u64| ConstantIntRanges::constant(ApInt::from_u128(64, u128::from(v)));
        let a = StridedMetadataRange::ranked(vec![c(0)], vec![c(4)], vec![c(1)]);
        let b = StridedMetadataRange::ranked(vec![c(8)], vec![c(4)], vec![c(1)]);
        let empty = StridedMetadataRange::uninitialized();
        assert!(empty.is_uninitialized());
        assert_eq!(StridedMetadataRange::join(&empty, &a), a);
        assert_eq!(StridedMetadataRange::join(&a, &empty), a);
        let j = StridedMetadataRange::join(&a, &b);
        assert_eq!(j.offsets()[0].umin(), c(0).umin());
        assert_eq!(j.offsets()[0].umax(), c(8).umax());
        assert_eq!(j.sizes(), a.sizes());
        let max = StridedMetadataRange::max_ranges(64, 1, 2);
        assert_eq!(max.strides().len(), 2);
        assert_eq!(max.offsets()[0], ConstantIntRanges::max_range(64));
    }
}
