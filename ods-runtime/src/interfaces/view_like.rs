//! `mlir/Interfaces/ViewLikeInterface.td`: `ViewLikeOpInterface`, an operation viewing a
//! buffer in another way, and `OffsetSizeAndStrideOpInterface`, an operation with mixed
//! static and dynamic offsets, sizes and strides, with upstream's verifier and messages.
//!
//! The accessors upstream's defaults read from the concrete op (`$_op.getOffsets()`,
//! `$_op.getStaticOffsets()`, ...) are written into each op's implementation by ods-build
//! (from the op's `offsets` operands and `static_offsets` attribute); the methods derived
//! from them (`getMixedOffsets`, `isDynamicOffset`, ...) are defaults here.

use super::op_interface;
use crate::Context;
use crate::attributes::Attribute;
use crate::ir::{OpId, Value};
use crate::op_error::VerifyError;
use crate::registry::OpFoldResult;
use crate::types::DYNAMIC;
use crate::types::Type;

op_interface! {
    /// `ViewLikeOpInterface`: the op takes a (view of a) buffer and returns another view
    /// of it.
    pub struct ViewLikeOpInterface, trait ViewLikeOpInterfaceImpl, model ViewLikeOpInterfaceModel {
        /// `getViewSource`: the buffer the view is created from.
        fn get_view_source(self, ctx: &Context) -> Value;
        /// `getViewDest`: the view created; the op's first result by default.
        fn get_view_dest(self, ctx: &Context) -> Value = {
            ctx.op(self.op()).result(0)
        };
    }
}

/// The static entries and dynamic values of one list (offsets, sizes or strides) as
/// `OpFoldResult`s: an index attribute per static entry, the next dynamic value per
/// [`DYNAMIC`] entry (MLIR's `getMixedValues`). Missing dynamic values are left out.
pub fn mixed_values(ctx: &Context, statics: &[i64], dynamics: &[Value]) -> Vec<OpFoldResult> {
    let index = Type::index(ctx);
    let mut dynamics = dynamics.iter();
    statics
        .iter()
        .filter_map(|&s| {
            if s == DYNAMIC {
                dynamics.next().map(|&v| OpFoldResult::Value(v))
            } else {
                Some(OpFoldResult::Attribute(Attribute::integer(ctx, index, s)))
            }
        })
        .collect()
}

/// The constant integer an `OpFoldResult` holds, if it is an integer attribute (MLIR's
/// `getConstantIntValue`, without looking through the op defining a value).
pub fn constant_int_value(ctx: &Context, ofr: OpFoldResult) -> Option<i64> {
    match ofr {
        OpFoldResult::Attribute(a) => ctx.attr(a).integer_value(),
        OpFoldResult::Value(_) => None,
    }
}

/// The position of the dynamic value of entry `idx` among the dynamic values of `statics`,
/// if that entry is dynamic.
fn dynamic_position(statics: &[i64], idx: u32) -> Option<u32> {
    let idx = idx as usize;
    if statics.get(idx) != Some(&DYNAMIC) {
        return None;
    }
    let before = statics[..idx].iter().filter(|&&s| s == DYNAMIC).count();
    u32::try_from(before).ok()
}

fn len_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

op_interface! {
    /// `OffsetSizeAndStrideOpInterface`: the op has `offsets`, `sizes` and `strides`
    /// operands (in that order, from `getOffsetSizeAndStrideStartOperandIndex`) and the
    /// `static_offsets`, `static_sizes` and `static_strides` integer arrays, where
    /// [`DYNAMIC`] marks an entry given by the next dynamic operand.
    pub struct OffsetSizeAndStrideOpInterface, trait OffsetSizeAndStrideOpInterfaceImpl, model OffsetSizeAndStrideOpInterfaceModel {
        /// `getArrayAttrMaxRanks`: the expected length of the static offsets, sizes and
        /// strides.
        fn get_array_attr_max_ranks(self, ctx: &Context) -> [u32; 3];
        /// `getOffsets`: the dynamic offset operands.
        fn get_offsets(self, ctx: &Context) -> Vec<Value>;
        /// `getSizes`: the dynamic size operands.
        fn get_sizes(self, ctx: &Context) -> Vec<Value>;
        /// `getStrides`: the dynamic stride operands.
        fn get_strides(self, ctx: &Context) -> Vec<Value>;
        /// `getStaticOffsets`: the static offsets ([`DYNAMIC`] for a dynamic one).
        fn get_static_offsets(self, ctx: &Context) -> Vec<i64>;
        /// `getStaticSizes`: the static sizes ([`DYNAMIC`] for a dynamic one).
        fn get_static_sizes(self, ctx: &Context) -> Vec<i64>;
        /// `getStaticStrides`: the static strides ([`DYNAMIC`] for a dynamic one).
        fn get_static_strides(self, ctx: &Context) -> Vec<i64>;
        /// `getMixedOffsets`: every offset, static or dynamic.
        fn get_mixed_offsets(self, ctx: &Context) -> Vec<OpFoldResult> = {
            mixed_values(ctx, &self.get_static_offsets(ctx), &self.get_offsets(ctx))
        };
        /// `getMixedSizes`: every size, static or dynamic.
        fn get_mixed_sizes(self, ctx: &Context) -> Vec<OpFoldResult> = {
            mixed_values(ctx, &self.get_static_sizes(ctx), &self.get_sizes(ctx))
        };
        /// `getMixedStrides`: every stride, static or dynamic.
        fn get_mixed_strides(self, ctx: &Context) -> Vec<OpFoldResult> = {
            mixed_values(ctx, &self.get_static_strides(ctx), &self.get_strides(ctx))
        };
        /// `isDynamicOffset`: whether offset `idx` is dynamic.
        fn is_dynamic_offset(self, ctx: &Context, idx: u32) -> bool = {
            self.get_static_offsets(ctx).get(idx as usize) == Some(&DYNAMIC)
        };
        /// `isDynamicSize`: whether size `idx` is dynamic.
        fn is_dynamic_size(self, ctx: &Context, idx: u32) -> bool = {
            self.get_static_sizes(ctx).get(idx as usize) == Some(&DYNAMIC)
        };
        /// `isDynamicStride`: whether stride `idx` is dynamic.
        fn is_dynamic_stride(self, ctx: &Context, idx: u32) -> bool = {
            self.get_static_strides(ctx).get(idx as usize) == Some(&DYNAMIC)
        };
        /// `getStaticOffset`: the static offset `idx` ([`DYNAMIC`] when it is dynamic or
        /// out of range; upstream asserts it is static).
        fn get_static_offset(self, ctx: &Context, idx: u32) -> i64 = {
            self.get_static_offsets(ctx).get(idx as usize).copied().unwrap_or(DYNAMIC)
        };
        /// `getStaticSize`: the static size `idx` ([`DYNAMIC`] when it is dynamic or out of
        /// range).
        fn get_static_size(self, ctx: &Context, idx: u32) -> i64 = {
            self.get_static_sizes(ctx).get(idx as usize).copied().unwrap_or(DYNAMIC)
        };
        /// `getStaticStride`: the static stride `idx` ([`DYNAMIC`] when it is dynamic or
        /// out of range).
        fn get_static_stride(self, ctx: &Context, idx: u32) -> i64 = {
            self.get_static_strides(ctx).get(idx as usize).copied().unwrap_or(DYNAMIC)
        };
        /// `getIndexOfDynamicOffset`: the operand number of the dynamic offset `idx`, `None`
        /// when it is static (upstream asserts it is dynamic).
        fn get_index_of_dynamic_offset(self, ctx: &Context, idx: u32) -> Option<u32> = {
            let n = dynamic_position(&self.get_static_offsets(ctx), idx)?;
            Some(Self::get_offset_size_and_stride_start_operand_index(ctx) + n)
        };
        /// `getIndexOfDynamicSize`: the operand number of the dynamic size `idx`, `None`
        /// when it is static.
        fn get_index_of_dynamic_size(self, ctx: &Context, idx: u32) -> Option<u32> = {
            let n = dynamic_position(&self.get_static_sizes(ctx), idx)?;
            Some(
                Self::get_offset_size_and_stride_start_operand_index(ctx)
                    + len_u32(self.get_offsets(ctx).len())
                    + n,
            )
        };
        /// `getIndexOfDynamicStride`: the operand number of the dynamic stride `idx`, `None`
        /// when it is static.
        fn get_index_of_dynamic_stride(self, ctx: &Context, idx: u32) -> Option<u32> = {
            let n = dynamic_position(&self.get_static_strides(ctx), idx)?;
            Some(
                Self::get_offset_size_and_stride_start_operand_index(ctx)
                    + len_u32(self.get_offsets(ctx).len())
                    + len_u32(self.get_sizes(ctx).len())
                    + n,
            )
        };
        /// `getDynamicOffset`: the value of the dynamic offset `idx`, `None` when it is
        /// static.
        fn get_dynamic_offset(self, ctx: &Context, idx: u32) -> Option<Value> = {
            let n = dynamic_position(&self.get_static_offsets(ctx), idx)?;
            self.get_offsets(ctx).get(n as usize).copied()
        };
        /// `getDynamicSize`: the value of the dynamic size `idx`, `None` when it is static.
        fn get_dynamic_size(self, ctx: &Context, idx: u32) -> Option<Value> = {
            let n = dynamic_position(&self.get_static_sizes(ctx), idx)?;
            self.get_sizes(ctx).get(n as usize).copied()
        };
        /// `getDynamicStride`: the value of the dynamic stride `idx`, `None` when it is
        /// static.
        fn get_dynamic_stride(self, ctx: &Context, idx: u32) -> Option<Value> = {
            let n = dynamic_position(&self.get_static_strides(ctx), idx)?;
            self.get_strides(ctx).get(n as usize).copied()
        };
        /// `isSameAs`: whether `other`'s offsets, sizes and strides are those of this op,
        /// entry by entry under `cmp` (MLIR's `sameOffsetsSizesAndStrides`).
        fn is_same_as(
            self,
            ctx: &Context,
            other: OffsetSizeAndStrideOpInterface,
            cmp: &dyn Fn(OpFoldResult, OpFoldResult) -> bool,
        ) -> bool = {
            let same = |a: Vec<OpFoldResult>, b: Vec<OpFoldResult>| {
                a.len() == b.len() && a.into_iter().zip(b).all(|(x, y)| cmp(x, y))
            };
            same(self.get_mixed_offsets(ctx), other.get_mixed_offsets(ctx))
                && same(self.get_mixed_sizes(ctx), other.get_mixed_sizes(ctx))
                && same(self.get_mixed_strides(ctx), other.get_mixed_strides(ctx))
        };
        /// `hasUnitStride`: whether every stride is the constant 1.
        fn has_unit_stride(self, ctx: &Context) -> bool = {
            self.get_mixed_strides(ctx)
                .into_iter()
                .all(|s| constant_int_value(ctx, s) == Some(1))
        };
        /// `hasZeroOffset`: whether every offset is the constant 0.
        fn has_zero_offset(self, ctx: &Context) -> bool = {
            self.get_mixed_offsets(ctx)
                .into_iter()
                .all(|s| constant_int_value(ctx, s) == Some(0))
        };
    }
    static {
        /// `getOffsetSizeAndStrideStartOperandIndex`: the number of operands before the
        /// offsets, sizes and strides.
        fn get_offset_size_and_stride_start_operand_index(ctx: &Context) -> u32;
    }
}

impl OffsetSizeAndStrideOpInterface {
    /// The interface verifier: [`verify_offset_size_and_stride_op`].
    pub const VERIFIER: crate::traits::InterfaceVerifier = crate::traits::InterfaceVerifier {
        name: "OffsetSizeAndStrideOpInterface",
        verify: verify_offset_size_and_stride_op,
        with_regions: false,
    };
}

/// MLIR's `verifyListOfOperandsOrIntegers`: `statics` has `expected` entries and one
/// dynamic value per [`DYNAMIC`] entry.
fn verify_list(
    ctx: &Context,
    op: OpId,
    name: &str,
    expected: u32,
    statics: &[i64],
    dynamics: usize,
) -> Result<(), VerifyError> {
    if statics.len() != expected as usize {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!("expected {expected} {name} values, got {}", statics.len()),
        ));
    }
    let want = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if dynamics != want {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!("expected {want} dynamic {name} values"),
        ));
    }
    Ok(())
}

/// MLIR's `verifyOffsetSizeAndStrideOp` (its errors are `emitError`s, without the op's
/// name): the mixed offsets, sizes and strides have
/// matching ranks (a single offset is allowed when its maximal rank is 1), each static list
/// has its maximal rank and one dynamic value per dynamic entry, and the static offsets
/// and sizes are non-negative.
pub fn verify_offset_size_and_stride_op(ctx: &Context, op: OpId) -> Result<(), VerifyError> {
    let Some(o) = OffsetSizeAndStrideOpInterface::cast(ctx, op) else {
        return Ok(());
    };
    let ranks = o.get_array_attr_max_ranks(ctx);
    let (static_offsets, static_sizes) = (o.get_static_offsets(ctx), o.get_static_sizes(ctx));
    let static_strides = o.get_static_strides(ctx);
    // The ranks of the mixed lists are those of the static ones (upstream's
    // `getMixedOffsets()` has one entry per static entry, and reads past the dynamic values
    // when too few are given; here the count check below reports that).
    let (offsets, sizes, strides) = (
        static_offsets.len(),
        static_sizes.len(),
        static_strides.len(),
    );
    if !(offsets == 1 && ranks[0] == 1) && offsets != sizes {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({offsets} vs {sizes}) so the rank of the result type is well-formed."
            ),
        ));
    }
    if sizes != strides {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({sizes} vs {strides}) so the rank of the result type is well-formed."
            ),
        ));
    }
    verify_list(
        ctx,
        op,
        "offset",
        ranks[0],
        &static_offsets,
        o.get_offsets(ctx).len(),
    )?;
    verify_list(
        ctx,
        op,
        "size",
        ranks[1],
        &static_sizes,
        o.get_sizes(ctx).len(),
    )?;
    verify_list(
        ctx,
        op,
        "stride",
        ranks[2],
        &static_strides,
        o.get_strides(ctx).len(),
    )?;
    for (name, list) in [("offsets", &static_offsets), ("sizes", &static_sizes)] {
        if let Some(bad) = list.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return Err(VerifyError::plain(
                ctx,
                op,
                format!("expected {name} to be non-negative, but got {bad}"),
            ));
        }
    }
    Ok(())
}
