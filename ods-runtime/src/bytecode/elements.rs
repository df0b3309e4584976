//! The values behind the builtin classes' encodings: dense elements in MLIR's raw storage
//! (`raw_elements`, and back with `decode_elements`), the string and symbol attributes of
//! names, the identity layout of a memref, the parts of `sparse<>`.

use crate::attributes::{ApInt, AttrKind, Scalar};
use crate::types::TypeKind;
use crate::{Attribute, Context, Type};

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
    let (shape, elem) = match ctx.ty(t).kind() {
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

/// Elements from MLIR's raw storage (see `raw_elements`).
pub(crate) fn decode_elements(
    ctx: &Context,
    elem: Type,
    blob: &[u8],
    count: u64,
    packed_bools: bool,
) -> Result<Vec<Scalar>, String> {
    let (part, parts) = match ctx.ty(elem).kind() {
        TypeKind::Complex(inner) => (*inner, 2usize),
        _ => (elem, 1),
    };
    let (width, float) = match ctx.ty(part).kind() {
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

/// The flat symbol reference `@s`.
pub(crate) fn flat_symbol(ctx: &Context, s: crate::types::Identifier) -> Attribute {
    Attribute::get(
        ctx,
        AttrKind::SymbolRef {
            root: s,
            nested: Vec::new(),
        },
    )
}

/// The identity layout `affine_map<(d0, ..) -> (d0, ..)>` of a memref of `rank`.
pub(crate) fn identity_layout(ctx: &Context, rank: usize) -> Attribute {
    use crate::attributes::affine::AffineExpr;
    Attribute::get(
        ctx,
        AttrKind::AffineMap(crate::attributes::AffineMap {
            num_dims: rank as u32,
            num_symbols: 0,
            results: (0..rank as u32).map(AffineExpr::Dim).collect(),
        }),
    )
}

/// The parts MLIR gives `sparse<>`: no indices (`tensor<0xRANKxi64>`) and no values.
pub(crate) fn empty_sparse_parts(ctx: &Context, ty: Type) -> Option<(Attribute, Attribute)> {
    let (rank, elem) = match ctx.ty(ty).kind() {
        TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
            (shape.len() as i64, *elem)
        }
        _ => return None,
    };
    let tensor = |shape: Vec<i64>, elem| {
        Type::get(
            ctx,
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding: None,
            },
        )
    };
    let dense = |ty| {
        Attribute::get(
            ctx,
            AttrKind::DenseElements {
                ty,
                values: Vec::new(),
            },
        )
    };
    let i64_ty = Type::int(ctx, 64);
    Some((
        dense(tensor(vec![0, rank], i64_ty)),
        dense(tensor(vec![0], elem)),
    ))
}

/// The bit width of one (non-complex) element of type `ty`.
fn scalar_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.ty(ty).kind() {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// The elements as MLIR stores them (`getRawData`): each element in whole bytes, little
/// endian; `i1` elements of a dense elements attribute packed 8 to a byte (a splat is one
/// byte, all ones or zero).
pub(crate) fn raw_elements(
    ctx: &Context,
    elem: Type,
    values: &[Scalar],
    pack_bools: bool,
) -> Option<Vec<u8>> {
    let (part_ty, parts) = match ctx.ty(elem).kind() {
        TypeKind::Complex(inner) => (*inner, 2),
        _ => (elem, 1),
    };
    let width = scalar_width(ctx, part_ty)?;
    if width == 1 && pack_bools && parts == 1 {
        return Some(pack_i1(values));
    }
    let bytes = width.div_ceil(8) as usize;
    let mut out = Vec::with_capacity(values.len() * bytes * parts);
    for v in values {
        push_scalar(&mut out, v, width, bytes)?;
    }
    Some(out)
}

fn push_scalar(out: &mut Vec<u8>, v: &Scalar, width: u32, bytes: usize) -> Option<()> {
    match v {
        Scalar::Int(i) => {
            let mut le = i.to_le_bytes();
            le.resize(bytes, 0);
            out.extend_from_slice(&le[..bytes]);
        }
        Scalar::Float(bits) => {
            let mut le = ApInt::from_u128(width, *bits).to_le_bytes();
            le.resize(bytes, 0);
            out.extend_from_slice(&le[..bytes]);
        }
        Scalar::Complex(pair) => {
            push_scalar(out, &pair.0, width, bytes)?;
            push_scalar(out, &pair.1, width, bytes)?;
        }
    }
    Some(())
}

fn pack_i1(values: &[Scalar]) -> Vec<u8> {
    let bit = |v: &Scalar| matches!(v, Scalar::Int(i) if !i.is_zero());
    if values.len() == 1 {
        return vec![if bit(&values[0]) { 0xff } else { 0 }];
    }
    let mut out = vec![0u8; values.len().div_ceil(8)];
    for (i, v) in values.iter().enumerate() {
        if bit(v) {
            out[i / 8] |= 1 << (i % 8);
        }
    }
    out
}
