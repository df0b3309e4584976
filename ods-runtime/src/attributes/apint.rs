//! Fixed-width integers of any bit width, as stored in integer attributes.

use super::bignum::BigUint;

/// An integer of `width` bits, stored as its two's complement bit pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    bits: BigUint,
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
        }
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
        let words = self.bits.to_words(n.div_ceil(8).max(1));
        words.iter().flat_map(|w| w.to_le_bytes()).take(n).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
