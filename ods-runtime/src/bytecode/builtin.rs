//! The builtin dialect's attribute and type encodings, generated from
//! `ods-runtime/ods/BuiltinDialectBytecode.td` (upstream's `mlir/IR/BuiltinDialectBytecode.td`
//! with Rust code blocks) into `ods/BuiltinDialectBytecode.gen.rs` by `cargo xtask regen`; the classes
//! and helpers its code blocks use are in `builtin_classes.rs`. The entry codes are the
//! positions in its `BuiltinDialectAttributes` and `BuiltinDialectTypes` lists. Attributes
//! without an entry there (affine maps, integer sets, strided layouts) and float types
//! without one (the 4-, 6- and 8-bit formats, `tf32`) are left to the textual encoding, as
//! in MLIR.

use super::builtin_classes::*;
use super::encoding::ReadError;
use super::interface::{
    AttrClass, BytecodeDialectInterface, DialectReader, DialectWriter, Get, ResourceHandle,
    TypeClass, isa, read_list, read_resource_handle, write_attributes_as, write_list,
    write_types_as,
};
use crate::attributes::{ApFloat, ApInt, AttrKind, Scalar};
use crate::types::TypeKind;
use crate::{Attribute, Context, Location, Type};

mod generated {
    use super::*;
    include!("../../ods/BuiltinDialectBytecode.gen.rs");
}
pub(crate) use generated::{read_attribute, read_type};

/// The builtin dialect's bytecode hook.
pub struct BuiltinBytecode;

impl BytecodeDialectInterface for BuiltinBytecode {
    fn write_attribute(&self, attr: Attribute, w: &mut dyn DialectWriter) -> bool {
        generated::write_attribute(attr, w)
    }
    fn write_type(&self, ty: Type, w: &mut dyn DialectWriter) -> bool {
        generated::write_type(ty, w)
    }
}

/// The untyped string attribute `s` (a dictionary key, a symbol, a file name).
pub(crate) fn string_attr(ctx: &Context, s: &[u8]) -> Attribute {
    ctx.get_attr(AttrKind::String {
        value: s.to_vec(),
        ty: None,
    })
}

/// The flat symbol reference `@s`.
pub(crate) fn flat_symbol(ctx: &Context, s: crate::types::Identifier) -> Attribute {
    ctx.get_attr(AttrKind::SymbolRef {
        root: s,
        nested: Vec::new(),
    })
}

/// The identity layout `affine_map<(d0, ..) -> (d0, ..)>` of a memref of `rank`.
pub(crate) fn identity_layout(ctx: &Context, rank: usize) -> Attribute {
    use crate::attributes::affine::AffineExpr;
    ctx.get_attr(AttrKind::AffineMap(crate::attributes::AffineMap {
        num_dims: rank as u32,
        num_symbols: 0,
        results: (0..rank as u32).map(AffineExpr::Dim).collect(),
    }))
}

/// The parts MLIR gives `sparse<>`: no indices (`tensor<0xRANKxi64>`) and no values.
pub(crate) fn empty_sparse_parts(ctx: &Context, ty: Type) -> Option<(Attribute, Attribute)> {
    let (rank, elem) = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
            (shape.len() as i64, *elem)
        }
        _ => return None,
    };
    let tensor = |shape: Vec<i64>, elem| {
        ctx.get_type(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        })
    };
    let dense = |ty| {
        ctx.get_attr(AttrKind::DenseElements {
            ty,
            values: Vec::new(),
        })
    };
    let i64_ty = ctx.int_type(64);
    Some((
        dense(tensor(vec![0, rank], i64_ty)),
        dense(tensor(vec![0], elem)),
    ))
}

/// The bit width of one (non-complex) element of type `ty`.
fn scalar_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
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
    let (part_ty, parts) = match ctx.type_kind(elem) {
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
