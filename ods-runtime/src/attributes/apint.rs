//! Fixed-width integers of any bit width, as stored in integer attributes.

use super::bignum::BigUint;

/// An integer of `width` bits, stored as its two's complement bit pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    bits: BigUint,
    /// Bits above `width` in the storage word, as dense elements read from hex data keep
    /// them (MLIR copies the bytes into the `APInt` without clearing the rest). Only
    /// printing reads them; arithmetic sees `bits`. Zero for every other value.
    excess: u64,
}

impl ApInt {
    /// The bit pattern `bits`, truncated to `width` bits.
    pub fn from_biguint(width: u32, bits: &BigUint) -> Self {
        let mask_words = (width as usize).div_ceil(64).max(1);
        let mut words = bits.to_words(mask_words);
        let rem = width % 64;
        if rem != 0 {
            let last = words.len() - 1;
            words[last] &= (1u64 << rem) - 1;
        }
        if width == 0 {
            words.iter_mut().for_each(|w| *w = 0);
        }
        ApInt {
            width,
            bits: BigUint::from_words(&words),
            excess: 0,
        }
    }

    /// An element of `width` bits (under 64) read from the whole bytes holding it, as a
    /// dense elements attribute's hex data gives it: the bits above `width` are kept for
    /// printing, as mlir-opt prints such a value (signed, a value whose low bits are zero
    /// prints as nothing; unsigned, the whole storage prints).
    pub fn from_storage_word(width: u32, word: u64) -> Self {
        let mut v = Self::from_biguint(width, &BigUint::from_u128(u128::from(word)));
        if width > 0 && width < 64 {
            v.excess = word >> width;
        }
        v
    }

    /// `value` (which may be negative) wrapped to `width` bits.
    pub fn from_i128(width: u32, value: i128) -> Self {
        let mag = BigUint::from_u128(value.unsigned_abs());
        Self::from_sign_magnitude(width, value < 0, &mag)
    }

    /// `value` wrapped to `width` bits.
    pub fn from_u128(width: u32, value: u128) -> Self {
        Self::from_biguint(width, &BigUint::from_u128(value))
    }

    /// `-magnitude` (when `negative`) or `magnitude`, wrapped to `width` bits.
    pub fn from_sign_magnitude(width: u32, negative: bool, magnitude: &BigUint) -> Self {
        if !negative || magnitude.is_zero() {
            return Self::from_biguint(width, magnitude);
        }
        // Two's complement: 2^w' - magnitude for a w' large enough, then truncate.
        let w = width.max(magnitude.bit_len()) + 1;
        let modulus = BigUint::from_u128(1).shl_bits(w);
        let m = Self::from_biguint(w, magnitude);
        Self::from_biguint(width, &modulus.minus(&m.bits))
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The bit pattern as an unsigned number.
    pub fn bits(&self) -> &BigUint {
        &self.bits
    }

    /// True when the top bit is set (negative when read as signed).
    pub fn sign_bit(&self) -> bool {
        self.width > 0 && self.bits.bit(self.width - 1)
    }

    /// True when every bit is zero.
    pub fn is_zero(&self) -> bool {
        self.bits.is_zero()
    }

    /// The magnitude when read as signed: `(negative, |value|)`.
    pub fn signed_magnitude(&self) -> (bool, BigUint) {
        if !self.sign_bit() {
            return (false, self.bits.clone());
        }
        let modulus = BigUint::from_u128(1).shl_bits(self.width);
        (true, modulus.minus(&self.bits))
    }

    /// Decimal text, read as signed or unsigned.
    pub fn to_decimal(&self, signed: bool) -> String {
        if self.excess != 0 {
            // LLVM's `APInt::toString` on storage with bits above the width: zero only
            // when the whole word is, so a value whose own bits are zero prints no digits;
            // unsigned, it reads the whole word.
            if !signed {
                let word = self.bits.low_u128() as u64 | (self.excess << self.width);
                return word.to_string();
            }
            if self.bits.is_zero() {
                return String::new();
            }
        }
        if signed {
            let (neg, mag) = self.signed_magnitude();
            if neg {
                return format!("-{}", mag.to_decimal());
            }
        }
        self.bits.to_decimal()
    }

    /// The value read as signed, if it fits in an `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        let (neg, mag) = self.signed_magnitude();
        if mag.bit_len() > 64 {
            return None;
        }
        let m = mag.low_u128();
        if neg {
            i64::try_from(-(m as i128)).ok()
        } else {
            i64::try_from(m).ok()
        }
    }

    /// The value read as unsigned, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        if self.bits.bit_len() > 64 {
            None
        } else {
            Some(self.bits.low_u128() as u64)
        }
    }

    /// Little-endian bytes of the bit pattern, `ceil(width / 8)` of them.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let n = (self.width as usize).div_ceil(8);
        let mut words = self.bits.to_words(n.div_ceil(8).max(1));
        if self.excess != 0 {
            words[0] |= self.excess << self.width;
        }
        words.iter().flat_map(|w| w.to_le_bytes()).take(n).collect()
    }
}

/// Arithmetic, comparisons and bit operations with LLVM `APInt`'s semantics: both operands
/// have the same width, results wrap to it, and the `_ov` forms also say whether the exact
/// result overflowed (signed or unsigned, as named), the `_sat` forms clamp instead.
impl ApInt {
    /// Zero.
    pub fn zero(width: u32) -> Self {
        Self::from_biguint(width, &BigUint::zero())
    }

    /// The largest unsigned value (all ones).
    pub fn max_value(width: u32) -> Self {
        Self::low_bits_set(width, width)
    }

    /// The largest signed value (`0111..1`).
    pub fn signed_max_value(width: u32) -> Self {
        Self::low_bits_set(width, width.saturating_sub(1))
    }

    /// The smallest signed value (`100..0`).
    pub fn signed_min_value(width: u32) -> Self {
        if width == 0 {
            return Self::zero(0);
        }
        Self::from_biguint(width, &BigUint::from_u128(1).shl_bits(width - 1))
    }

    /// The low `bits` bits set, the others clear.
    pub fn low_bits_set(width: u32, bits: u32) -> Self {
        let bits = bits.min(width);
        let ones = BigUint::from_u128(1)
            .shl_bits(bits)
            .minus(&BigUint::from_u128(1));
        Self::from_biguint(width, &ones)
    }

    fn same(&self, other: &ApInt) {
        debug_assert_eq!(
            self.width, other.width,
            "ApInt operands of different widths"
        );
    }

    fn modulus(&self) -> BigUint {
        BigUint::from_u128(1).shl_bits(self.width)
    }

    /// True when the value is negative read as signed (the sign bit).
    pub fn is_negative(&self) -> bool {
        self.sign_bit()
    }

    /// True when the value is not negative read as signed.
    pub fn is_non_negative(&self) -> bool {
        !self.sign_bit()
    }

    /// True when the value is positive read as signed.
    pub fn is_strictly_positive(&self) -> bool {
        !self.sign_bit() && !self.is_zero()
    }

    /// True when every bit is set.
    pub fn is_all_ones(&self) -> bool {
        *self == Self::max_value(self.width)
    }

    /// True when the value is the smallest signed value.
    pub fn is_min_signed_value(&self) -> bool {
        *self == Self::signed_min_value(self.width)
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, other: &ApInt) -> std::cmp::Ordering {
        self.same(other);
        self.bits.cmp(&other.bits)
    }

    /// Signed comparison.
    pub fn scmp(&self, other: &ApInt) -> std::cmp::Ordering {
        self.same(other);
        match (self.sign_bit(), other.sign_bit()) {
            (true, false) => std::cmp::Ordering::Less,
            (false, true) => std::cmp::Ordering::Greater,
            _ => self.bits.cmp(&other.bits),
        }
    }

    /// `self <u other`.
    pub fn ult(&self, other: &ApInt) -> bool {
        self.ucmp(other).is_lt()
    }

    /// `self <=u other`.
    pub fn ule(&self, other: &ApInt) -> bool {
        self.ucmp(other).is_le()
    }

    /// `self >u other`.
    pub fn ugt(&self, other: &ApInt) -> bool {
        self.ucmp(other).is_gt()
    }

    /// `self >=u other`.
    pub fn uge(&self, other: &ApInt) -> bool {
        self.ucmp(other).is_ge()
    }

    /// `self <s other`.
    pub fn slt(&self, other: &ApInt) -> bool {
        self.scmp(other).is_lt()
    }

    /// `self <=s other`.
    pub fn sle(&self, other: &ApInt) -> bool {
        self.scmp(other).is_le()
    }

    /// `self >s other`.
    pub fn sgt(&self, other: &ApInt) -> bool {
        self.scmp(other).is_gt()
    }

    /// `self >=s other`.
    pub fn sge(&self, other: &ApInt) -> bool {
        self.scmp(other).is_ge()
    }

    /// `self + other`, wrapped.
    pub fn wrapping_add(&self, other: &ApInt) -> ApInt {
        self.same(other);
        Self::from_biguint(self.width, &self.bits.plus(&other.bits))
    }

    /// `self - other`, wrapped.
    pub fn wrapping_sub(&self, other: &ApInt) -> ApInt {
        self.same(other);
        let sum = self.bits.plus(&self.modulus()).minus(&other.bits);
        Self::from_biguint(self.width, &sum)
    }

    /// `-self`, wrapped.
    pub fn wrapping_neg(&self) -> ApInt {
        Self::zero(self.width).wrapping_sub(self)
    }

    /// `self * other`, wrapped.
    pub fn wrapping_mul(&self, other: &ApInt) -> ApInt {
        self.same(other);
        Self::from_biguint(self.width, &self.bits.times(&other.bits))
    }

    /// The absolute value, wrapped (the smallest signed value stays itself).
    pub fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.wrapping_neg()
        } else {
            self.clone()
        }
    }

    /// `self + other` and whether it overflowed as unsigned.
    pub fn uadd_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let r = self.wrapping_add(other);
        let ov = r.ult(self);
        (r, ov)
    }

    /// `self + other` and whether it overflowed as signed.
    pub fn sadd_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let r = self.wrapping_add(other);
        let ov = self.sign_bit() == other.sign_bit() && r.sign_bit() != self.sign_bit();
        (r, ov)
    }

    /// `self - other` and whether it overflowed as unsigned.
    pub fn usub_ov(&self, other: &ApInt) -> (ApInt, bool) {
        (self.wrapping_sub(other), self.ult(other))
    }

    /// `self - other` and whether it overflowed as signed.
    pub fn ssub_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let r = self.wrapping_sub(other);
        let ov = self.sign_bit() != other.sign_bit() && r.sign_bit() != self.sign_bit();
        (r, ov)
    }

    /// `self * other` and whether it overflowed as unsigned.
    pub fn umul_ov(&self, other: &ApInt) -> (ApInt, bool) {
        self.same(other);
        let exact = self.bits.times(&other.bits);
        let ov = exact.bit_len() > self.width;
        (Self::from_biguint(self.width, &exact), ov)
    }

    /// `self * other` and whether it overflowed as signed.
    pub fn smul_ov(&self, other: &ApInt) -> (ApInt, bool) {
        self.same(other);
        let (na, ma) = self.signed_magnitude();
        let (nb, mb) = other.signed_magnitude();
        let product = ma.times(&mb);
        let negative = na != nb && !product.is_zero();
        let limit = match self.width {
            0 => BigUint::zero(),
            w => BigUint::from_u128(1).shl_bits(w - 1),
        };
        // |result| may reach 2^(w-1) when negative, 2^(w-1) - 1 otherwise.
        let ov = if negative {
            product > limit
        } else {
            product >= limit
        };
        (self.wrapping_mul(other), ov)
    }

    /// `self + other`, clamped to the unsigned range.
    pub fn uadd_sat(&self, other: &ApInt) -> ApInt {
        saturate(self.uadd_ov(other), || Self::max_value(self.width))
    }

    /// `self + other`, clamped to the signed range.
    pub fn sadd_sat(&self, other: &ApInt) -> ApInt {
        saturate(self.sadd_ov(other), || {
            self.signed_limit(self.is_negative())
        })
    }

    /// `self - other`, clamped to the unsigned range.
    pub fn usub_sat(&self, other: &ApInt) -> ApInt {
        saturate(self.usub_ov(other), || Self::zero(self.width))
    }

    /// `self - other`, clamped to the signed range.
    pub fn ssub_sat(&self, other: &ApInt) -> ApInt {
        saturate(self.ssub_ov(other), || {
            self.signed_limit(self.is_negative())
        })
    }

    /// `self * other`, clamped to the unsigned range.
    pub fn umul_sat(&self, other: &ApInt) -> ApInt {
        saturate(self.umul_ov(other), || Self::max_value(self.width))
    }

    /// `self * other`, clamped to the signed range.
    pub fn smul_sat(&self, other: &ApInt) -> ApInt {
        saturate(self.smul_ov(other), || {
            self.signed_limit(self.is_negative() != other.is_negative())
        })
    }

    /// The smallest signed value when `low`, else the largest.
    fn signed_limit(&self, low: bool) -> ApInt {
        if low {
            Self::signed_min_value(self.width)
        } else {
            Self::signed_max_value(self.width)
        }
    }

    /// Unsigned quotient. `other` must not be zero.
    pub fn udiv(&self, other: &ApInt) -> ApInt {
        self.same(other);
        Self::from_biguint(self.width, &self.bits.div_rem(&other.bits).0)
    }

    /// Unsigned remainder. `other` must not be zero.
    pub fn urem(&self, other: &ApInt) -> ApInt {
        self.same(other);
        Self::from_biguint(self.width, &self.bits.div_rem(&other.bits).1)
    }

    /// Signed quotient, rounded toward zero and wrapped (the smallest signed value divided
    /// by -1 is itself). `other` must not be zero.
    pub fn sdiv(&self, other: &ApInt) -> ApInt {
        self.sdiv_ov(other).0
    }

    /// Signed quotient and whether it overflowed (only the smallest signed value divided by
    /// -1 does). `other` must not be zero.
    pub fn sdiv_ov(&self, other: &ApInt) -> (ApInt, bool) {
        self.same(other);
        let (na, ma) = self.signed_magnitude();
        let (nb, mb) = other.signed_magnitude();
        let q = ma.div_rem(&mb).0;
        let ov = self.is_min_signed_value() && other.is_all_ones();
        (Self::from_sign_magnitude(self.width, na != nb, &q), ov)
    }

    /// Signed remainder, with the sign of `self`. `other` must not be zero.
    pub fn srem(&self, other: &ApInt) -> ApInt {
        self.same(other);
        let (na, ma) = self.signed_magnitude();
        let (_, mb) = other.signed_magnitude();
        Self::from_sign_magnitude(self.width, na, &ma.div_rem(&mb).1)
    }

    /// `self << amount`; zero when `amount` is the width or more.
    pub fn shl_bits(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return Self::zero(self.width);
        }
        Self::from_biguint(self.width, &self.bits.shl_bits(amount))
    }

    /// Logical `self >> amount`; zero when `amount` is the width or more.
    pub fn lshr(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return Self::zero(self.width);
        }
        Self::from_biguint(self.width, &self.bits.shr_bits(amount))
    }

    /// Arithmetic `self >> amount`; all sign bits when `amount` is the width or more.
    pub fn ashr(&self, amount: u32) -> ApInt {
        let amount = amount.min(self.width);
        let logical = if amount >= self.width {
            Self::zero(self.width)
        } else {
            self.lshr(amount)
        };
        if !self.sign_bit() {
            return logical;
        }
        let high = Self::low_bits_set(self.width, amount).shl_bits(self.width - amount);
        logical.or(&high)
    }

    /// The value as a shift amount: `u32::MAX` when it does not fit.
    fn shift_amount(&self) -> u32 {
        self.to_u64()
            .and_then(|v| u32::try_from(v).ok())
            .unwrap_or(u32::MAX)
    }

    /// `self << amount` and whether bits were lost as unsigned (LLVM's `ushl_ov`); zero
    /// and overflowed when `amount` is the width or more.
    pub fn ushl_ov(&self, amount: &ApInt) -> (ApInt, bool) {
        let n = amount.shift_amount();
        if n >= self.width {
            return (Self::zero(self.width), true);
        }
        (self.shl_bits(n), n > self.countl_zero())
    }

    /// `self << amount` and whether the signed value changed (LLVM's `sshl_ov`); zero and
    /// overflowed when `amount` is the width or more.
    pub fn sshl_ov(&self, amount: &ApInt) -> (ApInt, bool) {
        let n = amount.shift_amount();
        if n >= self.width {
            return (Self::zero(self.width), true);
        }
        let room = if self.is_negative() {
            self.countl_one()
        } else {
            self.countl_zero()
        };
        (self.shl_bits(n), n >= room)
    }

    /// `self << amount`, clamped to the unsigned range.
    pub fn ushl_sat(&self, amount: &ApInt) -> ApInt {
        saturate(self.ushl_ov(amount), || Self::max_value(self.width))
    }

    /// `self << amount`, clamped to the signed range.
    pub fn sshl_sat(&self, amount: &ApInt) -> ApInt {
        saturate(self.sshl_ov(amount), || {
            self.signed_limit(self.is_negative())
        })
    }

    fn bitwise(&self, other: &ApInt, f: impl Fn(u64, u64) -> u64) -> ApInt {
        self.same(other);
        let n = (self.width as usize).div_ceil(64).max(1);
        let (a, b) = (self.bits.to_words(n), other.bits.to_words(n));
        let words: Vec<u64> = a.iter().zip(&b).map(|(&x, &y)| f(x, y)).collect();
        Self::from_biguint(self.width, &BigUint::from_words(&words))
    }

    /// Bitwise and.
    pub fn and(&self, other: &ApInt) -> ApInt {
        self.bitwise(other, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, other: &ApInt) -> ApInt {
        self.bitwise(other, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, other: &ApInt) -> ApInt {
        self.bitwise(other, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn flip_bits(&self) -> ApInt {
        self.xor(&Self::max_value(self.width))
    }

    /// The number of leading zero bits.
    pub fn countl_zero(&self) -> u32 {
        self.width - self.bits.bit_len()
    }

    /// The number of trailing zero bits (the width for zero).
    pub fn countr_zero(&self) -> u32 {
        if self.bits.is_zero() {
            self.width
        } else {
            self.bits.trailing_zeros()
        }
    }

    /// The number of one bits.
    pub fn popcount(&self) -> u32 {
        (0..self.width).filter(|&i| self.bits.bit(i)).count() as u32
    }

    /// The number of leading one bits.
    pub fn countl_one(&self) -> u32 {
        self.flip_bits().countl_zero()
    }

    /// Zero-extended (or kept) to `width` bits, which is at least the current width.
    pub fn zext(&self, width: u32) -> ApInt {
        debug_assert!(width >= self.width);
        Self::from_biguint(width, &self.bits)
    }

    /// Sign-extended (or kept) to `width` bits, which is at least the current width.
    pub fn sext(&self, width: u32) -> ApInt {
        debug_assert!(width >= self.width);
        let (negative, magnitude) = self.signed_magnitude();
        Self::from_sign_magnitude(width, negative, &magnitude)
    }

    /// Truncated (or kept) to `width` bits, which is at most the current width.
    pub fn trunc(&self, width: u32) -> ApInt {
        debug_assert!(width <= self.width);
        Self::from_biguint(width, &self.bits)
    }
}

/// The value of an `_ov` operation, or `limit()` when it overflowed.
fn saturate((value, overflowed): (ApInt, bool), limit: impl FnOnce() -> ApInt) -> ApInt {
    if overflowed { limit() } else { value }
}

impl std::fmt::Display for ApInt {
    /// Decimal, read as signed (as LLVM prints an `APInt` to a stream).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_decimal(true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_counts() {
        for v in [0u8, 1, 0x80, 0x0f, 0xf0, 0xff, 0x5a] {
            let a = ApInt::from_u128(8, u128::from(v));
            assert_eq!(a.countl_zero(), v.leading_zeros());
            assert_eq!(a.countr_zero(), v.trailing_zeros());
            assert_eq!(a.popcount(), v.count_ones());
        }
        assert_eq!(ApInt::zero(100).countr_zero(), 100);
    }

    #[test]
    fn wrap_and_print() {
        assert_eq!(ApInt::from_i128(8, -1).to_decimal(true), "-1");
        assert_eq!(ApInt::from_i128(8, -1).to_decimal(false), "255");
        assert_eq!(ApInt::from_i128(8, 255).to_decimal(true), "-1");
        assert_eq!(
            ApInt::from_i128(64, i64::MIN as i128).to_i64(),
            Some(i64::MIN)
        );
        assert_eq!(
            ApInt::from_i128(128, -2).to_decimal(false),
            u128::MAX.wrapping_sub(1).to_string()
        );
        assert_eq!(ApInt::from_i128(16, 0x1234).to_le_bytes(), vec![0x34, 0x12]);
        assert_eq!(ApInt::from_i128(1, 1).to_decimal(true), "-1");
    }
}
