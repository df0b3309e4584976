//! The hooks of the `custom` directives in `tests/ods/ok/def_formats.td`: upstream's test
//! dialect's type hooks (`mlir/test/lib/Dialect/Test/TestTypes.cpp`), written in Rust, so
//! that the types print and parse as mlir-opt's.

use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::parser::{PResult, Parser};
use ods_runtime::asm::printer::Printer;
use ods_runtime::dialect_storage::DialectParam;

use crate::goldens::def_formats_td::test as t;

/// The test dialect parses and prints its types by hand (`useDefaultTypePrinterParser = 0`),
/// as upstream's `TestDialect::parseType` and `printType` do: the generated parser and
/// printer first, then `test_type` (upstream's C++ `TestType`).
impl t::DialectHooks for t::Dialect {
    fn parse_type(parser: &mut Parser<'_>, mnemonic: &str) -> PResult<ods_runtime::Type> {
        if let Some(parsed) = t::generated_type_parser(parser, mnemonic) {
            return parsed;
        }
        if mnemonic == "test_type" {
            return Ok(t::TestType::get(parser.ctx).ty());
        }
        Err(parser.error_at_mnemonic("unknown type!"))
    }

    fn print_type(ty: ods_runtime::Type, printer: &mut Printer<'_>) {
        if t::generated_type_printer(ty, printer) {
            return;
        }
        if t::TestType::cast(printer.context(), ty).is_some() {
            printer.write_str("test_type");
        }
    }
}

/// `custom<CustomTypeA>($a)`: an integer.
fn parse_custom_type_a(parser: &mut Parser<'_>, a: &mut Option<i32>) -> PResult<()> {
    *a = Some(i32::parse_field(parser)?);
    Ok(())
}

fn print_custom_type_a(printer: &mut Printer<'_>, a: &i32) {
    printer.write_str(&a.to_string());
}

impl t::TestTypeCustomTypeHooks for t::TestTypeCustomType {
    fn parse_custom_type_a(parser: &mut Parser<'_>, a: &mut Option<i32>) -> PResult<()> {
        parse_custom_type_a(parser, a)
    }

    fn print_custom_type_a(printer: &mut Printer<'_>, a: &i32) {
        print_custom_type_a(printer, a);
    }

    /// `custom<CustomTypeB>(ref($a), $b)`: nothing when `a` is negative, else the integers
    /// `0..a` (read and dropped) and then `b`.
    fn parse_custom_type_b(
        parser: &mut Parser<'_>,
        a: &i32,
        b: &mut Option<Option<i32>>,
    ) -> PResult<()> {
        if *a < 0 {
            return Ok(());
        }
        for _ in 0..*a {
            i32::parse_field(parser)?;
        }
        *b = Some(Some(i32::parse_field(parser)?));
        Ok(())
    }

    fn print_custom_type_b(printer: &mut Printer<'_>, a: &i32, b: &Option<i32>) {
        if *a < 0 {
            return;
        }
        printer.write_str(" ");
        for i in 0..*a {
            printer.write_str(&format!("{i} "));
        }
        printer.write_str(&b.unwrap_or_default().to_string());
    }
}

impl t::TestTypeCustomSpacingTypeHooks for t::TestTypeCustomSpacingType {
    fn parse_custom_type_a(parser: &mut Parser<'_>, a: &mut Option<i32>) -> PResult<()> {
        parse_custom_type_a(parser, a)
    }

    fn print_custom_type_a(printer: &mut Printer<'_>, a: &i32) {
        print_custom_type_a(printer, a);
    }
}

impl t::TestTypeCustomStringTypeHooks for t::TestTypeCustomStringType {
    /// `custom<FooString>($foo)`: a string literal.
    fn parse_foo_string(parser: &mut Parser<'_>, text: &mut Option<String>) -> PResult<()> {
        *text = Some(parser.parse_string("expected string")?);
        Ok(())
    }

    /// Written between quotes, unescaped, as upstream's hook writes it.
    fn print_foo_string(printer: &mut Printer<'_>, text: &String) {
        printer.write_str(&format!("\"{text}\""));
    }

    /// `custom<BarString>(ref($foo))`: the keyword spelled as `foo`.
    fn parse_bar_string(parser: &mut Parser<'_>, text: &String) -> PResult<()> {
        parser.parse_keyword(text)
    }

    fn print_bar_string(printer: &mut Printer<'_>, text: &String) {
        printer.write_str(text);
    }
}

impl t::TestCustomAnchorAttrHooks for t::TestCustomAnchorAttr {
    /// `custom<TrueFalse>($b)`: an integer read as a boolean (`true`, `false`, `1`, `0`),
    /// kept as 1 or 0.
    fn parse_true_false(parser: &mut Parser<'_>, b: &mut Option<Option<i32>>) -> PResult<()> {
        let value = if parser.eat_keyword("true") {
            true
        } else if parser.eat_keyword("false") {
            false
        } else {
            u8::parse_field(parser)? != 0
        };
        *b = Some(Some(i32::from(value)));
        Ok(())
    }

    fn print_true_false(printer: &mut Printer<'_>, b: &Option<i32>) {
        printer.write_str(if b.unwrap_or_default() != 0 {
            "true"
        } else {
            "false"
        });
    }
}

/// `!test.cmpnd_a<1, i32, [2, 3]>`, as upstream's hand-written `CompoundAType` parser and
/// printer read and write it.
impl t::CompoundATypeFormat for t::CompoundAType {
    fn parse(parser: &mut Parser<'_>) -> PResult<Self> {
        parser.expect(TokenKind::Less, "expected '<'")?;
        let width = i32::parse_field(parser)?;
        parser.expect(TokenKind::Comma, "expected ','")?;
        let one_type = parser.parse_type()?;
        parser.expect(TokenKind::Comma, "expected ','")?;
        parser.expect(TokenKind::LSquare, "expected '['")?;
        let mut ints = Vec::new();
        while let Some(i) = i32::parse_optional_field(parser)? {
            ints.push(i);
            if !parser.eat(TokenKind::Comma) {
                break;
            }
        }
        parser.expect(TokenKind::RSquare, "expected ']'")?;
        parser.expect(TokenKind::Greater, "expected '>'")?;
        Ok(Self::get(parser.ctx, width, one_type, ints))
    }

    fn print(storage: &t::CompoundATypeStorage, printer: &mut Printer<'_>) {
        printer.write_str(&format!("<{}, ", storage.width_of_something));
        printer.print_type(storage.one_type);
        let ints: Vec<String> = storage.array_of_ints.iter().map(i32::to_string).collect();
        printer.write_str(&format!(", [{}]>", ints.join(", ")));
    }
}
