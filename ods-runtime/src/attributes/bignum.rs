//! Unsigned arbitrary-precision integers for integer attributes of any width and for exact
//! decimal <-> binary float conversion: the names the attribute code uses, over
//! `num-bigint`'s `BigUint` (schoolbook, Karatsuba and Toom-3 multiplication, Knuth's
//! division), which replaced a hand-written integer whose bit-at-a-time division made
//! printing `f80` and `f128` values slow (see the README's "Floats and big integers").

use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

/// An unsigned integer of any size.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BigUint(num_bigint::BigUint);

impl BigUint {
    /// Zero.
    pub fn zero() -> Self {
        BigUint(num_bigint::BigUint::zero())
    }

    /// The value `v`.
    pub fn from_u128(v: u128) -> Self {
        BigUint(num_bigint::BigUint::from(v))
    }

    /// The value of little-endian 64-bit words.
    pub fn from_words(words: &[u64]) -> Self {
        let mut limbs = Vec::with_capacity(words.len() * 2);
        for w in words {
            limbs.push(*w as u32);
            limbs.push((*w >> 32) as u32);
        }
        BigUint(num_bigint::BigUint::new(limbs))
    }

    /// Little-endian 64-bit words, exactly `n` of them (higher bits dropped).
    pub fn to_words(&self, n: usize) -> Vec<u64> {
        let mut words: Vec<u64> = self.0.iter_u64_digits().take(n).collect();
        words.resize(n, 0);
        words
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        let mut digits = self.0.iter_u64_digits();
        let lo = digits.next().unwrap_or(0);
        let hi = digits.next().unwrap_or(0);
        u128::from(lo) | (u128::from(hi) << 64)
    }

    /// The value when it fits in 128 bits.
    pub fn to_u128(&self) -> Option<u128> {
        self.0.to_u128()
    }

    /// True for zero.
    pub fn is_zero(&self) -> bool {
        self.0.is_zero()
    }

    /// The number of significant bits (0 for zero).
    pub fn bit_len(&self) -> u32 {
        self.0.bits() as u32
    }

    /// Bit `i`.
    pub fn bit(&self, i: u32) -> bool {
        self.0.bit(u64::from(i))
    }

    /// The number of trailing zero bits (0 for zero).
    pub fn trailing_zeros(&self) -> u32 {
        self.0.trailing_zeros().unwrap_or(0) as u32
    }

    /// `self * m + a`.
    pub fn mul_add_small(&mut self, m: u32, a: u32) {
        self.0 *= m;
        self.0 += a;
    }

    /// `self * other`.
    pub fn times(&self, other: &BigUint) -> BigUint {
        BigUint(&self.0 * &other.0)
    }

    /// `base ^ exp`.
    pub fn pow(base: u32, exp: u32) -> BigUint {
        BigUint(num_bigint::BigUint::from(base).pow(exp))
    }

    /// `self << n`.
    pub fn shl_bits(&self, n: u32) -> BigUint {
        BigUint(&self.0 << n)
    }

    /// `self >> n`.
    pub fn shr_bits(&self, n: u32) -> BigUint {
        BigUint(&self.0 >> n)
    }

    /// `self - other`; requires `self >= other`.
    pub fn minus(&self, other: &BigUint) -> BigUint {
        BigUint(&self.0 - &other.0)
    }

    /// `self + other`.
    pub fn plus(&self, other: &BigUint) -> BigUint {
        BigUint(&self.0 + &other.0)
    }

    /// `(self / other, self % other)`; `other` must not be zero.
    pub fn div_rem(&self, other: &BigUint) -> (BigUint, BigUint) {
        let (q, r) = self.0.div_rem(&other.0);
        (BigUint(q), BigUint(r))
    }

    /// `(self / d, self % d)` for a small divisor.
    pub fn div_rem_small(&self, d: u32) -> (BigUint, u32) {
        let (q, r) = self.0.div_rem(&num_bigint::BigUint::from(d));
        (BigUint(q), r.to_u32().unwrap_or(0))
    }

    /// Decimal digits, most significant first ("0" for zero).
    pub fn to_decimal(&self) -> String {
        match self.0.to_u128() {
            Some(v) => v.to_string(),
            None => self.0.to_str_radix(10),
        }
    }

    /// Parses digits in `radix` (10 or 16); `None` on any other character. An empty
    /// string is zero.
    pub fn parse(digits: &str, radix: u32) -> Option<BigUint> {
        if digits.is_empty() {
            return Some(BigUint::zero());
        }
        if !digits.bytes().all(|b| char::from(b).is_digit(radix)) {
            return None;
        }
        if digits.len() <= 32 {
            // At most 32 decimal or hex digits fit in a u128.
            return u128::from_str_radix(digits, radix)
                .ok()
                .map(BigUint::from_u128);
        }
        num_bigint::BigUint::parse_bytes(digits.as_bytes(), radix).map(BigUint)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic() {
        let a = BigUint::parse("123456789012345678901234567890", 10).unwrap();
        assert_eq!(a.to_decimal(), "123456789012345678901234567890");
        let b = BigUint::parse("987654321", 10).unwrap();
        let (q, r) = a.div_rem(&b);
        assert_eq!(q.times(&b).plus(&r), a);
        assert_eq!(BigUint::pow(10, 20).to_decimal(), "100000000000000000000");
        assert_eq!(
            BigUint::from_u128(1).shl_bits(70).shr_bits(69).to_decimal(),
            "2"
        );
        assert_eq!(BigUint::parse("ff", 16).unwrap().bit_len(), 8);
        assert_eq!(BigUint::parse("f_f", 16), None);
        assert_eq!(BigUint::parse("", 10), Some(BigUint::zero()));
        let max = "340282366920938463463374607431768211455";
        assert_eq!(BigUint::parse(max, 10).unwrap().to_decimal(), max);
        let wide = "3402823669209384634633746074317682114551";
        assert_eq!(BigUint::parse(wide, 10).unwrap().to_decimal(), wide);
        let hex = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF";
        assert_eq!(BigUint::parse(hex, 16).unwrap().low_u128(), u128::MAX);
        assert_eq!(BigUint::from_u128(8).trailing_zeros(), 3);
        let w = BigUint::from_words(&[u64::MAX, 5]);
        assert_eq!(w.to_words(3), vec![u64::MAX, 5, 0]);
        assert_eq!(w.low_u128(), (5u128 << 64) | u128::from(u64::MAX));
        let (q, r) = w.div_rem_small(7);
        assert_eq!(
            q.times(&BigUint::from_u128(7))
                .plus(&BigUint::from_u128(r.into())),
            w
        );
    }
}
