//! IEEE arithmetic on every builtin float format, with the behaviour of LLVM's `APFloat`:
//! the operations `arith` folds with (add, subtract, multiply, divide, `mod`, negate,
//! compare, minimum/maximum, conversions between formats and to and from integers), each
//! rounded once with a [`RoundingMode`] and reporting IEEE exceptions as an [`OpStatus`].
//!
//! An [`ApFloat`] is a [`FloatKind`] and a bit pattern in that format (what
//! `AttrKind::Float` stores). Every operation unpacks its operands into LLVM's internal form
//! (category, sign, exponent, significand), computes the exact result with [`BigUint`] and
//! rounds it once the way `IEEEFloat::normalize` does, so results are exact for every
//! format, `f80` and `f128` included. Special values follow `APFloat` to the bit:
//!
//! - A NaN operand is propagated with its sign and payload (quieted when signalling, with
//!   [`OpStatus::INVALID_OP`]); the first operand's NaN wins. Invalid operations such as
//!   `inf - inf` or `0 * inf` make LLVM's default NaN (positive, quiet, no payload).
//! - Formats without infinities (`f8E4M3FN`, the `FNUZ` formats, `f8E8M0FNU`) turn an
//!   overflow into their NaN when rounding to nearest, and into the largest finite value
//!   when rounding toward zero; formats without NaN either (`f6E3M2FN`, `f6E2M3FN`,
//!   `f4E2M1FN`) saturate. Where LLVM has no defined result for such a format (a division
//!   by zero, an invalid operation) the bits are the ones an LLVM release build produces.
//! - `FNUZ` formats have a single, unsigned zero; `f8E8M0FNU` has no zero at all and
//!   rounds what would be zero to its smallest value. It has no sign either: where LLVM
//!   leaves giving it one undefined (subtracting a larger value, negating, converting a
//!   negative value) the sign bit lands in the exponent field, as in an LLVM release build.
//! - `f80` encodings x87 does not produce read as LLVM reads them: a pseudo-infinity,
//!   pseudo-NaN or unnormal is a NaN, a pseudo-denormal a normal number.
//!
//! # Folding `arith` with it
//!
//! Upstream's folders (`ArithOps.cpp`) map onto this API as follows; the conformance test
//! `runtime_apfloat_reference` checks each against mlir-opt.
//!
//! | op | fold |
//! | --- | --- |
//! | `addf`, `subf`, `mulf`, `divf` | [`ApFloat::add`] (and the others) with [`RoundingMode::NearestTiesToEven`], status ignored; before that `addf(x, -0)`, `subf(x, +0)`, `mulf(x, 1)`, `divf(x, 1)` give `x` unchanged |
//! | `remf` | [`ApFloat::mod_`] |
//! | `maximumf`, `minimumf`, `maxnumf`, `minnumf` | [`ApFloat::maximum`] and the others; before that an op whose operands are the same value gives it unchanged, as does `maximumf(x, -inf)`, `minimumf(x, +inf)`, `maxnumf(x, NaN)`, `minnumf(x, NaN)` |
//! | `negf` | [`ApFloat::neg`] |
//! | `cmpf` | [`ApFloat::compare`], then the predicate (`ult` is less or unordered, ...) |
//! | `extf`, `truncf` | [`ApFloat::convert`] with nearest-even (`truncf`: its rounding mode); folds only when the status is [`OpStatus::OK`] and no information is lost |
//! | `sitofp`, `uitofp` | [`ApFloat::from_apint`] with nearest-even; always folds |
//! | `fptosi`, `fptoui` | [`ApFloat::convert_to_integer`] toward zero; folds unless the status is [`OpStatus::INVALID_OP`] |
//! | `bitcast` | [`ApFloat::bitcast_to_apint`] one way, [`ApFloat::from_bits`] the other |
//!
//! A result is stored as bits, so what LLVM keeps only in its internal form is not kept:
//! an infinity or NaN of a format without them, or a sign given to `f8E8M0FNU`, is the bit
//! pattern it packs to (mlir-opt, printing the internal form, shows `0x0` or a minus sign
//! where our printer, reading the bits, shows a zero or no sign).

use std::cmp::Ordering;
use std::ops::{BitOr, BitOrAssign};

use super::apint::ApInt;
use super::bignum::BigUint;
use super::float::{FloatKind, NonFinite, Semantics, semantics};

/// How a result that is not representable is rounded (LLVM's `RoundingMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RoundingMode {
    /// To the nearest value; ties to the one with an even last digit (`rmNearestTiesToEven`).
    NearestTiesToEven,
    /// Toward positive infinity (`rmTowardPositive`).
    TowardPositive,
    /// Toward negative infinity (`rmTowardNegative`).
    TowardNegative,
    /// Toward zero, truncating (`rmTowardZero`).
    TowardZero,
    /// To the nearest value; ties away from zero (`rmNearestTiesToAway`).
    NearestTiesToAway,
}

/// The IEEE exceptions an operation raised: a set of bit flags, [`OpStatus::OK`] when empty
/// (LLVM's `opStatus`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpStatus(u8);

impl OpStatus {
    /// No exception (`opOK`).
    pub const OK: OpStatus = OpStatus(0);
    /// An invalid operation, such as `inf - inf` or a signalling NaN operand (`opInvalidOp`).
    pub const INVALID_OP: OpStatus = OpStatus(0x01);
    /// A finite non-zero value divided by zero (`opDivByZero`).
    pub const DIV_BY_ZERO: OpStatus = OpStatus(0x02);
    /// The rounded result exceeded the format's range (`opOverflow`).
    pub const OVERFLOW: OpStatus = OpStatus(0x04);
    /// A tiny result that was rounded (`opUnderflow`).
    pub const UNDERFLOW: OpStatus = OpStatus(0x08);
    /// The result was rounded (`opInexact`).
    pub const INEXACT: OpStatus = OpStatus(0x10);

    /// The flags as LLVM numbers them.
    pub fn bits(self) -> u8 {
        self.0
    }

    /// True when every flag of `other` is raised.
    pub fn contains(self, other: OpStatus) -> bool {
        self.0 & other.0 == other.0
    }

    /// True when no flag is raised.
    pub fn is_ok(self) -> bool {
        self.0 == 0
    }
}

impl BitOr for OpStatus {
    type Output = OpStatus;
    fn bitor(self, rhs: OpStatus) -> OpStatus {
        OpStatus(self.0 | rhs.0)
    }
}

impl BitOrAssign for OpStatus {
    fn bitor_assign(&mut self, rhs: OpStatus) {
        self.0 |= rhs.0;
    }
}

/// The outcome of [`ApFloat::compare`] (LLVM's `cmpResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CmpResult {
    /// The left operand is smaller.
    LessThan,
    /// The operands are equal (`-0 == +0`).
    Equal,
    /// The left operand is larger.
    GreaterThan,
    /// At least one operand is a NaN.
    Unordered,
}

/// What kind of value an unpacked float holds (LLVM's `fltCategory`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Category {
    Zero,
    Normal,
    Infinity,
    NaN,
}

/// LLVM's internal form of a float. A `Normal` value is
/// `sig * 2^(exp - (precision - 1))` with `exp >= min_exp` (subnormals have a short `sig`);
/// a NaN keeps its stored significand bits as the payload.
#[derive(Copy, Clone, Debug)]
struct Unpacked {
    cat: Category,
    sign: bool,
    exp: i32,
    sig: u128,
}

/// How much of a value rounding dropped, relative to half a unit in the last place.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Lost {
    Zero,
    LessThanHalf,
    Half,
    MoreThanHalf,
}

fn low_ones(n: u32) -> u128 {
    if n == 0 { 0 } else { u128::MAX >> (128 - n) }
}

fn bit_len(v: u128) -> u32 {
    128 - v.leading_zeros()
}

/// What shifting `mag` right by `shift` bits drops.
fn lost_through_truncation(mag: &BigUint, shift: u32) -> Lost {
    if shift == 0 || mag.is_zero() || mag.trailing_zeros() >= shift {
        return Lost::Zero;
    }
    let half = mag.bit(shift - 1);
    let rest = mag.trailing_zeros() < shift - 1;
    match (half, rest) {
        (true, false) => Lost::Half,
        (true, true) => Lost::MoreThanHalf,
        _ => Lost::LessThanHalf,
    }
}

/// Whether rounding a value with the given dropped part goes away from zero.
fn round_away(rm: RoundingMode, lost: Lost, lsb_odd: bool, negative: bool) -> bool {
    match rm {
        RoundingMode::NearestTiesToAway => matches!(lost, Lost::Half | Lost::MoreThanHalf),
        RoundingMode::NearestTiesToEven => {
            lost == Lost::MoreThanHalf || (lost == Lost::Half && lsb_odd)
        }
        RoundingMode::TowardZero => false,
        RoundingMode::TowardPositive => !negative,
        RoundingMode::TowardNegative => negative,
    }
}

/// The format facts LLVM's algorithms branch on.
impl Semantics {
    fn nan_only(&self) -> bool {
        matches!(
            self.non_finite,
            NonFinite::NanAllOnes | NonFinite::NanNegativeZero
        )
    }

    fn has_zero(&self) -> bool {
        self.precision > 1
    }

    /// The exponent LLVM gives a NaN.
    fn exponent_nan(&self) -> i32 {
        match self.non_finite {
            NonFinite::NanNegativeZero => self.min_exp - 1,
            NonFinite::NanAllOnes if self.signed => self.max_exp,
            _ => self.max_exp + 1,
        }
    }

    /// The bias `bitcastToAPInt` adds to the exponent.
    fn packing_bias(&self) -> i32 {
        if self.precision == 1 {
            -self.min_exp
        } else {
            1 - self.min_exp
        }
    }

    fn unpack(&self, bits: u128) -> Unpacked {
        let normal = |sign, exp, sig| Unpacked {
            cat: Category::Normal,
            sign,
            exp,
            sig,
        };
        let special = |cat, sign, sig| Unpacked {
            cat,
            sign,
            exp: 0,
            sig,
        };
        if self.explicit_int_bit {
            let sig = bits & low_ones(64);
            let field = ((bits >> 64) & 0x7fff) as i32;
            let sign = (bits >> 79) & 1 == 1;
            return if field == 0 && sig == 0 {
                special(Category::Zero, sign, 0)
            } else if field == 0x7fff && sig == 1 << 63 {
                special(Category::Infinity, sign, 0)
            } else if field == 0x7fff || (field != 0 && sig >> 63 == 0) {
                Unpacked {
                    exp: self.exponent_nan(),
                    ..special(Category::NaN, sign, sig)
                }
            } else {
                normal(sign, if field == 0 { -16382 } else { field - 16383 }, sig)
            };
        }
        if self.precision == 1 {
            let field = (bits & 0xff) as i32;
            return if field == 0xff {
                Unpacked {
                    exp: self.exponent_nan(),
                    ..special(Category::NaN, false, 1)
                }
            } else {
                normal(false, field - self.packing_bias(), 1)
            };
        }
        let mb = self.precision - 1;
        let eb = self.bits - 1 - mb;
        let sig = bits & low_ones(mb);
        let field = ((bits >> mb) & low_ones(eb)) as i32;
        let sign = (bits >> (self.bits - 1)) & 1 == 1;
        let bias = self.packing_bias();
        let is_zero = field == 0 && sig == 0;
        if self.non_finite == NonFinite::Ieee && field - bias == self.max_exp + 1 && sig == 0 {
            return special(Category::Infinity, sign, 0);
        }
        let is_nan = match self.non_finite {
            NonFinite::Ieee | NonFinite::FiniteOnly => field - bias == self.max_exp + 1 && sig != 0,
            NonFinite::NanAllOnes => field - bias == self.exponent_nan() && sig == low_ones(mb),
            NonFinite::NanNegativeZero => is_zero && sign,
        };
        if is_nan {
            return Unpacked {
                exp: self.exponent_nan(),
                ..special(Category::NaN, sign, sig)
            };
        }
        if is_zero {
            return special(Category::Zero, sign, 0);
        }
        if field == 0 {
            normal(sign, self.min_exp, sig)
        } else {
            normal(sign, field - bias, sig | 1 << mb)
        }
    }

    /// LLVM's `bitcastToAPInt`.
    fn pack(&self, u: &Unpacked) -> u128 {
        if self.explicit_int_bit {
            let (field, sig) = match u.cat {
                Category::Normal => {
                    let field = u.exp + 16383;
                    let field = if field == 1 && u.sig >> 63 == 0 {
                        0
                    } else {
                        field
                    };
                    (field, u.sig)
                }
                Category::Zero => (0, 0),
                Category::Infinity => (0x7fff, 1 << 63),
                Category::NaN => (0x7fff, u.sig),
            };
            return (u128::from(u.sign) << 79)
                | (((field as u128) & 0x7fff) << 64)
                | (sig & low_ones(64));
        }
        let bias = self.packing_bias();
        let mb = self.precision - 1;
        let eb = if mb > 0 {
            self.bits - 1 - mb
        } else {
            self.bits
        };
        let (field, sig) = match u.cat {
            Category::Normal => {
                let field = u.exp + bias;
                let denormal = field == 1 && (u.sig >> mb) & 1 == 0;
                (if denormal { 0 } else { field }, u.sig)
            }
            Category::Zero => (self.min_exp - 1 + bias, 0),
            Category::Infinity => (self.max_exp + 1 + bias, 0),
            // A format without NaN has no defined encoding for one; an LLVM release build
            // packs it like an infinity, with an empty significand.
            Category::NaN if self.non_finite == NonFinite::FiniteOnly => {
                (self.exponent_nan() + bias, 0)
            }
            Category::NaN => (self.exponent_nan() + bias, u.sig),
        };
        (u128::from(u.sign) << (self.bits - 1))
            | (((field as u128) & low_ones(eb)) << mb)
            | (sig & low_ones(mb))
    }

    /// LLVM's `makeNaN(/*SNaN=*/false, negative)`.
    fn make_nan(&self, negative: bool) -> Unpacked {
        let p = self.precision;
        let (sign, sig) = match self.non_finite {
            NonFinite::NanNegativeZero => (true, 0),
            NonFinite::NanAllOnes => (negative, low_ones(p - 1)),
            // No NaN in the format: LLVM has no defined result; a release build yields
            // the all-zero significand, which packs to a zero of that sign.
            NonFinite::FiniteOnly => (negative, 0),
            NonFinite::Ieee if self.explicit_int_bit => (negative, 3 << (p - 2)),
            NonFinite::Ieee => (negative, 1 << (p - 2)),
        };
        Unpacked {
            cat: Category::NaN,
            sign,
            exp: self.exponent_nan(),
            sig,
        }
    }

    fn is_signaling(&self, u: &Unpacked) -> bool {
        u.cat == Category::NaN
            && self.non_finite == NonFinite::Ieee
            && (u.sig >> (self.precision - 2)) & 1 == 0
    }

    fn make_quiet(&self, u: &mut Unpacked) {
        if !self.nan_only() {
            u.sig |= 1 << (self.precision - 2);
        }
    }

    fn smallest_normalized(&self) -> Unpacked {
        Unpacked {
            cat: Category::Normal,
            sign: false,
            exp: self.min_exp,
            sig: 1 << (self.precision - 1),
        }
    }

    /// An infinity of sign `negative`. Formats without one pack it to a zero, as LLVM's
    /// release builds do.
    fn infinity(&self, negative: bool) -> Unpacked {
        Unpacked {
            cat: Category::Infinity,
            sign: negative,
            exp: self.max_exp + 1,
            sig: 0,
        }
    }

    /// A rounded-away or exact zero of sign `negative`, as `normalize` canonicalizes it.
    fn zero(&self, negative: bool) -> Unpacked {
        if !self.has_zero() {
            return self.smallest_normalized();
        }
        Unpacked {
            cat: Category::Zero,
            sign: negative && self.non_finite != NonFinite::NanNegativeZero,
            exp: self.min_exp - 1,
            sig: 0,
        }
    }

    /// LLVM's `handleOverflow`: infinity (or NaN, for formats without infinity) when
    /// rounding goes that way, else the largest finite value.
    fn handle_overflow(&self, negative: bool, rm: RoundingMode) -> (Unpacked, OpStatus) {
        let to_infinity = match rm {
            RoundingMode::NearestTiesToEven | RoundingMode::NearestTiesToAway => true,
            RoundingMode::TowardPositive => !negative,
            RoundingMode::TowardNegative => negative,
            RoundingMode::TowardZero => false,
        };
        if self.non_finite != NonFinite::FiniteOnly && to_infinity {
            let u = if self.nan_only() {
                self.make_nan(negative)
            } else {
                self.infinity(negative)
            };
            return (u, OpStatus::OVERFLOW | OpStatus::INEXACT);
        }
        let mut sig = low_ones(self.precision);
        if self.non_finite == NonFinite::NanAllOnes {
            sig &= !1;
        }
        let u = Unpacked {
            cat: Category::Normal,
            sign: negative,
            exp: self.max_exp,
            sig,
        };
        (u, OpStatus::INEXACT)
    }

    /// True for the significand NaN uses in `NanAllOnes` formats at the top exponent.
    fn is_nan_pattern(&self, exp: i32, sig: u128) -> bool {
        let p = self.precision;
        self.non_finite == NonFinite::NanAllOnes
            && exp == self.max_exp
            && p > 1
            && sig & low_ones(p - 1) == low_ones(p - 1)
    }

    /// Rounds the exact value `(-1)^negative * mag * 2^e` once (LLVM's `normalize`).
    fn normalize(
        &self,
        negative: bool,
        mag: &BigUint,
        e: i32,
        rm: RoundingMode,
    ) -> (Unpacked, OpStatus) {
        if mag.is_zero() {
            return (self.zero(negative), OpStatus::OK);
        }
        let p = self.precision as i32;
        let mut exp = e + mag.bit_len() as i32 - 1;
        if exp > self.max_exp {
            return self.handle_overflow(negative, rm);
        }
        exp = exp.max(self.min_exp);
        let shift = exp - (p - 1) - e;
        let (kept, lost) = if shift > 0 {
            (
                mag.shr_bits(shift as u32),
                lost_through_truncation(mag, shift as u32),
            )
        } else {
            (mag.shl_bits((-shift) as u32), Lost::Zero)
        };
        let mut sig = kept.low_u128();
        let normal = |exp, sig| Unpacked {
            cat: Category::Normal,
            sign: negative,
            exp,
            sig,
        };
        if self.is_nan_pattern(exp, sig) {
            return self.handle_overflow(negative, rm);
        }
        if lost == Lost::Zero {
            return (normal(exp, sig), OpStatus::OK);
        }
        if round_away(rm, lost, sig & 1 == 1, negative) {
            sig += 1;
            if bit_len(sig) as i32 == p + 1 {
                if exp == self.max_exp {
                    let toward = if negative {
                        RoundingMode::TowardNegative
                    } else {
                        RoundingMode::TowardPositive
                    };
                    return self.handle_overflow(negative, toward);
                }
                return (normal(exp + 1, sig >> 1), OpStatus::INEXACT);
            }
            if self.is_nan_pattern(exp, sig) {
                return self.handle_overflow(negative, rm);
            }
        }
        let omsb = bit_len(sig) as i32;
        if omsb == p {
            return (normal(exp, sig), OpStatus::INEXACT);
        }
        let u = if omsb == 0 {
            self.zero(negative)
        } else {
            normal(exp, sig)
        };
        (u, OpStatus::UNDERFLOW | OpStatus::INEXACT)
    }

    /// The exact value of a `Normal`: `(significand, power of two)`.
    fn exact(&self, u: &Unpacked) -> (BigUint, i32) {
        (
            BigUint::from_u128(u.sig),
            u.exp - (self.precision as i32 - 1),
        )
    }

    /// The NaN result of an operation with a NaN operand: the first NaN, quieted, with its
    /// own sign (a product or quotient does not give a NaN the operands' combined sign).
    fn propagate_nan(&self, a: &Unpacked, b: &Unpacked) -> (Unpacked, OpStatus) {
        let mut r = if a.cat == Category::NaN { *a } else { *b };
        let status = if self.is_signaling(&r) {
            self.make_quiet(&mut r);
            OpStatus::INVALID_OP
        } else if self.is_signaling(b) {
            OpStatus::INVALID_OP
        } else {
            OpStatus::OK
        };
        (r, status)
    }
}

/// Aligns two exact values to a common power of two.
fn align(a: (BigUint, i32), b: (BigUint, i32)) -> (BigUint, BigUint, i32) {
    let e = a.1.min(b.1);
    (
        a.0.shl_bits((a.1 - e) as u32),
        b.0.shl_bits((b.1 - e) as u32),
        e,
    )
}

/// A floating-point value of a builtin float format, with LLVM `APFloat`'s arithmetic.
///
/// Operations that can round take a [`RoundingMode`], update `self` in place and return
/// the [`OpStatus`] LLVM reports, so code written after LLVM's reads the same:
///
/// ```
/// use ods_runtime::attributes::apfloat::{ApFloat, OpStatus, RoundingMode};
/// use ods_runtime::types::FloatKind;
///
/// let mut x = ApFloat::from_f64(FloatKind::F16, 65504.0);
/// let status = x.add(&ApFloat::from_f64(FloatKind::F16, 32.0), RoundingMode::NearestTiesToEven);
/// assert!(x.is_inf());
/// assert_eq!(status, OpStatus::OVERFLOW | OpStatus::INEXACT);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApFloat {
    kind: FloatKind,
    bits: u128,
}

impl ApFloat {
    /// The value whose bit pattern in `kind`'s format is `bits` (bits above the format's
    /// width are dropped).
    pub fn from_bits(kind: FloatKind, bits: u128) -> Self {
        let width = semantics(kind).bits;
        ApFloat {
            kind,
            bits: bits & low_ones(width),
        }
    }

    /// `value` rounded to nearest (ties to even) in `kind`'s format.
    pub fn from_f64(kind: FloatKind, value: f64) -> Self {
        let mut x = ApFloat::from_bits(FloatKind::F64, value.to_bits() as u128);
        x.convert(kind, RoundingMode::NearestTiesToEven);
        x
    }

    /// Zero of the given sign (`f8E8M0FNU`, which has no zero, gives its smallest value;
    /// `FNUZ` formats have only `+0`).
    pub fn zero(kind: FloatKind, negative: bool) -> Self {
        let sem = semantics(kind);
        Self::from_unpacked(kind, &sem.zero(negative))
    }

    /// LLVM's default quiet NaN of `kind` (positive, no payload). Formats without NaN have
    /// no such value; they get the bits LLVM produces for one, a zero.
    pub fn nan(kind: FloatKind) -> Self {
        let sem = semantics(kind);
        Self::from_unpacked(kind, &sem.make_nan(false))
    }

    /// The largest finite value of the given sign.
    pub fn largest(kind: FloatKind, negative: bool) -> Self {
        let sem = semantics(kind);
        let (u, _) = sem.handle_overflow(negative, RoundingMode::TowardZero);
        Self::from_unpacked(kind, &u)
    }

    /// The format.
    pub fn kind(&self) -> FloatKind {
        self.kind
    }

    /// The bit pattern as stored.
    pub fn bits(&self) -> u128 {
        self.bits
    }

    /// The bit pattern LLVM's `bitcastToAPInt` gives for this value, as wide as the format.
    /// It differs from [`ApFloat::bits`] only for `f80` patterns LLVM reads as something
    /// else: an "unnormal" (non-zero exponent without the integer bit) reads as a NaN and
    /// packs with an all-ones exponent, a "pseudo-denormal" packs with exponent one.
    pub fn bitcast_to_apint(&self) -> ApInt {
        let sem = semantics(self.kind);
        ApInt::from_u128(sem.bits, sem.pack(&sem.unpack(self.bits)))
    }

    fn sem(&self) -> Semantics {
        semantics(self.kind)
    }

    fn unpacked(&self) -> Unpacked {
        self.sem().unpack(self.bits)
    }

    fn from_unpacked(kind: FloatKind, u: &Unpacked) -> Self {
        ApFloat {
            kind,
            bits: semantics(kind).pack(u),
        }
    }

    fn set(&mut self, u: &Unpacked) {
        self.bits = self.sem().pack(u);
    }

    /// True for a NaN.
    pub fn is_nan(&self) -> bool {
        self.unpacked().cat == Category::NaN
    }

    /// True for a signalling NaN (quiet bit clear; only IEEE-like formats have them).
    pub fn is_signaling(&self) -> bool {
        self.sem().is_signaling(&self.unpacked())
    }

    /// True for an infinity.
    pub fn is_inf(&self) -> bool {
        self.unpacked().cat == Category::Infinity
    }

    /// True for a zero of either sign.
    pub fn is_zero(&self) -> bool {
        self.unpacked().cat == Category::Zero
    }

    /// True for a finite non-zero value.
    pub fn is_finite_non_zero(&self) -> bool {
        self.unpacked().cat == Category::Normal
    }

    /// True when the sign bit is set (NaNs and zeros included).
    pub fn is_negative(&self) -> bool {
        self.unpacked().sign
    }

    /// True for a subnormal value.
    pub fn is_denormal(&self) -> bool {
        let u = self.unpacked();
        u.cat == Category::Normal
            && u.exp == self.sem().min_exp
            && (u.sig >> (self.sem().precision - 1)) & 1 == 0
    }

    /// True for a finite value (LLVM's `isFinite`: neither NaN nor infinity).
    pub fn is_finite(&self) -> bool {
        matches!(self.unpacked().cat, Category::Normal | Category::Zero)
    }

    /// True for a normal value (LLVM's `isNormal`: finite, non-zero and not subnormal).
    pub fn is_normal(&self) -> bool {
        self.is_finite_non_zero() && !self.is_denormal()
    }

    /// Gives `self` the sign of `rhs` (LLVM's `copySign`).
    pub fn copy_sign(&mut self, rhs: &ApFloat) {
        if self.is_negative() != rhs.is_negative() {
            self.change_sign();
        }
    }

    /// Rounds to an integral value of the same format with `rm` (LLVM's `roundToIntegral`,
    /// what `math.ceil`, `math.floor` and `math.roundeven` fold with): a value whose
    /// exponent leaves no fraction bits stays; otherwise `2^(precision - 1)` of the value's
    /// sign is added and subtracted again, and the input's sign is kept (for a zero result).
    pub fn round_to_integral(&mut self, rm: RoundingMode) -> OpStatus {
        let u = self.unpacked();
        match u.cat {
            Category::Infinity | Category::Zero => return OpStatus::OK,
            Category::NaN => {
                if self.is_signaling() {
                    *self = self.quieted();
                    return OpStatus::INVALID_OP;
                }
                return OpStatus::OK;
            }
            Category::Normal => {}
        }
        let precision = self.sem().precision;
        if i64::from(u.exp) + 1 >= i64::from(precision) {
            return OpStatus::OK;
        }
        let magic_int = ApInt::from_u128(precision + 1, 1u128 << (precision - 1));
        let (mut magic, _) = ApFloat::from_apint(
            self.kind,
            &magic_int,
            false,
            RoundingMode::NearestTiesToEven,
        );
        if u.sign {
            magic.change_sign();
        }
        let status = self.add(&magic, rm);
        self.subtract(&magic, rm);
        if self.is_negative() != u.sign {
            self.change_sign();
        }
        status
    }

    /// `self + rhs` (LLVM's `add`).
    ///
    /// # Panics
    /// When the operands have different formats.
    pub fn add(&mut self, rhs: &ApFloat, rm: RoundingMode) -> OpStatus {
        self.add_or_subtract(rhs, rm, false)
    }

    /// `self - rhs` (LLVM's `subtract`).
    ///
    /// # Panics
    /// When the operands have different formats.
    pub fn subtract(&mut self, rhs: &ApFloat, rm: RoundingMode) -> OpStatus {
        self.add_or_subtract(rhs, rm, true)
    }

    fn check_same_kind(&self, rhs: &ApFloat) {
        assert_eq!(self.kind, rhs.kind, "APFloat operands of different formats");
    }

    fn add_or_subtract(&mut self, rhs: &ApFloat, rm: RoundingMode, subtract: bool) -> OpStatus {
        self.check_same_kind(rhs);
        use Category::*;
        let sem = self.sem();
        let (a, b) = (self.unpacked(), rhs.unpacked());
        let (mut r, status) = match (a.cat, b.cat) {
            (NaN, _) | (_, NaN) => sem.propagate_nan(&a, &b),
            (Normal, Zero) | (Infinity, Normal) | (Infinity, Zero) | (Zero, Zero) => {
                (a, OpStatus::OK)
            }
            // The right operand decides, negated by a subtraction.
            (Normal | Zero, Infinity) | (Zero, Normal) => (
                Unpacked {
                    sign: b.sign ^ subtract,
                    ..b
                },
                OpStatus::OK,
            ),
            (Infinity, Infinity) => {
                if (a.sign ^ b.sign) != subtract {
                    (sem.make_nan(false), OpStatus::INVALID_OP)
                } else {
                    (a, OpStatus::OK)
                }
            }
            (Normal, Normal) => {
                let (ma, mb, e) = align(sem.exact(&a), sem.exact(&b));
                if subtract ^ (a.sign != b.sign) {
                    match ma.cmp(&mb) {
                        Ordering::Less => sem.normalize(!a.sign, &mb.minus(&ma), e, rm),
                        _ => sem.normalize(a.sign, &ma.minus(&mb), e, rm),
                    }
                } else {
                    sem.normalize(a.sign, &ma.plus(&mb), e, rm)
                }
            }
        };
        if r.cat == Zero {
            if b.cat != Zero || (r.sign == b.sign) == subtract {
                r.sign = rm == RoundingMode::TowardNegative;
            }
            if sem.non_finite == NonFinite::NanNegativeZero {
                r.sign = false;
            }
        }
        self.set(&r);
        status
    }

    /// `self * rhs` (LLVM's `multiply`).
    ///
    /// # Panics
    /// When the operands have different formats.
    pub fn multiply(&mut self, rhs: &ApFloat, rm: RoundingMode) -> OpStatus {
        self.check_same_kind(rhs);
        use Category::*;
        let sem = self.sem();
        let (a, b) = (self.unpacked(), rhs.unpacked());
        let sign = a.sign ^ b.sign;
        let (mut r, status) = match (a.cat, b.cat) {
            (NaN, _) | (_, NaN) => sem.propagate_nan(&a, &b),
            (Normal | Infinity, Infinity) | (Infinity, Normal) => {
                (sem.infinity(sign), OpStatus::OK)
            }
            (Zero, Normal | Zero) | (Normal, Zero) => (sem.zero(sign), OpStatus::OK),
            (Zero, Infinity) | (Infinity, Zero) => (sem.make_nan(false), OpStatus::INVALID_OP),
            (Normal, Normal) => {
                let (ma, ea) = sem.exact(&a);
                let (mb, eb) = sem.exact(&b);
                sem.normalize(sign, &ma.times(&mb), ea + eb, rm)
            }
        };
        if r.cat == Zero && sem.non_finite == NonFinite::NanNegativeZero {
            r.sign = false;
        }
        self.set(&r);
        status
    }

    /// `self / rhs` (LLVM's `divide`).
    ///
    /// # Panics
    /// When the operands have different formats.
    pub fn divide(&mut self, rhs: &ApFloat, rm: RoundingMode) -> OpStatus {
        self.check_same_kind(rhs);
        use Category::*;
        let sem = self.sem();
        let (a, b) = (self.unpacked(), rhs.unpacked());
        let sign = a.sign ^ b.sign;
        let infinity = sem.infinity(sign);
        let (mut r, status) = match (a.cat, b.cat) {
            (NaN, _) | (_, NaN) => sem.propagate_nan(&a, &b),
            (Infinity, Zero | Normal) => (infinity, OpStatus::OK),
            (Zero, Infinity | Normal) | (Normal, Infinity) => (sem.zero(sign), OpStatus::OK),
            (Normal, Zero) => {
                let r = if sem.nan_only() {
                    sem.make_nan(sign)
                } else {
                    infinity
                };
                (r, OpStatus::DIV_BY_ZERO)
            }
            (Infinity, Infinity) | (Zero, Zero) => (sem.make_nan(false), OpStatus::INVALID_OP),
            (Normal, Normal) => {
                let (ma, ea) = sem.exact(&a);
                let (mb, eb) = sem.exact(&b);
                // Enough quotient bits to round to the precision, plus a sticky bit.
                let extra =
                    (sem.precision as i32 + 2 + mb.bit_len() as i32 - ma.bit_len() as i32).max(0);
                let (q, rem) = ma.shl_bits(extra as u32).div_rem(&mb);
                let q = q
                    .shl_bits(1)
                    .plus(&BigUint::from_u128(u128::from(!rem.is_zero())));
                sem.normalize(sign, &q, ea - eb - extra - 1, rm)
            }
        };
        if r.cat == Zero && sem.non_finite == NonFinite::NanNegativeZero {
            r.sign = false;
        }
        self.set(&r);
        status
    }

    /// The C `fmod` remainder `self - trunc(self / rhs) * rhs`, exact, with the sign of
    /// `self` (LLVM's `mod`, what `arith.remf` folds with).
    ///
    /// # Panics
    /// When the operands have different formats.
    pub fn mod_(&mut self, rhs: &ApFloat) -> OpStatus {
        self.check_same_kind(rhs);
        use Category::*;
        let sem = self.sem();
        let (a, b) = (self.unpacked(), rhs.unpacked());
        let (mut r, status) = match (a.cat, b.cat) {
            (NaN, _) | (_, NaN) => sem.propagate_nan(&a, &b),
            (Zero, Infinity | Normal) | (Normal, Infinity) => (a, OpStatus::OK),
            (Normal | Infinity, Zero) | (Infinity, _) | (Zero, Zero) => {
                (sem.make_nan(false), OpStatus::INVALID_OP)
            }
            (Normal, Normal) => {
                let (ma, mb, e) = align(sem.exact(&a), sem.exact(&b));
                let rem = ma.div_rem(&mb).1;
                let (r, _) = sem.normalize(a.sign, &rem, e, RoundingMode::NearestTiesToEven);
                (r, OpStatus::OK)
            }
        };
        if r.cat == Zero {
            r.sign = a.sign && sem.non_finite != NonFinite::NanNegativeZero;
        }
        self.set(&r);
        status
    }

    /// Flips the sign (LLVM's `changeSign`); `FNUZ` zeros and NaNs have no sign to flip.
    pub fn change_sign(&mut self) {
        let sem = self.sem();
        let mut u = self.unpacked();
        if sem.non_finite == NonFinite::NanNegativeZero
            && matches!(u.cat, Category::Zero | Category::NaN)
        {
            return;
        }
        u.sign = !u.sign;
        self.set(&u);
    }

    /// The negated value (LLVM's `neg`, what `arith.negf` folds with).
    pub fn neg(&self) -> ApFloat {
        let mut x = *self;
        x.change_sign();
        x
    }

    /// The absolute value (LLVM's `abs`).
    pub fn abs(&self) -> ApFloat {
        if self.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// Orders two values of the same format; any NaN makes them unordered and `-0 == +0`.
    ///
    /// # Panics
    /// When the operands have different formats.
    pub fn compare(&self, rhs: &ApFloat) -> CmpResult {
        self.check_same_kind(rhs);
        use Category::*;
        let (a, b) = (self.unpacked(), rhs.unpacked());
        let by_sign = |negative: bool| {
            if negative {
                CmpResult::LessThan
            } else {
                CmpResult::GreaterThan
            }
        };
        match (a.cat, b.cat) {
            (NaN, _) | (_, NaN) => CmpResult::Unordered,
            (Infinity, Normal | Zero) | (Normal, Zero) => by_sign(a.sign),
            (Normal | Zero, Infinity) | (Zero, Normal) => by_sign(!b.sign),
            (Infinity, Infinity) if a.sign == b.sign => CmpResult::Equal,
            (Infinity, Infinity) => by_sign(a.sign),
            (Zero, Zero) => CmpResult::Equal,
            (Normal, Normal) if a.sign != b.sign => by_sign(a.sign),
            (Normal, Normal) => {
                let magnitude = (a.exp, a.sig).cmp(&(b.exp, b.sig));
                let ordering = if a.sign {
                    magnitude.reverse()
                } else {
                    magnitude
                };
                match ordering {
                    Ordering::Less => CmpResult::LessThan,
                    Ordering::Equal => CmpResult::Equal,
                    Ordering::Greater => CmpResult::GreaterThan,
                }
            }
        }
    }

    fn less_than(&self, rhs: &ApFloat) -> bool {
        self.compare(rhs) == CmpResult::LessThan
    }

    fn quieted(&self) -> ApFloat {
        let sem = self.sem();
        let mut u = self.unpacked();
        sem.make_quiet(&mut u);
        Self::from_unpacked(self.kind, &u)
    }

    /// Whether two zeros of different signs meet, in which case `-0 < +0` decides.
    fn mixed_zeros(a: &ApFloat, b: &ApFloat) -> bool {
        a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative()
    }

    /// The smaller of two values that are not NaN (the larger with `larger`), `-0 < +0`.
    fn ordered_pick(a: &ApFloat, b: &ApFloat, larger: bool) -> ApFloat {
        let take_b = if Self::mixed_zeros(a, b) {
            a.is_negative() == larger
        } else if larger {
            a.less_than(b)
        } else {
            b.less_than(a)
        };
        if take_b { *b } else { *a }
    }

    /// `minimum`/`maximum`: a NaN operand wins, quieted.
    fn nan_propagating_pick(a: &ApFloat, b: &ApFloat, larger: bool) -> ApFloat {
        if a.is_nan() {
            return a.quieted();
        }
        if b.is_nan() {
            return b.quieted();
        }
        Self::ordered_pick(a, b, larger)
    }

    /// `minnum`/`maxnum`: a signalling NaN wins, quieted; a quiet NaN loses.
    fn nan_ignoring_pick(a: &ApFloat, b: &ApFloat, larger: bool) -> ApFloat {
        if a.is_signaling() {
            return a.quieted();
        }
        if b.is_signaling() {
            return b.quieted();
        }
        if a.is_nan() {
            return *b;
        }
        if b.is_nan() {
            return *a;
        }
        Self::ordered_pick(a, b, larger)
    }

    /// IEEE 754-2019 `minimum` (`llvm::minimum`, what `arith.minimumf` folds with): a NaN
    /// operand is returned quieted, and `-0 < +0`.
    pub fn minimum(a: &ApFloat, b: &ApFloat) -> ApFloat {
        Self::nan_propagating_pick(a, b, false)
    }

    /// IEEE 754-2019 `maximum` (`llvm::maximum`, what `arith.maximumf` folds with): a NaN
    /// operand is returned quieted, and `-0 < +0`.
    pub fn maximum(a: &ApFloat, b: &ApFloat) -> ApFloat {
        Self::nan_propagating_pick(a, b, true)
    }

    /// IEEE 754-2008 `minNum` (`llvm::minnum`, what `arith.minnumf` folds with): a quiet
    /// NaN operand is ignored, a signalling one is returned quieted, and `-0 < +0`.
    pub fn minnum(a: &ApFloat, b: &ApFloat) -> ApFloat {
        Self::nan_ignoring_pick(a, b, false)
    }

    /// IEEE 754-2008 `maxNum` (`llvm::maxnum`, what `arith.maxnumf` folds with): a quiet
    /// NaN operand is ignored, a signalling one is returned quieted, and `-0 < +0`.
    pub fn maxnum(a: &ApFloat, b: &ApFloat) -> ApFloat {
        Self::nan_ignoring_pick(a, b, true)
    }

    /// Converts to another format, rounding with `rm` (LLVM's `convert`). Returns the
    /// status and `loses_info`: whether converting back would not give the original value.
    /// NaN payloads keep their top bits; a signalling NaN is quieted with
    /// [`OpStatus::INVALID_OP`]. Converting to the value's own format changes nothing, a
    /// signalling NaN included (LLVM's `APFloat::convert` returns at once).
    pub fn convert(&mut self, to: FloatKind, rm: RoundingMode) -> (OpStatus, bool) {
        if to == self.kind {
            return (OpStatus::OK, false);
        }
        let from = self.sem();
        let from_kind = self.kind;
        let target = semantics(to);
        let u = self.unpacked();
        let (mut r, status, loses_info) = match u.cat {
            Category::Normal => {
                let (mag, e) = from.exact(&u);
                let (r, status) = target.normalize(u.sign, &mag, e, rm);
                (r, status, !status.is_ok())
            }
            Category::NaN => {
                let signaling = from.is_signaling(&u);
                if target.nan_only() {
                    let status = if signaling {
                        OpStatus::INVALID_OP
                    } else {
                        OpStatus::OK
                    };
                    (target.make_nan(u.sign), status, !from.nan_only())
                } else {
                    let x86_special = from_kind == FloatKind::F80
                        && to != FloatKind::F80
                        && (u.sig >> 62) & 3 != 3;
                    let shift = target.precision as i32 - from.precision as i32;
                    // LLVM narrows the payload only when the source format has payloads.
                    let (sig, lost) = if shift < 0 && from.nan_only() {
                        (u.sig, false)
                    } else if shift < 0 {
                        let payload = BigUint::from_u128(u.sig);
                        let lost = lost_through_truncation(&payload, (-shift) as u32);
                        (u.sig >> -shift, lost != Lost::Zero)
                    } else {
                        (u.sig << shift, false)
                    };
                    let mut r = Unpacked {
                        cat: Category::NaN,
                        sign: u.sign,
                        exp: target.exponent_nan(),
                        sig,
                    };
                    if from.non_finite == NonFinite::NanNegativeZero
                        && target.non_finite != NonFinite::NanNegativeZero
                    {
                        r = target.make_nan(false);
                    }
                    if !x86_special && target.explicit_int_bit {
                        r.sig |= 1 << 63;
                    }
                    let status = if signaling {
                        target.make_quiet(&mut r);
                        OpStatus::INVALID_OP
                    } else {
                        OpStatus::OK
                    };
                    (r, status, lost || x86_special)
                }
            }
            Category::Infinity if target.nan_only() => {
                (target.make_nan(u.sign), OpStatus::INEXACT, true)
            }
            Category::Zero if target.non_finite == NonFinite::NanNegativeZero => {
                let loses = from.non_finite != NonFinite::NanNegativeZero && u.sign;
                let status = if loses {
                    OpStatus::INEXACT
                } else {
                    OpStatus::OK
                };
                (Unpacked { sign: false, ..u }, status, loses)
            }
            Category::Infinity | Category::Zero => (u, OpStatus::OK, false),
        };
        if r.cat == Category::Zero && !target.has_zero() {
            r = target.smallest_normalized();
        }
        self.kind = to;
        self.set(&r);
        (status, loses_info)
    }

    /// Converts to a `width`-bit integer, rounding with `rm` (LLVM's `convertToInteger`;
    /// `arith.fptosi`/`fptoui` fold with [`RoundingMode::TowardZero`]). Returns the integer,
    /// the status and `is_exact`. A NaN, an infinity or a value out of range gives
    /// [`OpStatus::INVALID_OP`] and a saturated integer (zero for NaN); a negative zero is
    /// not exact.
    pub fn convert_to_integer(
        &self,
        width: u32,
        signed: bool,
        rm: RoundingMode,
    ) -> (ApInt, OpStatus, bool) {
        let u = self.unpacked();
        match self.integer_parts(&u, width, signed, rm) {
            Some((value, status, exact)) => (value, status, exact),
            None => {
                let value = if u.cat == Category::NaN {
                    ApInt::zero(width)
                } else if u.sign {
                    if signed {
                        ApInt::signed_min_value(width)
                    } else {
                        ApInt::zero(width)
                    }
                } else if signed {
                    ApInt::signed_max_value(width)
                } else {
                    ApInt::max_value(width)
                };
                (value, OpStatus::INVALID_OP, false)
            }
        }
    }

    /// LLVM's `convertToSignExtendedInteger`: `None` for an invalid operation, else the
    /// integer, the status and whether it is exact.
    fn integer_parts(
        &self,
        u: &Unpacked,
        width: u32,
        signed: bool,
        rm: RoundingMode,
    ) -> Option<(ApInt, OpStatus, bool)> {
        match u.cat {
            Category::NaN | Category::Infinity => return None,
            Category::Zero => return Some((ApInt::zero(width), OpStatus::OK, !u.sign)),
            Category::Normal => {}
        }
        let p = self.sem().precision as i32;
        let sig = BigUint::from_u128(u.sig);
        let (mut int, truncated) = if u.exp < 0 {
            (BigUint::zero(), (p - 1 - u.exp) as u32)
        } else {
            let bits = u.exp + 1;
            if bits as u32 > width {
                return None;
            }
            if bits < p {
                let t = (p - bits) as u32;
                (sig.shr_bits(t), t)
            } else {
                (sig.shl_bits((bits - p) as u32), 0)
            }
        };
        let lost = lost_through_truncation(&sig, truncated);
        if lost != Lost::Zero && round_away(rm, lost, sig.bit(truncated), u.sign) {
            int = int.plus(&BigUint::from_u128(1));
        }
        let omsb = int.bit_len();
        if u.sign {
            if !signed {
                if omsb != 0 {
                    return None;
                }
            } else if omsb > width || (omsb == width && int.trailing_zeros() + 1 != omsb) {
                return None;
            }
        } else if omsb >= width + u32::from(!signed) {
            return None;
        }
        let value = ApInt::from_sign_magnitude(width, u.sign, &int);
        if lost == Lost::Zero {
            Some((value, OpStatus::OK, true))
        } else {
            Some((value, OpStatus::INEXACT, false))
        }
    }

    /// The integer `value` (read as signed or unsigned) rounded to `kind` with `rm`
    /// (LLVM's `convertFromAPInt`; `arith.sitofp`/`uitofp` fold with nearest-even).
    pub fn from_apint(
        kind: FloatKind,
        value: &ApInt,
        signed: bool,
        rm: RoundingMode,
    ) -> (ApFloat, OpStatus) {
        let mut x = ApFloat::zero(kind, false);
        let status = x.convert_from_apint(value, signed, rm);
        (x, status)
    }

    /// Replaces `self` with the integer `value` rounded to this format (LLVM's
    /// `convertFromAPInt`).
    pub fn convert_from_apint(
        &mut self,
        value: &ApInt,
        signed: bool,
        rm: RoundingMode,
    ) -> OpStatus {
        let (negative, magnitude) = if signed {
            value.signed_magnitude()
        } else {
            (false, value.bits().clone())
        };
        let (u, status) = self.sem().normalize(negative, &magnitude, 0, rm);
        self.set(&u);
        status
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use RoundingMode::*;

    /// An arithmetic method of [`ApFloat`].
    type BinaryOp = fn(&mut ApFloat, &ApFloat, RoundingMode) -> OpStatus;

    fn f32v(v: f32) -> ApFloat {
        ApFloat::from_bits(FloatKind::F32, v.to_bits() as u128)
    }

    fn as_f32(x: &ApFloat) -> f32 {
        f32::from_bits(x.bits() as u32)
    }

    /// `roundToIntegral` agrees with the host's `ceil`, `floor` and `round_ties_even` on
    /// `f32` (signs of zero included), and keeps NaNs, infinities and large values.
    #[test]
    fn round_to_integral_matches_the_host() {
        let values = [
            0.0f32,
            -0.0,
            0.5,
            -0.5,
            1.5,
            2.5,
            -2.5,
            3.7,
            -3.7,
            1e-40,
            -1e-40,
            8388607.5,
            16777215.0,
            1e30,
            f32::INFINITY,
            f32::NEG_INFINITY,
        ];
        for v in values {
            for (rm, host) in [
                (TowardPositive, f32::ceil as fn(f32) -> f32),
                (TowardNegative, f32::floor),
                (NearestTiesToEven, f32::round_ties_even),
            ] {
                let mut x = f32v(v);
                x.round_to_integral(rm);
                assert_eq!(as_f32(&x).to_bits(), host(v).to_bits(), "{v} {rm:?}");
            }
        }
        let mut snan = ApFloat::from_bits(FloatKind::F32, 0x7f80_0001);
        assert_eq!(snan.round_to_integral(TowardZero), OpStatus::INVALID_OP);
        assert_eq!(snan.bits(), 0x7fc0_0001, "quieted, payload kept");
    }

    #[test]
    fn classification_and_copy_sign() {
        assert!(f32v(1.0).is_normal() && !f32v(1e-40).is_normal() && !f32v(0.0).is_normal());
        assert!(f32v(1e-40).is_finite() && !f32v(f32::INFINITY).is_finite());
        assert!(!f32v(f32::NAN).is_finite() && !f32v(f32::NAN).is_normal());
        let mut x = f32v(2.0);
        x.copy_sign(&f32v(-0.0));
        assert_eq!(as_f32(&x), -2.0);
    }

    /// A small deterministic generator of interesting `f32` bit patterns.
    fn patterns() -> Vec<f32> {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut out = vec![
            0.0,
            -0.0,
            1.0,
            -1.5,
            f32::MAX,
            f32::MIN_POSITIVE,
            1.0e-45,
            f32::INFINITY,
            f32::NEG_INFINITY,
            3.0,
            0.1,
        ];
        for _ in 0..300 {
            let r = next();
            let v = match r % 3 {
                0 => f32::from_bits((r >> 32) as u32),
                1 => f32::from_bits((r >> 16) as u32 & 0x807F_FFFF | 0x3F00_0000),
                _ => f32::from_bits((r >> 8) as u32 & 0x80FF_FFFF),
            };
            if !v.is_nan() {
                out.push(v);
            }
        }
        out
    }

    #[test]
    fn binary_ops_round_like_the_host() {
        let values = patterns();
        for &a in &values {
            for &b in values.iter().step_by(7) {
                let ops: [(BinaryOp, f32); 4] = [
                    (ApFloat::add, a + b),
                    (ApFloat::subtract, a - b),
                    (ApFloat::multiply, a * b),
                    (ApFloat::divide, a / b),
                ];
                for (i, (op, want)) in ops.into_iter().enumerate() {
                    let mut x = f32v(a);
                    op(&mut x, &f32v(b), NearestTiesToEven);
                    if want.is_nan() {
                        assert!(x.is_nan(), "op {i} of {a:e} and {b:e}");
                    } else {
                        assert_eq!(as_f32(&x).to_bits(), want.to_bits(), "op {i} {a:e} {b:e}");
                    }
                }
                let mut r = f32v(a);
                r.mod_(&f32v(b));
                let want = a % b;
                if want.is_nan() {
                    assert!(r.is_nan());
                } else {
                    assert_eq!(as_f32(&r).to_bits(), want.to_bits(), "{a:e} % {b:e}");
                }
            }
        }
    }

    #[test]
    fn conversions_match_the_host() {
        for a in patterns() {
            let mut x = f32v(a);
            let (status, loses) = x.convert(FloatKind::F64, NearestTiesToEven);
            assert_eq!(x.bits() as u64, f64::from(a).to_bits());
            assert!(status.is_ok() && !loses);
            let wide = f64::from(a) * 1.000_000_1;
            let mut y = ApFloat::from_bits(FloatKind::F64, wide.to_bits() as u128);
            y.convert(FloatKind::F32, NearestTiesToEven);
            assert_eq!(as_f32(&y).to_bits(), (wide as f32).to_bits());
            if a.is_finite() && a.abs() < 2.0e9 {
                let (int, _, _) = f32v(a).convert_to_integer(32, true, TowardZero);
                assert_eq!(int.to_i64(), Some(a as i32 as i64), "{a:e}");
            }
        }
    }

    #[test]
    fn rounding_modes() {
        let one = f32v(1.0);
        let tiny = f32v(f32::EPSILON / 4.0);
        let sum = |rm| {
            let mut x = one;
            let status = x.add(&tiny, rm);
            (as_f32(&x), status)
        };
        let up = f32::from_bits(1.0f32.to_bits() + 1);
        assert_eq!(sum(NearestTiesToEven), (1.0, OpStatus::INEXACT));
        assert_eq!(sum(TowardPositive).0, up);
        assert_eq!(sum(TowardNegative).0, 1.0);
        assert_eq!(sum(TowardZero).0, 1.0);
        // A tie: 1 + 2^-24 is halfway between 1 and the next float.
        let half = f32v(f32::EPSILON / 2.0);
        let mut x = one;
        x.add(&half, NearestTiesToAway);
        assert_eq!(as_f32(&x), up);
        let mut x = one;
        x.add(&half, NearestTiesToEven);
        assert_eq!(as_f32(&x), 1.0);
        // Exact cancellation gives -0 only when rounding down.
        let mut x = one;
        x.subtract(&one, TowardNegative);
        assert_eq!(as_f32(&x).to_bits(), (-0.0f32).to_bits());
        // Overflow toward zero saturates.
        let mut x = f32v(f32::MAX);
        let status = x.multiply(&f32v(2.0), TowardZero);
        assert_eq!((as_f32(&x), status), (f32::MAX, OpStatus::INEXACT));
    }

    #[test]
    fn nan_propagation_keeps_payload_and_sign() {
        let snan = ApFloat::from_bits(FloatKind::F32, 0xFFA0_0001);
        let qnan = ApFloat::from_bits(FloatKind::F32, 0x7FC0_0002);
        let mut x = f32v(1.0);
        assert_eq!(x.add(&snan, NearestTiesToEven), OpStatus::INVALID_OP);
        assert_eq!(x.bits(), 0xFFE0_0001);
        let mut x = qnan;
        assert_eq!(x.multiply(&snan, NearestTiesToEven), OpStatus::INVALID_OP);
        assert_eq!(x.bits(), 0x7FC0_0002);
        let mut x = f32v(0.0);
        assert_eq!(
            x.divide(&f32v(0.0), NearestTiesToEven),
            OpStatus::INVALID_OP
        );
        assert_eq!(x.bits(), 0x7FC0_0000);
        assert_eq!(ApFloat::minimum(&f32v(1.0), &snan).bits(), 0xFFE0_0001);
        assert_eq!(ApFloat::minnum(&f32v(1.0), &qnan), f32v(1.0));
        assert_eq!(ApFloat::maxnum(&f32v(-0.0), &f32v(0.0)), f32v(0.0));
        assert_eq!(ApFloat::minimum(&f32v(0.0), &f32v(-0.0)), f32v(-0.0));
        assert_eq!(f32v(1.0).compare(&qnan), CmpResult::Unordered);
        assert_eq!(f32v(-0.0).compare(&f32v(0.0)), CmpResult::Equal);
        // Truncating a NaN keeps the payload's top bits.
        let mut x = ApFloat::from_bits(FloatKind::F64, 0x7FF8_0000_0000_0001);
        assert_eq!(
            x.convert(FloatKind::F32, NearestTiesToEven),
            (OpStatus::OK, true)
        );
        assert_eq!(x.bits(), 0x7FC0_0000);
    }

    #[test]
    fn formats_without_infinity() {
        let fn8 = |v| ApFloat::from_f64(FloatKind::F8E4M3FN, v);
        let mut x = fn8(448.0);
        assert_eq!(
            x.add(&fn8(448.0), NearestTiesToEven),
            OpStatus::OVERFLOW | OpStatus::INEXACT
        );
        assert_eq!(x.bits(), 0x7F);
        let mut x = fn8(-448.0);
        x.add(&fn8(-448.0), TowardZero);
        assert_eq!(x.bits(), 0xFE);
        let fnuz = |v| ApFloat::from_f64(FloatKind::F8E5M2FNUZ, v);
        let mut x = fnuz(1.0);
        assert_eq!(
            x.divide(&fnuz(0.0), NearestTiesToEven),
            OpStatus::DIV_BY_ZERO
        );
        assert_eq!(x.bits(), 0x80);
        assert_eq!(fnuz(0.0).neg(), fnuz(0.0));
        let f4 = |v| ApFloat::from_f64(FloatKind::F4E2M1FN, v);
        let mut x = f4(6.0);
        x.add(&f4(6.0), NearestTiesToEven);
        assert_eq!(x, f4(6.0));
        let e8 = |v| ApFloat::from_f64(FloatKind::F8E8M0FNU, v);
        let mut x = e8(4.0);
        x.mod_(&e8(2.0));
        assert_eq!(x.bits(), 0, "no zero: the smallest value stands in");
    }

    /// The `f32` neighbours of `x` below and above, from the host's nearest conversion.
    fn f32_bracket(x: f64) -> (f32, f32) {
        let step = |v: f32, up: bool| {
            let bits = v.to_bits() as i64;
            let delta = if (v >= 0.0) == up { 1 } else { -1 };
            if v == 0.0 {
                if up {
                    f32::from_bits(1)
                } else {
                    -f32::from_bits(1)
                }
            } else {
                f32::from_bits((bits + delta) as u32)
            }
        };
        let y = x as f32;
        match f64::from(y).partial_cmp(&x) {
            Some(Ordering::Greater) => (step(y, false), y),
            Some(Ordering::Less) => (y, step(y, true)),
            _ => (y, y),
        }
    }

    #[test]
    fn directed_rounding_brackets_the_exact_value() {
        for a in patterns() {
            let x = f64::from(a) * (1.0 + 1.0e-9) / 3.0;
            if !x.is_finite() || x.abs() >= f64::from(f32::MAX) || x == 0.0 {
                continue;
            }
            let (down, up) = f32_bracket(x);
            let convert = |rm| {
                let mut v = ApFloat::from_bits(FloatKind::F64, x.to_bits() as u128);
                let (status, loses) = v.convert(FloatKind::F32, rm);
                (as_f32(&v), status.contains(OpStatus::INEXACT), loses)
            };
            let toward_zero = if x > 0.0 { down } else { up };
            assert_eq!(convert(TowardNegative).0, down, "{x:e}");
            assert_eq!(convert(TowardPositive).0, up, "{x:e}");
            assert_eq!(convert(TowardZero).0, toward_zero, "{x:e}");
            let (nearest, inexact, loses) = convert(NearestTiesToEven);
            assert_eq!(nearest, x as f32, "{x:e}");
            assert_eq!((inexact, loses), (down != up, down != up), "{x:e}");
            // Away from a tie, both nearest modes agree.
            let away = convert(NearestTiesToAway).0;
            let mid = (f64::from(down) + f64::from(up)) / 2.0;
            if x != mid {
                assert_eq!(away, nearest, "{x:e}");
            }
        }
    }

    #[test]
    fn nan_conversions() {
        // Into a format whose only NaN has no sign or payload.
        let mut x = ApFloat::from_bits(FloatKind::F32, 0xFFC0_1234);
        assert_eq!(
            x.convert(FloatKind::F8E4M3FNUZ, NearestTiesToEven),
            (OpStatus::OK, true)
        );
        assert_eq!(x.bits(), 0x80);
        // An infinity becomes NaN where there is none, losing information.
        let mut x = ApFloat::from_f64(FloatKind::F32, f64::NEG_INFINITY);
        assert_eq!(
            x.convert(FloatKind::F8E4M3FN, NearestTiesToEven),
            (OpStatus::INEXACT, true)
        );
        assert_eq!(x.bits(), 0xFF);
        // A signalling NaN is quieted and keeps its payload when widened.
        let mut x = ApFloat::from_bits(FloatKind::F16, 0x7D01);
        assert_eq!(
            x.convert(FloatKind::F32, NearestTiesToEven),
            (OpStatus::INVALID_OP, false)
        );
        assert_eq!(x.bits(), 0x7FE0_2000);
        // x87 NaNs gain the integer bit; a pseudo-NaN cannot be represented elsewhere.
        let mut x = ApFloat::from_bits(FloatKind::F64, 0x7FF8_0000_0000_0000);
        x.convert(FloatKind::F80, NearestTiesToEven);
        assert_eq!(x.bits(), 0x7FFF_C000_0000_0000_0000);
        let mut x = ApFloat::from_bits(FloatKind::F80, 0x7FFF_4000_0000_0000_0000);
        assert_eq!(
            x.convert(FloatKind::F64, NearestTiesToEven),
            (OpStatus::OK, true)
        );
        assert!(x.is_nan());
        // An unnormal reads as a NaN and packs as one.
        let unnormal = ApFloat::from_bits(FloatKind::F80, 0x4000_0000_0000_0000_0003);
        assert!(unnormal.is_nan());
        assert_eq!(
            unnormal.bitcast_to_apint().bits().low_u128(),
            0x7FFF_0000_0000_0000_0003
        );
    }

    #[test]
    fn integer_conversions() {
        let (int, status, exact) = f32v(-2.5).convert_to_integer(8, true, TowardZero);
        assert_eq!(
            (int.to_i64(), status, exact),
            (Some(-2), OpStatus::INEXACT, false)
        );
        let (int, _, _) = f32v(-2.5).convert_to_integer(8, true, NearestTiesToEven);
        assert_eq!(int.to_i64(), Some(-2));
        let (int, status, _) = f32v(128.0).convert_to_integer(8, true, TowardZero);
        assert_eq!((int.to_i64(), status), (Some(127), OpStatus::INVALID_OP));
        let (int, status, _) = f32v(-128.0).convert_to_integer(8, true, TowardZero);
        assert_eq!((int.to_i64(), status), (Some(-128), OpStatus::OK));
        let (_, status, _) = f32v(-1.0).convert_to_integer(8, false, TowardZero);
        assert_eq!(status, OpStatus::INVALID_OP);
        let (int, status, exact) = f32v(-0.0).convert_to_integer(8, false, TowardZero);
        assert_eq!(
            (int.to_i64(), status, exact),
            (Some(0), OpStatus::OK, false)
        );
        let big = ApInt::from_u128(64, u64::MAX as u128);
        let (x, status) = ApFloat::from_apint(FloatKind::F32, &big, false, NearestTiesToEven);
        assert_eq!((as_f32(&x), status), (1.8446744e19, OpStatus::INEXACT));
        let (x, _) = ApFloat::from_apint(FloatKind::F32, &big, true, NearestTiesToEven);
        assert_eq!(as_f32(&x), -1.0);
        let (x, _) = ApFloat::from_apint(FloatKind::F128, &big, false, TowardZero);
        assert_eq!(x.convert_to_integer(64, false, TowardZero).0, big);
    }
}
