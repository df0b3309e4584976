//! One property of `Properties.td`'s kinds in bytecode (the `writeToMlirBytecode` and
//! `readFromMlirBytecode` of `IntProp`, `EnumProp`, `BoolProp`, `UnitProp`, `StringProp`,
//! `OptionalProp`, `ArrayProp` and `IntArrayProp`), written from the property's attribute
//! form and read back into that form, which the operation's properties convert from.
//! An attribute form of another shape than its kind's is an error, never wrong bytes.

use super::encoding::ReadError;
use super::interface::{DialectReader, DialectWriter};
use crate::attributes::{ApInt, AttrKind, Scalar};
use crate::registry::PropertyCodec;
use crate::types::Type;
use crate::{Attribute, Context};

/// The low `width` bits of `bits`, widened to 64 bits as the C++ storage type converts to
/// `uint64_t`: sign-extended when `signed`.
fn widen(bits: u64, width: u32, signed: bool) -> u64 {
    if width >= 64 || width == 0 {
        return bits;
    }
    let low = bits & ((1u64 << width) - 1);
    if signed && low >> (width - 1) & 1 == 1 {
        low | !((1u64 << width) - 1)
    } else {
        low
    }
}

/// The bit pattern of an integer attribute (zero-extended to 64 bits).
fn int_bits(ctx: &Context, attr: Attribute) -> Option<u64> {
    match ctx.attr(attr).kind() {
        AttrKind::Integer { value, .. } => value.to_u64(),
        _ => None,
    }
}

/// What the attribute form of a property of `codec`'s kind is, for errors.
fn expected_form(codec: &PropertyCodec) -> &'static str {
    match codec {
        PropertyCodec::Attribute => "an attribute",
        PropertyCodec::Int { .. } | PropertyCodec::Enum { .. } => "an integer attribute",
        PropertyCodec::Bool => "a boolean attribute",
        PropertyCodec::Unit => "`unit` or a boolean attribute",
        PropertyCodec::String => "a string attribute",
        PropertyCodec::Optional(_) => "an array of at most one element",
        PropertyCodec::Array(_) => "an array attribute",
        PropertyCodec::IntArray { .. } => "a dense integer array",
    }
}

/// What a property's attribute form holds, as its kind writes it.
enum Parts {
    Attr(Attribute),
    VarInt(u64),
    Bool(bool),
    String(Vec<u8>),
    Optional(Option<Attribute>),
    List(Vec<Attribute>),
    VarInts(Vec<u64>),
}

/// Takes `attr`, the attribute form of a property of `codec`'s kind, apart; the error says
/// what was expected.
fn parts(ctx: &Context, codec: &PropertyCodec, attr: Attribute) -> Result<Parts, String> {
    let kind = ctx.attr(attr).kind();
    let parts = match (codec, kind) {
        (PropertyCodec::Attribute, _) => Some(Parts::Attr(attr)),
        (PropertyCodec::Int { width, signed }, _) => {
            int_bits(ctx, attr).map(|b| Parts::VarInt(widen(b, *width, *signed)))
        }
        (PropertyCodec::Enum { width, custom }, _) => {
            let int = match custom {
                Some(to_int) => to_int(ctx, attr).unwrap_or(attr),
                None => attr,
            };
            int_bits(ctx, int).map(|b| Parts::VarInt(widen(b, *width, false)))
        }
        (PropertyCodec::Bool, _) => ctx.attr(attr).bool_value().map(Parts::Bool),
        (PropertyCodec::Unit, AttrKind::Unit) => Some(Parts::Bool(true)),
        (PropertyCodec::Unit, _) => ctx.attr(attr).bool_value().map(Parts::Bool),
        (PropertyCodec::String, AttrKind::String { value, .. }) => {
            Some(Parts::String(value.clone()))
        }
        (PropertyCodec::Optional(_), AttrKind::Array(elems)) if elems.len() <= 1 => {
            Some(Parts::Optional(elems.first().copied()))
        }
        (PropertyCodec::Array(_), AttrKind::Array(elems)) => Some(Parts::List(elems.clone())),
        (PropertyCodec::IntArray { width, signed }, AttrKind::DenseArray { values, .. }) => values
            .iter()
            .map(|v| match v {
                Scalar::Int(i) => i.to_u64().map(|b| widen(b, *width, *signed)),
                _ => None,
            })
            .collect::<Option<Vec<u64>>>()
            .map(Parts::VarInts),
        _ => None,
    };
    parts.ok_or_else(|| {
        format!(
            "its attribute form {} is not {}",
            crate::asm::printer::attribute_to_string(ctx, attr),
            expected_form(codec)
        )
    })
}

/// Writes the property whose attribute form is `attr` as `codec` says; the error names
/// the form that was expected.
pub(crate) fn write(
    w: &mut dyn DialectWriter,
    codec: &PropertyCodec,
    attr: Attribute,
) -> Result<(), String> {
    match parts(w.ctx(), codec, attr)? {
        Parts::Attr(a) => w.write_attribute(a),
        Parts::VarInt(v) => w.write_var_int(v),
        Parts::Bool(b) => w.write_owned_bool(b),
        Parts::String(s) => w.write_owned_string(&s),
        Parts::Optional(value) => {
            w.write_owned_bool(value.is_some());
            if let (Some(v), PropertyCodec::Optional(inner)) = (value, codec) {
                write(w, inner, v)?;
            }
        }
        Parts::List(elems) => {
            w.write_var_int(elems.len() as u64);
            if let PropertyCodec::Array(element) = codec {
                for e in elems {
                    write(w, element, e)?;
                }
            }
        }
        Parts::VarInts(values) => {
            w.write_var_int(values.len() as u64);
            for v in values {
                w.write_var_int(v);
            }
        }
    }
    Ok(())
}

/// An integer attribute of `width` bits holding the low `width` bits of `bits`.
fn int_attr(ctx: &Context, width: u32, bits: u64) -> Attribute {
    let ty = Type::int(ctx, width);
    Attribute::integer_ap(ctx, ty, ApInt::from_i128(width, i128::from(bits)))
}

/// Reads a property written as `codec` says, as its attribute form.
pub(crate) fn read(
    r: &mut dyn DialectReader,
    codec: &PropertyCodec,
) -> Result<Attribute, ReadError> {
    Ok(match codec {
        PropertyCodec::Attribute => r.read_attribute()?,
        PropertyCodec::Int { width, .. } => {
            let bits = r.read_var_int()?;
            int_attr(r.ctx(), *width, bits)
        }
        PropertyCodec::Enum { width, .. } => {
            let bits = r.read_var_int()?;
            if *width < 64 && bits >> width != 0 {
                return Err(r.emit_error(format!(
                    "enum property value {bits} does not fit in {width} bits"
                )));
            }
            int_attr(r.ctx(), *width, bits)
        }
        PropertyCodec::Bool => {
            let value = r.read_bool()?;
            Attribute::bool(r.ctx(), value)
        }
        PropertyCodec::Unit => {
            if r.read_bool()? {
                Attribute::unit(r.ctx())
            } else {
                Attribute::bool(r.ctx(), false)
            }
        }
        PropertyCodec::String => {
            let value = r.read_string()?;
            Attribute::get(r.ctx(), AttrKind::String { value, ty: None })
        }
        PropertyCodec::Optional(inner) => {
            let elems = if r.read_bool()? {
                vec![read(r, inner)?]
            } else {
                Vec::new()
            };
            Attribute::array(r.ctx(), &elems)
        }
        PropertyCodec::Array(element) => {
            let n = r.read_count()?;
            let mut elems = Vec::new();
            for _ in 0..n {
                elems.push(read(r, element)?);
            }
            Attribute::array(r.ctx(), &elems)
        }
        PropertyCodec::IntArray { width, .. } => {
            let n = r.read_count()?;
            let mut values = Vec::new();
            for _ in 0..n {
                let bits = r.read_var_int()?;
                values.push(Scalar::Int(ApInt::from_i128(*width, i128::from(bits))));
            }
            let elem = Type::int(r.ctx(), *width);
            Attribute::get(r.ctx(), AttrKind::DenseArray { elem, values })
        }
    })
}
