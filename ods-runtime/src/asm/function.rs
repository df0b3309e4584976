//! The custom form of a function-like operation (MLIR's `function_interface_impl`):
//! `name [visibility] @sym(%arg: type {attrs}, ...) [-> results] [attributes {...}] [{ body }]`.
//! [`parse_function_op`] reads it into a [`ParsedFunction`] the operation's own parse hook
//! stores in its properties; [`print_function_op`] prints it back. `func.func` and
//! `toy.func` both use them.

use crate::Context;
use crate::asm::lexer::TokenKind;
use crate::asm::op_parser::{OpParser, RegionArgument};
use crate::asm::op_printer::OpPrinter;
use crate::asm::parser::PResult;
use crate::attributes::Attribute;
use crate::interfaces::function::FunctionOpInterface;
use crate::ir::{OpId, RegionId};
use crate::types::{Identifier, Type};

/// The attributes the custom form writes elsewhere than in `attributes {...}`.
const INFERRED: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

/// What [`parse_function_op`] read.
#[derive(Clone, Debug)]
pub struct ParsedFunction {
    /// `sym_visibility`, when written (a string attribute).
    pub sym_visibility: Option<Attribute>,
    /// `sym_name` (a string attribute).
    pub sym_name: Attribute,
    /// `function_type` (a type attribute holding the function type).
    pub function_type: Attribute,
    /// `arg_attrs`: one dictionary per argument, when any is non-empty (or given in
    /// `attributes {...}`).
    pub arg_attrs: Option<Attribute>,
    /// `res_attrs`, as `arg_attrs` for the results.
    pub res_attrs: Option<Attribute>,
    /// The other entries of `attributes {...}`, in the order written.
    pub attributes: Vec<(Identifier, Attribute)>,
    /// The body: empty for a declaration.
    pub body: RegionId,
}

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
    Ok(Attribute::dictionary(parser.ctx(), &entries))
}

/// `-> type` or `-> (type {attrs}, ...)` (MLIR's `parseFunctionResultList`).
fn parse_results(parser: &mut OpParser<'_>) -> PResult<Vec<Entry>> {
    if !parser.p.eat(TokenKind::LParen) {
        let ty = parser.p.parse_type()?;
        let empty = Attribute::dictionary(parser.ctx(), &[]);
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
pub fn attr_array(ctx: &Context, dicts: &[Attribute]) -> Option<Attribute> {
    dicts
        .iter()
        .any(|&d| ctx.attr(d).entries().is_some_and(|e| !e.is_empty()))
        .then(|| Attribute::array(ctx, dicts))
}

/// Reads the custom form after the operation name (MLIR's `parseFunctionOp`).
pub fn parse_function_op(parser: &mut OpParser<'_>) -> PResult<ParsedFunction> {
    let mut sym_visibility = None;
    if parser.p.at(TokenKind::BareIdent) {
        let vis = parser.p.text();
        if ["public", "private", "nested"].contains(&vis) {
            let vis = vis.to_string();
            parser.p.bump();
            sym_visibility = Some(Attribute::string(parser.ctx(), &vis));
        }
    }
    if !parser.p.at(TokenKind::AtIdent) {
        let at = parser.p.span();
        return Err(parser
            .p
            .emit_error(at, "expected valid '@'-identifier for symbol name"));
    }
    let name = parser.p.parse_symbol_name()?;
    let name = name.as_str(parser.ctx()).to_string();
    let sym_name = Attribute::string(parser.ctx(), &name);
    let (args, arg_types) = parse_arguments(parser)?;
    let results = if parser.p.eat(TokenKind::Arrow) {
        parse_results(parser)?
    } else {
        Vec::new()
    };
    let ctx = parser.ctx();
    let inputs: Vec<Type> = arg_types.iter().map(|a| a.0).collect();
    let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
    let fn_ty = Type::function(ctx, &inputs, &outputs);
    let function_type = Attribute::from_type(ctx, fn_ty);
    let attrs_at = parser.p.span();
    let entries = parser.parse_optional_attr_dict_with_keyword()?;
    let mut arg_attrs = None;
    let mut res_attrs = None;
    let mut attributes: Vec<(Identifier, Attribute)> = Vec::new();
    for (n, a) in entries {
        let key = n.as_str(parser.ctx()).to_string();
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
            "arg_attrs" => arg_attrs = Some(a),
            "res_attrs" => res_attrs = Some(a),
            _ => attributes.push((n, a)),
        }
    }
    let ctx = parser.ctx();
    let arg_dicts: Vec<Attribute> = arg_types.iter().map(|a| a.1).collect();
    let res_dicts: Vec<Attribute> = results.iter().map(|r| r.1).collect();
    if let Some(a) = attr_array(ctx, &arg_dicts) {
        arg_attrs = Some(a);
    }
    if let Some(a) = attr_array(ctx, &res_dicts) {
        res_attrs = Some(a);
    }
    let body_at = parser.p.span();
    let body = if parser.p.at(TokenKind::LBrace) {
        // Not a fresh name scope: mlir-opt parses the body in the enclosing one, and the
        // verifier reports values used across the isolation.
        let body = parser.parse_body_region(&args)?;
        if !body.deferred && parser.ctx().region(body.region).blocks().is_empty() {
            return Err(parser
                .p
                .emit_error(body_at, "expected non-empty function body"));
        }
        body.region
    } else {
        RegionId::create(parser.ctx())
    };
    Ok(ParsedFunction {
        sym_visibility,
        sym_name,
        function_type,
        arg_attrs,
        res_attrs,
        attributes,
        body,
    })
}

/// Prints `op` in the form [`parse_function_op`] reads, its name first (MLIR's
/// `printFunctionOp`): the symbol, visibility and argument and result attributes are read
/// from its `sym_name`, `sym_visibility`, `arg_attrs` and `res_attrs` attributes, the body
/// is its first region, and every other attribute goes in `attributes {...}`, sorted by
/// name.
pub fn print_function_op(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.context();
    let text = |name: &str| {
        ctx.op(op)
            .attr(name)
            .and_then(|a| ctx.attr(a).string_value())
    };
    let (arg_attrs, res_attrs) = (ctx.op(op).attr("arg_attrs"), ctx.op(op).attr("res_attrs"));
    p.print_op_name(op);
    p.write(" ");
    if let Some(vis) = text("sym_visibility") {
        p.write(&vis);
        p.write(" ");
    }
    p.print_symbol_name(&text("sym_name").unwrap_or_default());
    let function = FunctionOpInterface::cast(ctx, op);
    let (inputs, results) = function.map(|f| f.signature(ctx)).unwrap_or_default();
    let dict = |all: Option<Attribute>, i: usize| -> Vec<(Identifier, Attribute)> {
        all.and_then(|a| ctx.attr(a).elements())
            .and_then(|e| e.get(i))
            .and_then(|&d| ctx.attr(d).entries())
            .map(<[_]>::to_vec)
            .unwrap_or_default()
    };
    let Some(&body) = ctx.op(op).regions().first() else {
        return;
    };
    let entry = ctx.region(body).blocks().first().copied();
    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = dict(arg_attrs, i);
        match entry.and_then(|b| ctx.block(b).arguments().get(i).copied()) {
            Some(arg) => {
                p.print_value(arg);
                p.write(": ");
                p.print_type(ctx.value(arg).ty());
                print_optional_dict(p, &attrs);
                if p.options().debug_info {
                    p.write(" ");
                    p.print_location(ctx.value(arg).loc(), false);
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
        let first_has_attrs = !dict(res_attrs, 0).is_empty();
        let parens =
            results.len() > 1 || ctx.ty(results[0]).function_parts().is_some() || first_has_attrs;
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
        .chain(ctx.op(op).discardable_attrs().iter().copied())
        .filter(|(n, _)| !elided.contains(&(*n).as_str(ctx)))
        .collect();
    attrs.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
    if !attrs.is_empty() {
        p.write(" attributes ");
        p.print_attribute_dict(&attrs);
    }
    if entry.is_some() {
        p.write(" ");
        p.print_region(body, false, true, false);
    }
}

/// ` {attrs}` when there are any (MLIR's `printOptionalAttrDict`).
fn print_optional_dict(p: &mut OpPrinter<'_>, attrs: &[(Identifier, Attribute)]) {
    if !attrs.is_empty() {
        p.write(" ");
        p.print_attribute_dict(attrs);
    }
}
