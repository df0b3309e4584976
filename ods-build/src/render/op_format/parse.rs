//! The parser of an op's assembly format as straight-line Rust, as mlir-tblgen's OpFormatGen
//! generates `parse`: per element in the format's order, the literal read or the
//! `ods_runtime::asm::format_parse::FormatParse` method parsing the variable or directive;
//! optional groups decided by their first element, `oilist` clauses in a loop, and
//! `custom` directives calling their parse hooks with arguments of the hooks' own types.
//! Then the resolution this op's format needs (`resolution`): the splits of what was parsed
//! for all operands or results at once, the type checks and completions in the order their
//! sources depend on each other, the operands, result types, regions and successors, and
//! `FormatParse::finish` for the attributes and properties.

use std::fmt::Write;

use super::view::{self, ClauseView, CustomArgView, CustomView, ElemView, FormatView, GroupView};
use crate::format::ast::{Element, ElementKind, Format, Var};
use crate::format::plan::{Plan, TypeSource};
use crate::model::{Arity, Operator};

/// The runtime type the generated parsers drive.
const FP: &str = "::ods_runtime::asm::format_parse::FormatParse";
/// The runtime module of the format tables.
const OF: &str = "::ods_runtime::asm::op_format";

/// The generator's state: the op, its format view, and a counter for unique labels.
struct Gen<'a> {
    op: &'a Operator,
    op_type: &'a str,
    hooks: &'a str,
    labels: usize,
}

/// The `parse` function of `op` (Rust type `op_type`, hooks trait `hooks`) for its format
/// `format`, planned by `plan`, with its `view`.
pub(super) fn function(
    op: &Operator,
    (format, plan): (&Format, &Plan),
    view: &FormatView,
    op_type: &str,
    hooks: &str,
) -> String {
    let mut g = Gen {
        op,
        op_type,
        hooks,
        labels: 0,
    };
    let mut body = String::new();
    g.elements(&view.elements, None, &mut body);
    let mut out = String::new();
    out.push_str(
        "/// Parses the op's custom form (its name already read) into `state`, as its\n\
         /// `assemblyFormat` says (mlir-tblgen's generated `parse`): each element of the\n\
         /// format in order, then the types and operands resolved.\n",
    );
    out.push_str(
        "pub fn parse(parser: &mut ::ods_runtime::asm::op_parser::OpParser<'_>, \
         state: &mut ::ods_runtime::ir::OperationState) -> ::ods_runtime::asm::parser::PResult<()> {\n",
    );
    let _ = writeln!(out, "let mut ods = {FP}::new(parser, &Self::FORMAT);");
    out.push_str(&body);
    resolution(op, format, plan, view, &mut out);
    out.push_str("ods.finish(parser, state)\n}\n");
    out
}

/// What the format's directives that stand for every operand, result, region or
/// successor at once leave to the resolution.
#[derive(Default)]
struct AllAtOnce {
    operands: bool,
    operand_types: bool,
    result_types: bool,
    regions: bool,
    successors: bool,
}

impl AllAtOnce {
    /// Notes the directives among `elements` and everything nested in them.
    fn scan(&mut self, elements: &[Element]) {
        for e in elements {
            match &e.kind {
                ElementKind::Operands => self.operands = true,
                ElementKind::Regions => self.regions = true,
                ElementKind::Successors => self.successors = true,
                ElementKind::Type(inner) => self.types(inner),
                ElementKind::FunctionalType { inputs, results } => {
                    self.types(inputs);
                    self.types(results);
                }
                ElementKind::Ref(inner) => self.scan(std::slice::from_ref(inner)),
                ElementKind::Custom { args, .. } => self.scan(args),
                ElementKind::Optional(g) => {
                    self.scan(&g.then_elements);
                    self.scan(&g.else_elements);
                }
                ElementKind::OIList(clauses) => {
                    for c in clauses {
                        self.scan(&c.elements);
                    }
                }
                _ => {}
            }
        }
    }

    /// `type(...)` or a side of `functional-type(...)` over `e`.
    fn types(&mut self, e: &Element) {
        match e.kind {
            ElementKind::Operands => self.operand_types = true,
            ElementKind::Results => self.result_types = true,
            _ => {}
        }
    }
}

/// The groups whose types a source completes (not a type directive, not inference), in an
/// order where each comes after the group it reads. A group in a cycle of sources is left
/// out: nothing would complete it.
fn completion_order(plan: &Plan) -> Vec<Var> {
    let read = |source: &TypeSource| match source {
        TypeSource::Like(v) | TypeSource::Transform { from: v, .. } => {
            Some(*v).filter(|v| matches!(v, Var::Operand(_) | Var::Result(_)))
        }
        _ => None,
    };
    let mut pending: Vec<(Var, Option<Var>)> = plan
        .operands
        .iter()
        .enumerate()
        .map(|(i, s)| (Var::Operand(i), s))
        .chain(
            plan.results
                .iter()
                .enumerate()
                .map(|(i, s)| (Var::Result(i), s)),
        )
        .filter(|(_, s)| !matches!(s, TypeSource::Parsed | TypeSource::Inferred))
        .map(|(v, s)| (v, read(s)))
        .collect();
    let mut order = Vec::new();
    loop {
        let waits = |dep: &Option<Var>, pending: &[(Var, Option<Var>)]| {
            dep.is_some_and(|d| pending.iter().any(|(v, _)| *v == d))
        };
        let (ready, rest): (Vec<_>, Vec<_>) = pending
            .iter()
            .copied()
            .partition(|(_, dep)| !waits(dep, &pending));
        if ready.is_empty() {
            return order;
        }
        order.extend(ready.into_iter().map(|(v, _)| v));
        pending = rest;
    }
}

/// The resolution steps of `op`'s format after its elements were read: only those the op
/// and its format need, with the completions in dependency order.
fn resolution(op: &Operator, format: &Format, plan: &Plan, view: &FormatView, out: &mut String) {
    let mut all = AllAtOnce::default();
    all.scan(&format.elements);
    if all.operands {
        out.push_str("ods.split_operands();\n");
    }
    if all.operand_types {
        out.push_str("ods.split_operand_types();\n");
    }
    if all.result_types {
        out.push_str("ods.split_result_types();\n");
    }
    for (i, spec) in view.operands.iter().enumerate() {
        if spec.check.is_some() {
            let _ = writeln!(out, "ods.check_operand_types(parser, {i})?;");
        }
    }
    for (i, spec) in view.results.iter().enumerate() {
        if spec.check.is_some() {
            let _ = writeln!(out, "ods.check_result_types(parser, {i})?;");
        }
    }
    for v in completion_order(plan) {
        let _ = match v {
            Var::Operand(i) => writeln!(out, "ods.complete_operand_types(parser, {i});"),
            Var::Result(i) => writeln!(out, "ods.complete_result_types(parser, {i});"),
            _ => Ok(()),
        };
    }
    if !op.operands.is_empty() || all.operands || all.operand_types {
        out.push_str("ods.resolve_operands(parser, state)?;\n");
    }
    let inferred = plan.results.contains(&TypeSource::Inferred);
    if !inferred && (!op.results.is_empty() || all.result_types) {
        out.push_str("ods.push_result_types(state);\n");
    }
    if !op.regions.is_empty() || all.regions {
        out.push_str("ods.push_regions(state);\n");
    }
    if inferred {
        out.push_str("ods.infer_result_types(parser, state)?;\n");
    }
    if !op.successors.is_empty() || all.successors {
        out.push_str("ods.push_successors(state);\n");
    }
}

/// The statement setting a unit anchor (an attribute or a property) that is there.
fn set_unit(v: Var) -> String {
    match v {
        Var::Property(i) => format!("ods.set_unit_prop(parser, {i});"),
        Var::Attribute(i) | Var::Parameter(i) => format!("ods.set_unit_attr(parser, {i});"),
        other => unreachable!("a unit anchor is an attribute or a property, not {other:?}"),
    }
}

/// The runtime's `TypeArg` of a type directive's argument.
fn type_arg(arg: &view::TypeArgView) -> String {
    if arg.indexed {
        format!("{OF}::TypeArg::{}({})", arg.kind, arg.index)
    } else {
        format!("{OF}::TypeArg::{}", arg.kind)
    }
}

/// Whether `e` is the unit attribute or property `elided`.
fn is_elided(e: &ElemView, elided: Option<Var>) -> bool {
    match (e.kind, elided) {
        ("attr", Some(Var::Attribute(i))) | ("prop", Some(Var::Property(i))) => e.index == i,
        _ => false,
    }
}

impl Gen<'_> {
    /// `elements`, skipping the unit attribute or property `elided` (the anchor of the
    /// optional group they belong to, which its presence sets).
    fn elements(&mut self, elements: &[ElemView], elided: Option<Var>, out: &mut String) {
        for e in elements {
            if !is_elided(e, elided) {
                self.element(e, out);
            }
        }
    }

    fn element(&mut self, e: &ElemView, out: &mut String) {
        let i = e.index;
        let _ = match e.kind {
            "literal" => writeln!(out, "parser.parse_literal(\"{}\")?;", e.text),
            "space" | "no_space" | "newline" => Ok(()),
            "operand" => writeln!(out, "ods.operand(parser, {i})?;"),
            "operands" => writeln!(out, "ods.operands(parser)?;"),
            "attr" => writeln!(out, "ods.attr(parser, state, {i})?;"),
            "prop" => writeln!(out, "ods.prop(parser, {i})?;"),
            "prop_dict" => {
                let keys: Vec<String> = e
                    .keys
                    .iter()
                    .map(|k| {
                        format!(
                            "{OF}::PropKey {{ var: {OF}::Var::{}, required: {} }}",
                            k.var, k.required
                        )
                    })
                    .collect();
                writeln!(
                    out,
                    "ods.prop_dict(parser, &{OF}::PropDictSpec {{ keys: &[{}] }})?;",
                    keys.join(", ")
                )
            }
            "region" => writeln!(out, "ods.region(parser, state, {i})?;"),
            "regions" => writeln!(out, "ods.regions(parser, state)?;"),
            "successor" => writeln!(out, "ods.successor(parser, {i})?;"),
            "successors" => writeln!(out, "ods.successors(parser)?;"),
            "type" => {
                let arg = e.arg.as_ref().expect("a type directive has an argument");
                writeln!(out, "ods.types(parser, state, {})?;", type_arg(arg))
            }
            "functional_type" => {
                let inputs = e.arg.as_ref().expect("functional-type has inputs");
                let results = e.results_arg.as_ref().expect("functional-type has results");
                writeln!(
                    out,
                    "ods.functional_type(parser, state, {}, {})?;",
                    type_arg(inputs),
                    type_arg(results)
                )
            }
            "attr_dict" => writeln!(out, "ods.attr_dict(parser, state, {})?;", e.with_keyword),
            "custom" => {
                let c = e.custom.as_ref().expect("a custom directive has its hooks");
                let block = self.custom(c);
                writeln!(out, "{block}")
            }
            "oilist" => {
                self.oilist(&e.clauses, out);
                Ok(())
            }
            "optional" => {
                let g = e
                    .group
                    .as_ref()
                    .expect("an optional group has its elements");
                self.optional(g, out);
                Ok(())
            }
            other => unreachable!("no parser for a `{other}` element"),
        };
    }

    /// An `oilist`: its clauses in any order, each at most once, until no clause keyword is
    /// next.
    fn oilist(&mut self, clauses: &[ClauseView], out: &mut String) {
        self.labels += 1;
        let label = format!("'ods_oilist{}", self.labels);
        let _ = writeln!(
            out,
            "{{\nlet mut ods_seen = [false; {}];\n{label}: loop {{",
            clauses.len()
        );
        for (k, c) in clauses.iter().enumerate() {
            let _ = writeln!(
                out,
                "if ods.clause(parser, state, &mut ods_seen[{k}], \"{}\")? {{",
                c.keyword.text
            );
            match c.unit_var {
                Some(v) => {
                    let _ = writeln!(out, "{}", set_unit(v));
                }
                None => self.elements(&c.elements, None, out),
            }
            let _ = writeln!(out, "continue {label};\n}}");
        }
        out.push_str("break;\n}\n}\n");
    }

    /// An optional group: its first element (after spacing) says whether it is there; then
    /// its elements (the unit anchor it elides set), else its else-elements.
    fn optional(&mut self, g: &GroupView, out: &mut String) {
        let first = g
            .then
            .iter()
            .position(|e| !matches!(e.kind, "space" | "no_space" | "newline"))
            .unwrap_or(0);
        let Some(head) = g.then.get(first) else {
            return;
        };
        let i = head.index;
        let elided_head = is_elided(head, g.elided);
        // The test, and the elements parsed after it when the group is there.
        let (test, rest) = match head.kind {
            "literal" => (
                format!("parser.parse_optional_literal(\"{}\")", head.text),
                first + 1,
            ),
            "prop" if !elided_head => (format!("ods.optional_prop(parser, {i})?"), first + 1),
            "attr" if !elided_head => {
                (format!("ods.optional_attr(parser, state, {i})?"), first + 1)
            }
            "operand" => (format!("ods.optional_operand(parser, {i})?"), first + 1),
            "custom" => {
                let c = head
                    .custom
                    .as_ref()
                    .expect("a custom directive has its hooks");
                self.labels += 1;
                let present = format!("ods_present{}", self.labels);
                let _ = writeln!(out, "let {present} = {};", self.custom(c));
                (present, first + 1)
            }
            "region" | "regions" => (format!("{FP}::region_next(parser)"), first),
            "successor" | "successors" => (format!("{FP}::successor_next(parser)"), first),
            "type" | "functional_type" => (format!("{FP}::type_next(parser)"), first),
            _ => {
                // Always there.
                self.group_rest(g, &g.then[first..], out);
                return;
            }
        };
        let mut then = String::new();
        self.group_rest(g, &g.then[rest..], &mut then);
        if then.is_empty() && g.otherwise.is_empty() {
            // Only the anchor: parsed for what it sets.
            let _ = writeln!(out, "{test};");
            return;
        }
        let _ = writeln!(out, "if {test} {{");
        out.push_str(&then);
        if g.otherwise.is_empty() {
            out.push_str("}\n");
        } else {
            out.push_str("} else {\n");
            self.elements(&g.otherwise, None, out);
            out.push_str("}\n");
        }
    }

    /// The elements of a group that is there: its elided unit anchor set, then `rest`.
    fn group_rest(&mut self, g: &GroupView, rest: &[ElemView], out: &mut String) {
        if let Some(v) = g.elided {
            let _ = writeln!(out, "{}", set_unit(v));
        }
        self.elements(rest, g.elided, out);
    }

    /// A `custom` directive: a block reading its `ref` arguments, calling its parse hook
    /// with each argument as the hook's parameter type says, and taking what the hook filled
    /// in; for one starting an optional group, a `bool` block saying whether the hook found
    /// it.
    fn custom(&mut self, c: &CustomView) -> String {
        let mut setup = String::new();
        let mut args = Vec::new();
        let mut takes = String::new();
        let name = &c.name;
        for (k, a) in c.args.iter().enumerate() {
            let local = format!("ods_arg{k}");
            let (binding, pass, take) = self.custom_arg(a, &local, name);
            setup.push_str(&binding);
            args.push(pass);
            takes.push_str(&take);
        }
        let call = format!(
            "<{} as {}>::parse_{}(parser, {})?",
            self.op_type,
            self.hooks,
            c.hook,
            args.join(", ")
        );
        // Where the directive starts, for the errors of its arguments.
        let at = if setup.contains("ods_at") || takes.contains("ods_at") {
            "let ods_at = parser.p.span();\n"
        } else {
            ""
        };
        if c.optional && takes.is_empty() {
            format!("{{\n{at}{setup}{call}\n}}")
        } else if c.optional {
            format!("{{\n{at}{setup}if {call} {{\n{takes}true\n}} else {{\nfalse\n}}\n}}")
        } else {
            format!("{{\n{at}{setup}{call};\n{takes}}}")
        }
    }

    /// For one argument of `custom<name>` held in `local`: its `let`, the expression passed
    /// to the hook, and the code taking what the hook filled in (nothing for a `ref` or a
    /// string argument).
    fn custom_arg(
        &mut self,
        a: &CustomArgView,
        local: &str,
        name: &str,
    ) -> (String, String, String) {
        let not_parsed = format!(
            "return ::core::result::Result::Err(ods.not_parsed(parser, state, ods_at, \"{name}\"));"
        );
        let at = format!("(\"{name}\", ods_at)");
        if let Some(expr) = &a.expr {
            let value = if expr.contains("ctx") {
                format!("{{ let ctx: &::ods_runtime::Context = parser.ctx(); {expr} }}")
            } else {
                expr.clone()
            };
            return (
                format!("let {local} = {value};\n"),
                local.to_string(),
                String::new(),
            );
        }
        let target = a
            .target
            .as_ref()
            .expect("a custom argument names something");
        if let Some(p) = &a.prop {
            let ElementKind::Variable(Var::Property(i)) = &target.kind else {
                unreachable!("a property argument names a property")
            };
            if a.by_ref {
                let from = if p.from_attr.contains("ctx") {
                    format!(
                        "{{ let ctx: &::ods_runtime::Context = parser.ctx(); {} }}",
                        p.from_attr
                    )
                } else {
                    p.from_attr.clone()
                };
                return (
                    format!(
                        "let {local}: {} = ods.ref_prop({i}).and_then(|ods_a| {from}){};\n",
                        p.storage, p.or_default
                    ),
                    format!("&{local}"),
                    String::new(),
                );
            }
            let ctx = if p.to_attr.contains("ctx") {
                "let ctx = parser.ctx();\n"
            } else {
                ""
            };
            return (
                format!("let mut {local}: {} = {};\n", p.storage, p.default),
                format!("&mut {local}"),
                format!(
                    "{{\n{ctx}let ods_v = {local};\nods.take_prop({i}, {});\n}}\n",
                    p.to_attr
                ),
            );
        }
        if a.by_ref {
            return self.ref_arg(target, local, &not_parsed);
        }
        self.filled_arg(target, local, &at)
    }

    /// A `ref` argument: its `let` (returning the error when a value that must be there is
    /// not) and the expression passed.
    fn ref_arg(&self, target: &Element, local: &str, not_parsed: &str) -> (String, String, String) {
        let some = "::core::option::Option::Some";
        let none = String::new();
        let first = |list: String, pattern: &str, get: &str| {
            (
                format!(
                    "let {some}({pattern}{local}) = {list}.first(){get} else {{ {not_parsed} }};\n"
                ),
                local.to_string(),
                String::new(),
            )
        };
        let owned = |value: String, pass: String| {
            (format!("let {local} = {value};\n"), pass, String::new())
        };
        match &target.kind {
            ElementKind::Variable(Var::Operand(i)) => match &self.op.operands[*i].arity {
                Arity::Single => {
                    let (binding, _, _) = first(format!("ods.ref_operands({i})"), "", ".cloned()");
                    (binding, format!("&{local}"), none)
                }
                Arity::Optional => {
                    owned(format!("ods.ref_operands({i})"), format!("{local}.first()"))
                }
                Arity::Variadic => owned(format!("ods.ref_operands({i})"), format!("&{local}")),
                Arity::VariadicOfVariadic { .. } => {
                    owned(format!("ods.ref_operand_groups({i})"), format!("&{local}"))
                }
            },
            ElementKind::Type(arg) => {
                let view = view::type_arg(arg);
                let list = format!("ods.ref_types({})", type_arg(&view));
                match (self.type_arity(arg), view.kind) {
                    (Arity::Single, _) => first(list, "&", ""),
                    (Arity::Optional, _) => {
                        owned(format!("{list}.first().copied()"), local.to_string())
                    }
                    (Arity::VariadicOfVariadic { .. }, "Operand") => owned(
                        format!("ods.ref_type_groups({})", view.index),
                        format!("&{local}"),
                    ),
                    _ => owned(list, format!("&{local}")),
                }
            }
            ElementKind::Variable(Var::Attribute(i)) => {
                if self.op.attributes[*i].attr.optional {
                    owned(format!("ods.ref_attr({i})"), local.to_string())
                } else {
                    (
                        format!(
                            "let {some}({local}) = ods.ref_attr({i}) else {{ {not_parsed} }};\n"
                        ),
                        local.to_string(),
                        none,
                    )
                }
            }
            ElementKind::Variable(Var::Region(i)) => {
                let list = format!("ods.ref_regions({i})");
                if self.op.regions[*i].variadic {
                    owned(list, format!("&{local}"))
                } else {
                    first(list, "&", "")
                }
            }
            ElementKind::Variable(Var::Successor(i)) => {
                let list = format!("ods.ref_successors({i})");
                if self.op.successors[*i].variadic {
                    owned(list, format!("&{local}"))
                } else {
                    first(list, "&", "")
                }
            }
            _ => owned("ods.ref_attr_dict()".into(), format!("&{local}")),
        }
    }

    /// An argument the hook fills in: its empty `let`, the `&mut` passed, and the `take_*`
    /// call handing what the hook filled in to the parse (`at`: the directive's name and
    /// position, for its errors).
    fn filled_arg(&self, target: &Element, local: &str, at: &str) -> (String, String, String) {
        let none = "::core::option::Option::None";
        let vec = "::std::vec::Vec::new()";
        let make = |init: &str, take: String| {
            (
                format!("let mut {local} = {init};\n"),
                format!("&mut {local}"),
                take,
            )
        };
        match &target.kind {
            ElementKind::Variable(Var::Operand(i)) => match &self.op.operands[*i].arity {
                Arity::Single | Arity::Optional => make(
                    none,
                    format!("ods.take_operand(parser, state, {at}, {i}, {local})?;\n"),
                ),
                Arity::Variadic => make(vec, format!("ods.take_operands({i}, {local}, ods_at);\n")),
                Arity::VariadicOfVariadic { .. } => make(
                    vec,
                    format!("ods.take_operand_groups({i}, {local}, ods_at);\n"),
                ),
            },
            ElementKind::Type(arg) => {
                let arg_expr = type_arg(&view::type_arg(arg));
                match self.type_arity(arg) {
                    Arity::Single | Arity::Optional => make(
                        none,
                        format!("ods.take_type(parser, state, {at}, {arg_expr}, {local})?;\n"),
                    ),
                    Arity::Variadic => make(vec, format!("ods.take_types({arg_expr}, {local});\n")),
                    Arity::VariadicOfVariadic { .. } => {
                        make(vec, format!("ods.take_type_groups({arg_expr}, {local});\n"))
                    }
                }
            }
            ElementKind::Variable(Var::Attribute(i)) => {
                make(none, format!("ods.take_attr({i}, {local});\n"))
            }
            ElementKind::Variable(Var::Region(i)) => {
                if self.op.regions[*i].variadic {
                    make(vec, format!("ods.take_regions({i}, {local});\n"))
                } else {
                    make(none, format!("ods.take_region(parser, {i}, {local});\n"))
                }
            }
            ElementKind::Variable(Var::Successor(i)) => {
                if self.op.successors[*i].variadic {
                    make(vec, format!("ods.take_successors({i}, {local});\n"))
                } else {
                    make(
                        none,
                        format!("ods.take_successor(parser, state, {at}, {i}, {local})?;\n"),
                    )
                }
            }
            _ => make(vec, format!("ods.take_attr_dict({local});\n")),
        }
    }

    /// The arity of what a type directive's argument types.
    fn type_arity(&self, arg: &Element) -> Arity {
        match arg.kind {
            ElementKind::Variable(Var::Operand(i)) => self.op.operands[i].arity.clone(),
            ElementKind::Variable(Var::Result(i)) => self.op.results[i].arity.clone(),
            _ => Arity::Variadic,
        }
    }
}
