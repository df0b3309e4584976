//! `mlir/Interfaces/InferIntRangeInterface.td`: integer range inference. An operation
//! implementing [`InferIntRangeInterface`] bounds its integer results given bounds on its
//! operands, as [`ConstantIntRanges`] (unsigned and signed bounds at the value's storage
//! width) or, when an operand may not be analysed yet, as [`IntegerValueRange`] lattice
//! values. The helpers of MLIR's `InferIntRangeCommon` that dialects use to implement it
//! live in [`infer`].
//!
//! Both interface methods return nothing, so they take `&mut Context` as every void
//! interface method does (generated code for a spec's `void` methods has that shape too).

pub mod infer;

use super::op_interface;
use crate::Context;
use crate::attributes::ApInt;
use crate::ir::Value;
use crate::types::Type;
use std::fmt;

/// Bounds on an integer value: `umin <= x <= umax` read as unsigned and
/// `smin <= x <= smax` read as signed, all four of the value's storage width (MLIR's
/// `ConstantIntRanges`). Values that are not integers are bounded at width 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantIntRanges {
    umin: ApInt,
    umax: ApInt,
    smin: ApInt,
    smax: ApInt,
}

impl ConstantIntRanges {
    /// The bounds as given. All four must have the same width.
    pub fn new(umin: ApInt, umax: ApInt, smin: ApInt, smax: ApInt) -> Self {
        assert!(
            umin.width() == umax.width()
                && umax.width() == smin.width()
                && smin.width() == smax.width(),
            "all bounds of a range must have the same width"
        );
        ConstantIntRanges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// The smallest value read as unsigned.
    pub fn umin(&self) -> &ApInt {
        &self.umin
    }

    /// The largest value read as unsigned.
    pub fn umax(&self) -> &ApInt {
        &self.umax
    }

    /// The smallest value read as signed.
    pub fn smin(&self) -> &ApInt {
        &self.smin
    }

    /// The largest value read as signed.
    pub fn smax(&self) -> &ApInt {
        &self.smax
    }

    /// The width of the bounds.
    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// `getStorageBitwidth`: the width of the ranges describing values of `ty` (or of its
    /// elements, for vectors, tensors and memrefs): an integer's width, 64 for `index`
    /// (the storage width of index attributes), 0 for anything else.
    pub fn storage_bitwidth(ctx: &Context, ty: Type) -> u32 {
        let ty = ctx.element_type(ty).unwrap_or(ty);
        if ctx.is_index(ty) {
            return 64;
        }
        if ctx.is_integer(ty) {
            return ctx.int_or_float_width(ty).unwrap_or(0);
        }
        0
    }

    /// `maxRange`: every value of `width` bits.
    pub fn max_range(width: u32) -> Self {
        Self::from_unsigned(ApInt::zero(width), ApInt::max_value(width))
    }

    /// `constant`: exactly `value`.
    pub fn constant(value: ApInt) -> Self {
        Self::new(value.clone(), value.clone(), value.clone(), value)
    }

    /// `range`: from `min` to `max`, read as signed when `signed`, else unsigned.
    pub fn range(min: ApInt, max: ApInt, signed: bool) -> Self {
        if signed {
            Self::from_signed(min, max)
        } else {
            Self::from_unsigned(min, max)
        }
    }

    /// `fromSigned`: the signed bounds `[smin, smax]`; the unsigned bounds are the same
    /// values when both have one sign (a contiguous run of bit patterns), else the whole
    /// unsigned range.
    pub fn from_signed(smin: ApInt, smax: ApInt) -> Self {
        let width = smin.width();
        let (umin, umax) = if smin.is_non_negative() == smax.is_non_negative() {
            (lesser(&smin, &smax, false), greater(&smin, &smax, false))
        } else {
            (ApInt::zero(width), ApInt::max_value(width))
        };
        Self::new(umin, umax, smin, smax)
    }

    /// `fromUnsigned`: the unsigned bounds `[umin, umax]`; the signed bounds are the same
    /// values unless the sign bit differs between them, else the whole signed range.
    pub fn from_unsigned(umin: ApInt, umax: ApInt) -> Self {
        let width = umin.width();
        let (smin, smax) = if umin.is_non_negative() == umax.is_non_negative() {
            (lesser(&umin, &umax, true), greater(&umin, &umax, true))
        } else {
            (
                ApInt::signed_min_value(width),
                ApInt::signed_max_value(width),
            )
        };
        Self::new(umin, umax, smin, smax)
    }

    /// `rangeUnion`: the smallest bounds holding both ranges, signed and unsigned
    /// separately. A width-0 range (not an integer) wins.
    pub fn range_union(&self, other: &ConstantIntRanges) -> Self {
        self.combine(other, |a, b| {
            Self::new(
                lesser(a.umin(), b.umin(), false),
                greater(a.umax(), b.umax(), false),
                lesser(a.smin(), b.smin(), true),
                greater(a.smax(), b.smax(), true),
            )
        })
    }

    /// `intersection`: the bounds both ranges allow, signed and unsigned separately. A
    /// width-0 range (not an integer) wins.
    pub fn intersection(&self, other: &ConstantIntRanges) -> Self {
        self.combine(other, |a, b| {
            Self::new(
                greater(a.umin(), b.umin(), false),
                lesser(a.umax(), b.umax(), false),
                greater(a.smin(), b.smin(), true),
                lesser(a.smax(), b.smax(), true),
            )
        })
    }

    /// `f(self, other)`, unless one of them is not an integer (width 0): that one.
    fn combine(&self, other: &Self, f: impl Fn(&Self, &Self) -> Self) -> Self {
        if self.width() == 0 {
            self.clone()
        } else if other.width() == 0 {
            other.clone()
        } else {
            f(self, other)
        }
    }

    /// `getConstantValue`: the one value the range holds, when its unsigned or its signed
    /// bounds say there is only one.
    pub fn get_constant_value(&self) -> Option<ApInt> {
        if self.width() == 0 {
            return None;
        }
        if self.umin == self.umax {
            return Some(self.umin.clone());
        }
        if self.smin == self.smax {
            return Some(self.smin.clone());
        }
        None
    }
}

/// The lesser of `a` and `b`, read as signed or unsigned (`a` when equal).
pub(crate) fn lesser(a: &ApInt, b: &ApInt, signed: bool) -> ApInt {
    let b_less = if signed { b.slt(a) } else { b.ult(a) };
    if b_less { b } else { a }.clone()
}

/// The greater of `a` and `b`, read as signed or unsigned (`a` when equal).
pub(crate) fn greater(a: &ApInt, b: &ApInt, signed: bool) -> ApInt {
    let b_greater = if signed { b.sgt(a) } else { b.ugt(a) };
    if b_greater { b } else { a }.clone()
}

impl fmt::Display for ConstantIntRanges {
    /// As MLIR prints it: `unsigned : [umin, umax] signed : [smin, smax]`, every bound in
    /// decimal read as signed (as LLVM streams an `APInt`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unsigned : [{}, {}] signed : [{}, {}]",
            self.umin, self.umax, self.smin, self.smax
        )
    }
}

/// The range of an SSA value as a lattice value (MLIR's `IntegerValueRange`): known bounds,
/// or uninitialized when the analysis has not reached the value yet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct IntegerValueRange(Option<ConstantIntRanges>);

impl IntegerValueRange {
    /// Known bounds.
    pub fn new(range: ConstantIntRanges) -> Self {
        IntegerValueRange(Some(range))
    }

    /// Not known yet.
    pub fn uninitialized() -> Self {
        IntegerValueRange(None)
    }

    /// `getMaxRange`: every value of `value`'s type (at its storage width, so `index` is 64
    /// bits); uninitialized when the type is not an integer or index.
    pub fn get_max_range(ctx: &Context, value: Value) -> Self {
        match ConstantIntRanges::storage_bitwidth(ctx, ctx.value(value).ty()) {
            0 => Self::uninitialized(),
            width => Self::new(ConstantIntRanges::max_range(width)),
        }
    }

    /// `isUninitialized`.
    pub fn is_uninitialized(&self) -> bool {
        self.0.is_none()
    }

    /// `getValue`: the bounds, when known.
    pub fn value(&self) -> Option<&ConstantIntRanges> {
        self.0.as_ref()
    }

    /// `join`: the least upper bound (the union of the ranges; an uninitialized side
    /// yields the other).
    pub fn join(lhs: &IntegerValueRange, rhs: &IntegerValueRange) -> Self {
        match (&lhs.0, &rhs.0) {
            (None, _) => rhs.clone(),
            (_, None) => lhs.clone(),
            (Some(a), Some(b)) => Self::new(a.range_union(b)),
        }
    }
}

impl From<ConstantIntRanges> for IntegerValueRange {
    fn from(range: ConstantIntRanges) -> Self {
        Self::new(range)
    }
}

impl fmt::Display for IntegerValueRange {
    /// The bounds, or `None` when uninitialized (as MLIR prints an empty optional).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(range) => range.fmt(f),
            None => f.write_str("None"),
        }
    }
}

op_interface! {
    /// `InferIntRangeInterface`: an operation bounding its integer results (and the
    /// arguments of blocks it defines that are not branch arguments) given bounds on its
    /// operands. An op implements one of the two methods; each one's default calls the
    /// other, as in MLIR.
    pub struct InferIntRangeInterface, trait InferIntRangeInterfaceImpl, model InferIntRangeInterfaceModel {
        /// `inferResultRanges`: given the bounds of every operand, call `set_result_ranges`
        /// once for each integer result. The default goes through
        /// `infer_result_ranges_from_optional` and forwards the results it bounds.
        fn infer_result_ranges(
            self,
            ctx: &Context,
            arg_ranges: &[ConstantIntRanges],
            set_result_ranges: &mut dyn FnMut(Value, ConstantIntRanges),
        ) -> () = {
            let ranges: Vec<IntegerValueRange> =
                arg_ranges.iter().cloned().map(IntegerValueRange::new).collect();
            self.infer_result_ranges_from_optional(ctx, &ranges, &mut |value, range| {
                if let Some(range) = range.0 {
                    set_result_ranges(value, range);
                }
            });
        };
        /// `inferResultRangesFromOptional`: as `infer_result_ranges`, with operands whose
        /// bounds may not be known. The default infers nothing while any operand is
        /// uninitialized, and otherwise calls `infer_result_ranges`.
        fn infer_result_ranges_from_optional(
            self,
            ctx: &Context,
            arg_ranges: &[IntegerValueRange],
            set_result_ranges: &mut dyn FnMut(Value, IntegerValueRange),
        ) -> () = {
            let Some(unpacked) = arg_ranges
                .iter()
                .map(|r| r.value().cloned())
                .collect::<Option<Vec<ConstantIntRanges>>>()
            else {
                return;
            };
            self.infer_result_ranges(ctx, &unpacked, &mut |value, range| {
                set_result_ranges(value, IntegerValueRange::new(range));
            });
        };
    }
}

/// The range MLIR's `infer_int_range_op_binder` binds for `value` (what `m_IntRangeWithout*`
/// matchers test when `value` is not a constant): its defining op's
/// `InferIntRangeInterface` inference with every operand at its maximal range, for the op's
/// first result (whichever result `value` is, as MLIR's matcher takes it). `None` for a block
/// argument, an op without the interface, or when nothing is inferred.
pub fn inferred_range_of_definition(ctx: &Context, value: Value) -> Option<ConstantIntRanges> {
    let op = ctx.value(value).defining_op()?;
    let iface = InferIntRangeInterface::cast(ctx, op)?;
    let args: Vec<IntegerValueRange> = ctx
        .op(op)
        .operands()
        .map(|v| IntegerValueRange::get_max_range(ctx, v))
        .collect();
    let first = ctx.op(op).results().next()?;
    let mut bound = None;
    iface.infer_result_ranges_from_optional(ctx, &args, &mut |v, range| {
        if v == first && range.value().is_some() {
            bound = range.0;
        }
    });
    bound
}
