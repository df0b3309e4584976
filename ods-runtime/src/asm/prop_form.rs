//! The textual forms of op properties in declarative assembly formats: how a `$prop`
//! variable prints and parses, as upstream's property library writes each kind (the
//! `printer`, `parser` and `optionalParser` of `IntProp`, `StringProp`, `BoolProp`,
//! `UnitProp`, `EnumProp`, `ArrayProp` and `OptionalProp`).
//!
//! A property's value travels here in its attribute form, the one its `convertToAttribute`
//! gives and the properties vtable reads back (an integer attribute for an `IntProp`, an
//! array for an `ArrayProp` or an `OptionalProp`, and so on), so one description of the
//! form serves every property of that kind whatever its Rust storage type.

use crate::asm::enum_form::{BitSeparator, EnumSpec};
use crate::asm::lexer::TokenKind;
use crate::asm::op_parser::OpParser;
use crate::attributes::AttrKind;
use crate::diag::Diagnostic;
use crate::types::Type;
use crate::{Attribute, Context};

/// How a property is written.
#[derive(Clone, Copy, Debug)]
pub enum PropForm {
    /// An integer (`IntProp`, `I32Prop`, ...), held as an integer attribute of `width` bits.
    Int {
        /// The storage type's width.
        width: u32,
        /// Whether the storage type is signed.
        signed: bool,
    },
    /// `true` or `false` (`BoolProp`); read as MLIR reads an integer into a `bool` (`0`
    /// and `1` too).
    Bool,
    /// A quoted string (`StringProp`).
    String,
    /// `unit` or `unit_absent` (`UnitProp`), held as `unit` or `false`.
    Unit,
    /// An enum's value (`EnumProp`), held as the enum's storage attribute: one case
    /// string (quoted when it is not a keyword), or for a bit enum the set's case keywords
    /// joined by its separator.
    Enum(&'static EnumSpec),
    /// `mnemonic<value>` (`NamedEnumProp`).
    Named {
        /// The keyword before the value.
        mnemonic: &'static str,
        /// The form of the value.
        inner: &'static PropForm,
    },
    /// `[a, b, ...]` (`ArrayProp`), held as an array attribute.
    Array(&'static PropForm),
    /// `[1, 2, ...]` (`IntArrayProp`), held as a dense array of `width`-bit integers.
    IntArray {
        /// The elements' width.
        width: u32,
        /// Whether the elements are signed.
        signed: bool,
    },
    /// `none`, or the value (`OptionalProp`), held as an array of zero or one element.
    /// Without `delegates` (the inner form has a default value or no optional parser, or
    /// `canDelegateParsing` is 0) a present value is written `some<value>`.
    Optional {
        /// The form of the value.
        inner: &'static PropForm,
        /// Whether a present value is written bare.
        delegates: bool,
    },
}

/// A parse failure: `None` when the parser fails without reporting anything itself (the
/// caller's `invalid value for property` error is then the only one).
pub type PropResult<T> = Result<T, Option<Diagnostic>>;

impl PropForm {
    /// Appends the value `a` (in this form's attribute form) as upstream's printer writes it.
    pub fn print(&self, ctx: &Context, a: Attribute, out: &mut String) {
        match *self {
            PropForm::Int { width, signed } => match int_value(ctx, a, width, signed) {
                Some(v) => out.push_str(&v.to_string()),
                None => out.push_str(&crate::asm::printer::attribute_to_string(ctx, a)),
            },
            PropForm::Bool => {
                let v = ctx.attr(a).integer_value().is_some_and(|v| v != 0);
                out.push_str(if v { "true" } else { "false" });
            }
            PropForm::String => match ctx.attr(a).kind() {
                AttrKind::String { value, .. } => {
                    out.push('"');
                    crate::asm::printer::write_escaped(out, value);
                    out.push('"');
                }
                _ => out.push_str(&crate::asm::printer::attribute_to_string(ctx, a)),
            },
            PropForm::Unit => out.push_str(
                if ctx.attr(a).is_unit() || ctx.attr(a).bool_value() == Some(true) {
                    "unit"
                } else {
                    "unit_absent"
                },
            ),
            // The enum's `operator<<`: a bit enum's text as it is (quoted when it holds
            // several bits and `printBitEnumQuoted`), another enum's case quoted when it is
            // not a keyword.
            PropForm::Enum(e) => match (e.stringify)(ctx, a) {
                Some(s) if !quotes(e, ctx, a, &s) => out.push_str(&s),
                Some(s) => {
                    out.push('"');
                    out.push_str(&s);
                    out.push('"');
                }
                None => out.push_str(&crate::asm::printer::attribute_to_string(ctx, a)),
            },
            PropForm::Named { mnemonic, inner } => {
                out.push_str(mnemonic);
                out.push('<');
                inner.print(ctx, a, out);
                out.push('>');
            }
            PropForm::IntArray { width, signed } => {
                out.push('[');
                for (k, v) in ctx
                    .attr(a)
                    .dense_i64_values()
                    .unwrap_or_default()
                    .into_iter()
                    .enumerate()
                {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&as_stored(v, width, signed).to_string());
                }
                out.push(']');
            }
            PropForm::Array(elem) => {
                out.push('[');
                if let AttrKind::Array(elems) = ctx.attr(a).kind() {
                    for (k, &x) in elems.iter().enumerate() {
                        if k > 0 {
                            out.push_str(", ");
                        }
                        elem.print(ctx, x, out);
                    }
                }
                out.push(']');
            }
            PropForm::Optional { inner, delegates } => {
                let present = match ctx.attr(a).kind() {
                    AttrKind::Array(elems) => elems.first().copied(),
                    _ => None,
                };
                match present {
                    None => out.push_str("none"),
                    Some(x) if delegates => inner.print(ctx, x, out),
                    Some(x) => {
                        out.push_str("some<");
                        inner.print(ctx, x, out);
                        out.push('>');
                    }
                }
            }
        }
    }

    /// The value written here (upstream's `parser`), in the attribute form.
    pub fn parse(&self, parser: &mut OpParser<'_>) -> PropResult<Attribute> {
        match *self {
            PropForm::Int { .. } | PropForm::Bool => {
                let at = parser.p.span();
                match self.parse_optional(parser)? {
                    Some(a) => Ok(a),
                    None => Err(Some(parser.p.emit_error(at, "expected integer value"))),
                }
            }
            PropForm::String => {
                let at = parser.p.span();
                self.parse_optional(parser)?
                    .ok_or_else(|| Some(parser.p.emit_error(at, "expected string")))
            }
            PropForm::Unit => {
                let at = parser.p.span();
                self.parse_optional(parser)?.ok_or_else(|| {
                    Some(parser.p.emit_error(at, "expected 'unit' or 'unit_absent'"))
                })
            }
            PropForm::Enum(e) => match e.bits {
                Some(sep) if !sep.quoted => parse_bit_enum(parser, e, sep, false)?.ok_or(None),
                _ => {
                    let at = parser.p.span();
                    self.parse_optional(parser)?.ok_or_else(|| {
                        Some(
                            parser
                                .p
                                .emit_error(at, format!("expected keyword for {}", e.summary)),
                        )
                    })
                }
            },
            PropForm::Named { mnemonic, inner } => {
                if !parser.p.eat_keyword(mnemonic) {
                    let at = parser.p.span();
                    return Err(Some(
                        parser.p.emit_error(at, format!("expected '{mnemonic}'")),
                    ));
                }
                parse_angled(parser, inner)
            }
            PropForm::Array(_) | PropForm::IntArray { .. } => {
                if !parser.p.at(TokenKind::LSquare) {
                    return Err(Some(parser.p.error_expected("expected '['")));
                }
                self.parse_optional(parser)?.ok_or(None)
            }
            PropForm::Optional { inner, delegates } => {
                if delegates {
                    if parser.p.eat_keyword("none") {
                        return Ok(Attribute::array(parser.p.ctx, &[]));
                    }
                    let x = inner.parse_optional(parser)?.ok_or(None)?;
                    return Ok(Attribute::array(parser.p.ctx, &[x]));
                }
                if parser.p.eat_keyword("none") {
                    return Ok(Attribute::array(parser.p.ctx, &[]));
                }
                if !parser.p.eat_keyword("some") {
                    let at = parser.p.span();
                    return Err(Some(
                        parser.p.emit_error(at, "expected 'none' or 'some<prop>'"),
                    ));
                }
                self.parse_some(parser, inner)
            }
        }
    }

    /// `some<value>` after `some`.
    fn parse_some(&self, parser: &mut OpParser<'_>, inner: &PropForm) -> PropResult<Attribute> {
        let x = parse_angled(parser, inner)?;
        Ok(Attribute::array(parser.p.ctx, &[x]))
    }

    /// The value if one is written here (upstream's `optionalParser`); `Ok(None)` consumes
    /// nothing.
    pub fn parse_optional(&self, parser: &mut OpParser<'_>) -> PropResult<Option<Attribute>> {
        match *self {
            PropForm::Int { width, signed } => {
                let Some(v) = parse_optional_int(parser, IntTarget::Int { width, signed })? else {
                    return Ok(None);
                };
                let ty = Type::int(parser.p.ctx, width);
                Ok(Some(Attribute::integer(parser.p.ctx, ty, v)))
            }
            PropForm::Bool => Ok(parse_optional_int(parser, IntTarget::Bool)?
                .map(|v| Attribute::bool(parser.p.ctx, v != 0))),
            PropForm::String => {
                if !parser.p.at(TokenKind::String) {
                    return Ok(None);
                }
                let text = parser.p.parse_string("expected string").map_err(Some)?;
                Ok(Some(Attribute::string(parser.p.ctx, &text)))
            }
            PropForm::Unit => Ok(if parser.p.eat_keyword("unit") {
                Some(Attribute::unit(parser.p.ctx))
            } else if parser.p.eat_keyword("unit_absent") {
                Some(Attribute::bool(parser.p.ctx, false))
            } else {
                None
            }),
            PropForm::Enum(
                e @ &EnumSpec {
                    bits: Some(sep @ BitSeparator { quoted: false, .. }),
                    ..
                },
            ) => parse_bit_enum(parser, e, sep, true),
            PropForm::Named { mnemonic, inner } => {
                if !parser.p.eat_keyword(mnemonic) {
                    return Ok(None);
                }
                parse_angled(parser, inner).map(Some)
            }
            PropForm::Enum(e) => {
                let at = parser.p.span();
                let text = if parser.p.at(TokenKind::String) {
                    parser.p.parse_string("expected string").map_err(Some)?
                } else if parser.p.at(TokenKind::BareIdent) {
                    let tok = parser.p.bump();
                    parser.p.token_text(tok).to_string()
                } else {
                    return Ok(None);
                };
                match (e.symbolize)(parser.ctx(), &text) {
                    Some(a) => Ok(Some(a)),
                    None => Err(Some(parser.p.emit_error(
                        at,
                        format!(
                            "expected one of [{}] for {}, got: {text}",
                            e.case_list(),
                            e.summary
                        ),
                    ))),
                }
            }
            PropForm::Array(elem) => {
                if !parser.p.eat(TokenKind::LSquare) {
                    return Ok(None);
                }
                let mut elems = Vec::new();
                parse_list_rest(parser, |parser| {
                    elems.push(elem.parse(parser)?);
                    Ok(())
                })?;
                Ok(Some(Attribute::array(parser.p.ctx, &elems)))
            }
            PropForm::IntArray { width, signed } => {
                if !parser.p.eat(TokenKind::LSquare) {
                    return Ok(None);
                }
                let mut values = Vec::new();
                parse_list_rest(parser, |parser| {
                    let at = parser.p.span();
                    match parse_optional_int(parser, IntTarget::Int { width, signed })? {
                        Some(v) => values.push(v),
                        None => {
                            return Err(Some(parser.p.emit_error(at, "expected integer value")));
                        }
                    }
                    Ok(())
                })?;
                let ty = Type::int(parser.p.ctx, width);
                Ok(Some(Attribute::dense_i64_array(parser.p.ctx, ty, &values)))
            }
            PropForm::Optional { inner, delegates } => {
                if parser.p.eat_keyword("none") {
                    return Ok(Some(Attribute::array(parser.p.ctx, &[])));
                }
                if delegates {
                    return Ok(inner
                        .parse_optional(parser)?
                        .map(|x| Attribute::array(parser.p.ctx, &[x])));
                }
                if !parser.p.eat_keyword("some") {
                    return Ok(None);
                }
                self.parse_some(parser, inner).map(Some)
            }
        }
    }
}

/// `<value>`, after `some` or a `NamedEnumProp`'s mnemonic.
fn parse_angled(parser: &mut OpParser<'_>, inner: &PropForm) -> PropResult<Attribute> {
    if !parser.p.eat(TokenKind::Less) {
        return Err(Some(parser.p.error_expected("expected '<'")));
    }
    let x = inner.parse(parser)?;
    if !parser.p.eat(TokenKind::Greater) {
        return Err(Some(parser.p.error_expected("expected '>'")));
    }
    Ok(x)
}

/// Whether the enum's `operator<<` quotes the text `s` of value `a`.
fn quotes(e: &EnumSpec, ctx: &Context, a: Attribute, s: &str) -> bool {
    match e.bits {
        Some(sep) => sep.quoted && EnumSpec::set_bits(ctx, a) > 1,
        None => !crate::asm::printer::is_bare_identifier(s),
    }
}

/// A bit enum's value as its `FieldParser` reads it: case keywords (no strings) joined by
/// the separator's comma or vertical bar. `optional`: the parser of `std::optional<E>`,
/// which finds nothing when no keyword comes first.
fn parse_bit_enum(
    parser: &mut OpParser<'_>,
    e: &EnumSpec,
    sep: BitSeparator,
    optional: bool,
) -> PropResult<Option<Attribute>> {
    let mut parts: Vec<String> = Vec::new();
    loop {
        let at = parser.p.span();
        if !parser.p.at(TokenKind::BareIdent) {
            if optional && parts.is_empty() {
                return Ok(None);
            }
            let after = if optional {
                format!(" after '{}'", sep.text)
            } else {
                String::new()
            };
            return Err(Some(parser.p.emit_error(
                at,
                format!("expected keyword for {}{after}", e.summary),
            )));
        }
        let tok = parser.p.bump();
        let word = parser.p.token_text(tok).to_string();
        if (e.symbolize)(parser.ctx(), &word).is_none() {
            return Err(Some(parser.p.emit_error(
                at,
                format!(
                    "expected one of [{}] for {}, got: {word}",
                    e.case_list(),
                    e.summary
                ),
            )));
        }
        parts.push(word);
        let more = if sep.comma {
            parser.p.eat(TokenKind::Comma)
        } else {
            parser.p.eat(TokenKind::VerticalBar)
        };
        if !more {
            break;
        }
    }
    // Each case is valid, so the set is (`None` below, the caller's error alone, cannot
    // happen).
    let joined = parts.join(sep.text);
    Ok(Some((e.symbolize)(parser.ctx(), &joined).ok_or(None)?))
}

/// The elements and `]` of a list after its `[` (MLIR's `parseCommaSeparatedList` with
/// square delimiters).
fn parse_list_rest(
    parser: &mut OpParser<'_>,
    mut elem: impl FnMut(&mut OpParser<'_>) -> PropResult<()>,
) -> PropResult<()> {
    if parser.p.eat(TokenKind::RSquare) {
        return Ok(());
    }
    loop {
        elem(parser)?;
        if !parser.p.eat(TokenKind::Comma) {
            break;
        }
    }
    if !parser.p.eat(TokenKind::RSquare) {
        return Err(Some(parser.p.error_expected("expected ']'")));
    }
    Ok(())
}

/// The C++ integer type MLIR's `parseOptionalInteger` reads into.
#[derive(Clone, Copy)]
pub(crate) enum IntTarget {
    /// An integer of `width` bits.
    Int { width: u32, signed: bool },
    /// `bool` (8 bits, any non-zero value is true).
    Bool,
}

/// An integer if one is next, as MLIR's `parseOptionalInteger` reads it into a C++ integer
/// type: `true` and `false` are the one-bit integers 1 (all ones once sign-extended) and 0;
/// `integer value too large` (at the value) when the literal does not fit. The value comes
/// back as the stored bits, sign-extended.
pub(crate) fn parse_optional_int(
    parser: &mut OpParser<'_>,
    target: IntTarget,
) -> PropResult<Option<i64>> {
    let at = parser.p.span();
    // The literal's value, and whether it is the one-bit `true`.
    let (v, one_bit) = if parser.p.eat_keyword("true") {
        (1i128, true)
    } else if parser.p.eat_keyword("false") {
        (0, false)
    } else {
        let negated = parser.p.eat(TokenKind::Minus);
        if !parser.p.at(TokenKind::Integer) {
            if negated {
                return Err(Some(parser.p.error_expected("expected integer value")));
            }
            return Ok(None);
        }
        let tok = parser.p.bump();
        let text = parser.p.token_text(tok);
        let magnitude = match text.strip_prefix("0x") {
            Some(hex) => u128::from_str_radix(hex, 16).ok(),
            None => text.parse::<u128>().ok(),
        };
        match magnitude.filter(|m| *m <= u128::from(u64::MAX) + 1) {
            Some(m) => (if negated { -(m as i128) } else { m as i128 }, false),
            None => return Err(Some(parser.p.emit_error(at, "integer value too large"))),
        }
    };
    let too_large =
        |parser: &OpParser<'_>| Some(parser.p.emit_error(at, "integer value too large"));
    match target {
        IntTarget::Bool => {
            // Only 0, 1 and the keywords come back unchanged from a `bool`.
            if one_bit || v == 0 || v == 1 {
                Ok(Some(i64::from(v != 0)))
            } else {
                Err(too_large(parser))
            }
        }
        IntTarget::Int { width, signed } => {
            let v = if one_bit { -1 } else { v };
            let lo = -(1i128 << (width - 1));
            let hi = if signed {
                (1i128 << (width - 1)) - 1
            } else {
                (1i128 << width) - 1
            };
            if v < lo || v > hi {
                return Err(too_large(parser));
            }
            // The stored bits, sign-extended to 64.
            let bits = v & ((1i128 << width) - 1);
            let stored = if bits >= 1i128 << (width - 1) {
                bits - (1i128 << width)
            } else {
                bits
            };
            Ok(Some(stored as i64))
        }
    }
}

/// The value of an integer attribute read as a `width`-bit integer of the given signedness.
fn int_value(ctx: &Context, a: Attribute, width: u32, signed: bool) -> Option<i128> {
    Some(as_stored(ctx.attr(a).integer_value()?, width, signed))
}

/// The sign-extended bits `v` of a `width`-bit integer read with the given signedness.
fn as_stored(v: i64, width: u32, signed: bool) -> i128 {
    let v = i128::from(v);
    if !signed && v < 0 && width <= 64 {
        v + (1i128 << width)
    } else {
        v
    }
}
