//! A minimal unsigned arbitrary-precision integer, enough for integer attributes of any
//! width and for exact decimal <-> binary float conversion.

use std::cmp::Ordering;

/// An unsigned integer as little-endian 32-bit limbs without high zero limbs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigUint {
    limbs: Vec<u32>,
}

impl BigUint {
    /// Zero.
    pub fn zero() -> Self {
        BigUint { limbs: Vec::new() }
    }

    /// The value `v`.
    pub fn from_u128(v: u128) -> Self {
        let mut limbs = Vec::new();
        let mut v = v;
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        BigUint { limbs }
    }

    /// The value of little-endian 64-bit words.
    pub fn from_words(words: &[u64]) -> Self {
        let mut limbs = Vec::with_capacity(words.len() * 2);
        for w in words {
            limbs.push(*w as u32);
            limbs.push((*w >> 32) as u32);
        }
        let mut b = BigUint { limbs };
        b.normalize();
        b
    }

    /// Little-endian 64-bit words, exactly `n` of them (higher bits dropped).
    pub fn to_words(&self, n: usize) -> Vec<u64> {
        (0..n)
            .map(|i| {
                let lo = self.limbs.get(2 * i).copied().unwrap_or(0) as u64;
                let hi = self.limbs.get(2 * i + 1).copied().unwrap_or(0) as u64;
                lo | (hi << 32)
            })
            .collect()
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        let w = self.to_words(2);
        w[0] as u128 | ((w[1] as u128) << 64)
    }

    fn normalize(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// True for zero.
    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// The number of significant bits (0 for zero).
    pub fn bit_len(&self) -> u32 {
        match self.limbs.last() {
            None => 0,
            Some(top) => (self.limbs.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }

    /// Bit `i`.
    pub fn bit(&self, i: u32) -> bool {
        self.limbs
            .get((i / 32) as usize)
            .is_some_and(|l| (l >> (i % 32)) & 1 == 1)
    }

    /// The number of trailing zero bits (0 for zero).
    pub fn trailing_zeros(&self) -> u32 {
        for (i, l) in self.limbs.iter().enumerate() {
            if *l != 0 {
                return i as u32 * 32 + l.trailing_zeros();
            }
        }
        0
    }

    /// `self * m + a`.
    pub fn mul_add_small(&mut self, m: u32, a: u32) {
        let mut carry = a as u64;
        for l in &mut self.limbs {
            let v = *l as u64 * m as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
        self.normalize();
    }

    /// `self * other`.
    pub fn times(&self, other: &BigUint) -> BigUint {
        if self.is_zero() || other.is_zero() {
            return BigUint::zero();
        }
        let mut out = vec![0u32; self.limbs.len() + other.limbs.len()];
        for (i, a) in self.limbs.iter().enumerate() {
            let mut carry = 0u64;
            for (j, b) in other.limbs.iter().enumerate() {
                let v = out[i + j] as u64 + *a as u64 * *b as u64 + carry;
                out[i + j] = v as u32;
                carry = v >> 32;
            }
            let mut k = i + other.limbs.len();
            while carry != 0 {
                let v = out[k] as u64 + carry;
                out[k] = v as u32;
                carry = v >> 32;
                k += 1;
            }
        }
        let mut b = BigUint { limbs: out };
        b.normalize();
        b
    }

    /// `base ^ exp`.
    pub fn pow(base: u32, exp: u32) -> BigUint {
        let mut result = BigUint::from_u128(1);
        let mut b = BigUint::from_u128(base as u128);
        let mut e = exp;
        while e != 0 {
            if e & 1 == 1 {
                result = result.times(&b);
            }
            e >>= 1;
            if e != 0 {
                b = b.times(&b);
            }
        }
        result
    }

    /// `self << n`.
    pub fn shl_bits(&self, n: u32) -> BigUint {
        if self.is_zero() {
            return BigUint::zero();
        }
        let limbs = (n / 32) as usize;
        let bits = n % 32;
        let mut out = vec![0u32; limbs];
        let mut carry = 0u32;
        for l in &self.limbs {
            if bits == 0 {
                out.push(*l);
            } else {
                out.push((l << bits) | carry);
                carry = l >> (32 - bits);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        let mut b = BigUint { limbs: out };
        b.normalize();
        b
    }

    /// `self >> n`.
    pub fn shr_bits(&self, n: u32) -> BigUint {
        let limbs = (n / 32) as usize;
        if limbs >= self.limbs.len() {
            return BigUint::zero();
        }
        let bits = n % 32;
        let src = &self.limbs[limbs..];
        let mut out = Vec::with_capacity(src.len());
        for i in 0..src.len() {
            let lo = src[i] >> bits;
            let hi = if bits == 0 {
                0
            } else {
                src.get(i + 1).map_or(0, |h| h << (32 - bits))
            };
            out.push(lo | hi);
        }
        let mut b = BigUint { limbs: out };
        b.normalize();
        b
    }

    /// `self - other`; requires `self >= other`.
    pub fn minus(&self, other: &BigUint) -> BigUint {
        let mut out = self.limbs.clone();
        let mut borrow = 0i64;
        for (i, o) in out.iter_mut().enumerate() {
            let v = *o as i64 - other.limbs.get(i).copied().unwrap_or(0) as i64 - borrow;
            if v < 0 {
                *o = (v + (1i64 << 32)) as u32;
                borrow = 1;
            } else {
                *o = v as u32;
                borrow = 0;
            }
        }
        let mut b = BigUint { limbs: out };
        b.normalize();
        b
    }

    /// `self + other`.
    pub fn plus(&self, other: &BigUint) -> BigUint {
        let n = self.limbs.len().max(other.limbs.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u64;
        for i in 0..n {
            let v = self.limbs.get(i).copied().unwrap_or(0) as u64
                + other.limbs.get(i).copied().unwrap_or(0) as u64
                + carry;
            out.push(v as u32);
            carry = v >> 32;
        }
        if carry != 0 {
            out.push(carry as u32);
        }
        let mut b = BigUint { limbs: out };
        b.normalize();
        b
    }

    /// `(self / other, self % other)`; `other` must not be zero.
    pub fn div_rem(&self, other: &BigUint) -> (BigUint, BigUint) {
        if self.cmp(other) == Ordering::Less {
            return (BigUint::zero(), self.clone());
        }
        if other.limbs.len() == 1 {
            let (q, r) = self.div_rem_small(other.limbs[0]);
            return (q, BigUint::from_u128(r as u128));
        }
        let shift = self.bit_len() - other.bit_len();
        let mut rem = self.clone();
        let mut quot = BigUint::zero();
        let mut d = other.shl_bits(shift);
        let mut i = shift as i64;
        while i >= 0 {
            if rem.cmp(&d) != Ordering::Less {
                rem = rem.minus(&d);
                quot = quot.plus(&BigUint::from_u128(1).shl_bits(i as u32));
            }
            d = d.shr_bits(1);
            i -= 1;
        }
        (quot, rem)
    }

    /// `(self / d, self % d)` for a small divisor.
    pub fn div_rem_small(&self, d: u32) -> (BigUint, u32) {
        let mut out = vec![0u32; self.limbs.len()];
        let mut rem = 0u64;
        for i in (0..self.limbs.len()).rev() {
            let v = (rem << 32) | self.limbs[i] as u64;
            out[i] = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        let mut b = BigUint { limbs: out };
        b.normalize();
        (b, rem as u32)
    }

    /// Decimal digits, most significant first ("0" for zero).
    pub fn to_decimal(&self) -> String {
        if self.is_zero() {
            return "0".to_string();
        }
        let mut chunks = Vec::new();
        let mut v = self.clone();
        while !v.is_zero() {
            let (q, r) = v.div_rem_small(1_000_000_000);
            chunks.push(r);
            v = q;
        }
        let mut s = chunks.pop().unwrap_or(0).to_string();
        for c in chunks.iter().rev() {
            s.push_str(&format!("{c:09}"));
        }
        s
    }

    /// Parses digits in `radix` (10 or 16); `None` on any other character.
    pub fn parse(digits: &str, radix: u32) -> Option<BigUint> {
        let mut v = BigUint::zero();
        for c in digits.chars() {
            v.mul_add_small(radix, c.to_digit(radix)?);
        }
        Some(v)
    }
}

impl PartialOrd for BigUint {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for BigUint {
    fn cmp(&self, other: &Self) -> Ordering {
        self.limbs
            .len()
            .cmp(&other.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
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
        assert_eq!(BigUint::from_u128(8).trailing_zeros(), 3);
    }
}
