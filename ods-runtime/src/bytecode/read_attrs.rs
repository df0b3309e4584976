//! Reading attribute and type entries on first reference: the builtin dialect's encodings
//! (the inverse of `builtin.rs`) and the textual fallback.

use super::encoding::{Cursor, ReadError};
use super::reader::{FileState, RawEntry, string};
use crate::attributes::{ApInt, AttrKind, Scalar};
use crate::location::LocKind;
use crate::types::{FloatKind, Signedness, TypeKind};
use crate::{Attribute, Context, Location, Type};

/// How deep attribute and type references may nest while reading.
const MAX_DEPTH: usize = 512;

/// What reading an attribute entry and reading a type entry differ in.
trait Entry: Copy + Sized {
    /// `Attribute` or `Type`, as MLIR's messages name them.
    const NAME: &'static str;
    /// The values read so far, the entries being read, and the raw entries.
    fn table<'s, 'a>(
        st: &'s mut FileState<'a>,
    ) -> (
        &'s mut Vec<Option<Self>>,
        &'s mut Vec<bool>,
        &'s [RawEntry<'a>],
    );
    /// The builtin dialect's encoding.
    fn builtin(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
    ) -> Result<Self, ReadError>;
    /// The textual fallback.
    fn parse(ctx: &mut Context, text: &str) -> crate::asm::parser::PResult<Self>;
}

impl Entry for Attribute {
    const NAME: &'static str = "Attribute";
    fn table<'s, 'a>(
        st: &'s mut FileState<'a>,
    ) -> (
        &'s mut Vec<Option<Self>>,
        &'s mut Vec<bool>,
        &'s [RawEntry<'a>],
    ) {
        (&mut st.attrs, &mut st.attrs_busy, &st.attr_entries)
    }
    fn builtin(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
    ) -> Result<Self, ReadError> {
        builtin_attr(ctx, st, c)
    }
    fn parse(ctx: &mut Context, text: &str) -> crate::asm::parser::PResult<Self> {
        crate::asm::parser::parse_attribute_str(ctx, text, "")
    }
}

impl Entry for Type {
    const NAME: &'static str = "Type";
    fn table<'s, 'a>(
        st: &'s mut FileState<'a>,
    ) -> (
        &'s mut Vec<Option<Self>>,
        &'s mut Vec<bool>,
        &'s [RawEntry<'a>],
    ) {
        (&mut st.types, &mut st.types_busy, &st.type_entries)
    }
    fn builtin(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
    ) -> Result<Self, ReadError> {
        builtin_type(ctx, st, c)
    }
    fn parse(ctx: &mut Context, text: &str) -> crate::asm::parser::PResult<Self> {
        crate::asm::parser::parse_type_str(ctx, text, "")
    }
}

/// Attribute `idx`, read when first referenced.
pub(crate) fn attr(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    idx: u64,
) -> Result<Attribute, ReadError> {
    read(ctx, st, at, idx)
}

/// Type `idx`, read when first referenced.
pub(crate) fn ty(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    idx: u64,
) -> Result<Type, ReadError> {
    read(ctx, st, at, idx)
}

/// Entry `idx` of `T`'s table, read when first referenced (a cycle or too deep a nesting of
/// references is an error).
fn read<T: Entry>(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    idx: u64,
) -> Result<T, ReadError> {
    let depth = st.depth;
    let (values, busy, entries) = T::table(st);
    let i = usize::try_from(idx).unwrap_or(usize::MAX);
    if i >= values.len() {
        return Err(at.error(format!("invalid {} index: {idx}", T::NAME)));
    }
    if let Some(v) = values[i] {
        return Ok(v);
    }
    if busy[i] || depth > MAX_DEPTH {
        return Err(at.error(format!(
            "cyclic or too deeply nested reference to {} {idx}",
            T::NAME
        )));
    }
    busy[i] = true;
    let entry = entries[i];
    st.depth += 1;
    let mut c = entry.data;
    let result = if entry.custom {
        let dialect = st.dialects[entry.dialect].clone();
        if dialect == "builtin" {
            T::builtin(ctx, st, &mut c)
        } else {
            Err(c.error(format!(
                "dialect '{dialect}' does not implement the bytecode interface"
            )))
        }
    } else {
        text(&c).and_then(|t| {
            T::parse(ctx, &t).map_err(|d| ReadError {
                at: Some(format!("{t}:{}:{}", d.line, d.col)),
                ..c.error(d.message.trim_end())
            })
        })
    };
    st.depth -= 1;
    let (values, busy, _) = T::table(st);
    busy[i] = false;
    let v = result?;
    values[i] = Some(v);
    Ok(v)
}

/// The text of a fallback entry (nul-terminated).
fn text(c: &Cursor<'_>) -> Result<String, ReadError> {
    let mut c = *c;
    let bytes = c.nul_terminated()?;
    if !c.is_empty() {
        return Err(c.error("trailing characters found after the textual entry"));
    }
    String::from_utf8(bytes.to_vec()).map_err(|_| c.error("textual entry is not valid UTF-8"))
}

fn read_attr(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<Attribute, ReadError> {
    let at = *c;
    let i = c.var_int()?;
    attr(ctx, st, &at, i)
}

fn read_type(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<Type, ReadError> {
    let at = *c;
    let i = c.var_int()?;
    ty(ctx, st, &at, i)
}

fn read_attrs(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<Vec<Attribute>, ReadError> {
    let n = c.count(1)?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(read_attr(ctx, st, c)?);
    }
    Ok(out)
}

fn read_types(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<Vec<Type>, ReadError> {
    let n = c.count(1)?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(read_type(ctx, st, c)?);
    }
    Ok(out)
}

/// A string attribute's text (file names, names, symbols).
fn read_str_attr(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<String, ReadError> {
    let at = *c;
    let a = read_attr(ctx, st, c)?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Ok(String::from_utf8_lossy(value).into_owned()),
        _ => Err(at.error(format!(
            "expected attribute of type: StringAttr, but got: {}",
            crate::asm::printer::attribute_to_string(ctx, a)
        ))),
    }
}

/// A string attribute as an identifier (a file or location name).
fn read_ident(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<crate::types::Identifier, ReadError> {
    let at = *c;
    let a = read_attr(ctx, st, c)?;
    if let Some(&id) = st.idents.get(&a) {
        return Ok(id);
    }
    let id = match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => ctx.identifier(&String::from_utf8_lossy(value)),
        _ => {
            return Err(at.error(format!(
                "expected attribute of type: StringAttr, but got: {}",
                crate::asm::printer::attribute_to_string(ctx, a)
            )));
        }
    };
    st.idents.insert(a, id);
    Ok(id)
}

fn read_loc(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<Location, ReadError> {
    let at = *c;
    let a = read_attr(ctx, st, c)?;
    as_location(ctx, &at, a)
}

/// `a` as a location, or mlir-opt's error.
pub(crate) fn as_location(
    ctx: &Context,
    at: &Cursor<'_>,
    a: Attribute,
) -> Result<Location, ReadError> {
    match ctx.attr_kind(a) {
        AttrKind::Location(l) => Ok(*l),
        _ => Err(at.error(format!(
            "expected attribute of type: LocationAttr, but got: {}",
            crate::asm::printer::attribute_to_string(ctx, a)
        ))),
    }
}

fn u32_of(c: &Cursor<'_>, v: u64) -> Result<u32, ReadError> {
    u32::try_from(v).map_err(|_| c.error(format!("value {v} does not fit in 32 bits")))
}

fn builtin_attr(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<Attribute, ReadError> {
    let at = *c;
    let code = c.var_int()?;
    let kind = match code {
        0 => AttrKind::Array(read_attrs(ctx, st, c)?),
        1 => {
            let n = c.count(2)?;
            let mut entries = Vec::with_capacity(n);
            for _ in 0..n {
                let name = read_str_attr(ctx, st, c)?;
                let value = read_attr(ctx, st, c)?;
                entries.push((ctx.identifier(&name), value));
            }
            return Ok(ctx.dictionary_attr(&entries));
        }
        2 | 3 => {
            let i = c.var_int()?;
            let value = string(st, c, i)?.to_vec();
            let ty = if code == 3 {
                Some(read_type(ctx, st, c)?)
            } else {
                None
            };
            AttrKind::String { value, ty }
        }
        4 => {
            let root = read_str_attr(ctx, st, c)?;
            AttrKind::SymbolRef {
                root: ctx.identifier(&root),
                nested: Vec::new(),
            }
        }
        5 => {
            let root = read_str_attr(ctx, st, c)?;
            let nested_attrs = read_attrs(ctx, st, c)?;
            let mut nested = Vec::with_capacity(nested_attrs.len());
            for a in nested_attrs {
                match ctx.attr_kind(a) {
                    AttrKind::SymbolRef { root, nested: n } if n.is_empty() => nested.push(*root),
                    _ => return Err(at.error("expected attribute of type: FlatSymbolRefAttr")),
                }
            }
            AttrKind::SymbolRef {
                root: ctx.identifier(&root),
                nested,
            }
        }
        6 => AttrKind::Type(read_type(ctx, st, c)?),
        7 => AttrKind::Unit,
        8 => {
            let t = read_type(ctx, st, c)?;
            let width = match ctx.type_kind(t) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => {
                    return Err(at.error(format!(
                        "expected integer or index type for IntegerAttr, but got: {}",
                        crate::asm::printer::type_to_string(ctx, t)
                    )));
                }
            };
            AttrKind::Integer {
                ty: t,
                value: read_ap_int(c, width)?,
            }
        }
        9 => {
            let t = read_type(ctx, st, c)?;
            let TypeKind::Float(k) = ctx.type_kind(t) else {
                return Err(at.error("expected a float type for FloatAttr"));
            };
            let v = read_ap_int(c, k.width())?;
            AttrKind::Float {
                ty: t,
                bits: to_u128(&v),
            }
        }
        10..=15 | 22 => AttrKind::Location(builtin_loc(ctx, st, c, code)?),
        16 => {
            let t = read_type(ctx, st, c)?;
            let i = c.var_int()?;
            let key = st
                .resources
                .get(usize::try_from(i).unwrap_or(usize::MAX))
                .cloned()
                .ok_or_else(|| c.error(format!("invalid resource index: {i}")))?;
            AttrKind::DenseResource { key, ty: t }
        }
        17 => {
            let elem = read_type(ctx, st, c)?;
            let size = c.var_int()?;
            let blob = read_blob(c)?;
            let values = decode_elements(ctx, &at, elem, blob, size, false)?;
            AttrKind::DenseArray { elem, values }
        }
        18 => {
            let t = read_type(ctx, st, c)?;
            let blob = read_blob(c)?;
            let (elem, n) = shaped(ctx, &at, t)?;
            let values = decode_elements(ctx, &at, elem, blob, n, true)?;
            AttrKind::DenseElements { ty: t, values }
        }
        19 => {
            let t = read_type(ctx, st, c)?;
            let splat = c.var_int()? != 0;
            let (_, n) = shaped(ctx, &at, t)?;
            let count = if splat { 1 } else { n };
            if count > c.remaining() as u64 {
                return Err(at.error("more strings than the entry holds"));
            }
            let mut values = Vec::with_capacity(count as usize);
            for _ in 0..count {
                let i = c.var_int()?;
                values.push(string(st, c, i)?.to_vec());
            }
            AttrKind::DenseStrings { ty: t, values }
        }
        20 => {
            let t = read_type(ctx, st, c)?;
            let indices = read_attr(ctx, st, c)?;
            let values = read_attr(ctx, st, c)?;
            // No indices is `sparse<>`.
            let empty = matches!(
                ctx.attr_kind(indices),
                AttrKind::DenseElements { values, .. } if values.is_empty()
            );
            AttrKind::Sparse {
                ty: t,
                parts: (!empty).then_some((indices, values)),
            }
        }
        21 => {
            let referenced = read_attr(ctx, st, c)?;
            return Ok(ctx.distinct_attr(referenced));
        }
        _ => return Err(at.error(format!("unknown attribute code: {code}"))),
    };
    Ok(ctx.get_attr(kind))
}

fn builtin_loc(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
    code: u64,
) -> Result<Location, ReadError> {
    Ok(match code {
        10 => {
            let callee = read_loc(ctx, st, c)?;
            let caller = read_loc(ctx, st, c)?;
            ctx.callsite_loc(callee, caller)
        }
        11 => {
            let file = read_ident(ctx, st, c)?;
            let l = c.var_int()?;
            let col = c.var_int()?;
            ctx.file_line_col_loc_interned(file, u32_of(c, l)?, u32_of(c, col)?)
        }
        12 | 13 => {
            let n = c.count(1)?;
            let mut locs = Vec::with_capacity(n);
            for _ in 0..n {
                locs.push(read_loc(ctx, st, c)?);
            }
            let metadata = if code == 13 {
                Some(read_attr(ctx, st, c)?)
            } else {
                None
            };
            ctx.fused_loc(&locs, metadata)
        }
        14 => {
            let name = read_ident(ctx, st, c)?;
            let child = read_loc(ctx, st, c)?;
            ctx.get_loc(LocKind::Name { name, child })
        }
        15 => ctx.unknown_loc(),
        _ => {
            let file = read_ident(ctx, st, c)?;
            let n = c.count(1)?;
            if n > 4 {
                return Err(c.error("invalid FileLineColRange"));
            }
            let mut v = [0u32; 4];
            for slot in v.iter_mut().take(n) {
                let x = c.var_int()?;
                *slot = u32_of(c, x)?;
            }
            let (line, col, end) = match n {
                0 => (0, 0, None),
                1 => (v[0], 0, None),
                2 => (v[0], v[1], None),
                3 => (v[0], v[1], Some((v[0], v[2]))),
                _ => (v[0], v[1], Some((v[2], v[3]))),
            };
            let end = end.filter(|&e| e != (line, col));
            ctx.get_loc(LocKind::FileLineCol {
                file,
                line,
                col,
                end,
            })
        }
    })
}

/// An integer of a width the reader knows (MLIR's `readAPIntWithKnownWidth`).
fn read_ap_int(c: &mut Cursor<'_>, width: u32) -> Result<ApInt, ReadError> {
    if width <= 8 {
        let b = c.byte()?;
        return Ok(ApInt::from_u128(width, u128::from(b) & mask(width)));
    }
    if width <= 64 {
        let v = c.signed_var_int()? as u64;
        return Ok(ApInt::from_u128(width, u128::from(v) & mask(width)));
    }
    let words = c.var_int()?;
    let max = u64::from(width.div_ceil(64));
    if words > max {
        return Err(c.error(format!(
            "expected word count to be <= {max}, but got: {words}"
        )));
    }
    let mut bytes = Vec::with_capacity(words as usize * 8);
    for _ in 0..words {
        bytes.extend_from_slice(&(c.signed_var_int()? as u64).to_le_bytes());
    }
    Ok(apint_from_le(width, &bytes))
}

/// The integer of `width` bits stored little endian in `bytes`.
fn apint_from_le(width: u32, bytes: &[u8]) -> ApInt {
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

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

fn to_u128(v: &ApInt) -> u128 {
    let mut b = v.to_le_bytes();
    b.resize(16, 0);
    let mut w = [0u8; 16];
    w.copy_from_slice(&b[..16]);
    u128::from_le_bytes(w)
}

fn read_blob<'a>(c: &mut Cursor<'a>) -> Result<&'a [u8], ReadError> {
    let n = c.var_int()?;
    c.bytes(usize::try_from(n).unwrap_or(usize::MAX))
}

/// The element type and element count of a statically shaped type.
fn shaped(ctx: &Context, at: &Cursor<'_>, t: Type) -> Result<(Type, u64), ReadError> {
    let (shape, elem) = match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
            (shape, *elem)
        }
        _ => return Err(at.error("expected a statically shaped tensor or vector type")),
    };
    let mut n = 1u64;
    for &d in shape {
        let d = u64::try_from(d).map_err(|_| at.error("expected a static shape"))?;
        n = n
            .checked_mul(d)
            .ok_or_else(|| at.error("too many elements"))?;
    }
    Ok((elem, n))
}

/// Elements from MLIR's raw storage (see `builtin::raw_elements`).
fn decode_elements(
    ctx: &Context,
    at: &Cursor<'_>,
    elem: Type,
    blob: &[u8],
    count: u64,
    packed_bools: bool,
) -> Result<Vec<Scalar>, ReadError> {
    let (part, parts) = match ctx.type_kind(elem) {
        TypeKind::Complex(inner) => (*inner, 2usize),
        _ => (elem, 1),
    };
    let (width, float) = match ctx.type_kind(part) {
        TypeKind::Integer { width, .. } => (*width, false),
        TypeKind::Index => (64, false),
        TypeKind::Float(k) => (k.width(), true),
        _ => return Err(at.error("expected an integer, index, float or complex element type")),
    };
    if width == 1 && packed_bools && parts == 1 {
        return decode_i1(at, blob, count);
    }
    let bytes = width.div_ceil(8) as usize * parts;
    let stored = blob.len() / bytes.max(1);
    let splat = packed_bools && blob.len() == bytes && count != 1;
    if blob.len() % bytes.max(1) != 0 || (!splat && stored as u64 != count) {
        return Err(at.error("raw data size does not match the element count"));
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

fn decode_i1(at: &Cursor<'_>, blob: &[u8], count: u64) -> Result<Vec<Scalar>, ReadError> {
    let bit = |b: bool| Scalar::Int(ApInt::from_u128(1, u128::from(b)));
    if blob.len() == 1 && count != 1 && (blob[0] == 0 || blob[0] == 0xff) {
        return Ok(vec![bit(blob[0] != 0)]);
    }
    if blob.len() as u64 != count.div_ceil(8) {
        return Err(at.error("raw data size does not match the element count"));
    }
    Ok((0..count as usize)
        .map(|i| bit(blob[i / 8] >> (i % 8) & 1 == 1))
        .collect())
}

fn builtin_type(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
) -> Result<Type, ReadError> {
    let at = *c;
    let code = c.var_int()?;
    let float = |k| TypeKind::Float(k);
    let kind = match code {
        0 => {
            let v = c.var_int()?;
            let width = u32::try_from(v >> 2)
                .ok()
                .filter(|&w| w <= 16_777_215)
                .ok_or_else(|| at.error("integer bitwidth is limited to 16777215 bits"))?;
            let signedness = match v & 3 {
                0 => Signedness::Signless,
                1 => Signedness::Signed,
                2 => Signedness::Unsigned,
                _ => return Err(at.error("invalid integer signedness")),
            };
            TypeKind::Integer { width, signedness }
        }
        1 => TypeKind::Index,
        2 => {
            let inputs = read_types(ctx, st, c)?;
            let results = read_types(ctx, st, c)?;
            TypeKind::Function { inputs, results }
        }
        3 => float(FloatKind::BF16),
        4 => float(FloatKind::F16),
        5 => float(FloatKind::F32),
        6 => float(FloatKind::F64),
        7 => float(FloatKind::F80),
        8 => float(FloatKind::F128),
        9 => TypeKind::Complex(read_type(ctx, st, c)?),
        10 | 11 => {
            let memory_space = if code == 11 {
                Some(read_attr(ctx, st, c)?)
            } else {
                None
            };
            let shape = read_shape(c)?;
            let elem = read_type(ctx, st, c)?;
            let layout = read_attr(ctx, st, c)?;
            // An identity map (whatever its symbols) is the default layout.
            let identity = matches!(
                ctx.attr_kind(layout),
                AttrKind::AffineMap(m) if m.is_identity() && m.num_dims as usize == shape.len()
            );
            let layout = (!identity).then_some(layout);
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            }
        }
        12 => TypeKind::None,
        13 | 14 => {
            let encoding = if code == 14 {
                Some(read_attr(ctx, st, c)?)
            } else {
                None
            };
            let shape = read_shape(c)?;
            let elem = read_type(ctx, st, c)?;
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            }
        }
        15 => TypeKind::Tuple(read_types(ctx, st, c)?),
        16 | 17 => {
            let memory_space = if code == 17 {
                Some(read_attr(ctx, st, c)?)
            } else {
                None
            };
            let elem = read_type(ctx, st, c)?;
            TypeKind::UnrankedMemRef { elem, memory_space }
        }
        18 => TypeKind::UnrankedTensor {
            elem: read_type(ctx, st, c)?,
        },
        19 | 20 => {
            let scalable = if code == 20 {
                let n = c.count(1)?;
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(c.byte()? != 0);
                }
                Some(v)
            } else {
                None
            };
            let shape = read_shape(c)?;
            let elem = read_type(ctx, st, c)?;
            let scalable = scalable.unwrap_or_else(|| vec![false; shape.len()]);
            if scalable.len() != shape.len() {
                return Err(at.error("scalable dimensions do not match the shape"));
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            }
        }
        _ => return Err(at.error(format!("unknown type code: {code}"))),
    };
    Ok(ctx.get_type(kind))
}

fn read_shape(c: &mut Cursor<'_>) -> Result<Vec<i64>, ReadError> {
    let n = c.count(1)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        v.push(c.signed_var_int()?);
    }
    Ok(v)
}
