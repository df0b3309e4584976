//! How an enum attribute converts to and from its keywords in declarative assembly formats:
//! the [`EnumSpec`] ods-build generates for each enum a format writes, read both by the
//! formats of attribute variables (`asm::op_format`) and by those of enum properties
//! (`asm::prop_form`).

use std::borrow::Cow;

use crate::asm::printer::is_bare_identifier;
use crate::{Attribute, Context};

/// How an enum attribute converts to and from its keywords.
#[derive(Clone, Copy, Debug)]
pub struct EnumSpec {
    /// The case strings, in declaration order.
    pub cases: &'static [&'static str],
    /// The textual form of an attribute of the enum: a case string, or for a bit enum the
    /// set's cases joined by its separator.
    pub stringify: fn(&Context, Attribute) -> Option<Cow<'static, str>>,
    /// The attribute of a textual form.
    pub symbolize: fn(&mut Context, &str) -> Option<Attribute>,
    /// The enum's summary, as parse errors name it.
    pub summary: &'static str,
    /// For a bit enum (32 bits wide, as ods-build requires), what joins the cases of a
    /// set; `None` for an integer or string enum.
    pub bits: Option<BitSeparator>,
}

/// The separator of a bit enum's cases (`BitEnumBase`'s `separator`).
#[derive(Clone, Copy, Debug)]
pub struct BitSeparator {
    /// The separator as written (`", "`, `" | "`).
    pub text: &'static str,
    /// Whether a comma separates the cases when parsing (else a vertical bar).
    pub comma: bool,
    /// `printBitEnumQuoted`: a property holding several bits prints them as a quoted
    /// string and reads one keyword or string (else the keywords joined by the separator).
    pub quoted: bool,
}

impl EnumSpec {
    /// Whether mlir-tblgen's printer of an enum attribute writes the attribute `a`, whose
    /// textual form is `text`, as a bare keyword: when the text is one, and for a bit enum
    /// when the value is a single-bit case (any other value is written as a string).
    pub fn attr_prints_as_keyword(&self, ctx: &Context, a: Attribute, text: &str) -> bool {
        is_bare_identifier(text) && (self.bits.is_none() || Self::set_bits(ctx, a) == 1)
    }

    /// How many bits the bit enum attribute `a` sets (0 when it is not an integer).
    pub fn set_bits(ctx: &Context, a: Attribute) -> u32 {
        ctx.attr(a)
            .integer_value()
            .map_or(0, |v| (v as u32).count_ones())
    }

    /// The cases as the enum's `FieldParser` lists them in its errors: a case that is not a
    /// keyword appears quoted and then bare (`"a-b"a-b`), as mlir-tblgen writes it.
    pub fn case_list(&self) -> String {
        let mut out = String::new();
        for (k, c) in self.cases.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            if !is_bare_identifier(c) {
                out.push('"');
                out.push_str(c);
                out.push('"');
            }
            out.push_str(c);
        }
        out
    }
}
