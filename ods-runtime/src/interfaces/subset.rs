//! `mlir/Interfaces/SubsetOpInterface.td`: `SubsetOpInterface`, an operation on a subset
//! of a tensor, and the two kinds of it, `SubsetExtractionOpInterface` and
//! `SubsetInsertionOpInterface`, with upstream's verifiers and messages.
//!
//! Upstream compares hyperrectangular slices with its value-bounds analysis; here two
//! slices are equivalent when their offsets, sizes and strides are the same values or
//! constants, and disjoint when constant offsets, sizes and strides separate them in one
//! dimension. Both answers are conservative, as upstream's are.

use super::destination_style::DestinationStyleOpInterface;
use super::op_interface;
use super::view_like::constant_int_value;
use crate::Context;
use crate::builder::OpBuilder;
use crate::ir::{OpId, Value};
use crate::location::Location;
use crate::op_error::VerifyError;
use crate::registry::OpFoldResult;

/// A hyperrectangular slice of a tensor: one offset, size and stride per dimension
/// (MLIR's `HyperrectangularSlice`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HyperrectangularSlice {
    /// The offsets.
    pub offsets: Vec<OpFoldResult>,
    /// The sizes.
    pub sizes: Vec<OpFoldResult>,
    /// The strides.
    pub strides: Vec<OpFoldResult>,
}

op_interface! {
    /// `SubsetOpInterface`: the op operates on a subset of a tensor (its "container"). It
    /// is also a `SubsetExtractionOpInterface` or a `SubsetInsertionOpInterface`.
    pub struct SubsetOpInterface, trait SubsetOpInterfaceImpl, model SubsetOpInterfaceModel {
        /// `operatesOnEquivalentSubset`: whether this op and `candidate` operate on
        /// equivalent subsets (false when that cannot be shown); by default from their
        /// hyperrectangular slices.
        fn operates_on_equivalent_subset(
            self,
            ctx: &Context,
            candidate: SubsetOpInterface,
            equivalence_fn: &dyn Fn(Value, Value) -> bool,
        ) -> bool = {
            default_operates_on_equivalent_subset(ctx, self.op(), candidate, equivalence_fn)
        };
        /// `operatesOnDisjointSubset`: whether this op and `candidate` operate on disjoint
        /// subsets (false when that cannot be shown); by default from their slices.
        fn operates_on_disjoint_subset(
            self,
            ctx: &Context,
            candidate: SubsetOpInterface,
            equivalence_fn: &dyn Fn(Value, Value) -> bool,
        ) -> bool = {
            default_operates_on_disjoint_subset(ctx, self.op(), candidate, equivalence_fn)
        };
        /// `getAccessedHyperrectangularSlice`: the slice of the container the op accesses,
        /// if it is hyperrectangular (none by default).
        fn get_accessed_hyperrectangular_slice(self, ctx: &Context) -> Option<HyperrectangularSlice> = {
            None
        };
    }
}

op_interface! {
    /// `SubsetExtractionOpInterface`: the op extracts a subset of its source tensor, as
    /// its single result.
    pub struct SubsetExtractionOpInterface, trait SubsetExtractionOpInterfaceImpl, model SubsetExtractionOpInterfaceModel {
        /// `getSourceOperand`: the tensor the subset is extracted from (upstream's
        /// `OpOperand &`).
        fn get_source_operand(self, ctx: &Context) -> Value;
    }
}

op_interface! {
    /// `SubsetInsertionOpInterface`: the op inserts its source into a subset of its
    /// destination tensor.
    pub struct SubsetInsertionOpInterface, trait SubsetInsertionOpInterfaceImpl, model SubsetInsertionOpInterfaceModel {
        /// `getSourceOperand`: the value inserted.
        fn get_source_operand(self, ctx: &Context) -> Value;
        /// `getDestinationOperand`: the tensor inserted into.
        fn get_destination_operand(self, ctx: &Context) -> Value;
        /// `getUpdatedDestination`: the updated destination; by default the result tied to
        /// the destination of a `DestinationStyleOpInterface` op (none for another op,
        /// which upstream requires to implement it).
        fn get_updated_destination(self, ctx: &Context) -> Option<Value> = {
            let dest = self.get_destination_operand(ctx);
            let dps = DestinationStyleOpInterface::cast(ctx, self.op())?;
            let tensor_inits: Vec<Value> = dps
                .get_dps_inits_mutable(ctx)
                .into_iter()
                .filter(|&v| ctx.is_tensor(ctx.value(v).ty()))
                .collect();
            let pos = tensor_inits.iter().position(|&v| v == dest)?;
            ctx.op(self.op()).results()
                .filter(|&r| ctx.is_tensor(ctx.value(r).ty()))
                .nth(pos)
        };
        /// `isEquivalentSubset`: whether the op inserts into a subset equivalent to the one
        /// `candidate` is extracted by; by default asks `operatesOnEquivalentSubset` of
        /// the subset extraction op defining `candidate`.
        fn is_equivalent_subset(
            self,
            ctx: &Context,
            candidate: Value,
            equivalence_fn: &dyn Fn(Value, Value) -> bool,
        ) -> bool = {
            let Some(def) = ctx.value(candidate).defining_op() else {
                return false;
            };
            if SubsetExtractionOpInterface::cast(ctx, def).is_none() {
                return false;
            }
            match (
                SubsetOpInterface::cast(ctx, self.op()),
                SubsetOpInterface::cast(ctx, def),
            ) {
                (Some(this), Some(other)) => {
                    this.operates_on_equivalent_subset(ctx, other, equivalence_fn)
                }
                _ => false,
            }
        };
        /// `buildSubsetExtraction`: builds (or finds) the subset of the destination the op
        /// inserts into, at `loc`.
        fn build_subset_extraction(self, b: &mut OpBuilder<'_>, loc: Location) -> Value;
        /// `getValuesNeededToBuildSubsetExtraction`: the values that must be in scope where
        /// `buildSubsetExtraction` builds.
        fn get_values_needed_to_build_subset_extraction(self, ctx: &Context) -> Vec<Value>;
    }
}

/// MLIR's `getTensorContainer`: the destination of an insertion op, the source of an
/// extraction op.
pub fn tensor_container(ctx: &Context, op: OpId) -> Option<Value> {
    if let Some(insertion) = SubsetInsertionOpInterface::cast(ctx, op) {
        return Some(insertion.get_destination_operand(ctx));
    }
    SubsetExtractionOpInterface::cast(ctx, op).map(|e| e.get_source_operand(ctx))
}

/// The slices of `op` and `candidate` when both have one and their containers are
/// equivalent under `equivalence_fn`.
fn comparable_slices(
    ctx: &Context,
    op: OpId,
    candidate: SubsetOpInterface,
    equivalence_fn: &dyn Fn(Value, Value) -> bool,
) -> Option<(HyperrectangularSlice, HyperrectangularSlice)> {
    let this = SubsetOpInterface::cast(ctx, op)?;
    let a = this.get_accessed_hyperrectangular_slice(ctx)?;
    let b = candidate.get_accessed_hyperrectangular_slice(ctx)?;
    let (ca, cb) = (
        tensor_container(ctx, op)?,
        tensor_container(ctx, candidate.op())?,
    );
    equivalence_fn(ca, cb).then_some((a, b))
}

/// MLIR's `defaultOperatesOnEquivalentSubset`: both ops access hyperrectangular slices of
/// equivalent containers, with the same offsets, sizes and strides (as values or
/// constants).
pub fn default_operates_on_equivalent_subset(
    ctx: &Context,
    op: OpId,
    candidate: SubsetOpInterface,
    equivalence_fn: &dyn Fn(Value, Value) -> bool,
) -> bool {
    let Some((a, b)) = comparable_slices(ctx, op, candidate, equivalence_fn) else {
        return false;
    };
    let same = |x: &[OpFoldResult], y: &[OpFoldResult]| {
        x.len() == y.len()
            && x.iter().zip(y).all(|(&p, &q)| {
                p == q
                    || matches!(
                        (constant_int_value(ctx, p), constant_int_value(ctx, q)),
                        (Some(m), Some(n)) if m == n
                    )
            })
    };
    same(&a.offsets, &b.offsets) && same(&a.sizes, &b.sizes) && same(&a.strides, &b.strides)
}

/// MLIR's `defaultOperatesOnDisjointSubset`: both ops access hyperrectangular slices of
/// equivalent containers, and in some dimension the constant ranges they cover do not
/// overlap (the first element of one is past the extent of the other).
pub fn default_operates_on_disjoint_subset(
    ctx: &Context,
    op: OpId,
    candidate: SubsetOpInterface,
    equivalence_fn: &dyn Fn(Value, Value) -> bool,
) -> bool {
    let Some((a, b)) = comparable_slices(ctx, op, candidate, equivalence_fn) else {
        return false;
    };
    let c = |v: &OpFoldResult| constant_int_value(ctx, *v);
    let dims = a.offsets.len().min(b.offsets.len());
    (0..dims).any(|d| {
        let get = |s: &HyperrectangularSlice| {
            Some((
                c(s.offsets.get(d)?)?,
                c(s.sizes.get(d)?)?,
                c(s.strides.get(d)?)?,
            ))
        };
        let (Some((o1, s1, t1)), Some((o2, s2, t2))) = (get(&a), get(&b)) else {
            return false;
        };
        let end = |o: i64, s: i64, t: i64| s.checked_mul(t).and_then(|e| o.checked_add(e));
        matches!(end(o2, s2, t2), Some(e) if o1 >= e)
            || matches!(end(o1, s1, t1), Some(e) if o2 >= e)
    })
}

impl SubsetOpInterface {
    /// The interface verifier: [`verify_subset_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "SubsetOpInterface",
        verify: verify_subset_op,
        with_regions: false,
    };
}

impl SubsetExtractionOpInterface {
    /// The interface verifier: [`verify_subset_extraction_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "SubsetExtractionOpInterface",
        verify: verify_subset_extraction_op,
        with_regions: false,
    };
}

/// MLIR's `verifySubsetOpInterface`: the op is exactly one of an extraction and an
/// insertion op.
pub fn verify_subset_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let extraction = SubsetExtractionOpInterface::cast(ctx, op).is_some();
    let insertion = SubsetInsertionOpInterface::cast(ctx, op).is_some();
    if extraction == insertion {
        return Err(VerifyError::op(
            ctx,
            op,
            "SubsetOpInterface ops must implement either SubsetExtractionOpInterface or SubsetInsertionOpInterface",
        ));
    }
    Ok(())
}

/// MLIR's `verifySubsetExtractionOpInterface`: the op has one result.
pub fn verify_subset_extraction_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    if ctx.op(op).num_results() != 1 {
        return Err(VerifyError::op(
            ctx,
            op,
            "SubsetExtractionOpInterface ops must have one result",
        ));
    }
    Ok(())
}
