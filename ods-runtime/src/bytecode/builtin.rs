//! The builtin dialect's attribute and type encodings, as `mlir/IR/BuiltinDialectBytecode.td`
//! defines them (the entry codes are the positions in its `BuiltinDialectAttributes` and
//! `BuiltinDialectTypes` lists). Attributes without an entry there (affine maps, integer
//! sets, strided layouts) and float types without one (the 4-, 6- and 8-bit formats, `tf32`)
//! are left to the textual encoding, as in MLIR.

use super::interface::{BytecodeDialectInterface, DialectWriter};
use crate::attributes::{ApInt, AttrKind, Scalar};
use crate::location::LocKind;
use crate::types::{FloatKind, Signedness, TypeKind};
use crate::{Attribute, Context, Type};

/// The builtin dialect's bytecode hook.
pub struct BuiltinBytecode;

impl BytecodeDialectInterface for BuiltinBytecode {
    fn write_attribute(&self, attr: Attribute, w: &mut dyn DialectWriter) -> bool {
        write_attribute(attr, w)
    }
    fn write_type(&self, ty: Type, w: &mut dyn DialectWriter) -> bool {
        write_type(ty, w)
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

fn write_attribute(attr: Attribute, w: &mut dyn DialectWriter) -> bool {
    let kind = w.ctx().attr_kind(attr).clone();
    match kind {
        AttrKind::Array(items) => {
            w.write_var_int(0);
            w.write_attributes(&items);
        }
        AttrKind::Dictionary(entries) => {
            w.write_var_int(1);
            w.write_var_int(entries.len() as u64);
            for (name, value) in entries {
                let key = string_attr(w.ctx(), w.ctx().ident_str(name).as_bytes());
                w.write_attribute(key);
                w.write_attribute(value);
            }
        }
        AttrKind::String { value, ty } => match ty.filter(|t| !is_none(w.ctx(), *t)) {
            None => {
                w.write_var_int(2);
                w.write_owned_string(&value);
            }
            Some(t) => {
                w.write_var_int(3);
                w.write_owned_string(&value);
                w.write_type(t);
            }
        },
        AttrKind::SymbolRef { root, nested } => {
            let root_attr = string_attr(w.ctx(), w.ctx().ident_str(root).as_bytes());
            if nested.is_empty() {
                w.write_var_int(4);
                w.write_attribute(root_attr);
            } else {
                w.write_var_int(5);
                w.write_attribute(root_attr);
                let flats: Vec<Attribute> =
                    nested.iter().map(|&n| flat_symbol(w.ctx(), n)).collect();
                w.write_attributes(&flats);
            }
        }
        AttrKind::Type(t) => {
            w.write_var_int(6);
            w.write_type(t);
        }
        AttrKind::Unit => w.write_var_int(7),
        AttrKind::Integer { ty, value } => {
            w.write_var_int(8);
            w.write_type(ty);
            w.write_ap_int_with_known_width(&value);
        }
        AttrKind::Float { ty, bits } => {
            let Some(width) = float_width(w.ctx(), ty) else {
                return false;
            };
            w.write_var_int(9);
            w.write_type(ty);
            w.write_ap_int_with_known_width(&ApInt::from_u128(width, bits));
        }
        AttrKind::Location(loc) => write_location(loc, w),
        AttrKind::DenseResource { key, ty } => {
            w.write_var_int(16);
            w.write_type(ty);
            w.write_resource_handle(&key);
        }
        AttrKind::DenseArray { elem, values } => {
            let Some(data) = raw_elements(w.ctx(), elem, &values, false) else {
                return false;
            };
            w.write_var_int(17);
            w.write_type(elem);
            w.write_var_int(values.len() as u64);
            w.write_owned_blob(&data);
        }
        AttrKind::DenseElements { ty, values } => {
            let Some(elem) = w.ctx().element_type(ty) else {
                return false;
            };
            let Some(data) = raw_elements(w.ctx(), elem, &values, true) else {
                return false;
            };
            w.write_var_int(18);
            w.write_type(ty);
            w.write_owned_blob(&data);
        }
        AttrKind::DenseStrings { ty, values } => {
            // One stored value is a splat (a single-element tensor included).
            let splat = values.len() == 1;
            w.write_var_int(19);
            w.write_type(ty);
            w.write_var_int(u64::from(splat));
            for v in &values {
                w.write_owned_string(v);
            }
        }
        AttrKind::Sparse { ty, parts } => {
            let Some((indices, values)) = parts.or_else(|| empty_sparse_parts(w.ctx(), ty)) else {
                return false;
            };
            w.write_var_int(20);
            w.write_type(ty);
            w.write_attribute(indices);
            w.write_attribute(values);
        }
        AttrKind::Distinct { referenced, .. } => {
            w.write_var_int(21);
            w.write_attribute(referenced);
        }
        _ => return false,
    }
    true
}

fn write_location(loc: crate::Location, w: &mut dyn DialectWriter) {
    let kind = w.ctx().loc_kind(loc).clone();
    let loc_attr = |w: &mut dyn DialectWriter, l| {
        let a = w.ctx().location_attr(l);
        w.write_attribute(a);
    };
    match kind {
        LocKind::Unknown => w.write_var_int(15),
        LocKind::CallSite { callee, caller } => {
            w.write_var_int(10);
            loc_attr(w, callee);
            loc_attr(w, caller);
        }
        LocKind::FileLineCol {
            file,
            line,
            col,
            end,
        } => {
            let name = string_attr(w.ctx(), w.ctx().ident_str(file).as_bytes());
            match end {
                None => {
                    w.write_var_int(11);
                    w.write_attribute(name);
                    w.write_var_int(u64::from(line));
                    w.write_var_int(u64::from(col));
                }
                Some((end_line, end_col)) => {
                    w.write_var_int(22);
                    w.write_attribute(name);
                    write_range(w, line, col, end_line, end_col);
                }
            }
        }
        LocKind::Name { name, child } => {
            w.write_var_int(14);
            let n = string_attr(w.ctx(), w.ctx().ident_str(name).as_bytes());
            w.write_attribute(n);
            loc_attr(w, child);
        }
        LocKind::Fused { locs, metadata } => {
            w.write_var_int(if metadata.is_some() { 13 } else { 12 });
            w.write_var_int(locs.len() as u64);
            for l in locs {
                loc_attr(w, l);
            }
            if let Some(m) = metadata {
                w.write_attribute(m);
            }
        }
    }
}

/// MLIR's `writeFileLineColRangeLocs`.
fn write_range(w: &mut dyn DialectWriter, line: u32, col: u32, end_line: u32, end_col: u32) {
    let v = |w: &mut dyn DialectWriter, x: u32| w.write_var_int(u64::from(x));
    if line == 0 && col == 0 && end_line == 0 && end_col == 0 {
        w.write_var_int(0);
    } else if col == 0 && line == end_line {
        w.write_var_int(1);
        v(w, line);
    } else if end_col == col && line == end_line {
        w.write_var_int(2);
        v(w, line);
        v(w, col);
    } else if line == end_line {
        w.write_var_int(3);
        v(w, line);
        v(w, col);
        v(w, end_col);
    } else {
        w.write_var_int(4);
        v(w, line);
        v(w, col);
        v(w, end_line);
        v(w, end_col);
    }
}

/// The parts MLIR gives `sparse<>`: no indices (`tensor<0xRANKxi64>`) and no values.
fn empty_sparse_parts(ctx: &Context, ty: Type) -> Option<(Attribute, Attribute)> {
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

fn is_none(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::None)
}

fn float_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
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

fn write_type(ty: Type, w: &mut dyn DialectWriter) -> bool {
    let kind = w.ctx().type_kind(ty).clone();
    match kind {
        TypeKind::Integer { width, signedness } => {
            let s = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            w.write_var_int(0);
            w.write_var_int((u64::from(width) << 2) | s);
        }
        TypeKind::Index => w.write_var_int(1),
        TypeKind::Function { inputs, results } => {
            w.write_var_int(2);
            w.write_types(&inputs);
            w.write_types(&results);
        }
        TypeKind::Float(k) => {
            let code = match k {
                FloatKind::BF16 => 3,
                FloatKind::F16 => 4,
                FloatKind::F32 => 5,
                FloatKind::F64 => 6,
                FloatKind::F80 => 7,
                FloatKind::F128 => 8,
                _ => return false,
            };
            w.write_var_int(code);
        }
        TypeKind::Complex(e) => {
            w.write_var_int(9);
            w.write_type(e);
        }
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            let layout = layout.unwrap_or_else(|| identity_layout(w.ctx(), shape.len()));
            match memory_space {
                None => w.write_var_int(10),
                Some(space) => {
                    w.write_var_int(11);
                    w.write_attribute(space);
                }
            }
            w.write_signed_var_ints(&shape);
            w.write_type(elem);
            w.write_attribute(layout);
        }
        TypeKind::None => w.write_var_int(12),
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => {
            match encoding {
                None => w.write_var_int(13),
                Some(e) => {
                    w.write_var_int(14);
                    w.write_attribute(e);
                }
            }
            w.write_signed_var_ints(&shape);
            w.write_type(elem);
        }
        TypeKind::Tuple(types) => {
            w.write_var_int(15);
            w.write_types(&types);
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => match memory_space {
            None => {
                w.write_var_int(16);
                w.write_type(elem);
            }
            Some(space) => {
                w.write_var_int(17);
                w.write_attribute(space);
                w.write_type(elem);
            }
        },
        TypeKind::UnrankedTensor { elem } => {
            w.write_var_int(18);
            w.write_type(elem);
        }
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => {
            if scalable.iter().any(|&s| s) {
                w.write_var_int(20);
                w.write_var_int(scalable.len() as u64);
                for s in scalable {
                    w.write_owned_bool(s);
                }
            } else {
                w.write_var_int(19);
            }
            w.write_signed_var_ints(&shape);
            w.write_type(elem);
        }
        TypeKind::Opaque { .. } | TypeKind::Dialect { .. } => return false,
    }
    true
}
