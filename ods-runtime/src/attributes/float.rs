//! Floating-point formats: bit layouts of every builtin float type, conversion from `f64`
//! (how float literals are read), exact decimal expansion, and the textual forms mlir-opt
//! prints (`1.000000e+00`, shortest exact digits such as `0.123456789`, or the hex bits).

use super::bignum::BigUint;

/// The builtin floating-point formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f4E2M1FN`
    F4E2M1FN,
    /// `f6E2M3FN`
    F6E2M3FN,
    /// `f6E3M2FN`
    F6E3M2FN,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E4M3FN`
    F8E4M3FN,
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`
    F8E4M3B11FNUZ,
    /// `f8E3M4`
    F8E3M4,
    /// `f8E8M0FNU`
    F8E8M0FNU,
    /// `bf16`
    BF16,
    /// `f16`
    F16,
    /// `tf32`
    TF32,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80`
    F80,
    /// `f128`
    F128,
}

impl FloatKind {
    /// Every float kind, in a fixed order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The type's keyword in the textual format.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The float kind spelled `keyword`, if any.
    pub fn from_keyword(keyword: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == keyword)
    }

    /// The storage width in bits.
    pub fn width(self) -> u32 {
        semantics(self).bits
    }
}

/// How a format encodes non-finite values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// IEEE 754: all-ones exponent holds infinities and NaNs.
    Ieee,
    /// No infinities; NaN is the all-ones pattern (exponent and mantissa).
    NanAllOnes,
    /// No infinities; NaN is the negative-zero pattern.
    NanNegativeZero,
    /// Neither infinities nor NaNs.
    FiniteOnly,
}

/// The layout of a floating-point format.
#[derive(Copy, Clone, Debug)]
pub struct Semantics {
    /// Storage width in bits.
    pub bits: u32,
    /// Significand precision in bits, including the leading bit.
    pub precision: u32,
    /// Largest unbiased exponent of a finite number.
    pub max_exp: i32,
    /// Smallest unbiased exponent of a normal number.
    pub min_exp: i32,
    /// Non-finite encoding.
    pub non_finite: NonFinite,
    /// Whether the leading significand bit is stored (x87 80-bit).
    pub explicit_int_bit: bool,
    /// Whether there is a sign bit.
    pub signed: bool,
}

/// The layout of `kind`.
pub fn semantics(kind: FloatKind) -> Semantics {
    let s = |bits, precision, max_exp, min_exp, non_finite| Semantics {
        bits,
        precision,
        max_exp,
        min_exp,
        non_finite,
        explicit_int_bit: false,
        signed: true,
    };
    use NonFinite::*;
    match kind {
        FloatKind::F16 => s(16, 11, 15, -14, Ieee),
        FloatKind::BF16 => s(16, 8, 127, -126, Ieee),
        FloatKind::TF32 => s(19, 11, 127, -126, Ieee),
        FloatKind::F32 => s(32, 24, 127, -126, Ieee),
        FloatKind::F64 => s(64, 53, 1023, -1022, Ieee),
        FloatKind::F128 => s(128, 113, 16383, -16382, Ieee),
        FloatKind::F80 => Semantics {
            explicit_int_bit: true,
            ..s(80, 64, 16383, -16382, Ieee)
        },
        FloatKind::F8E5M2 => s(8, 3, 15, -14, Ieee),
        FloatKind::F8E4M3 => s(8, 4, 7, -6, Ieee),
        FloatKind::F8E4M3FN => s(8, 4, 8, -6, NanAllOnes),
        FloatKind::F8E5M2FNUZ => s(8, 3, 15, -15, NanNegativeZero),
        FloatKind::F8E4M3FNUZ => s(8, 4, 7, -7, NanNegativeZero),
        FloatKind::F8E4M3B11FNUZ => s(8, 4, 4, -10, NanNegativeZero),
        FloatKind::F8E3M4 => s(8, 5, 3, -2, Ieee),
        FloatKind::F8E8M0FNU => Semantics {
            signed: false,
            ..s(8, 1, 127, -127, NanAllOnes)
        },
        FloatKind::F6E3M2FN => s(6, 3, 4, -2, FiniteOnly),
        FloatKind::F6E2M3FN => s(6, 4, 2, 0, FiniteOnly),
        FloatKind::F4E2M1FN => s(4, 2, 2, 0, FiniteOnly),
    }
}

/// A decoded float value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    /// Zero with its sign.
    Zero(bool),
    /// Infinity with its sign.
    Inf(bool),
    /// Not a number.
    NaN,
    /// `(-1)^negative * significand * 2^exp`, significand non-zero.
    Finite {
        /// Sign.
        negative: bool,
        /// Integer significand.
        significand: u128,
        /// Power of two scaling the significand.
        exp: i32,
    },
}

impl Semantics {
    fn mant_bits(&self) -> u32 {
        if self.explicit_int_bit {
            self.precision
        } else {
            self.precision - 1
        }
    }

    fn exp_bits(&self) -> u32 {
        self.bits - self.mant_bits() - u32::from(self.signed)
    }

    fn bias(&self) -> i32 {
        if self.precision == 1 {
            // No subnormals: the smallest exponent field is a normal number.
            -self.min_exp
        } else {
            1 - self.min_exp
        }
    }

    /// Decodes a bit pattern.
    pub fn decode(&self, bits: u128) -> Decoded {
        let mb = self.mant_bits();
        let eb = self.exp_bits();
        let mant = bits & ((1u128 << mb) - 1);
        let exp_field = ((bits >> mb) & ((1u128 << eb) - 1)) as i32;
        let negative = self.signed && (bits >> (self.bits - 1)) & 1 == 1;
        let exp_all_ones = exp_field == (1 << eb) - 1;
        let mant_all_ones = mant == (1u128 << mb) - 1;
        match self.non_finite {
            NonFinite::Ieee if exp_all_ones => {
                let payload = if self.explicit_int_bit {
                    mant & ((1u128 << 63) - 1)
                } else {
                    mant
                };
                return if payload == 0 {
                    Decoded::Inf(negative)
                } else {
                    Decoded::NaN
                };
            }
            NonFinite::NanAllOnes if exp_all_ones && mant_all_ones => return Decoded::NaN,
            NonFinite::NanNegativeZero if negative && exp_field == 0 && mant == 0 => {
                return Decoded::NaN;
            }
            _ => {}
        }
        if self.explicit_int_bit && exp_field != 0 && mant >> (mb - 1) == 0 {
            // An x87 "unnormal": a non-zero exponent without the integer bit.
            return Decoded::NaN;
        }
        if self.precision == 1 {
            // No significand bits and no zero: 2^(field - bias).
            return Decoded::Finite {
                negative,
                significand: 1,
                exp: exp_field - self.bias(),
            };
        }
        let frac_shift = self.precision as i32 - 1;
        let (significand, e) = if exp_field == 0 {
            (mant, self.min_exp)
        } else if self.explicit_int_bit {
            (mant, exp_field - self.bias())
        } else {
            (mant | (1u128 << mb), exp_field - self.bias())
        };
        if significand == 0 {
            return Decoded::Zero(negative);
        }
        Decoded::Finite {
            negative,
            significand,
            exp: e - frac_shift,
        }
    }

    /// The bit pattern of a quiet NaN.
    pub fn nan_bits(&self) -> u128 {
        let mb = self.mant_bits();
        let eb = self.exp_bits();
        match self.non_finite {
            NonFinite::Ieee => {
                let quiet = 1u128 << (mb - 1);
                let int_bit = if self.explicit_int_bit {
                    1u128 << (mb - 1) | 1 << (mb - 2)
                } else {
                    quiet
                };
                (((1u128 << eb) - 1) << mb) | int_bit
            }
            NonFinite::NanAllOnes | NonFinite::FiniteOnly => {
                (1u128 << (self.bits - u32::from(self.signed))) - 1
            }
            NonFinite::NanNegativeZero => 1u128 << (self.bits - 1),
        }
    }

    fn inf_bits(&self, negative: bool) -> u128 {
        let mb = self.mant_bits();
        let eb = self.exp_bits();
        let int_bit = if self.explicit_int_bit {
            1u128 << (mb - 1)
        } else {
            0
        };
        (u128::from(negative) << (self.bits - 1)) | (((1u128 << eb) - 1) << mb) | int_bit
    }

    fn max_finite_bits(&self, negative: bool) -> u128 {
        let all = (1u128 << (self.bits - u32::from(self.signed))) - 1;
        let magnitude = match self.non_finite {
            NonFinite::Ieee => self.inf_bits(false) - 1,
            NonFinite::NanAllOnes => all - 1,
            NonFinite::NanNegativeZero | NonFinite::FiniteOnly => all,
        };
        (u128::from(negative && self.signed) << (self.bits - 1)) | magnitude
    }

    /// Rounds `(-1)^negative * significand * 2^exp` to this format (nearest, ties to even)
    /// and returns the bit pattern.
    pub fn encode(&self, negative: bool, significand: &BigUint, exp: i32) -> u128 {
        self.encode_reporting_tie(negative, significand, exp).0
    }

    /// [`Semantics::encode`], and whether the value lay exactly half-way between two
    /// values of this format (a tie that rounding to nearest-even decided).
    fn encode_reporting_tie(
        &self,
        negative: bool,
        significand: &BigUint,
        exp: i32,
    ) -> (u128, bool) {
        let mut tie = false;
        let bits = self.encode_inner(negative, significand, exp, &mut tie);
        (bits, tie)
    }

    fn encode_inner(
        &self,
        negative: bool,
        significand: &BigUint,
        exp: i32,
        tie: &mut bool,
    ) -> u128 {
        let sign = u128::from(negative && self.signed) << (self.bits - 1);
        if significand.is_zero() {
            return match self.non_finite {
                NonFinite::NanNegativeZero => 0,
                // No zero: the smallest value stands in.
                _ if self.precision == 1 => 0,
                _ => sign,
            };
        }
        if negative && !self.signed {
            return self.nan_bits();
        }
        let p = self.precision as i32;
        let len = significand.bit_len() as i32;
        let value_exp = exp + len - 1;
        let mut q = if value_exp < self.min_exp {
            self.min_exp - (p - 1)
        } else {
            value_exp - (p - 1)
        };
        if self.precision == 1 && value_exp < self.min_exp {
            q = self.min_exp;
        }
        let shift = q - exp;
        let mut mant = if shift > 0 {
            let s = shift as u32;
            let kept = significand.shr_bits(s);
            let half = s >= 1 && significand.bit(s - 1);
            let rest_nonzero = s >= 2 && significand.trailing_zeros() < s - 1;
            *tie = half && !rest_nonzero;
            let round_up = half && (rest_nonzero || kept.bit(0));
            if round_up {
                kept.plus(&BigUint::from_u128(1))
            } else {
                kept
            }
        } else {
            significand.shl_bits((-shift) as u32)
        };
        if mant.bit_len() as i32 > p {
            mant = mant.shr_bits(1);
            q += 1;
        }
        let mant = mant.low_u128();
        if mant == 0 {
            return if self.non_finite == NonFinite::NanNegativeZero {
                0
            } else {
                sign
            };
        }
        let final_exp = q + p - 1;
        let overflow = |this: &Self| match this.non_finite {
            NonFinite::Ieee => this.inf_bits(negative),
            NonFinite::FiniteOnly => this.max_finite_bits(negative),
            NonFinite::NanAllOnes => sign | this.nan_bits(),
            NonFinite::NanNegativeZero => this.nan_bits(),
        };
        if final_exp > self.max_exp {
            return overflow(self);
        }
        let mb = self.mant_bits();
        if self.precision == 1 {
            return (final_exp + self.bias()).max(0) as u128;
        }
        let normal = mant >> (p - 1) == 1;
        let exp_field = if normal {
            (final_exp + self.bias()) as u128
        } else {
            0
        };
        let stored = if self.explicit_int_bit {
            mant
        } else {
            mant & ((1u128 << mb) - 1)
        };
        let bits = sign | (exp_field << mb) | stored;
        if self.non_finite == NonFinite::NanAllOnes && bits & !sign == self.nan_bits() & !sign {
            return overflow(self);
        }
        bits
    }

    /// Converts an `f64` to this format, rounding to nearest.
    pub fn from_f64(&self, value: f64) -> u128 {
        if value.is_nan() {
            return self.nan_bits();
        }
        if value.is_infinite() {
            return match self.non_finite {
                NonFinite::Ieee => self.inf_bits(value < 0.0),
                NonFinite::FiniteOnly => self.max_finite_bits(value < 0.0),
                _ => self.nan_bits(),
            };
        }
        match semantics(FloatKind::F64).decode(value.to_bits() as u128) {
            Decoded::Zero(neg) => self.encode(neg, &BigUint::zero(), 0),
            Decoded::Finite {
                negative,
                significand,
                exp,
            } => self.encode(negative, &BigUint::from_u128(significand), exp),
            Decoded::Inf(_) | Decoded::NaN => self.nan_bits(),
        }
    }

    /// The value as an `f64` (rounded when the format is wider).
    pub fn to_f64(&self, bits: u128) -> f64 {
        match self.decode(bits) {
            Decoded::Zero(neg) => {
                if neg {
                    -0.0
                } else {
                    0.0
                }
            }
            Decoded::Inf(neg) => {
                if neg {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            Decoded::NaN => f64::NAN,
            Decoded::Finite {
                negative,
                significand,
                exp,
            } => {
                let d = semantics(FloatKind::F64);
                f64::from_bits(d.encode(negative, &BigUint::from_u128(significand), exp) as u64)
            }
        }
    }

    /// Correctly rounded conversion of a decimal `digits * 10^exp10` to this format.
    pub fn from_decimal(&self, negative: bool, digits: &BigUint, exp10: i32) -> u128 {
        if digits.is_zero() {
            return self.encode(negative, digits, 0);
        }
        if exp10 >= 0 {
            let v = digits.times(&BigUint::pow(10, exp10 as u32));
            return self.encode(negative, &v, 0);
        }
        if exp10 < -20000 {
            return self.encode(negative, &BigUint::zero(), 0);
        }
        let den = BigUint::pow(10, (-exp10) as u32);
        // Scale so the quotient has at least `precision + 2` bits, enough to round correctly
        // at any position (a subnormal result rounds higher up), keeping a sticky bit.
        let need = self.precision as i32 + 3 + den.bit_len() as i32 - digits.bit_len() as i32;
        let extra = need.max(0) as u32;
        let (q, r) = digits.shl_bits(extra).div_rem(&den);
        let q = q
            .shl_bits(1)
            .plus(&BigUint::from_u128(u128::from(!r.is_zero())));
        self.encode(negative, &q, -(extra as i32) - 1)
    }
}

/// Parses a decimal float (`1.5`, `2e-3`, `-0.25`) the way LLVM reads it into a format.
pub fn parse_decimal(sem: &Semantics, text: &str) -> Option<u128> {
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (mantissa, exp_part) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let mut exp10: i64 = match exp_part {
        Some(e) => e.parse().ok()?,
        None => 0,
    };
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
        None => (mantissa, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let all: String = format!("{int_part}{frac_part}");
    if !all.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    exp10 -= frac_part.len() as i64;
    let trimmed = all.trim_start_matches('0');
    let digits = BigUint::parse(trimmed, 10)?;
    let exp10 = exp10.clamp(-100_000, 100_000) as i32;
    if exp10 > 20000 && !digits.is_zero() {
        return Some(sem.encode(negative, &BigUint::from_u128(1), 1 << 20));
    }
    Some(sem.from_decimal(negative, &digits, exp10))
}

fn digits_of(n: &BigUint) -> Vec<u8> {
    // Least significant first, as the rounding helpers below expect.
    n.to_decimal().bytes().rev().collect()
}

/// Drops decimal digits beyond `precision` with LLVM's rounding (half up on the first
/// dropped digit), removing the zeros that rounding leaves at the bottom.
fn adjust_digits(buf: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let n = buf.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buf[first - 1] < b'5' {
        while first < n && buf[first] == b'0' {
            first += 1;
        }
        *exp += first as i32;
        buf.drain(..first);
        return;
    }
    let mut i = first;
    while i < n {
        if buf[i] == b'9' {
            first += 1;
            i += 1;
        } else {
            buf[i] += 1;
            break;
        }
    }
    if first == n {
        *exp += first as i32;
        buf.clear();
        buf.push(b'1');
        return;
    }
    *exp += first as i32;
    buf.drain(..first);
}

/// The decimal digits (least significant first) and power of ten of the odd
/// `significand * 2^exp`, cut short the way LLVM's `toString` does before it rounds: when the
/// exact integer `significand * 2^exp` or `significand * 5^-exp` has more bits than
/// `precision` digits need, the surplus whole decimal digits are dropped. LLVM's estimate of
/// how many (`bits * 59 / 196`) is kept, since the rounding that follows depends on it.
fn decimal_digits_big(significand: u128, exp: i32, precision: usize) -> (Vec<u8>, i32) {
    let mut sig = BigUint::from_u128(significand);
    let mut exp = exp;
    if exp > 0 {
        sig = sig.shl_bits(exp as u32);
        exp = 0;
    } else if exp < 0 {
        sig = sig.times(&BigUint::pow(5, (-exp) as u32));
    }
    let bits = sig.bit_len() as usize;
    let bits_required = (precision * 196).div_ceil(59);
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens as i32;
            sig = sig.div_rem(&BigUint::pow(10, tens as u32)).0;
        }
    }
    (digits_of(&sig), exp)
}

/// [`decimal_digits_big`] in `u128` arithmetic, when the exact integer fits; `None` when
/// it does not.
fn decimal_digits_u128(significand: u128, exp: i32, precision: usize) -> Option<(Vec<u8>, i32)> {
    let mut exp = exp;
    let mut sig = if exp > 0 {
        if exp >= 128 || significand.leading_zeros() <= exp as u32 {
            return None;
        }
        let v = significand << exp;
        exp = 0;
        v
    } else if exp < 0 {
        significand.checked_mul(5u128.checked_pow((-exp) as u32)?)?
    } else {
        significand
    };
    let bits = (128 - sig.leading_zeros()) as usize;
    let bits_required = (precision * 196).div_ceil(59);
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens as i32;
            sig /= 10u128.pow(tens as u32);
        }
    }
    let mut buf = Vec::with_capacity(40);
    loop {
        buf.push(b'0' + (sig % 10) as u8);
        sig /= 10;
        if sig == 0 {
            break;
        }
    }
    Some((buf, exp))
}

/// LLVM's `APFloat::toString` for a finite non-zero value `significand * 2^exp`.
fn format_finite(
    sem: &Semantics,
    negative: bool,
    significand: u128,
    exp: i32,
    format_precision: usize,
    max_padding: usize,
    truncate_zero: bool,
) -> String {
    let precision = if format_precision == 0 {
        2 + (sem.precision as usize) * 59 / 196
    } else {
        format_precision
    };
    let tz = significand.trailing_zeros();
    let (mut buf, mut exp) =
        match decimal_digits_u128(significand >> tz, exp + tz as i32, precision) {
            Some(found) => found,
            None => decimal_digits_big(significand >> tz, exp + tz as i32, precision),
        };
    let leading_zero_digits = buf.iter().take_while(|&&d| d == b'0').count();
    buf.drain(..leading_zero_digits);
    exp += leading_zero_digits as i32;
    adjust_digits(&mut buf, &mut exp, precision);
    let n = buf.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as usize > max_padding || n + exp as usize > precision
    } else {
        let msd = exp + n as i32 - 1;
        msd < 0 && (-msd) as usize > max_padding
    };
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let digit = |i: usize| buf[n - 1 - i] as char;
    if scientific {
        let e = exp + n as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            (1..n).for_each(|i| out.push(digit(i)));
        }
        if !truncate_zero && precision > n - 1 {
            out.extend(std::iter::repeat_n('0', precision - n + 1));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let mut ed = e.unsigned_abs().to_string();
        if !truncate_zero && ed.len() < 2 {
            ed.insert(0, '0');
        }
        out.push_str(&ed);
        return out;
    }
    if exp >= 0 {
        (0..n).for_each(|i| out.push(digit(i)));
        out.extend(std::iter::repeat_n('0', exp as usize));
        return out;
    }
    let whole = exp + n as i32;
    let mut i = 0;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-whole) as usize));
    }
    while i < n {
        out.push(digit(i));
        i += 1;
    }
    out
}

/// LLVM's `APFloat::toString(precision, max_padding, truncate_zero)` of a bit pattern.
pub fn to_string(
    sem: &Semantics,
    bits: u128,
    precision: usize,
    max_padding: usize,
    truncate_zero: bool,
) -> String {
    match sem.decode(bits) {
        Decoded::Inf(neg) => if neg { "-Inf" } else { "+Inf" }.to_string(),
        Decoded::NaN => "NaN".to_string(),
        Decoded::Zero(neg) => {
            let mut s = String::from(if neg { "-" } else { "" });
            if max_padding == 0 {
                if truncate_zero {
                    s.push_str("0.0E+0");
                } else {
                    s.push_str("0.0");
                    if precision > 1 {
                        s.extend(std::iter::repeat_n('0', precision - 1));
                    }
                    s.push_str("e+00");
                }
            } else {
                s.push('0');
            }
            s
        }
        Decoded::Finite {
            negative,
            significand,
            exp,
        } => format_finite(
            sem,
            negative,
            significand,
            exp,
            precision,
            max_padding,
            truncate_zero,
        ),
    }
}

/// The hex form of a bit pattern: `0x` and upper-case digits without leading zeros.
pub fn hex_bits(bits: u128) -> String {
    format!("0x{bits:X}")
}

/// Whether `text` (a decimal of [`to_string`]'s form) reads back as `bits`. Both LLVM and
/// the standard library read decimals correctly rounded to nearest-even, so `f32` and `f64`
/// take the standard library's fast reader; other formats take [`parse_decimal`].
fn reads_back_as(kind: FloatKind, sem: &Semantics, text: &str, bits: u128) -> bool {
    match kind {
        FloatKind::F64 => text
            .parse::<f64>()
            .is_ok_and(|v| u128::from(v.to_bits()) == bits),
        FloatKind::F32 => text
            .parse::<f32>()
            .is_ok_and(|v| u128::from(v.to_bits()) == bits),
        FloatKind::F80 | FloatKind::F128 => parse_decimal(sem, text) == Some(bits),
        _ => read_narrow(sem, text).or_else(|| parse_decimal(sem, text)) == Some(bits),
    }
}

/// Reads a decimal into a format narrower than `f64` (at most 11 significand bits, every
/// exponent inside `f64`'s range) exactly, through the standard library's correctly
/// rounded `f64` reader; `None` where that cannot decide. Every value half-way between two
/// values of such a format is an `f64`, and rounding to nearest `f64` keeps a decimal on
/// the same side of each such point or lands on it. So rounding the `f64` gives the
/// decimal's correctly rounded value unless the `f64` is itself a half-way point (or out
/// of `f64`'s range), where the caller reads the decimal exactly.
fn read_narrow(sem: &Semantics, text: &str) -> Option<u128> {
    let v = text.parse::<f64>().ok()?;
    match semantics(FloatKind::F64).decode(u128::from(v.to_bits())) {
        Decoded::Zero(neg) => Some(sem.encode(neg, &BigUint::zero(), 0)),
        Decoded::Finite {
            negative,
            significand,
            exp,
        } => {
            let (bits, tie) =
                sem.encode_reporting_tie(negative, &BigUint::from_u128(significand), exp);
            (!tie).then_some(bits)
        }
        Decoded::Inf(_) | Decoded::NaN => None,
    }
}

/// The text mlir-opt prints for a float value (without its type): six-digit scientific
/// when that reads back exactly, else LLVM's shortest exact form when it has a `.`, else
/// the hex bit pattern (always for infinities and NaNs).
pub fn mlir_float_text(kind: FloatKind, bits: u128) -> String {
    let sem = semantics(kind);
    if matches!(sem.decode(bits), Decoded::Zero(_) | Decoded::Finite { .. }) {
        let s = to_string(&sem, bits, 6, 0, false);
        if reads_back_as(kind, &sem, &s, bits) {
            return s;
        }
        let s = to_string(&sem, bits, 0, 3, true);
        if s.contains('.') {
            return s;
        }
    }
    if sem.explicit_int_bit && sem.decode(bits) == Decoded::NaN {
        // LLVM reads an x87 unnormal as a NaN and writes it back with an all-ones exponent.
        let mb = sem.mant_bits();
        let exp_mask = ((1u128 << sem.exp_bits()) - 1) << mb;
        return hex_bits(bits | exp_mask);
    }
    hex_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(kind: FloatKind, v: f64) -> String {
        mlir_float_text(kind, semantics(kind).from_f64(v))
    }

    #[test]
    fn prints_like_mlir() {
        assert_eq!(text(FloatKind::F64, 1.0), "1.000000e+00");
        assert_eq!(text(FloatKind::F32, 0.1), "1.000000e-01");
        assert_eq!(text(FloatKind::F64, 123456789.0), "0x419D6F3454000000");
        assert_eq!(text(FloatKind::F64, 0.123456789), "0.123456789");
        assert_eq!(text(FloatKind::F16, -0.0), "-0.000000e+00");
        assert_eq!(text(FloatKind::F64, 1.0e20), "1.000000e+20");
        assert_eq!(
            text(FloatKind::F128, 0.1),
            "0.100000000000000005551115123125782702"
        );
        assert_eq!(text(FloatKind::F8E4M3FN, 0.1), "1.015630e-01");
        assert_eq!(text(FloatKind::F16, 65504.0), "6.550400e+04");
        assert_eq!(text(FloatKind::F16, 0.3), "3.000490e-01");
        assert_eq!(text(FloatKind::F80, 1.5), "1.500000e+00");
        assert_eq!(text(FloatKind::F32, f64::NAN), "0x7FC00000");
        assert_eq!(text(FloatKind::F32, f64::INFINITY), "0x7F800000");
        assert_eq!(text(FloatKind::F64, 1.0e-300), "1.000000e-300");
        assert_eq!(text(FloatKind::F8E4M3FN, 1.0e38), "0x7F");
        assert_eq!(text(FloatKind::F8E4M3FN, -1.0e38), "0xFF");
        assert_eq!(text(FloatKind::F8E8M0FNU, 0.0), "5.877470e-39");
        assert_eq!(mlir_float_text(FloatKind::F8E8M0FNU, 0x78), "7.812500e-03");
        assert_eq!(text(FloatKind::F6E2M3FN, 1.0e38), "7.500000e+00");
        assert_eq!(
            mlir_float_text(FloatKind::F80, 0x5604178842C7FBBC7244),
            "0x7FFF178842C7FBBC7244"
        );
    }

    #[test]
    fn fast_reader_agrees_with_parse_decimal() {
        // Seeded values of every magnitude, subnormals, the largest finite values and short
        // decimals (which read back), each in its six-digit text and one digit longer.
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut read_back = 0;
        for i in 0..2_000u32 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for (kind, bits) in [
                (FloatKind::F64, u128::from(x)),
                (FloatKind::F32, u128::from(x as u32)),
                (FloatKind::F64, u128::from(x & 0x000F_FFFF_FFFF_FFFF)),
                (FloatKind::F32, u128::from(0x7F7F_FFFF - (i & 0xFF))),
                (FloatKind::F64, u128::from((f64::from(i) * 0.001).to_bits())),
                (FloatKind::F32, u128::from((i as f32 * 0.37).to_bits())),
            ] {
                let sem = semantics(kind);
                if !matches!(sem.decode(bits), Decoded::Finite { .. }) {
                    continue;
                }
                for precision in [6, 7] {
                    let text = to_string(&sem, bits, precision, 0, false);
                    let exact = parse_decimal(&sem, &text) == Some(bits);
                    assert_eq!(
                        reads_back_as(kind, &sem, &text, bits),
                        exact,
                        "{kind:?} {bits:#x} {text}"
                    );
                    read_back += usize::from(exact);
                }
            }
        }
        assert!(read_back > 1_000, "{read_back} texts read back");
    }

    #[test]
    fn narrow_reader_agrees_with_parse_decimal() {
        // Every bit pattern of every format narrower than f32 except tf32 (sampled), in its
        // six-digit text, one digit shorter and one longer, and the texts half-way to the
        // next pattern (where the fast reader must hand over).
        let kinds = FloatKind::ALL.into_iter().filter(|k| k.width() < 32);
        let (mut decided, mut handed_over) = (0, 0);
        for kind in kinds {
            let sem = semantics(kind);
            let step = if sem.bits > 16 { 61 } else { 1 };
            for bits in (0..1u128 << sem.bits).step_by(step) {
                if !matches!(sem.decode(bits), Decoded::Finite { .. } | Decoded::Zero(_)) {
                    continue;
                }
                let mut texts: Vec<String> = [5, 6, 7, 40]
                    .iter()
                    .map(|&p| to_string(&sem, bits, p, 0, false))
                    .collect();
                // The exact value half-way to the next pattern up (same sign).
                let next = bits + 1;
                if next < 1u128 << sem.bits {
                    if let (
                        Decoded::Finite {
                            negative,
                            significand: a,
                            exp: ea,
                        },
                        Decoded::Finite {
                            significand: b,
                            exp: eb,
                            ..
                        },
                    ) = (sem.decode(bits), sem.decode(next))
                    {
                        let e = ea.min(eb) - 1;
                        let mid = (a << (ea - e)) + (b << (eb - e));
                        let mid = BigUint::from_u128(mid);
                        let (digits, e10) = if e < 0 {
                            (mid.times(&BigUint::pow(5, (-e) as u32)), e)
                        } else {
                            (mid.shl_bits(e as u32), 0)
                        };
                        let sign = if negative { "-" } else { "" };
                        texts.push(format!("{sign}{}e{e10}", digits.to_decimal()));
                    }
                }
                for text in texts {
                    let exact = parse_decimal(&sem, &text);
                    match read_narrow(&sem, &text) {
                        Some(fast) => {
                            assert_eq!(Some(fast), exact, "{kind:?} {bits:#x} {text}");
                            decided += 1;
                        }
                        None => handed_over += 1,
                    }
                }
            }
        }
        assert!(decided > 100_000, "{decided} decided");
        assert!(handed_over > 1_000, "{handed_over} handed over");
    }

    #[test]
    fn u128_digits_agree_with_big_digits() {
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        let mut fast = 0;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let significand = u128::from(x >> (x % 50)) | 1;
            let exp = (x % 181) as i32 - 90;
            for precision in [6, 17, 36] {
                if let Some(found) = decimal_digits_u128(significand, exp, precision) {
                    assert_eq!(
                        found,
                        decimal_digits_big(significand, exp, precision),
                        "{significand} {exp} {precision}"
                    );
                    fast += 1;
                }
            }
        }
        assert!(fast > 10_000, "{fast} in u128");
    }

    #[test]
    fn decimal_conversion_is_correctly_rounded() {
        let d = semantics(FloatKind::F64);
        for s in ["0.1", "1e-310", "2.5", "123456.789e3", "4.9e-324"] {
            let want = s.parse::<f64>().unwrap().to_bits() as u128;
            assert_eq!(parse_decimal(&d, s), Some(want), "{s}");
        }
        let f = semantics(FloatKind::F32);
        assert_eq!(parse_decimal(&f, "0.1"), Some(0.1f32.to_bits() as u128));
    }
}
