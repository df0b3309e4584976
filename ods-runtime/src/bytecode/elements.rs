//! Dense elements from MLIR's raw storage (the inverse of `builtin::raw_elements`).

use crate::attributes::{ApInt, Scalar};
use crate::types::TypeKind;
use crate::{Context, Type};

/// The integer of `width` bits stored little endian in `bytes`.
pub(crate) fn apint_from_le(width: u32, bytes: &[u8]) -> ApInt {
    let words: Vec<u64> = bytes
        .chunks(8)
        .map(|c| {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(w)
        })
        .collect();
    ApInt::from_biguint(
        width,
        &crate::attributes::bignum::BigUint::from_words(&words),
    )
}

/// The low 128 bits of `v`.
pub(crate) fn to_u128(v: &ApInt) -> u128 {
    let mut b = v.to_le_bytes();
    b.resize(16, 0);
    let mut w = [0u8; 16];
    w.copy_from_slice(&b[..16]);
    u128::from_le_bytes(w)
}

/// The element type and element count of a statically shaped type.
pub(crate) fn shaped(ctx: &Context, t: Type) -> Result<(Type, u64), String> {
    let (shape, elem) = match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
            (shape, *elem)
        }
        _ => return Err("expected a statically shaped tensor or vector type".into()),
    };
    let mut n = 1u64;
    for &d in shape {
        let d = u64::try_from(d).map_err(|_| "expected a static shape".to_string())?;
        n = n.checked_mul(d).ok_or("too many elements")?;
    }
    Ok((elem, n))
}

/// Elements from MLIR's raw storage (see `builtin::raw_elements`).
pub(crate) fn decode_elements(
    ctx: &Context,
    elem: Type,
    blob: &[u8],
    count: u64,
    packed_bools: bool,
) -> Result<Vec<Scalar>, String> {
    let (part, parts) = match ctx.type_kind(elem) {
        TypeKind::Complex(inner) => (*inner, 2usize),
        _ => (elem, 1),
    };
    let (width, float) = match ctx.type_kind(part) {
        TypeKind::Integer { width, .. } => (*width, false),
        TypeKind::Index => (64, false),
        TypeKind::Float(k) => (k.width(), true),
        _ => return Err("expected an integer, index, float or complex element type".into()),
    };
    if width == 1 && packed_bools && parts == 1 {
        return decode_i1(blob, count);
    }
    let bytes = width.div_ceil(8) as usize * parts;
    let stored = blob.len() / bytes.max(1);
    let splat = packed_bools && blob.len() == bytes && count != 1;
    if blob.len() % bytes.max(1) != 0 || (!splat && stored as u64 != count) {
        return Err("raw data size does not match the element count".into());
    }
    let one = |chunk: &[u8]| -> Scalar {
        // Bits above the width in the storage bytes are kept, as MLIR keeps them.
        let v = if width < 64 && !float {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            ApInt::from_storage_word(width, u64::from_le_bytes(w))
        } else {
            apint_from_le(width, chunk)
        };
        if float {
            Scalar::Float(to_u128(&v))
        } else {
            Scalar::Int(v)
        }
    };
    let part_bytes = bytes / parts;
    Ok(blob
        .chunks(bytes)
        .map(|chunk| {
            if parts == 2 {
                Scalar::Complex(Box::new((
                    one(&chunk[..part_bytes]),
                    one(&chunk[part_bytes..]),
                )))
            } else {
                one(chunk)
            }
        })
        .collect())
}

fn decode_i1(blob: &[u8], count: u64) -> Result<Vec<Scalar>, String> {
    let bit = |b: bool| Scalar::Int(ApInt::from_u128(1, u128::from(b)));
    if blob.len() == 1 && count != 1 && (blob[0] == 0 || blob[0] == 0xff) {
        return Ok(vec![bit(blob[0] != 0)]);
    }
    if blob.len() as u64 != count.div_ceil(8) {
        return Err("raw data size does not match the element count".into());
    }
    Ok((0..count as usize)
        .map(|i| bit(blob[i / 8] >> (i % 8) & 1 == 1))
        .collect())
}
