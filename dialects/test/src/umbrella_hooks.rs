//! Hooks of `tests/ods/ok/umbrella.td`, the spec generated from the files it includes: the
//! textual form of `#umb.real<f16 1.5>`, whose parameter is an `APFloatParameter`.

use ods_runtime::Type;
use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::parser::{PResult, Parser};
use ods_runtime::asm::printer::Printer;
use ods_runtime::attributes::apfloat::ApFloat;
use ods_runtime::attributes::float::mlir_float_text;
use ods_runtime::types::TypeKind;

use crate::goldens::umbrella_td::umb as u;

impl u::RealAttrHooks for u::RealAttr {}

/// `<` float type, then a float literal rounded to it, `>`.
impl u::RealAttrFormat for u::RealAttr {
    fn parse(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.expect(TokenKind::Less, "expected '<'")?;
        let start = parser.span();
        let ty = parser.parse_type()?;
        let TypeKind::Float(kind) = *parser.ctx.ty(ty).kind() else {
            return Err(parser.emit_error(start, "expected a float type"));
        };
        let value = parser.parse_float_f64()?;
        parser.expect(TokenKind::Greater, "expected '>'")?;
        Ok(u::RealAttr::get(parser.ctx, ApFloat::from_f64(kind, value)))
    }

    fn print(storage: &u::RealAttrStorage, printer: &mut Printer<'_>) {
        let ty = Type::float(printer.context(), storage.value.kind());
        printer.write_str("<");
        printer.print_type(ty);
        printer.write_str(" ");
        printer.write_str(&mlir_float_text(storage.value.kind(), storage.value.bits()));
        printer.write_str(">");
    }
}
