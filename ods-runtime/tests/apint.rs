//! `ApInt` arithmetic against native integers: every pair of 8-bit values through every
//! operation, compared with `i8`/`u8` arithmetic (wrapping, checked, saturating) and with
//! the overflow rules of LLVM's `APInt` (`*_ov`, `*shl_ov`), plus the same at 128 bits on
//! edge values against `i128`/`u128`.

use ods_runtime::attributes::ApInt;

fn a8(v: u8) -> ApInt {
    ApInt::from_u128(8, v as u128)
}

fn u8_of(a: &ApInt) -> u8 {
    a.to_u64().unwrap() as u8
}

#[test]
fn every_8_bit_pair_matches_native_arithmetic() {
    for x in 0..=u8::MAX {
        for y in 0..=u8::MAX {
            let (a, b) = (a8(x), a8(y));
            let (sx, sy) = (x as i8, y as i8);
            let pair = |r: (ApInt, bool)| (u8_of(&r.0), r.1);
            assert_eq!(pair(a.uadd_ov(&b)), x.overflowing_add(y), "uadd {x} {y}");
            assert_eq!(pair(a.sadd_ov(&b)), {
                let (v, o) = sx.overflowing_add(sy);
                (v as u8, o)
            });
            assert_eq!(pair(a.usub_ov(&b)), x.overflowing_sub(y));
            assert_eq!(pair(a.ssub_ov(&b)), {
                let (v, o) = sx.overflowing_sub(sy);
                (v as u8, o)
            });
            assert_eq!(pair(a.umul_ov(&b)), x.overflowing_mul(y));
            assert_eq!(pair(a.smul_ov(&b)), {
                let (v, o) = sx.overflowing_mul(sy);
                (v as u8, o)
            });
            assert_eq!(u8_of(&a.uadd_sat(&b)), x.saturating_add(y));
            assert_eq!(u8_of(&a.sadd_sat(&b)), sx.saturating_add(sy) as u8);
            assert_eq!(u8_of(&a.usub_sat(&b)), x.saturating_sub(y));
            assert_eq!(u8_of(&a.ssub_sat(&b)), sx.saturating_sub(sy) as u8);
            assert_eq!(u8_of(&a.umul_sat(&b)), x.saturating_mul(y));
            assert_eq!(u8_of(&a.smul_sat(&b)), sx.saturating_mul(sy) as u8);
            assert_eq!(a.ucmp(&b), x.cmp(&y));
            assert_eq!(a.scmp(&b), sx.cmp(&sy));
            assert_eq!(u8_of(&a.and(&b)), x & y);
            assert_eq!(u8_of(&a.or(&b)), x | y);
            assert_eq!(u8_of(&a.xor(&b)), x ^ y);
            if let (Some(q), Some(r)) = (x.checked_div(y), x.checked_rem(y)) {
                assert_eq!(u8_of(&a.udiv(&b)), q);
                assert_eq!(u8_of(&a.urem(&b)), r);
                assert_eq!(pair(a.sdiv_ov(&b)), {
                    let (v, o) = sx.overflowing_div(sy);
                    (v as u8, o)
                });
                assert_eq!(u8_of(&a.srem(&b)), sx.wrapping_rem(sy) as u8);
            }
            if y < 8 {
                let n = y as u32;
                assert_eq!(u8_of(&a.shl_bits(n)), x << n);
                assert_eq!(u8_of(&a.lshr(n)), x >> n);
                assert_eq!(u8_of(&a.ashr(n)), (sx >> n) as u8);
            }
            // APInt's shift overflow: bits shifted out (unsigned), or the value changed
            // when read back as signed; a shift by the width or more overflows.
            let wide = (x as u32) << y.min(31);
            let ushl = (
                if y < 8 { x << y } else { 0 },
                y >= 8 || wide > u8::MAX as u32,
            );
            assert_eq!(pair(a.ushl_ov(&b)), ushl, "ushl {x} {y}");
            let signed_wide = (sx as i32) << y.min(31);
            let sshl = (
                if y < 8 { x << y } else { 0 },
                y >= 8 || i8::try_from(signed_wide).is_err(),
            );
            assert_eq!(pair(a.sshl_ov(&b)), sshl, "sshl {x} {y}");
        }
        let a = a8(x);
        assert_eq!(a.countl_zero(), x.leading_zeros());
        assert_eq!(a.countl_one(), x.leading_ones());
        assert_eq!(u8_of(&a.flip_bits()), !x);
        assert_eq!(u8_of(&a.abs()), (x as i8).wrapping_abs() as u8);
        assert_eq!(a.sext(16).to_i64(), Some(x as i8 as i64));
        assert_eq!(a.zext(16).to_u64(), Some(x as u64));
        assert_eq!(a.trunc(4).to_u64(), Some((x & 15) as u64));
    }
}

#[test]
fn edge_values_at_128_bits_match_native_arithmetic() {
    let edges: [i128; 8] = [i128::MIN, i128::MIN + 1, -2, -1, 0, 1, 2, i128::MAX];
    for &x in &edges {
        for &y in &edges {
            let (a, b) = (ApInt::from_i128(128, x), ApInt::from_i128(128, y));
            let s = |r: &ApInt| {
                let (neg, mag) = r.signed_magnitude();
                let m = mag.low_u128();
                if neg {
                    (m as i128).wrapping_neg()
                } else {
                    m as i128
                }
            };
            let pair = |r: (ApInt, bool)| (s(&r.0), r.1);
            assert_eq!(pair(a.sadd_ov(&b)), x.overflowing_add(y));
            assert_eq!(pair(a.ssub_ov(&b)), x.overflowing_sub(y));
            assert_eq!(pair(a.smul_ov(&b)), x.overflowing_mul(y));
            let (ux, uy) = (x as u128, y as u128);
            let upair = |r: (ApInt, bool)| (r.0.bits().low_u128(), r.1);
            assert_eq!(upair(a.uadd_ov(&b)), ux.overflowing_add(uy));
            assert_eq!(upair(a.umul_ov(&b)), ux.overflowing_mul(uy));
            if let Some(q) = ux.checked_div(uy) {
                assert_eq!(pair(a.sdiv_ov(&b)), x.overflowing_div(y));
                assert_eq!(s(&a.srem(&b)), x.wrapping_rem(y));
                assert_eq!(a.udiv(&b).bits().low_u128(), q);
            }
        }
    }
}
