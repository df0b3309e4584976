//! Range inference for the integer operations the `arith` and `index` dialects share (MLIR's
//! `mlir/Interfaces/Utils/InferIntRangeCommon`): each function bounds an operation's result
//! from the bounds of its operands, with MLIR's semantics. A bound that cannot be computed
//! without wrapping widens the result to the full range of its interpretation (signed or
//! unsigned); the results of both interpretations are then intersected. With `nsw`/`nuw`
//! the operation cannot wrap, so bounds saturate instead.

use super::{ConstantIntRanges, greater, lesser};
use crate::attributes::ApInt;

/// The smallest width `index` may have on a target (inference on `index` values covers it
/// and the largest).
pub const INDEX_MIN_WIDTH: u32 = 32;
/// The largest width `index` may have on a target, and its storage width.
pub const INDEX_MAX_WIDTH: u32 = 64;

/// Which bounds of an `index` operation's 32-bit and 64-bit results must agree for the
/// 64-bit result to stand alone ([`infer_index_op`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpMode {
    /// Signed and unsigned.
    Both,
    /// Signed only.
    Signed,
    /// Unsigned only.
    Unsigned,
}

/// The overflow flags of an operation (`arith`'s `overflow<nsw, nuw>`): with `nsw` the
/// result never wraps as signed, with `nuw` never as unsigned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

impl OverflowFlags {
    /// No flag.
    pub const NONE: OverflowFlags = OverflowFlags {
        nsw: false,
        nuw: false,
    };
    /// `nsw`.
    pub const NSW: OverflowFlags = OverflowFlags {
        nsw: true,
        nuw: false,
    };
    /// `nuw`.
    pub const NUW: OverflowFlags = OverflowFlags {
        nsw: false,
        nuw: true,
    };
}

impl std::ops::BitOr for OverflowFlags {
    type Output = OverflowFlags;
    fn bitor(self, rhs: OverflowFlags) -> OverflowFlags {
        OverflowFlags {
            nsw: self.nsw || rhs.nsw,
            nuw: self.nuw || rhs.nuw,
        }
    }
}

/// An operation on two constants: the result, or `None` when it overflows.
type ConstArith<'a> = &'a dyn Fn(&ApInt, &ApInt) -> Option<ApInt>;

/// `op(min_l, min_r)` to `op(max_l, max_r)` when neither overflows, else the full range.
fn compute_bounds_by(
    op: ConstArith<'_>,
    (min_l, min_r): (&ApInt, &ApInt),
    (max_l, max_r): (&ApInt, &ApInt),
    signed: bool,
) -> ConstantIntRanges {
    match (op(min_l, min_r), op(max_l, max_r)) {
        (Some(min), Some(max)) => ConstantIntRanges::range(min, max, signed),
        _ => ConstantIntRanges::max_range(min_l.width()),
    }
}

/// The smallest and largest `op(l, r)` over every `l` of `lhs` and `r` of `rhs`; the full
/// range when any of them overflows.
fn min_max_by(
    op: ConstArith<'_>,
    lhs: [&ApInt; 2],
    rhs: [&ApInt; 2],
    signed: bool,
) -> ConstantIntRanges {
    let width = lhs[0].width();
    let (mut min, mut max) = if signed {
        (
            ApInt::signed_max_value(width),
            ApInt::signed_min_value(width),
        )
    } else {
        (ApInt::max_value(width), ApInt::zero(width))
    };
    for l in lhs {
        for r in rhs {
            let Some(result) = op(l, r) else {
                return ConstantIntRanges::max_range(width);
            };
            if if signed {
                result.slt(&min)
            } else {
                result.ult(&min)
            } {
                min = result.clone();
            }
            if if signed {
                result.sgt(&max)
            } else {
                result.ugt(&max)
            } {
                max = result;
            }
        }
    }
    ConstantIntRanges::range(min, max, signed)
}

/// The constant operation of an op with a no-wrap flag: saturating when `no_wrap` (the
/// op cannot wrap, so the bound clamps), else overflow-checked.
fn flagged(
    no_wrap: bool,
    saturating: fn(&ApInt, &ApInt) -> ApInt,
    overflowing: fn(&ApInt, &ApInt) -> (ApInt, bool),
) -> impl Fn(&ApInt, &ApInt) -> Option<ApInt> {
    move |a, b| {
        if no_wrap {
            Some(saturating(a, b))
        } else {
            checked(overflowing(a, b))
        }
    }
}

/// The result of an `_ov` operation, or `None` when it overflowed.
fn checked((value, overflowed): (ApInt, bool)) -> Option<ApInt> {
    (!overflowed).then_some(value)
}

fn one(width: u32) -> ApInt {
    ApInt::from_u128(width, 1)
}

// ---- ext, trunc, index ------------------------------------------------------------------

/// `inferIndexOp`: infer an `index` operation for both widths `index` may have. The 64-bit
/// result stands when truncating it to 32 bits gives the 32-bit result (in the bounds
/// `mode` names); otherwise the 32-bit result, extended, is merged in.
pub fn infer_index_op(
    infer: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    arg_ranges: &[ConstantIntRanges],
    mode: CmpMode,
) -> ConstantIntRanges {
    let sixty_four = infer(arg_ranges);
    let truncated: Vec<ConstantIntRanges> = arg_ranges
        .iter()
        .map(|r| trunc_range(r, INDEX_MIN_WIDTH))
        .collect();
    let thirty_two = infer(&truncated);
    let thirty_two_as_sixty_four = ext_range(&thirty_two, INDEX_MAX_WIDTH);
    let sixty_four_as_thirty_two = trunc_range(&sixty_four, INDEX_MIN_WIDTH);
    let (a, b) = (&thirty_two, &sixty_four_as_thirty_two);
    let trunc_equal = match mode {
        CmpMode::Both => a == b,
        CmpMode::Signed => a.smin() == b.smin() && a.smax() == b.smax(),
        CmpMode::Unsigned => a.umin() == b.umin() && a.umax() == b.umax(),
    };
    if trunc_equal {
        sixty_four
    } else {
        sixty_four.range_union(&thirty_two_as_sixty_four)
    }
}

/// `extRange`: the unsigned bounds zero-extended and the signed bounds sign-extended to
/// `dest_width`.
pub fn ext_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    ConstantIntRanges::new(
        range.umin().zext(dest_width),
        range.umax().zext(dest_width),
        range.smin().sext(dest_width),
        range.smax().sext(dest_width),
    )
}

/// `extUIRange` (`arith.extui`): zero extension to `dest_width`.
pub fn ext_ui_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(range.umin().zext(dest_width), range.umax().zext(dest_width))
}

/// `extSIRange` (`arith.extsi`): sign extension to `dest_width`.
pub fn ext_si_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(range.smin().sext(dest_width), range.smax().sext(dest_width))
}

/// `truncRange` (`arith.trunci`): truncation to `dest_width`. Each pair of bounds is
/// truncated when the values between them keep their order after truncation, and is the
/// full range of its interpretation otherwise. `dest_width` is at least 1.
pub fn trunc_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    let unsigned_rollover = range.umin().lshr(dest_width) != range.umax().lshr(dest_width);
    let (umin, umax) = if unsigned_rollover {
        (ApInt::zero(dest_width), ApInt::max_value(dest_width))
    } else {
        (
            range.umin().trunc(dest_width),
            range.umax().trunc(dest_width),
        )
    };
    // The bits above the new sign bit must be the same, or go from all ones to all zeros
    // (a range across zero), or all be zero.
    let smin_high = range.smin().ashr(dest_width - 1);
    let smax_high = range.smax().ashr(dest_width - 1);
    let signed_overflow = smin_high != smax_high
        && !(smin_high.is_all_ones() && (smax_high.is_all_ones() || smax_high.is_zero()))
        && !(smin_high.is_zero() && smax_high.is_zero());
    let (smin, smax) = if signed_overflow {
        (
            ApInt::signed_min_value(dest_width),
            ApInt::signed_max_value(dest_width),
        )
    } else {
        (
            range.smin().trunc(dest_width),
            range.smax().trunc(dest_width),
        )
    };
    ConstantIntRanges::new(umin, umax, smin, smax)
}

/// `arith.index_cast` (`unsigned` false) and `arith.index_castui` (`unsigned` true): to a
/// wider type the range is extended (sign- or zero-), to a narrower one truncated, and
/// kept otherwise. Widths are storage widths ([`ConstantIntRanges::storage_bitwidth`]).
pub fn infer_index_cast(
    range: &ConstantIntRanges,
    dest_width: u32,
    unsigned: bool,
) -> ConstantIntRanges {
    let src_width = range.width();
    if src_width < dest_width {
        if unsigned {
            ext_ui_range(range, dest_width)
        } else {
            ext_si_range(range, dest_width)
        }
    } else if src_width > dest_width {
        trunc_range(range, dest_width)
    } else {
        range.clone()
    }
}

/// `index.casts` (`unsigned` false) and `index.castu` (`unsigned` true). From `index`
/// (`from_index`) the range is cast as [`infer_index_cast`] does; to `index` it is the
/// union of the casts to its 64-bit storage and to a 32-bit index (extended back to 64
/// bits with [`ext_range`]).
pub fn infer_index_dialect_cast(
    range: &ConstantIntRanges,
    from_index: bool,
    dest_width: u32,
    unsigned: bool,
) -> ConstantIntRanges {
    let storage = infer_index_cast(range, dest_width, unsigned);
    if from_index {
        return storage;
    }
    let narrow = infer_index_cast(range, INDEX_MIN_WIDTH, unsigned);
    storage.range_union(&ext_range(&narrow, dest_width))
}

// ---- add, sub, mul ----------------------------------------------------------------------

/// `inferAdd` (`arith.addi`).
pub fn infer_add(arg_ranges: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let uadd = flagged(flags.nuw, ApInt::uadd_sat, ApInt::uadd_ov);
    let sadd = flagged(flags.nsw, ApInt::sadd_sat, ApInt::sadd_ov);
    let urange = compute_bounds_by(
        &uadd,
        (lhs.umin(), rhs.umin()),
        (lhs.umax(), rhs.umax()),
        false,
    );
    let srange = compute_bounds_by(
        &sadd,
        (lhs.smin(), rhs.smin()),
        (lhs.smax(), rhs.smax()),
        true,
    );
    urange.intersection(&srange)
}

/// `inferSub` (`arith.subi`).
pub fn infer_sub(arg_ranges: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let usub = flagged(flags.nuw, ApInt::usub_sat, ApInt::usub_ov);
    let ssub = flagged(flags.nsw, ApInt::ssub_sat, ApInt::ssub_ov);
    let urange = compute_bounds_by(
        &usub,
        (lhs.umin(), rhs.umax()),
        (lhs.umax(), rhs.umin()),
        false,
    );
    let srange = compute_bounds_by(
        &ssub,
        (lhs.smin(), rhs.smax()),
        (lhs.smax(), rhs.smin()),
        true,
    );
    urange.intersection(&srange)
}

/// `inferMul` (`arith.muli`).
pub fn infer_mul(arg_ranges: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let umul = flagged(flags.nuw, ApInt::umul_sat, ApInt::umul_ov);
    let smul = flagged(flags.nsw, ApInt::smul_sat, ApInt::smul_ov);
    let urange = min_max_by(
        &umul,
        [lhs.umin(), lhs.umax()],
        [rhs.umin(), rhs.umax()],
        false,
    );
    let srange = min_max_by(
        &smul,
        [lhs.smin(), lhs.smax()],
        [rhs.smin(), rhs.smax()],
        true,
    );
    urange.intersection(&srange)
}

// ---- division ---------------------------------------------------------------------------

/// Corrects a truncating quotient (for ceiling and floor division): `(lhs, rhs, quotient)`
/// to the result, or `None` when the correction overflows.
type DivisionFixup<'a> = &'a dyn Fn(&ApInt, &ApInt, ApInt) -> Option<ApInt>;

fn infer_divu_range(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: DivisionFixup<'_>,
) -> ConstantIntRanges {
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (lhs.umin(), lhs.umax(), rhs.umin(), rhs.umax());
    if !rhs_min.is_zero() && !rhs_max.is_zero() {
        let udiv = |a: &ApInt, b: &ApInt| fixup(a, b, a.udiv(b));
        return min_max_by(&udiv, [lhs_min, lhs_max], [rhs_min, rhs_max], false);
    }
    // The divisor may be zero (undefined behaviour): bound what the other divisors give.
    let umin = if lhs_min.uge(rhs_max) && !rhs_max.is_zero() {
        lhs_min.udiv(rhs_max)
    } else {
        ApInt::zero(rhs_min.width())
    };
    // x / y <= x.
    ConstantIntRanges::from_unsigned(umin, lhs_max.clone())
}

/// `inferDivU` (`arith.divui`).
pub fn infer_divu(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_divu_range(&arg_ranges[0], &arg_ranges[1], &|_, _, q| Some(q))
}

/// `inferCeilDivU` (`arith.ceildivui`).
pub fn infer_ceil_divu(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let fix = |lhs: &ApInt, rhs: &ApInt, q: ApInt| {
        if lhs.urem(rhs).is_zero() {
            Some(q)
        } else {
            let w = q.width();
            checked(q.uadd_ov(&one(w)))
        }
    };
    infer_divu_range(&arg_ranges[0], &arg_ranges[1], &fix)
}

fn infer_divs_range(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: DivisionFixup<'_>,
) -> ConstantIntRanges {
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (lhs.smin(), lhs.smax(), rhs.smin(), rhs.smax());
    let can_divide = rhs_min.is_strictly_positive() || rhs_max.is_negative();
    if !can_divide {
        return ConstantIntRanges::max_range(rhs_min.width());
    }
    let sdiv = |a: &ApInt, b: &ApInt| checked(a.sdiv_ov(b)).and_then(|q| fixup(a, b, q));
    min_max_by(&sdiv, [lhs_min, lhs_max], [rhs_min, rhs_max], true)
}

/// `inferDivS` (`arith.divsi`).
pub fn infer_divs(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_divs_range(&arg_ranges[0], &arg_ranges[1], &|_, _, q| Some(q))
}

/// `inferCeilDivS` (`arith.ceildivsi`).
pub fn infer_ceil_divs(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let fix = |lhs: &ApInt, rhs: &ApInt, q: ApInt| {
        if !lhs.srem(rhs).is_zero() && lhs.is_non_negative() == rhs.is_non_negative() {
            let w = q.width();
            return checked(q.sadd_ov(&one(w)));
        }
        // The smallest value over a divisor above 1: MLIR negates the quotient here, as
        // its folder does (`-INT_MIN` is `INT_MIN`).
        if lhs.is_min_signed_value() && rhs.is_strictly_positive() && rhs.to_u64() != Some(1) {
            return Some(q.wrapping_neg());
        }
        Some(q)
    };
    let mut result = infer_divs_range(lhs, rhs, &fix);
    if lhs.smin().is_min_signed_value() && lhs.smax().sgt(lhs.smin()) {
        // A range holding the smallest value and more: the quotient may jump to the
        // positive side there, so also bound the range without it.
        let w = lhs.width();
        let rest =
            ConstantIntRanges::from_signed(lhs.smin().wrapping_add(&one(w)), lhs.smax().clone());
        result = result.range_union(&infer_divs_range(&rest, rhs, &fix));
    }
    result
}

/// `inferFloorDivS` (`arith.floordivsi`).
pub fn infer_floor_divs(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let fix = |lhs: &ApInt, rhs: &ApInt, q: ApInt| {
        if !lhs.srem(rhs).is_zero() && lhs.is_non_negative() != rhs.is_non_negative() {
            let w = q.width();
            checked(q.ssub_ov(&one(w)))
        } else {
            Some(q)
        }
    };
    infer_divs_range(&arg_ranges[0], &arg_ranges[1], &fix)
}

// ---- remainder --------------------------------------------------------------------------

/// `inferRemS` (`arith.remsi`): the result has the dividend's sign and a magnitude below
/// the largest divisor; a dividend range narrower than a constant divisor maps to the
/// remainders of its ends when they stay ordered.
pub fn infer_rems(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (lhs.smin(), lhs.smax(), rhs.smin(), rhs.smax());
    let width = rhs_max.width();
    let mut smin = ApInt::signed_min_value(width);
    let mut smax = ApInt::signed_max_value(width);
    if rhs_min.is_strictly_positive() || rhs_max.is_negative() {
        let max_divisor = if rhs_min.is_strictly_positive() {
            rhs_max.clone()
        } else {
            rhs_min.abs()
        };
        let max_positive = max_divisor.wrapping_sub(&one(width));
        let min_negative = max_positive.wrapping_neg();
        smin = if lhs_min.is_negative() {
            min_negative
        } else {
            ApInt::zero(width)
        };
        smax = if lhs_max.is_strictly_positive() {
            max_positive
        } else {
            ApInt::zero(width)
        };
        if rhs_min == rhs_max && lhs_max.wrapping_sub(lhs_min).ult(&max_divisor) {
            let min_rem = lhs_min.srem(&max_divisor);
            let max_rem = lhs_max.srem(&max_divisor);
            if min_rem.sle(&max_rem) {
                smin = min_rem;
                smax = max_rem;
            }
        }
    }
    ConstantIntRanges::from_signed(smin, smax)
}

/// `inferRemU` (`arith.remui`): below both the dividend and the divisor; a dividend range
/// narrower than a constant divisor maps to the remainders of its ends when they stay
/// ordered.
pub fn infer_remu(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let (rhs_min, rhs_max) = (rhs.umin(), rhs.umax());
    let width = rhs_min.width();
    let mut umin = ApInt::zero(width);
    let below_divisor = rhs_max.wrapping_sub(&one(width));
    let mut umax = lesser(&below_divisor, lhs.umax(), false);
    if !rhs_min.is_zero() && rhs_min == rhs_max {
        let (lhs_min, lhs_max) = (lhs.umin(), lhs.umax());
        if lhs_max.wrapping_sub(lhs_min).ult(rhs_max) {
            let min_rem = lhs_min.urem(rhs_max);
            let max_rem = lhs_max.urem(rhs_max);
            if min_rem.ule(&max_rem) {
                umin = min_rem;
                umax = max_rem;
            }
        }
    }
    ConstantIntRanges::from_unsigned(umin, umax)
}

// ---- min and max ------------------------------------------------------------------------

/// `inferMaxS` (`arith.maxsi`).
pub fn infer_maxs(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&arg_ranges[0], &arg_ranges[1]);
    ConstantIntRanges::from_signed(
        greater(l.smin(), r.smin(), true),
        greater(l.smax(), r.smax(), true),
    )
}

/// `inferMaxU` (`arith.maxui`).
pub fn infer_maxu(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&arg_ranges[0], &arg_ranges[1]);
    ConstantIntRanges::from_unsigned(
        greater(l.umin(), r.umin(), false),
        greater(l.umax(), r.umax(), false),
    )
}

/// `inferMinS` (`arith.minsi`).
pub fn infer_mins(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&arg_ranges[0], &arg_ranges[1]);
    ConstantIntRanges::from_signed(
        lesser(l.smin(), r.smin(), true),
        lesser(l.smax(), r.smax(), true),
    )
}

/// `inferMinU` (`arith.minui`).
pub fn infer_minu(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&arg_ranges[0], &arg_ranges[1]);
    ConstantIntRanges::from_unsigned(
        lesser(l.umin(), r.umin(), false),
        lesser(l.umax(), r.umax(), false),
    )
}

// ---- bitwise ----------------------------------------------------------------------------

/// The low bits that vary between a range's unsigned bounds: below the highest bit in
/// which they differ.
fn varying_bits_mask(range: &ConstantIntRanges) -> ApInt {
    let width = range.width();
    let differing = width - range.umin().xor(range.umax()).countl_zero();
    ApInt::low_bits_set(width, differing)
}

/// `widenBitwiseBounds`: the unsigned bounds with their varying bits cleared (the lower)
/// and set (the upper), bounding every value of the range bit by bit.
fn widen_bitwise_bounds(range: &ConstantIntRanges) -> (ApInt, ApInt) {
    let mask = varying_bits_mask(range);
    (range.umin().and(&mask.flip_bits()), range.umax().or(&mask))
}

/// `inferAnd` (`arith.andi`).
pub fn infer_and(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lz, lo) = widen_bitwise_bounds(&arg_ranges[0]);
    let (rz, ro) = widen_bitwise_bounds(&arg_ranges[1]);
    min_max_by(&|a, b| Some(a.and(b)), [&lz, &lo], [&rz, &ro], false)
}

/// `inferOr` (`arith.ori`).
pub fn infer_or(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lz, lo) = widen_bitwise_bounds(&arg_ranges[0]);
    let (rz, ro) = widen_bitwise_bounds(&arg_ranges[1]);
    min_max_by(&|a, b| Some(a.or(b)), [&lz, &lo], [&rz, &ro], false)
}

/// `inferXor` (`arith.xori`): the bits varying in either operand may be anything, the
/// others are those of the lower bounds xored.
pub fn infer_xor(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let mask = varying_bits_mask(lhs).or(&varying_bits_mask(rhs));
    let res = lhs.umin().xor(rhs.umin());
    ConstantIntRanges::from_unsigned(res.and(&mask.flip_bits()), res.or(&mask))
}

// ---- shifts -----------------------------------------------------------------------------

/// `inferShl` (`arith.shli`): as a multiplication by `2^rhs`; a shift by the width or more
/// overflows.
pub fn infer_shl(arg_ranges: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let ushl = flagged(flags.nuw, ApInt::ushl_sat, ApInt::ushl_ov);
    let sshl = flagged(flags.nsw, ApInt::sshl_sat, ApInt::sshl_ov);
    let amounts = [rhs.umin(), rhs.umax()];
    let urange = min_max_by(&ushl, [lhs.umin(), lhs.umax()], amounts, false);
    let srange = min_max_by(&sshl, [lhs.smin(), lhs.smax()], amounts, true);
    urange.intersection(&srange)
}

/// The shift amount as a `u32`, when it is below the width.
fn in_range_shift(r: &ApInt) -> Option<u32> {
    let n = r.to_u64()?;
    (n < u64::from(r.width())).then_some(n as u32)
}

/// `inferShrS` (`arith.shrsi`); a shift by the width or more gives the full range.
pub fn infer_shrs(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let ashr = |l: &ApInt, r: &ApInt| in_range_shift(r).map(|n| l.ashr(n));
    min_max_by(
        &ashr,
        [lhs.smin(), lhs.smax()],
        [rhs.umin(), rhs.umax()],
        true,
    )
}

/// `inferShrU` (`arith.shrui`); a shift by the width or more gives the full range.
pub fn infer_shru(arg_ranges: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&arg_ranges[0], &arg_ranges[1]);
    let lshr = |l: &ApInt, r: &ApInt| in_range_shift(r).map(|n| l.lshr(n));
    min_max_by(
        &lshr,
        [lhs.umin(), lhs.umax()],
        [rhs.umin(), rhs.umax()],
        false,
    )
}

// ---- comparisons ------------------------------------------------------------------------

/// An integer comparison predicate (MLIR's `intrange::CmpPredicate`, in `arith.cmpi`'s
/// order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPredicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater or equal.
    Uge,
}

impl CmpPredicate {
    /// The predicate true exactly when this one is false.
    pub fn invert(self) -> CmpPredicate {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

/// Whether `pred` holds for every pair of values of the ranges.
fn is_statically_true(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> bool {
    use CmpPredicate::*;
    match pred {
        Sle => lhs.smax().sle(rhs.smin()),
        Slt => lhs.smax().slt(rhs.smin()),
        Ule => lhs.umax().ule(rhs.umin()),
        Ult => lhs.umax().ult(rhs.umin()),
        Sge => lhs.smin().sge(rhs.smax()),
        Sgt => lhs.smin().sgt(rhs.smax()),
        Uge => lhs.umin().uge(rhs.umax()),
        Ugt => lhs.umin().ugt(rhs.umax()),
        Eq => match (lhs.get_constant_value(), rhs.get_constant_value()) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        },
        // The ranges must be apart both read as signed and as unsigned.
        Ne => {
            let sne = is_statically_true(Slt, lhs, rhs) || is_statically_true(Sgt, lhs, rhs);
            let une = is_statically_true(Ult, lhs, rhs) || is_statically_true(Ugt, lhs, rhs);
            sne && une
        }
    }
}

/// `evaluatePred`: `Some(b)` when `lhs pred rhs` is `b` for every value of the ranges,
/// `None` when it depends on the values.
pub fn evaluate_pred(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> Option<bool> {
    if is_statically_true(pred, lhs, rhs) {
        Some(true)
    } else if is_statically_true(pred.invert(), lhs, rhs) {
        Some(false)
    } else {
        None
    }
}

/// The range of a comparison's `i1` result (as `arith.cmpi` infers it): the constant
/// [`evaluate_pred`] finds, or both booleans.
pub fn infer_cmp(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> ConstantIntRanges {
    bool_range(evaluate_pred(pred, lhs, rhs))
}

/// The range of `index.cmp`'s `i1` result: a constant only when the operands compare the
/// same way at 64 bits and truncated to a 32-bit index.
pub fn infer_index_cmp(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> ConstantIntRanges {
    let wide = evaluate_pred(pred, lhs, rhs);
    let narrow = evaluate_pred(
        pred,
        &trunc_range(lhs, INDEX_MIN_WIDTH),
        &trunc_range(rhs, INDEX_MIN_WIDTH),
    );
    bool_range(if wide == narrow { wide } else { None })
}

/// The `i1` range of a known boolean, or of both.
fn bool_range(value: Option<bool>) -> ConstantIntRanges {
    let (f, t) = (ApInt::zero(1), ApInt::max_value(1));
    match value {
        Some(true) => ConstantIntRanges::from_unsigned(t.clone(), t),
        Some(false) => ConstantIntRanges::from_unsigned(f.clone(), f),
        None => ConstantIntRanges::from_unsigned(f, t),
    }
}
