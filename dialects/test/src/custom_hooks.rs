//! The hooks of the `custom` directives of the odstest dialect's formats: upstream's test
//! dialect's (`mlir/test/lib/Dialect/Test/TestFormatUtils.cpp`), written in Rust, and
//! `cf.switch`'s cases for `odstest.switch_like`.

use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::op_parser::{OpParser, UnresolvedOperand};
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;
use ods_runtime::attributes::apint::ApInt;
use ods_runtime::attributes::{AttrKind, Scalar};
use ods_runtime::ir::{BlockId, RegionId, Value};
use ods_runtime::types::Identifier;
use ods_runtime::{Attribute, Type};

use crate::odstest as t;

fn parse_operands(
    parser: &mut OpParser<'_>,
    operand: &mut Option<UnresolvedOperand>,
    opt_operand: &mut Option<UnresolvedOperand>,
    var_operands: &mut Vec<UnresolvedOperand>,
) -> PResult<()> {
    *operand = Some(parser.parse_ssa_use(true)?);
    if parser.p.eat(TokenKind::Comma) {
        *opt_operand = Some(parser.parse_ssa_use(true)?);
    }
    parser.parse_literal("->")?;
    parser.parse_literal("(")?;
    *var_operands = parser.parse_operand_list()?;
    parser.parse_literal(")")
}

fn print_values(printer: &mut OpPrinter<'_>, values: &[Value]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            printer.write(", ");
        }
        printer.print_value(v);
    }
}

fn print_operands(
    printer: &mut OpPrinter<'_>,
    operand: Value,
    opt_operand: Option<Value>,
    var_operands: &[Value],
) {
    printer.print_value(operand);
    if let Some(v) = opt_operand {
        printer.write(", ");
        printer.print_value(v);
    }
    printer.write(" -> (");
    print_values(printer, var_operands);
    printer.write(")");
}

fn parse_results(
    parser: &mut OpParser<'_>,
    ty: &mut Option<Type>,
    opt_ty: &mut Option<Type>,
    var_types: &mut Vec<Type>,
) -> PResult<()> {
    parser.parse_literal(":")?;
    *ty = Some(parser.p.parse_type()?);
    if parser.p.eat(TokenKind::Comma) {
        *opt_ty = Some(parser.p.parse_type()?);
    }
    parser.parse_literal("->")?;
    parser.parse_literal("(")?;
    *var_types = parser.parse_type_list()?;
    parser.parse_literal(")")
}

fn print_results(printer: &mut OpPrinter<'_>, ty: Type, opt_ty: Option<Type>, var_types: &[Type]) {
    printer.write(" : ");
    printer.print_type(ty);
    if let Some(t) = opt_ty {
        printer.write(", ");
        printer.print_type(t);
    }
    printer.write(" -> (");
    printer.p.print_type_list(var_types);
    printer.write(")");
}

impl t::FormatCustomDirectiveOperandsHooks for t::FormatCustomDirectiveOperands {
    fn parse_custom_directive_operands(
        parser: &mut OpParser<'_>,
        operand: &mut Option<UnresolvedOperand>,
        opt_operand: &mut Option<UnresolvedOperand>,
        var_operands: &mut Vec<UnresolvedOperand>,
    ) -> PResult<()> {
        parse_operands(parser, operand, opt_operand, var_operands)
    }

    fn print_custom_directive_operands(
        self,
        printer: &mut OpPrinter<'_>,
        operand: Value,
        opt_operand: Option<Value>,
        var_operands: &[Value],
    ) {
        print_operands(printer, operand, opt_operand, var_operands);
    }
}

impl t::FormatCustomDirectiveOperandsAndTypesHooks for t::FormatCustomDirectiveOperandsAndTypes {
    fn parse_custom_directive_operands_and_types(
        parser: &mut OpParser<'_>,
        operand: &mut Option<UnresolvedOperand>,
        opt_operand: &mut Option<UnresolvedOperand>,
        var_operands: &mut Vec<UnresolvedOperand>,
        operand_type: &mut Option<Type>,
        opt_operand_type: &mut Option<Type>,
        var_operands_types: &mut Vec<Type>,
    ) -> PResult<()> {
        parse_operands(parser, operand, opt_operand, var_operands)?;
        parse_results(parser, operand_type, opt_operand_type, var_operands_types)
    }

    fn print_custom_directive_operands_and_types(
        self,
        printer: &mut OpPrinter<'_>,
        operand: Value,
        opt_operand: Option<Value>,
        var_operands: &[Value],
        operand_type: Type,
        opt_operand_type: Option<Type>,
        var_operands_types: &[Type],
    ) {
        print_operands(printer, operand, opt_operand, var_operands);
        print_results(printer, operand_type, opt_operand_type, var_operands_types);
    }
}

impl t::FormatCustomDirectiveRegionsHooks for t::FormatCustomDirectiveRegions {
    fn parse_custom_directive_regions(
        parser: &mut OpParser<'_>,
        region: &mut Option<RegionId>,
        other_regions: &mut Vec<RegionId>,
    ) -> PResult<()> {
        *region = Some(parser.parse_region(false)?);
        if parser.p.eat(TokenKind::Comma) {
            other_regions.push(parser.parse_region(false)?);
        }
        Ok(())
    }

    fn print_custom_directive_regions(
        self,
        printer: &mut OpPrinter<'_>,
        region: RegionId,
        other_regions: &[RegionId],
    ) {
        printer.print_region(region, true, true, false);
        if !other_regions.is_empty() {
            printer.write(", ");
            for &r in other_regions {
                printer.print_region(r, true, true, false);
            }
        }
    }
}

impl t::FormatCustomDirectiveResultsHooks for t::FormatCustomDirectiveResults {
    fn parse_custom_directive_results(
        parser: &mut OpParser<'_>,
        result_type: &mut Option<Type>,
        opt_result_type: &mut Option<Type>,
        var_results_types: &mut Vec<Type>,
    ) -> PResult<()> {
        parse_results(parser, result_type, opt_result_type, var_results_types)
    }

    fn print_custom_directive_results(
        self,
        printer: &mut OpPrinter<'_>,
        result_type: Type,
        opt_result_type: Option<Type>,
        var_results_types: &[Type],
    ) {
        print_results(printer, result_type, opt_result_type, var_results_types);
    }
}

impl t::FormatCustomDirectiveResultsWithTypeRefsHooks
    for t::FormatCustomDirectiveResultsWithTypeRefs
{
    fn parse_custom_directive_results(
        parser: &mut OpParser<'_>,
        result_type: &mut Option<Type>,
        opt_result_type: &mut Option<Type>,
        var_results_types: &mut Vec<Type>,
    ) -> PResult<()> {
        parse_results(parser, result_type, opt_result_type, var_results_types)
    }

    fn print_custom_directive_results(
        self,
        printer: &mut OpPrinter<'_>,
        result_type: Type,
        opt_result_type: Option<Type>,
        var_results_types: &[Type],
    ) {
        print_results(printer, result_type, opt_result_type, var_results_types);
    }

    /// Parses the types again and fails (with no message, as upstream) when they differ
    /// from those the first directive parsed.
    fn parse_custom_directive_with_type_refs(
        parser: &mut OpParser<'_>,
        result_type: Type,
        opt_result_type: Option<Type>,
        var_results_types: &[Type],
    ) -> PResult<()> {
        let at = parser.p.span();
        if !parser.p.eat_keyword("type_refs_capture") {
            return Err(parser.p.error_expected("expected 'type_refs_capture'"));
        }
        let (mut ty, mut opt, mut var) = (None, None, Vec::new());
        parse_results(parser, &mut ty, &mut opt, &mut var)?;
        if ty != Some(result_type) || opt != opt_result_type || var != var_results_types {
            return Err(parser.p.error_at(at, "type refs differ"));
        }
        Ok(())
    }

    fn print_custom_directive_with_type_refs(
        self,
        printer: &mut OpPrinter<'_>,
        result_type: Type,
        opt_result_type: Option<Type>,
        var_results_types: &[Type],
    ) {
        printer.write(" type_refs_capture ");
        print_results(printer, result_type, opt_result_type, var_results_types);
    }
}

impl t::FormatCustomDirectiveWithOptionalOperandRefHooks
    for t::FormatCustomDirectiveWithOptionalOperandRef
{
    /// `1` when the optional operand was parsed, else `0`.
    fn parse_custom_directive_optional_operand_ref(
        parser: &mut OpParser<'_>,
        opt_operand: Option<&UnresolvedOperand>,
    ) -> PResult<()> {
        let at = parser.p.span();
        let count = parser.p.parse_integer_i64()?;
        if (count == 0) != opt_operand.is_none() {
            return Err(parser.p.error_at(at, "operand count mismatch"));
        }
        Ok(())
    }

    fn print_custom_directive_optional_operand_ref(
        self,
        printer: &mut OpPrinter<'_>,
        opt_operand: Option<Value>,
    ) {
        printer.write(if opt_operand.is_some() { "1" } else { "0" });
    }
}

impl t::FormatCustomDirectiveSuccessorsHooks for t::FormatCustomDirectiveSuccessors {
    /// A second successor is taken twice, as upstream's test does.
    fn parse_custom_directive_successors(
        parser: &mut OpParser<'_>,
        successor: &mut Option<BlockId>,
        successors: &mut Vec<BlockId>,
    ) -> PResult<()> {
        *successor = Some(parser.parse_successor()?);
        if parser.p.eat(TokenKind::Comma) {
            let b = parser.parse_successor()?;
            successors.extend([b, b]);
        }
        Ok(())
    }

    fn print_custom_directive_successors(
        self,
        printer: &mut OpPrinter<'_>,
        successor: BlockId,
        successors: &[BlockId],
    ) {
        printer.print_block_name(successor);
        if let Some(&b) = successors.first() {
            printer.write(", ");
            printer.print_block_name(b);
        }
    }
}

impl t::FormatCustomDirectiveAttributesHooks for t::FormatCustomDirectiveAttributes {
    fn parse_custom_directive_attributes(
        parser: &mut OpParser<'_>,
        attr: &mut Option<Attribute>,
        opt_attr: &mut Option<Attribute>,
    ) -> PResult<()> {
        *attr = Some(parser.p.parse_attribute(None)?);
        if parser.p.eat(TokenKind::Comma) {
            *opt_attr = Some(parser.p.parse_attribute(None)?);
        }
        Ok(())
    }

    fn print_custom_directive_attributes(
        self,
        printer: &mut OpPrinter<'_>,
        attr: Attribute,
        opt_attr: Option<Attribute>,
    ) {
        printer.print_attribute(attr);
        if let Some(a) = opt_attr {
            printer.write(", ");
            printer.print_attribute(a);
        }
    }
}

/// `custom<Scaled>($attr, "1000i64", "Type::int($_ctxt, 64)")`: the attribute's value as
/// `quotient` or `quotient rem remainder` in units of the first expression, stored with the
/// type the second gives.
impl t::FormatCustomDirectiveExpressionsHooks for t::FormatCustomDirectiveExpressions {
    type ScaledArg1 = i64;
    type ScaledArg2 = Type;

    fn parse_scaled(
        parser: &mut OpParser<'_>,
        attr: &mut Option<Attribute>,
        unit: i64,
        ty: Type,
    ) -> PResult<()> {
        let at = parser.p.span();
        let quotient = parser.p.parse_integer_i64()?;
        let remainder = if parser.p.eat_keyword("rem") {
            parser.p.parse_integer_i64()?
        } else {
            0
        };
        let value = quotient
            .checked_mul(unit)
            .and_then(|v| v.checked_add(remainder))
            .ok_or_else(|| parser.p.emit_error(at, "scaled value too large"))?;
        *attr = Some(Attribute::integer(parser.ctx(), ty, value));
        Ok(())
    }

    fn print_scaled(self, printer: &mut OpPrinter<'_>, attr: Attribute, unit: i64, _ty: Type) {
        let value = printer.context().attr(attr).integer_value().unwrap_or(0);
        printer.write(&(value / unit).to_string());
        if value % unit != 0 {
            printer.write(&format!(" rem {}", value % unit));
        }
    }
}

impl t::FormatCustomDirectiveAttrDictHooks for t::FormatCustomDirectiveAttrDict {
    fn parse_custom_directive_attr_dict(
        parser: &mut OpParser<'_>,
        attrs: &mut Vec<(Identifier, Attribute)>,
    ) -> PResult<()> {
        attrs.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print_custom_directive_attr_dict(
        self,
        printer: &mut OpPrinter<'_>,
        attrs: &[(Identifier, Attribute)],
    ) {
        if !attrs.is_empty() {
            printer.write(" ");
            printer.print_attribute_dict(attrs);
        }
    }
}

/// `default: ^bb(ops : types)` then `, value: ^bb(...)` per case, as upstream's
/// `parseSwitchOpCases`.
fn parse_successor_operands(
    parser: &mut OpParser<'_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
) -> PResult<()> {
    if parser.p.eat(TokenKind::LParen) {
        *operands = parser.parse_operand_list()?;
        parser.parse_literal(":")?;
        *types = parser.parse_type_list()?;
        parser.parse_literal(")")?;
    }
    Ok(())
}

impl t::SwitchLikeOpHooks for t::SwitchLikeOp {
    fn parse_switch_op_cases(
        parser: &mut OpParser<'_>,
        flag_type: Type,
        default_destination: &mut Option<BlockId>,
        default_operands: &mut Vec<UnresolvedOperand>,
        default_operands_types: &mut Vec<Type>,
        case_values: &mut Option<Attribute>,
        case_destinations: &mut Vec<BlockId>,
        case_operands: &mut Vec<Vec<UnresolvedOperand>>,
        case_operands_types: &mut Vec<Vec<Type>>,
    ) -> PResult<()> {
        if !parser.p.eat_keyword("default") {
            let here = parser.p.span();
            return Err(parser.p.emit_error(here, "expected 'default'"));
        }
        parser.parse_literal(":")?;
        *default_destination = Some(parser.parse_successor()?);
        parse_successor_operands(parser, default_operands, default_operands_types)?;
        let width = parser
            .p
            .ctx
            .ty(flag_type)
            .int_or_float_width()
            .unwrap_or(64);
        let mut values = Vec::new();
        while parser.p.eat(TokenKind::Comma) {
            let v = parser.p.parse_integer_i64()?;
            values.push(Scalar::Int(ApInt::from_i128(width, v as i128)));
            parser.parse_literal(":")?;
            case_destinations.push(parser.parse_successor()?);
            let (mut ops, mut tys) = (Vec::new(), Vec::new());
            parse_successor_operands(parser, &mut ops, &mut tys)?;
            case_operands.push(ops);
            case_operands_types.push(tys);
        }
        if !values.is_empty() {
            let ctx = parser.ctx();
            let ty = Type::vector(ctx, &[values.len() as i64], flag_type);
            *case_values = Some(Attribute::dense_elements(ctx, ty, values));
        }
        Ok(())
    }

    fn print_switch_op_cases(
        self,
        printer: &mut OpPrinter<'_>,
        _flag_type: Type,
        default_destination: BlockId,
        default_operands: &[Value],
        _default_operands_types: &[Type],
        case_values: Option<Attribute>,
        case_destinations: &[BlockId],
        case_operands: &[Vec<Value>],
        _case_operands_types: &[Vec<Type>],
    ) {
        printer.write("  default: ");
        printer.print_successor_and_use_list(default_destination, default_operands);
        let Some(values) = case_values else { return };
        let ctx = printer.context();
        let values: Vec<String> = match ctx.attr(values).kind() {
            AttrKind::DenseElements { ty, values } => {
                let n = ctx.ty(*ty).shape().map_or(1, |s| s.iter().product::<i64>()) as usize;
                (0..n)
                    .map(|i| match values.get(i).or(values.first()) {
                        Some(Scalar::Int(v)) => v.to_u64().unwrap_or(u64::MAX).to_string(),
                        _ => String::new(),
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        for (i, v) in values.iter().enumerate() {
            printer.write(",");
            printer.print_newline();
            printer.write("  ");
            printer.write(v);
            printer.write(": ");
            let ops = case_operands.get(i).map_or(&[][..], |o| o);
            if let Some(&dest) = case_destinations.get(i) {
                printer.print_successor_and_use_list(dest, ops);
            }
        }
        printer.print_newline();
    }
}

/// `fmt.custom` of `tests/ods/ok/formats.td`: one hook per kind of argument.
mod fmt_custom {
    use super::*;
    use crate::goldens::formats_td::fmt as f;

    fn parse_typed_list(
        parser: &mut OpParser<'_>,
        operands: &mut Vec<UnresolvedOperand>,
        types: &mut Vec<Type>,
    ) -> PResult<()> {
        parser.parse_literal("(")?;
        *operands = parser.parse_operand_list()?;
        if parser.p.eat(TokenKind::Colon) {
            *types = parser.parse_type_list()?;
        }
        parser.parse_literal(")")
    }

    fn print_typed_list(printer: &mut OpPrinter<'_>, values: &[Value], types: &[Type]) {
        printer.write("(");
        print_values(printer, values);
        if !types.is_empty() {
            printer.write(" : ");
            printer.p.print_type_list(types);
        }
        printer.write(")");
    }

    impl f::CustomOpHooks for f::CustomOp {
        /// `(maybe %v : t)? many(%a, %b : t, u) grouped[(...), (...)]`
        fn parse_values(
            parser: &mut OpParser<'_>,
            maybe: &mut Option<UnresolvedOperand>,
            many: &mut Vec<UnresolvedOperand>,
            grouped: &mut Vec<Vec<UnresolvedOperand>>,
            maybe_type: &mut Option<Type>,
            many_types: &mut Vec<Type>,
            grouped_types: &mut Vec<Vec<Type>>,
        ) -> PResult<()> {
            if parser.p.eat_keyword("maybe") {
                *maybe = Some(parser.parse_ssa_use(true)?);
                parser.parse_literal(":")?;
                *maybe_type = Some(parser.p.parse_type()?);
            }
            parser.parse_literal("many")?;
            parse_typed_list(parser, many, many_types)?;
            parser.parse_literal("grouped")?;
            parser.parse_literal("[")?;
            if !parser.p.at(TokenKind::RSquare) {
                loop {
                    let (mut ops, mut tys) = (Vec::new(), Vec::new());
                    parse_typed_list(parser, &mut ops, &mut tys)?;
                    grouped.push(ops);
                    grouped_types.push(tys);
                    if !parser.p.eat(TokenKind::Comma) {
                        break;
                    }
                }
            }
            parser.parse_literal("]")
        }

        fn print_values(
            self,
            printer: &mut OpPrinter<'_>,
            maybe: Option<Value>,
            many: &[Value],
            grouped: &[Vec<Value>],
            maybe_type: Option<Type>,
            many_types: &[Type],
            grouped_types: &[Vec<Type>],
        ) {
            if let (Some(v), Some(t)) = (maybe, maybe_type) {
                printer.write("maybe ");
                printer.print_value(v);
                printer.write(" : ");
                printer.print_type(t);
                printer.write(" ");
            }
            printer.write("many");
            print_typed_list(printer, many, many_types);
            printer.write(" grouped[");
            for (i, (g, t)) in grouped.iter().zip(grouped_types).enumerate() {
                if i > 0 {
                    printer.write(", ");
                }
                print_typed_list(printer, g, t);
            }
            printer.write("]");
        }

        /// `level 3 (note "text")?`; the operand and type of `$one` only checked.
        fn parse_level(
            parser: &mut OpParser<'_>,
            level: &mut Option<Attribute>,
            note: &mut Option<Attribute>,
            one: &UnresolvedOperand,
            one_type: Type,
        ) -> PResult<()> {
            debug_assert!(one.name.starts_with('%'));
            let _ = one_type;
            parser.parse_literal("level")?;
            let v = parser.p.parse_integer_i64()?;
            let ctx = parser.ctx();
            let i64_ty = Type::int(ctx, 64);
            *level = Some(Attribute::integer(ctx, i64_ty, v));
            if parser.p.eat_keyword("note") {
                let text = parser.p.parse_string("expected string")?;
                *note = Some(Attribute::string(parser.ctx(), &text));
            }
            Ok(())
        }

        fn print_level(
            self,
            printer: &mut OpPrinter<'_>,
            level: Attribute,
            note: Option<Attribute>,
            _one: Value,
            _one_type: Type,
        ) {
            let ctx = printer.context();
            let v = ctx.attr(level).integer_value().unwrap_or_default();
            printer.write(&format!("level {v}"));
            if let Some(n) = note {
                printer.write(" note ");
                printer.print_attribute(n);
            }
        }

        /// `to ^dest [^a, ^b] { region }`
        fn parse_targets(
            parser: &mut OpParser<'_>,
            dest: &mut Option<BlockId>,
            others: &mut Vec<BlockId>,
            body: &mut Option<RegionId>,
        ) -> PResult<()> {
            parser.parse_literal("to")?;
            *dest = Some(parser.parse_successor()?);
            parser.parse_literal("[")?;
            if parser.p.at(TokenKind::CaretIdent) {
                loop {
                    others.push(parser.parse_successor()?);
                    if !parser.p.eat(TokenKind::Comma) {
                        break;
                    }
                }
            }
            parser.parse_literal("]")?;
            *body = Some(parser.parse_region(false)?);
            Ok(())
        }

        fn print_targets(
            self,
            printer: &mut OpPrinter<'_>,
            dest: BlockId,
            others: &[BlockId],
            body: RegionId,
        ) {
            printer.write("to ");
            printer.print_block_name(dest);
            printer.write(" [");
            for (i, &b) in others.iter().enumerate() {
                if i > 0 {
                    printer.write(", ");
                }
                printer.print_block_name(b);
            }
            printer.write("] ");
            printer.print_region(body, true, true, false);
        }

        /// `same`: the values parsed before, read back through `ref`s.
        fn parse_again(
            parser: &mut OpParser<'_>,
            level: Attribute,
            _note: Option<Attribute>,
            many: &[UnresolvedOperand],
            many_types: &[Type],
            _dest: BlockId,
            _body: RegionId,
            grouped: &[Vec<UnresolvedOperand>],
            grouped_types: &[Vec<Type>],
        ) -> PResult<()> {
            let at = parser.p.span();
            parser.parse_literal("same")?;
            let same_groups = grouped.len() == grouped_types.len()
                && grouped
                    .iter()
                    .zip(grouped_types)
                    .all(|(o, t)| o.len() == t.len());
            if parser.p.ctx.attr(level).integer_value().is_none()
                || many.len() != many_types.len()
                || !same_groups
            {
                return Err(parser.p.error_at(at, "refs differ"));
            }
            Ok(())
        }

        fn print_again(
            self,
            printer: &mut OpPrinter<'_>,
            _level: Attribute,
            _note: Option<Attribute>,
            _many: &[Value],
            _many_types: &[Type],
            _dest: BlockId,
            _body: RegionId,
            _grouped: &[Vec<Value>],
            _grouped_types: &[Vec<Type>],
        ) {
            printer.write("same");
        }
    }
}
