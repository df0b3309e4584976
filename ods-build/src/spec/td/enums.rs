//! `EnumInfo` records (`I32EnumAttr`, `BitEnumAttr`, ...): an enum's cases and form.

use crate::model::{EnumCase, EnumDef, EnumKind};
use crate::spec::records::Rec;

use super::Lower;

impl<'a> Lower<'a> {
    pub(super) fn enum_def(&mut self, rec: &Rec) -> Option<EnumDef> {
        let kind = match self.string(rec, "enumKind").as_str() {
            "i32" => EnumKind::I32,
            "i64" => EnumKind::I64,
            "bit" => EnumKind::Bit,
            "str" => EnumKind::Str,
            other => {
                self.diags.error(
                    &rec.loc,
                    format!("enum `{}` has unknown kind `{other}`", rec.name),
                );
                return None;
            }
        };
        let bit_width = match self.int(rec, "bitwidth") {
            Some(w @ (8 | 16 | 32 | 64)) => w as u32,
            _ if kind != EnumKind::Bit => 32,
            w => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "bit enum `{}` has a {}-bit underlying type; it must be 8, 16, 32 or \
                         64 bits wide",
                        rec.name,
                        w.unwrap_or(0)
                    ),
                );
                32
            }
        };
        let mut cases = Vec::new();
        for (i, c) in self.def_list(rec, "enumerants").into_iter().enumerate() {
            let value = self.int(c, "value").unwrap_or_default();
            let value = if kind == EnumKind::Str && value < 0 {
                i as u64
            } else if value < 0 && kind != EnumKind::Bit {
                // mlir-tblgen writes a case of negative value without a value, so C++
                // numbers it one past the case before it (0 for the first).
                cases.last().map_or(0, |p: &EnumCase| p.value + 1)
            } else if value < 0 && bit_width == 64 {
                // Bit 63 of a 64-bit set: TableGen's `int` holds it as a negative number.
                u64::from_ne_bytes(value.to_ne_bytes())
            } else if value < 0 {
                let symbol = self.string(c, "symbol");
                self.diags.error(
                    &rec.loc,
                    format!(
                        "case `{symbol}` of enum `{}` has negative value {value}",
                        rec.name
                    ),
                );
                0
            } else {
                value as u64
            };
            cases.push(EnumCase {
                symbol: self.string(c, "symbol"),
                string: self.string(c, "str"),
                value,
                group: c.is_a("BitEnumCaseGroup") || c.is_a("BitEnumAttrCaseGroup"),
                loc: rec.loc.clone(),
            });
        }
        Some(EnumDef {
            def_name: rec.name.clone(),
            name: self.string(rec, "className"),
            kind,
            summary: self.string(rec, "summary"),
            description: self.string(rec, "description"),
            cases,
            separator: if kind == EnumKind::Bit {
                self.string(rec, "separator")
            } else {
                String::new()
            },
            print_primary_groups: kind == EnumKind::Bit
                && self.bit(rec, "printBitEnumPrimaryGroups"),
            print_quoted: kind == EnumKind::Bit && self.bit(rec, "printBitEnumQuoted"),
            cpp_namespace: self.string(rec, "cppNamespace"),
            bit_width,
            loc: rec.loc.clone(),
        })
    }
}
