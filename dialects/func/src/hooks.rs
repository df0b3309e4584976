//! The hand-written parts of the func dialect: what upstream writes in C++ in `FuncOps.cpp`
//! and `FunctionImplementation.cpp` (the custom form of `func.func`), in Rust.

use ods_runtime::asm::lexer::TokenKind;
use ods_runtime::asm::op_parser::{OpParser, RegionArgument};
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;
use ods_runtime::interfaces::function::FunctionOpInterface;
use ods_runtime::ir::{OpId, OperationState, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::types::Identifier;
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::func as f;

impl f::DialectHooks for f::Dialect {
    /// A flat symbol reference of a function type becomes a `func.constant`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        f::ConstantOp::is_buildable_with(ctx, value, ty)
            .then(|| f::ConstantOp::build(ctx, loc, ty, value).op())
    }
}

/// `'{name}'`-quoted, comma-separated types, as a diagnostic streams a type range.
fn type_list(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| format!("'{}'", ods_runtime::asm::printer::type_to_string(ctx, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The first of `values` whose type is not the one `expected` at its position: its index,
/// its type and the expected one.
fn first_mismatch(
    ctx: &Context,
    values: &[Value],
    expected: &[Type],
) -> Option<(usize, Type, Type)> {
    values
        .iter()
        .zip(expected)
        .enumerate()
        .map(|(i, (&v, &e))| (i, ctx.value_type(v), e))
        .find(|&(_, found, e)| found != e)
}

/// The `func.func` a symbol reference names from `op`, if it names one.
fn lookup_func(ctx: &Context, op: OpId, sym: Attribute) -> Option<f::FuncOp> {
    let found = ctx.lookup_nearest_symbol_from(op, sym)?;
    f::FuncOp::cast(ctx, found)
}

/// The text of a flat symbol reference (`foo` for `@foo`).
fn symbol_text(ctx: &Context, sym: Attribute) -> String {
    ctx.symbol_ref_parts(sym)
        .map(|(root, _)| ctx.ident_str(root).to_string())
        .unwrap_or_default()
}

impl f::CallOpHooks for f::CallOp {
    /// The callee is a `func.func` whose signature the operands and results match.
    fn verify_symbol_uses(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(sym) = self.callee_attr(ctx) else {
            return Err(VerifyError::op(
                ctx,
                op,
                "requires a 'callee' symbol reference attribute",
            ));
        };
        let Some(callee) = lookup_func(ctx, op, sym) else {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "'{}' does not reference a valid function",
                    symbol_text(ctx, sym)
                ),
            ));
        };
        let (inputs, results) = (callee.get_argument_types(ctx), callee.get_result_types(ctx));
        let operands: Vec<Value> = ctx.op_operands(op).collect();
        if inputs.len() != operands.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                "incorrect number of operands for callee",
            ));
        }
        if let Some((i, found, expected)) = first_mismatch(ctx, &operands, &inputs) {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                    type_list(ctx, &[expected]),
                    type_list(ctx, &[found])
                ),
            ));
        }
        let result_types: Vec<Type> = ctx.op_results(op).map(|v| ctx.value_type(v)).collect();
        if results.len() != result_types.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                "incorrect number of results for callee",
            ));
        }
        if let Some(i) = (0..results.len()).find(|&i| results[i] != result_types[i]) {
            let loc = ctx.op_loc(op);
            return Err(
                VerifyError::op(ctx, op, format!("result type mismatch at index {i}"))
                    .with_note(
                        loc,
                        format!("      op result types: {}", type_list(ctx, &result_types)),
                    )
                    .with_note(
                        loc,
                        format!("function result types: {}", type_list(ctx, &results)),
                    ),
            );
        }
        Ok(())
    }
}

impl f::CallIndirectOpHooks for f::CallIndirectOp {
    /// A call of a constant callee (a `func.constant`) becomes a direct `func.call`.
    fn canonicalize(self, ctx: &mut Context) -> bool {
        let Some(def) = ctx.value_defining_op(self.callee(ctx)) else {
            return false;
        };
        let Some(callee) = ods_runtime::greedy::constant_value(ctx, def) else {
            return false;
        };
        if ctx.symbol_ref_parts(callee).is_none() {
            return false;
        }
        let op = self.op();
        let results: Vec<Type> = ctx.op_results(op).map(|v| ctx.value_type(v)).collect();
        let operands = self.get_arg_operands(ctx);
        let name = ctx.op_name_id(f::CallOp::NAME);
        let mut state = OperationState::new(name, ctx.op_loc(op));
        f::CallOp::build_callee_results_operands_state(
            ctx, &mut state, callee, &results, &operands,
        );
        ctx.replace_op_with_new_op(op, state);
        true
    }
}

impl f::ConstantOpHooks for f::ConstantOp {
    /// The symbol reference itself.
    fn fold(
        self,
        ctx: &mut Context,
        _adaptor: f::ConstantOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value_attr(ctx)?)])
    }

    /// The value names a `func.func` of the result's type.
    fn verify_symbol_uses(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(sym) = self.value_attr(ctx) else {
            return Ok(());
        };
        let Some(callee) = lookup_func(ctx, op, sym) else {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "reference to undefined function '{}'",
                    symbol_text(ctx, sym)
                ),
            ));
        };
        let ty = ctx.value_type(ctx.op_result(op, 0));
        if callee.function_type(ctx) != Some(ty) {
            return Err(VerifyError::op(
                ctx,
                op,
                "reference to function with mismatched type",
            ));
        }
        Ok(())
    }

    /// `%f`.
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        vec![(ctx.op_result(self.op(), 0), "f".to_string())]
    }
}

impl f::ReturnOpHooks for f::ReturnOp {
    /// The operands match the enclosing function's results in number and type.
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let op = self.op();
        let Some(function) = ctx.op_parent_op(op).and_then(|p| f::FuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let results = function.get_result_types(ctx);
        let operands: Vec<Value> = ctx.op_operands(op).collect();
        let name = function.sym_name(ctx);
        if operands.len() != results.len() {
            return Err(VerifyError::op(
                ctx,
                op,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        if let Some((i, found, expected)) = first_mismatch(ctx, &operands, &results) {
            return Err(VerifyError::plain(
                ctx,
                op,
                format!(
                    "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                    type_list(ctx, &[found]),
                    type_list(ctx, &[expected])
                ),
            ));
        }
        Ok(())
    }
}

/// The attributes `func.func`'s custom form writes elsewhere than in `attributes {...}`.
const INFERRED: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

/// A signature entry: an argument's or result's type and attribute dictionary.
type Entry = (Type, Attribute);

/// `(` argument `,` ... `)`: `%name: type {attrs} loc(...)` in a definition, `type {attrs}
/// loc(...)` in a declaration (MLIR's `parseFunctionArgumentList`). Returns the named
/// arguments (the entry block's) and each argument's type and attribute dictionary.
fn parse_arguments(parser: &mut OpParser<'_>) -> PResult<(Vec<RegionArgument>, Vec<Entry>)> {
    let mut named = Vec::new();
    let mut all: Vec<Entry> = Vec::new();
    let mut had_name: Option<bool> = None;
    parser
        .p
        .expect(TokenKind::LParen, "expected '(' in argument list")?;
    if parser.p.eat(TokenKind::RParen) {
        return Ok((named, all));
    }
    loop {
        let at = parser.p.span();
        if parser.p.at(TokenKind::PercentIdent) {
            if had_name == Some(false) {
                return Err(parser
                    .p
                    .emit_error(at, "expected type instead of SSA identifier"));
            }
            had_name = Some(true);
            let name = parser.parse_ssa_use(false)?;
            parser.p.expect(TokenKind::Colon, "expected ':'")?;
            let ty = parser.p.parse_type()?;
            let attrs = parse_optional_dict(parser)?;
            let loc = parser.p.parse_optional_location()?;
            named.push(RegionArgument { name, ty, loc });
            all.push((ty, attrs));
        } else {
            if had_name == Some(true) {
                return Err(parser.p.emit_error(at, "expected SSA identifier"));
            }
            had_name = Some(false);
            let ty = parser.p.parse_type()?;
            let attrs = parse_optional_dict(parser)?;
            parser.p.parse_optional_location()?;
            all.push((ty, attrs));
        }
        if !parser.p.eat(TokenKind::Comma) {
            break;
        }
    }
    parser
        .p
        .expect(TokenKind::RParen, "expected ')' in argument list")?;
    Ok((named, all))
}

/// An optional `{...}` attribute dictionary, as a dictionary attribute (empty when absent).
fn parse_optional_dict(parser: &mut OpParser<'_>) -> PResult<Attribute> {
    let entries = if parser.p.at(TokenKind::LBrace) {
        parser.p.parse_attribute_dict_entries()?
    } else {
        Vec::new()
    };
    Ok(parser.ctx().dictionary_attr(&entries))
}

/// `-> type` or `-> (type {attrs}, ...)` (MLIR's `parseFunctionResultList`).
fn parse_results(parser: &mut OpParser<'_>) -> PResult<Vec<Entry>> {
    if !parser.p.eat(TokenKind::LParen) {
        let ty = parser.p.parse_type()?;
        let empty = parser.ctx().dictionary_attr(&[]);
        return Ok(vec![(ty, empty)]);
    }
    let mut out = Vec::new();
    if parser.p.eat(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        let ty = parser.p.parse_type()?;
        let attrs = parse_optional_dict(parser)?;
        out.push((ty, attrs));
        if !parser.p.eat(TokenKind::Comma) {
            break;
        }
    }
    parser.p.expect(TokenKind::RParen, "expected ')'")?;
    Ok(out)
}

/// The array of attribute dictionaries, when any is non-empty (MLIR's
/// `addArgAndResultAttrs`).
fn attr_array(ctx: &Context, dicts: &[Attribute]) -> Option<Attribute> {
    dicts
        .iter()
        .any(|&d| ctx.dictionary_entries(d).is_some_and(|e| !e.is_empty()))
        .then(|| ctx.array_attr(dicts))
}

impl f::FuncOpHooks for f::FuncOp {
    /// `func.func [visibility] @name(args) [-> results] [attributes {...}] [{ body }]`
    /// (MLIR's `function_interface_impl::parseFunctionOp`).
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let mut props = f::FuncOpProperties::default();
        if parser.p.at(TokenKind::BareIdent) {
            let vis = parser.p.text();
            if ["public", "private", "nested"].contains(&vis) {
                let vis = vis.to_string();
                parser.p.bump();
                props.sym_visibility = Some(parser.ctx().string_attr(&vis));
            }
        }
        if !parser.p.at(TokenKind::AtIdent) {
            let at = parser.p.span();
            return Err(parser
                .p
                .emit_error(at, "expected valid '@'-identifier for symbol name"));
        }
        let name = parser.p.parse_symbol_name()?;
        let name = parser.ctx().ident_str(name).to_string();
        props.sym_name = Some(parser.ctx().string_attr(&name));
        let (args, arg_types) = parse_arguments(parser)?;
        let results = if parser.p.eat(TokenKind::Arrow) {
            parse_results(parser)?
        } else {
            Vec::new()
        };
        let ctx = parser.ctx();
        let inputs: Vec<Type> = arg_types.iter().map(|a| a.0).collect();
        let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
        let fn_ty = ctx.function_type(&inputs, &outputs);
        props.function_type = Some(ctx.type_attr(fn_ty));
        let attrs_at = parser.p.span();
        let entries = parser.parse_optional_attr_dict_with_keyword()?;
        let mut discardable: Vec<(Identifier, Attribute)> = Vec::new();
        for (n, a) in entries {
            let key = parser.ctx().ident_str(n).to_string();
            if INFERRED.contains(&key.as_str()) {
                return Err(parser.p.emit_error(
                    attrs_at,
                    format!(
                        "'{key}' is an inferred attribute and should not be specified in the \
                         explicit attribute dictionary"
                    ),
                ));
            }
            match key.as_str() {
                "arg_attrs" => props.arg_attrs = Some(a),
                "res_attrs" => props.res_attrs = Some(a),
                "no_inline" => props.no_inline = Some(a),
                _ => discardable.push((n, a)),
            }
        }
        let ctx = parser.ctx();
        let arg_dicts: Vec<Attribute> = arg_types.iter().map(|a| a.1).collect();
        let res_dicts: Vec<Attribute> = results.iter().map(|r| r.1).collect();
        if let Some(a) = attr_array(ctx, &arg_dicts) {
            props.arg_attrs = Some(a);
        }
        if let Some(a) = attr_array(ctx, &res_dicts) {
            props.res_attrs = Some(a);
        }
        if !discardable.is_empty() {
            state.attributes = Some(ctx.dictionary_attr(&discardable));
        }
        let body_at = parser.p.span();
        let region = if parser.p.at(TokenKind::LBrace) {
            // Not a fresh name scope: mlir-opt parses the body in the enclosing one, and
            // the verifier reports values used across the isolation.
            let region = parser.parse_region_with_arguments(&args, false)?;
            if parser.ctx().region_blocks(region).is_empty() {
                return Err(parser
                    .p
                    .emit_error(body_at, "expected non-empty function body"));
            }
            region
        } else {
            parser.ctx().create_region()
        };
        state.regions.push(region);
        state.set_properties(props);
        Ok(())
    }

    /// The custom form `parse` reads (MLIR's `function_interface_impl::printFunctionOp`).
    fn print(self, p: &mut OpPrinter<'_>) {
        let ctx = p.context();
        let op = self.op();
        p.print_op_name(op);
        p.write(" ");
        if let Some(vis) = self.sym_visibility(ctx) {
            p.write(&vis);
            p.write(" ");
        }
        p.print_symbol_name(&self.sym_name(ctx));
        let function = FunctionOpInterface::cast(ctx, op);
        let (inputs, results) = function.map(|f| f.signature(ctx)).unwrap_or_default();
        let dict = |all: Option<Attribute>, i: usize| -> Vec<(Identifier, Attribute)> {
            all.and_then(|a| ctx.array_elements(a))
                .and_then(|e| e.get(i))
                .and_then(|&d| ctx.dictionary_entries(d))
                .map(<[_]>::to_vec)
                .unwrap_or_default()
        };
        let body = self.body(ctx);
        let entry = ctx.region_blocks(body).first().copied();
        let arg_attrs = self.arg_attrs_attr(ctx);
        p.write("(");
        for (i, &ty) in inputs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let attrs = dict(arg_attrs, i);
            match entry.and_then(|b| ctx.block_arguments(b).get(i).copied()) {
                Some(arg) => {
                    p.print_value(arg);
                    p.write(": ");
                    p.print_type(ctx.value_type(arg));
                    print_optional_dict(p, &attrs);
                    if p.options().debug_info {
                        p.write(" ");
                        p.print_location(ctx.value_loc(arg), false);
                    }
                }
                None => {
                    p.print_type(ty);
                    print_optional_dict(p, &attrs);
                }
            }
        }
        p.write(")");
        if !results.is_empty() {
            p.write(" -> ");
            let res_attrs = self.res_attrs_attr(ctx);
            let first_has_attrs = !dict(res_attrs, 0).is_empty();
            let parens = results.len() > 1
                || ctx.function_type_parts(results[0]).is_some()
                || first_has_attrs;
            if parens {
                p.write("(");
            }
            for (i, &ty) in results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(ty);
                print_optional_dict(p, &dict(res_attrs, i));
            }
            if parens {
                p.write(")");
            }
        }
        // Every attribute but those printed elsewhere, sorted by name.
        let elided = [
            "sym_name",
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
        ];
        let mut attrs: Vec<(Identifier, Attribute)> = p
            .inherent_attributes(op)
            .into_iter()
            .chain(ctx.op_discardable_attrs(op).iter().copied())
            .filter(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
            .collect();
        attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        if !attrs.is_empty() {
            p.write(" attributes ");
            p.print_attribute_dict(&attrs);
        }
        if entry.is_some() {
            p.write(" ");
            p.print_region(body, false, true, false);
        }
    }

    /// A function `name` of type `ty` with the attributes `attrs` and, for each argument,
    /// the attribute dictionary in `arg_attrs` (MLIR's `FuncOp::build`); the body is empty.
    fn build_name_type_attrs_arg_attrs_state(
        ctx: &mut Context,
        state: &mut OperationState,
        name: &str,
        ty: Type,
        attrs: &[(Identifier, Attribute)],
        arg_attrs: &[Attribute],
    ) {
        let mut props = f::FuncOpProperties {
            sym_name: Some(ctx.string_attr(name)),
            function_type: Some(ctx.type_attr(ty)),
            ..Default::default()
        };
        let mut discardable = Vec::new();
        for &(n, a) in attrs {
            match ctx.ident_str(n) {
                "sym_visibility" => props.sym_visibility = Some(a),
                "res_attrs" => props.res_attrs = Some(a),
                "no_inline" => props.no_inline = Some(a),
                _ => discardable.push((n, a)),
            }
        }
        if !arg_attrs.is_empty() {
            props.arg_attrs = attr_array(ctx, arg_attrs);
        }
        if !discardable.is_empty() {
            state.attributes = Some(ctx.dictionary_attr(&discardable));
        }
        state.regions.push(ctx.create_region());
        state.set_properties(props);
    }
}

/// ` {attrs}` when there are any (MLIR's `printOptionalAttrDict`).
fn print_optional_dict(p: &mut OpPrinter<'_>, attrs: &[(Identifier, Attribute)]) {
    if !attrs.is_empty() {
        p.write(" ");
        p.print_attribute_dict(attrs);
    }
}
