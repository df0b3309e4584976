//! The hooks of the `custom` directives in `tests/ods/ok/op_formats.td`: upstream's test
//! dialect's `parseUsingPropertyInCustom`, `parseIntProperty` and `parseSumProperty`
//! (`mlir/test/lib/Dialect/Test/TestFormatUtils.cpp`) and their printers, written in
//! Rust, so that those ops print and parse as mlir-opt's.

use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::op_parser::OpParser;
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;

use crate::goldens::op_formats_td::test as t;

/// `[1, 4, 20]`: a square-bracketed list of integers.
fn parse_int_list(parser: &mut OpParser<'_>, value: &mut Vec<i64>) -> PResult<()> {
    parser.parse_literal("[")?;
    if parser.p.eat(TokenKind::RSquare) {
        return Ok(());
    }
    loop {
        value.push(parser.parse_integer(64, true)?);
        if !parser.p.eat(TokenKind::Comma) {
            break;
        }
    }
    parser.parse_literal("]")
}

fn print_int_list(printer: &mut OpPrinter<'_>, value: &[i64]) {
    let text: Vec<String> = value.iter().map(i64::to_string).collect();
    printer.write(&format!("[{}]", text.join(", ")));
}

impl t::TestOpUsingPropertyInCustomHooks for t::TestOpUsingPropertyInCustom {
    fn parse_using_property_in_custom(
        parser: &mut OpParser<'_>,
        prop: &mut Vec<i64>,
    ) -> PResult<()> {
        parse_int_list(parser, prop)
    }

    fn print_using_property_in_custom(self, printer: &mut OpPrinter<'_>, prop: &[i64]) {
        print_int_list(printer, prop);
    }
}

impl t::TestOpUsingPropertyInCustomAndOtherHooks for t::TestOpUsingPropertyInCustomAndOther {
    fn parse_using_property_in_custom(
        parser: &mut OpParser<'_>,
        prop: &mut Vec<i64>,
    ) -> PResult<()> {
        parse_int_list(parser, prop)
    }

    fn print_using_property_in_custom(self, printer: &mut OpPrinter<'_>, prop: &[i64]) {
        print_int_list(printer, prop);
    }
}

impl t::TestOpUsingPropertyRefInCustomHooks for t::TestOpUsingPropertyRefInCustom {
    fn parse_int_property(parser: &mut OpParser<'_>, first: &mut i64) -> PResult<()> {
        *first = parser.parse_integer(64, true)?;
        Ok(())
    }

    fn print_int_property(self, printer: &mut OpPrinter<'_>, first: &i64) {
        printer.write(&first.to_string());
    }

    /// `second = sum`, where the sum must be `first + second`.
    fn parse_sum_property(parser: &mut OpParser<'_>, second: &mut i64, first: &i64) -> PResult<()> {
        let at = parser.p.span();
        *second = parser.parse_integer(64, true)?;
        parser.parse_literal("=")?;
        let sum = parser.parse_integer(64, true)?;
        if sum != second.wrapping_add(*first) {
            return Err(parser
                .p
                .emit_error(at, "Expected sum to equal first + second"));
        }
        Ok(())
    }

    fn print_sum_property(self, printer: &mut OpPrinter<'_>, second: &i64, first: &i64) {
        printer.write(&format!("{second} = {}", second.wrapping_add(*first)));
    }
}

/// `foo <integer attribute>`, or nothing (upstream's `parseOptionalCustomParser`).
impl t::OptionalCustomAttrOpHooks for t::OptionalCustomAttrOp {
    fn parse_optional_custom_parser(
        parser: &mut OpParser<'_>,
        attr: &mut Option<ods_runtime::Attribute>,
    ) -> PResult<bool> {
        if !parser.p.eat_keyword("foo") {
            return Ok(false);
        }
        let at = parser.p.span();
        let a = parser.p.parse_attribute(None)?;
        if parser.ctx().attr(a).integer_value().is_none() {
            return Err(parser
                .p
                .emit_error(at, "invalid kind of attribute specified"));
        }
        *attr = Some(a);
        Ok(true)
    }

    fn print_optional_custom_parser(
        self,
        printer: &mut OpPrinter<'_>,
        attr: Option<ods_runtime::Attribute>,
    ) {
        printer.write("foo ");
        if let Some(a) = attr {
            printer.print_attribute(a);
        }
    }
}
