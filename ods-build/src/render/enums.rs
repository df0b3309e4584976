//! Enums ready for `enum.rs.hbs`: their cases with Rust names, values and strings, and how
//! a bit enum's cases are joined and split.

use serde::Serialize;

use crate::model::{EnumDef, EnumKind};
use crate::names::{self, doc_comment};

/// One enum, ready for `enum.rs.hbs`.
#[derive(Serialize)]
pub struct EnumView {
    name: String,
    docs: Vec<String>,
    is_bit: bool,
    is_str: bool,
    repr: String,
    attr_width: u32,
    /// A bit enum's conversion of its bits (`self.0`) to the attribute's `i64`.
    to_int: String,
    /// A bit enum's conversion of an attribute's `Option<i64>` to its bits, if in range
    /// (`.and_then(..)` or `.map(..)`).
    from_int: String,
    cases: Vec<CaseView>,
    first: String,
    max_value: u64,
    all_bits: u64,
    /// Printed between the cases of a bit set.
    separator: String,
    /// What the parser splits a bit set on: the separator without surrounding blanks.
    split_on: String,
    /// Whether a parameter parser reads the cases separated by `,` (the separator is `,`
    /// without blanks) rather than `|`, as mlir-tblgen's generated parser does.
    comma_separated: bool,
    none_case: Option<String>,
    count: usize,
    /// The summary, as mlir-opt's parse errors give it.
    summary: String,
    /// The enum's C++ name as mlir-opt's parse errors give it (`::ns::Name`).
    cpp_name: String,
    /// The case strings, as mlir-opt lists them when a case is not one of them.
    case_list: String,
    /// `printBitEnumPrimaryGroups`: the groups printed first, last declared first.
    primary_groups: Vec<CaseView>,
    /// The cases printed when all their bits are set (after the primary groups), in order.
    printed: Vec<CaseView>,
}

#[derive(Clone, Serialize)]
struct CaseView {
    ident: String,
    string: String,
    value: u64,
    nonzero: bool,
}

pub(super) fn enum_view(e: &EnumDef) -> EnumView {
    let is_bit = e.kind == EnumKind::Bit;
    let cases: Vec<CaseView> = e
        .cases
        .iter()
        .zip(e.variant_idents())
        .map(|(c, ident)| CaseView {
            ident,
            string: names::escape(&c.string),
            value: c.value,
            nonzero: c.value != 0,
        })
        .collect();
    let width = match e.kind {
        EnumKind::I64 => 64,
        EnumKind::Bit => e.bit_width,
        _ => 32,
    };
    let repr = format!("u{width}");
    // The attribute holds the bits of a 64-bit set as they are (a set bit 63 reads as a
    // negative `i64`, as MLIR's `APInt` keeps the bits).
    let (to_int, from_int) = if width == 64 && is_bit {
        (
            "i64::from_ne_bytes(self.0.to_ne_bytes())".to_string(),
            ".map(|v| u64::from_ne_bytes(v.to_ne_bytes()))".to_string(),
        )
    } else {
        (
            "i64::from(self.0)".to_string(),
            format!(".and_then(|v| {repr}::try_from(v).ok())"),
        )
    };
    let (separator, split_on) = bit_separator(e);
    EnumView {
        name: e.name.clone(),
        docs: doc_comment(&e.summary, &e.description),
        is_bit,
        is_str: e.kind == EnumKind::Str,
        repr,
        attr_width: width,
        to_int,
        from_int,
        first: cases.first().map(|c| c.ident.clone()).unwrap_or_default(),
        max_value: e.cases.iter().map(|c| c.value).max().unwrap_or(0),
        all_bits: e.cases.iter().fold(0, |acc, c| acc | c.value),
        separator: names::escape(&separator),
        comma_separated: split_on == ",",
        split_on: names::escape(&split_on),
        none_case: e
            .cases
            .iter()
            .find(|c| c.value == 0)
            .map(|c| names::escape(&c.string)),
        count: cases.len(),
        summary: names::escape(&e.summary),
        cpp_name: names::escape(&if e.cpp_namespace.is_empty() {
            e.name.clone()
        } else {
            format!("{}::{}", e.cpp_namespace, e.name)
        }),
        case_list: names::escape(
            &e.cases
                .iter()
                .map(|c| c.string.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        primary_groups: if e.print_primary_groups {
            e.cases
                .iter()
                .zip(&cases)
                .rev()
                .filter(|(c, _)| c.group && c.value != 0)
                .map(|(_, v)| v.clone())
                .collect()
        } else {
            Vec::new()
        },
        printed: e
            .cases
            .iter()
            .zip(&cases)
            .filter(|(c, _)| c.value != 0 && !(e.print_primary_groups && c.group))
            .map(|(_, v)| v.clone())
            .collect(),
        cases,
    }
}

/// A bit enum's separator as printed (`BitEnumBase`'s `separator`, `|` when empty) and
/// the text its `symbolize` splits on (the separator without its spaces).
pub(crate) fn bit_separator(e: &EnumDef) -> (String, String) {
    let separator = if e.separator.is_empty() {
        "|".to_string()
    } else {
        e.separator.clone()
    };
    let split_on = match separator.trim() {
        "" => separator.clone(),
        t => t.to_string(),
    };
    (separator, split_on)
}
