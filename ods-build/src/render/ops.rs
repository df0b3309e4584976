//! Operation views: everything the op templates print, with names already in Rust case and
//! predicates already substituted. Each snippet is complete, formatted Rust at indentation 0
//! of its impl block; the templates place and indent them.

use serde::Serialize;

use super::layout::{assign, call, chain, if_let, join_calls, macro_call, signature};
use super::names::{camel, doc_comment, snake, strip_dialect_prefix};
use super::{Constraints, indent, subst};
use crate::model::{Arity, AttrKind, Builder, NamedAttr, Operator, Trait, Value};

const RT: &str = "::ods_runtime";
/// Indentation of an item in a dialect module.
const ITEM: usize = 4;
/// Indentation of a method in an impl block of a dialect module.
const METHOD: usize = 8;
/// Indentation of a method's body.
const BODY: usize = 12;

/// One op, ready for `op.rs.hbs`.
#[derive(Serialize)]
pub struct OpView {
    /// Rust type name (`AddOp`).
    pub name: String,
    /// Full op name (`test.add`).
    pub op_name: String,
    /// `///` lines of the op's doc comment.
    pub docs: Vec<String>,
    /// Fields of the properties struct, each a snippet.
    pub prop_fields: Vec<String>,
    /// Initializers of `Default for <Op>Properties`.
    pub prop_defaults: Vec<String>,
    /// Snippets in the op's `impl` block.
    pub methods: Vec<String>,
    /// Snippets in the generic adaptor's `impl` block.
    pub adaptor_methods: Vec<String>,
    /// Hook trait method declarations, if any hook was requested.
    pub hooks: Vec<String>,
    /// Statements building the op definition (`.with_trait(...)`).
    pub definition: Vec<String>,
    /// Helper functions with verbatim spec code (not formatted by rustfmt).
    pub raw_items: Vec<String>,
    /// `extraClassDeclaration`, verbatim.
    pub extra: Option<String>,
    /// Dictionary entries for `to_attribute`.
    pub to_attr: Vec<String>,
    /// Field readers for `from_attribute`.
    pub from_attr: Vec<String>,
    /// Match arms for `inherent_attr`.
    pub inherent: Vec<String>,
    /// The op has any properties (or attributes stored as properties).
    pub has_props: bool,
    /// Body of the adaptor constructor up to `segments`.
    pub adaptor_new: String,
    /// `pub type <Op>Adaptor<'a> = ...;`
    pub adaptor_alias: String,
    /// `pub type <Op>FoldAdaptor<'a> = ...;`
    pub fold_adaptor_alias: String,
}

struct Slot<'a> {
    value: &'a Value,
    ident: String,
}

fn rust_value_type(arity: &Arity, elem: &str) -> String {
    match arity {
        Arity::Single => elem.to_string(),
        Arity::Optional => format!("Option<{elem}>"),
        Arity::Variadic => format!("Vec<{elem}>"),
        Arity::VariadicOfVariadic { .. } => format!("Vec<Vec<{elem}>>"),
    }
}

/// `pub fn name(self, ctx: &Context) -> ret {`, a method of the op.
fn getter_signature(name: &str, ret: &str) -> String {
    signature(
        METHOD,
        &format!("pub fn {name}"),
        &["self".into(), format!("ctx: &{RT}::Context")],
        &format!(" -> {ret}"),
        " {",
    )
}

/// `ods_value_range(...)` for the groups of `values`, at the start of a method body line.
fn value_range(values: &[Value], count: &str, segments: &str) -> String {
    call(
        BODY,
        "",
        "ods_value_range",
        &[
            format!("&{}", kinds(values)),
            count.into(),
            "index".into(),
            segments.into(),
        ],
        "",
    )
}

fn kinds(values: &[Value]) -> String {
    let k: Vec<&str> = values
        .iter()
        .map(|v| {
            if v.arity.is_variable() {
                "true"
            } else {
                "false"
            }
        })
        .collect();
    format!("[{}]", k.join(", "))
}

/// Renders one op.
pub fn op_view(op: &Operator, dialect_name: &str, cs: &mut Constraints) -> OpView {
    let name = strip_dialect_prefix(&op.def_name);
    let props_ty = format!("{name}Properties");
    let op_name = format!("{dialect_name}.{}", op.mnemonic);
    let mut docs = vec![format!("`{op_name}`")];
    let d = doc_comment(&op.summary, &op.description);
    if !d.is_empty() {
        docs.push(String::new());
        docs.extend(d);
    }
    let attr_sized_operands = op.has_trait("AttrSizedOperandSegments");
    let attr_sized_results = op.has_trait("AttrSizedResultSegments");

    // ---- properties struct ----------------------------------------------------------------
    let mut prop_fields = Vec::new();
    let mut prop_defaults = Vec::new();
    let mut to_attr = Vec::new();
    let mut to_attr_keys: Vec<String> = Vec::new();
    let mut from_attr = Vec::new();
    let mut inherent = Vec::new();
    for a in stored_attrs(op) {
        let f = snake(&a.name);
        prop_fields.push(format!(
            "/// `{}`: {}.\npub {f}: Option<{RT}::Attribute>,",
            a.name, a.attr.summary
        ));
        prop_defaults.push(format!("{f}: None,"));
        to_attr_keys.push(a.name.clone());
        to_attr.push(format!(
            "if let Some(a) = p.{f} {{\n    entries.push((ctx.identifier(\"{n}\"), a));\n}}",
            n = a.name
        ));
        from_attr.push(format!("{f}: ctx.dictionary_get(attr, \"{}\"),", a.name));
        inherent.push(format!("\"{}\" => p.{f},", a.name));
    }
    for (flag, field, attr_name, what) in [
        (
            attr_sized_operands,
            "operand_segment_sizes",
            "operandSegmentSizes",
            "operand",
        ),
        (
            attr_sized_results,
            "result_segment_sizes",
            "resultSegmentSizes",
            "result",
        ),
    ] {
        if flag {
            prop_fields.push(format!(
                "/// Sizes of the {what} groups (`{attr_name}`, a dense i32 array).\npub {field}: Option<{RT}::Attribute>,"
            ));
            prop_defaults.push(format!("{field}: None,"));
            to_attr_keys.push(attr_name.to_string());
            to_attr.push(format!(
                "if let Some(a) = p.{field} {{\n    entries.push((ctx.identifier(\"{attr_name}\"), a));\n}}"
            ));
            from_attr.push(format!(
                "{field}: ctx.dictionary_get(attr, \"{attr_name}\"),"
            ));
            inherent.push(format!("\"{attr_name}\" => p.{field},"));
        }
    }
    for p in &op.properties {
        let f = snake(&p.name);
        let summary = if p.summary.is_empty() {
            String::new()
        } else {
            format!(": {}", p.summary)
        };
        prop_fields.push(format!(
            "/// `{}` property{summary}.\npub {f}: {},",
            p.name, p.storage_type
        ));
        let default = p
            .default_value
            .clone()
            .unwrap_or_else(|| "Default::default()".to_string());
        prop_defaults.push(format!("{f}: {default},"));
        let conv = subst(
            &p.convert_to_attribute,
            &[("$_storage", &format!("p.{f}")), ("$_ctxt", "ctx")],
        );
        to_attr_keys.push(p.name.clone());
        to_attr.push(format!(
            "let a = {conv};\nentries.push((ctx.identifier(\"{}\"), a));",
            p.name
        ));
        let back = subst(
            &p.convert_from_attribute,
            &[("$_attr", "a"), ("$_ctxt", "ctx")],
        );
        from_attr.push(format!(
            "{f}: match ctx.dictionary_get(attr, \"{n}\") {{\n    Some(a) => ({back}).ok_or_else(|| \"Invalid attribute `{n}` in property conversion: \".to_string())?,\n    None => {default},\n}},",
            n = p.name
        ));
    }
    let has_props = !prop_fields.is_empty();
    // The dictionary is printed in name order.
    let mut keyed: Vec<(String, String)> = to_attr_keys.into_iter().zip(to_attr).collect();
    keyed.sort();
    let to_attr: Vec<String> = keyed.into_iter().map(|(_, s)| s).collect();

    // ---- methods --------------------------------------------------------------------------
    let mut methods = Vec::new();
    let mut adaptor_methods = Vec::new();
    let mut raw_items = Vec::new();
    let operands: Vec<Slot<'_>> = op
        .operands
        .iter()
        .map(|v| Slot {
            value: v,
            ident: snake(&v.name),
        })
        .collect();
    let results: Vec<Slot<'_>> = op
        .results
        .iter()
        .map(|v| Slot {
            value: v,
            ident: snake(&v.name),
        })
        .collect();
    let segments = |field: &str| {
        format!(
            "let segments = ctx\n    .properties::<{props_ty}>(self.0)\n    .and_then(|p| p.{field})\n    .and_then(|a| ctx.dense_array_i64_values(a));"
        )
    };
    methods.push(format!(
        "/// The range (start, length) of operand group `index`.\n#[allow(dead_code)]\nfn operand_range(self, ctx: &{RT}::Context, index: usize) -> (usize, usize) {{\n{}\n}}",
        indent(
            &if attr_sized_operands {
                format!(
                    "{}\n{}",
                    segments("operand_segment_sizes"),
                    value_range(&op.operands, "ctx.op_num_operands(self.0)", "segments.as_deref()")
                )
            } else {
                value_range(&op.operands, "ctx.op_num_operands(self.0)", "None")
            },
            4
        )
    ));
    methods.push(format!(
        "/// The range (start, length) of result group `index`.\n#[allow(dead_code)]\nfn result_range(self, ctx: &{RT}::Context, index: usize) -> (usize, usize) {{\n{}\n}}",
        indent(
            &if attr_sized_results {
                format!(
                    "{}\n{}",
                    segments("result_segment_sizes"),
                    value_range(&op.results, "ctx.op_num_results(self.0)", "segments.as_deref()")
                )
            } else {
                value_range(&op.results, "ctx.op_num_results(self.0)", "None")
            },
            4
        )
    ));
    for (what, slots, range, get) in [
        ("operand", &operands, "operand_range", "op_operand"),
        ("result", &results, "result_range", "op_result"),
    ] {
        for (i, s) in slots.iter().enumerate() {
            let v = s.value;
            let doc = value_doc(what, v);
            let ret = rust_value_type(&v.arity, &format!("{RT}::ir::Value"));
            let body = match &v.arity {
                Arity::Single => {
                    format!("let (start, _) = self.{range}(ctx, {i});\nctx.{get}(self.0, start)")
                }
                Arity::Optional => format!(
                    "let (start, len) = self.{range}(ctx, {i});\n(len > 0).then(|| ctx.{get}(self.0, start))"
                ),
                Arity::Variadic => format!(
                    "let (start, len) = self.{range}(ctx, {i});\n(start..start + len)\n    .map(|i| ctx.{get}(self.0, i))\n    .collect()"
                ),
                Arity::VariadicOfVariadic { segment_attr } => format!(
                    "let (start, len) = self.{range}(ctx, {i});\nlet all: Vec<{RT}::ir::Value> = (start..start + len)\n    .map(|i| ctx.{get}(self.0, i))\n    .collect();\n{}",
                    call(
                        BODY,
                        "",
                        "ods_split_groups",
                        &["&all".into(), format!("&self.{}(ctx)", snake(segment_attr))],
                        ""
                    )
                ),
            };
            let sig = getter_signature(&s.ident, &ret);
            methods.push(format!("{doc}\n{sig}\n{}\n}}", indent(&body, 4)));
            if what == "operand" {
                let (ret, body) = match &v.arity {
                    Arity::Single => (
                        "T".to_string(),
                        format!("let (start, _) = self.range({i});\nself.operands[start]"),
                    ),
                    Arity::Optional => (
                        "Option<T>".to_string(),
                        format!(
                            "let (start, len) = self.range({i});\n(len > 0).then(|| self.operands[start])"
                        ),
                    ),
                    Arity::Variadic => (
                        "&'a [T]".to_string(),
                        format!(
                            "let (start, len) = self.range({i});\n&self.operands[start..start + len]"
                        ),
                    ),
                    Arity::VariadicOfVariadic { .. } => (
                        "&'a [T]".to_string(),
                        format!(
                            "let (start, len) = self.range({i});\n&self.operands[start..start + len]"
                        ),
                    ),
                };
                let sig = signature(
                    METHOD,
                    &format!("pub fn {}", s.ident),
                    &["&self".into()],
                    &format!(" -> {ret}"),
                    " {",
                );
                adaptor_methods.push(format!("{doc}\n{sig}\n{}\n}}", indent(&body, 4)));
            }
        }
    }
    adaptor_methods.insert(
        0,
        format!(
            "/// The range (start, length) of operand group `index`.\n#[allow(dead_code)]\nfn range(&self, index: usize) -> (usize, usize) {{\n    {}\n}}",
            indent(
                &value_range(&op.operands, "self.operands.len()", "self.segments.as_deref()"),
                4
            )
            .trim_start()
        ),
    );

    // Attributes.
    for a in &op.attributes {
        let f = snake(&a.name);
        let b = base_name(&a.name);
        let ret = &a.attr.return_type;
        let summary = &a.attr.summary;
        match &a.kind {
            AttrKind::Derived { body } => {
                let body = subst(body, &[("$_op", "self.0"), ("$_ctxt", "ctx")]);
                raw_items.push(format!(
                    "impl {name} {{\n    /// `{n}` (derived): {summary}.\n    pub fn {f}(self, ctx: &{RT}::Context) -> {ret} {{\n        {body}\n    }}\n}}",
                    n = a.name
                ));
            }
            AttrKind::Native => {
                let sig = signature(
                    METHOD,
                    &format!("pub fn {b}_attr"),
                    &["self".into(), format!("ctx: &{RT}::Context")],
                    &format!(" -> Option<{RT}::Attribute>"),
                    " {",
                );
                let body = chain(
                    BODY,
                    "ctx",
                    &[
                        format!("properties::<{props_ty}>(self.0)"),
                        format!("and_then(|p| p.{f})"),
                    ],
                    "",
                );
                methods.push(format!(
                    "/// The `{n}` attribute as stored: {summary}.\n{sig}\n{}\n}}",
                    indent(&body, 4),
                    n = a.name
                ));
                let conv = subst(
                    &a.attr.convert_from_storage,
                    &[("$_self", "attr"), ("$_ctxt", "ctx")],
                );
                let bind = if conv.contains("attr") { "attr" } else { "_" };
                let (ret_ty, body) = if let Some(default) = &a.attr.default_value {
                    (
                        ret.clone(),
                        format!(
                            "match self.{b}_attr(ctx) {{\n    Some({bind}) => {conv},\n    None => {default},\n}}"
                        ),
                    )
                } else if a.attr.optional {
                    (
                        format!("Option<{ret}>"),
                        format!("self.{b}_attr(ctx).map(|{bind}| {conv})"),
                    )
                } else {
                    (
                        ret.clone(),
                        format!(
                            "let attr = self\n    .{b}_attr(ctx)\n    .expect(\"a verified `{op_name}` has attribute `{n}`\");\n{conv}",
                            n = a.name
                        ),
                    )
                };
                let panics = if a.attr.optional || a.attr.default_value.is_some() {
                    String::new()
                } else {
                    "\n///\n/// # Panics\n/// If the op was not verified and the attribute is missing.".to_string()
                };
                {
                    raw_items.push(format!(
                        "impl {name} {{\n    /// The value of the `{n}` attribute: {summary}.{panics_raw}\n    pub fn {f}(self, ctx: &{RT}::Context) -> {ret_ty} {{\n{body}\n    }}\n}}",
                        n = a.name,
                        panics_raw = panics.replace("\n///", "\n    ///"),
                        body = indent(&body, 8)
                    ));
                }
                let sig = signature(
                    METHOD,
                    &format!("pub fn set_{b}_attr"),
                    &[
                        "self".into(),
                        format!("ctx: &mut {RT}::Context"),
                        format!("attr: Option<{RT}::Attribute>"),
                    ],
                    "",
                    " {",
                );
                let head = if_let(
                    BODY,
                    "Some(p)",
                    &format!("ctx.properties_mut::<{props_ty}>(self.0)"),
                );
                methods.push(format!(
                    "/// Sets (or with `None` removes) the `{n}` attribute.\n{sig}\n{}\n        p.{f} = attr;\n    }}\n}}",
                    indent(&head, 4),
                    n = a.name
                ));
                let sig = signature(
                    METHOD,
                    &format!("pub fn {b}_attr"),
                    &["&self".into()],
                    &format!(" -> Option<{RT}::Attribute>"),
                    " {",
                );
                adaptor_methods.push(format!(
                    "/// The `{n}` attribute as stored.\n{sig}\n    self.properties.{f}\n}}",
                    n = a.name
                ));
                if let Some(build) = &a.attr.const_builder_call
                    && !build.contains("$0")
                {
                    // A presence flag (`UnitAttr`): `false` removes the attribute.
                    let call = subst(build, &[("$_builder", "ctx")]);
                    raw_items.push(format!(
                        "impl {name} {{\n    /// Sets (`true`) or removes (`false`) the `{n}` attribute.\n    pub fn set_{b}(self, ctx: &mut {RT}::Context, value: {ret}) {{\n        let attr = if value {{ Some({call}) }} else {{ None }};\n        self.set_{b}_attr(ctx, attr);\n    }}\n}}",
                        n = a.name
                    ));
                } else if let Some(build) = &a.attr.const_builder_call {
                    let call = subst(build, &[("$0", "value"), ("$_builder", "ctx")]);
                    raw_items.push(format!(
                        "impl {name} {{\n    /// Sets the `{n}` attribute from its value.\n    pub fn set_{b}(self, ctx: &mut {RT}::Context, value: {ret}) {{\n        let attr = {call};\n        self.set_{b}_attr(ctx, Some(attr));\n    }}\n}}",
                        n = a.name
                    ));
                }
            }
        }
    }
    // Properties.
    for p in &op.properties {
        let f = snake(&p.name);
        let b = base_name(&p.name);
        let conv = subst(&p.convert_from_storage, &[("$_storage", &format!("p.{f}"))]);
        let assign = subst(
            &p.assign_to_storage,
            &[("$_storage", &format!("p.{f}")), ("$_value", "value")],
        );
        raw_items.push(format!(
            "impl {name} {{\n    /// The `{n}` property.\n    pub fn {f}(self, ctx: &{RT}::Context) -> {it} {{\n        let default = {props_ty}::default();\n        let p = ctx.properties::<{props_ty}>(self.0).unwrap_or(&default);\n        {conv}\n    }}\n\n    /// Sets the `{n}` property.\n    pub fn set_{b}(self, ctx: &mut {RT}::Context, value: {it}) {{\n        if let Some(p) = ctx.properties_mut::<{props_ty}>(self.0) {{\n            {assign};\n        }}\n    }}\n}}",
            n = p.name,
            it = p.interface_type
        ));
    }
    // Regions and successors.
    for (i, r) in op.regions.iter().enumerate() {
        let f = snake(&r.name);
        if r.variadic {
            let sig = getter_signature(&f, &format!("Vec<{RT}::ir::RegionId>"));
            methods.push(format!(
                "/// The `{n}` regions: {s}.\n{sig}\n    ctx.op_regions(self.0)[{i}..].to_vec()\n}}",
                n = r.name,
                s = r.constraint.summary
            ));
        } else {
            let sig = getter_signature(&f, &format!("{RT}::ir::RegionId"));
            methods.push(format!(
                "/// The `{n}` region: {s}.\n{sig}\n    ctx.op_regions(self.0)[{i}]\n}}",
                n = r.name,
                s = r.constraint.summary
            ));
        }
    }
    for (i, s) in op.successors.iter().enumerate() {
        let f = snake(&s.name);
        if s.variadic {
            let sig = getter_signature(&f, &format!("Vec<{RT}::ir::BlockId>"));
            methods.push(format!(
                "/// The `{n}` successors.\n{sig}\n    ctx.op_successors(self.0)[{i}..].to_vec()\n}}",
                n = s.name
            ));
        } else {
            let sig = getter_signature(&f, &format!("{RT}::ir::BlockId"));
            methods.push(format!(
                "/// The `{n}` successor.\n{sig}\n    ctx.op_successors(self.0)[{i}]\n}}",
                n = s.name
            ));
        }
    }

    // ---- builders -------------------------------------------------------------------------
    if !op.skip_default_builders {
        let (params, fill) = default_builder(op, &props_ty);
        let args: Vec<String> = params.iter().map(|(n, _)| n.clone()).collect();
        let param_list: Vec<String> = params.iter().map(|(n, t)| format!("{n}: {t}")).collect();
        methods.push(format!(
            "/// Fills `state` for a new `{op_name}`: every operand, result type, attribute and\n/// property given explicitly (the default builder's work).\n#[rustfmt::skip]\n#[allow(\n    unused_variables,\n    clippy::too_many_arguments,\n    clippy::field_reassign_with_default\n)]\npub fn build_state(\n    ctx: &mut {RT}::Context,\n    state: &mut {RT}::ir::OperationState,\n{}) {{\n{}\n}}",
            param_list.iter().map(|p| format!("    {p},\n")).collect::<String>(),
            indent(&fill, 4)
        ));
        let mut build_params = vec![
            format!("ctx: &mut {RT}::Context"),
            format!("loc: {RT}::Location"),
        ];
        build_params.extend(param_list.iter().cloned());
        let sig = signature(METHOD, "pub fn build", &build_params, " -> Self", " {");
        methods.push(format!(
            "/// Creates a detached `{op_name}`: every operand, result type, attribute and property\n/// given explicitly.\n#[allow(clippy::too_many_arguments)]\n{sig}\n    let name = ctx.op_name_id(Self::NAME);\n    let mut state = {RT}::ir::OperationState::new(name, loc);\n    Self::build_state(\n        ctx,\n        &mut state,\n{}    );\n    Self(ctx.create_op(state))\n}}",
            args.iter().map(|a| format!("        {a},\n")).collect::<String>()
        ));
    }
    if !op.skip_default_builders {
        if let Some(m) = inferred_builder(op, &op_name) {
            methods.push(m);
        }
        // Holds the spec's attribute conversions: kept beside the other spec code.
        if let Some(m) = value_builder(op, &op_name) {
            raw_items.push(format!("impl {name} {{\n{}\n}}", indent(&m, 4)));
        }
    }
    let mut used_names: Vec<String> = Vec::new();
    for b in &op.builders {
        let (method, body_fn) = custom_builder(&name, &props_ty, &op_name, b, &mut used_names);
        methods.push(method);
        raw_items.push(body_fn);
    }
    let sig = signature(
        METHOD,
        "pub fn state_properties",
        &[format!("state: &mut {RT}::ir::OperationState")],
        &format!(" -> &mut {props_ty}"),
        " {",
    );
    let body = chain(
        BODY,
        "state",
        &[format!("properties_or_default::<{props_ty}>()")],
        "",
    );
    methods.push(format!(
        "/// The typed properties in `state`, created with their defaults if missing.\n{sig}\n    {body}\n}}",
        body = indent(&body, 4).trim_start()
    ));

    // ---- verification ---------------------------------------------------------------------
    let mut checks: Vec<String> = Vec::new();
    for a in stored_attrs(op) {
        let b = base_name(&a.name);
        let missing_ok = a.attr.optional || a.attr.default_value.is_some();
        let check = if a.attr.pred.is_trivially_true() {
            None
        } else {
            Some(cs.attr(&a.attr.pred))
        };
        let mut s = String::new();
        if missing_ok {
            if let Some(c) = check {
                s = format!(
                    "if let Some(attr) = self.{b}_attr(ctx)\n    && !{c}(ctx, attr)\n{{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        \"attribute '{n}' failed to satisfy constraint: {sum}\",\n    ));\n}}",
                    n = a.name,
                    sum = escape(&a.attr.summary)
                );
            }
        } else {
            s = format!(
                "let Some(attr) = self.{b}_attr(ctx) else {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        \"requires attribute '{n}'\",\n    ));\n}};",
                n = a.name
            );
            match check {
                Some(c) => s.push_str(&format!(
                    "\nif !{c}(ctx, attr) {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        \"attribute '{n}' failed to satisfy constraint: {sum}\",\n    ));\n}}",
                    n = a.name,
                    sum = escape(&a.attr.summary)
                )),
                None => s.push_str("\nlet _ = attr;"),
            }
        }
        if !s.is_empty() {
            checks.push(s);
        }
    }
    for p in &op.properties {
        if p.pred.is_trivially_true() {
            continue;
        }
        let c = cs.prop(&p.pred, &p.interface_type);
        checks.push(format!(
            "if !{c}(ctx, &self.{f}(ctx)) {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        \"property '{n}' failed to satisfy constraint: {sum}\",\n    ));\n}}",
            f = snake(&p.name),
            n = p.name,
            sum = escape(&p.summary)
        ));
    }
    for (what, values, num) in [
        ("operand", &op.operands, "op_num_operands"),
        ("result", &op.results, "op_num_results"),
    ] {
        let fixed = values.iter().filter(|v| !v.arity.is_variable()).count();
        let plural = if fixed == 1 { "" } else { "s" };
        if values.iter().any(|v| v.arity.is_variable()) {
            if fixed > 0 {
                checks.push(format!(
                    "if ctx.{num}(self.0) < {fixed} {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        format!(\n            \"expected {fixed} or more {what}s, but found {{}}\",\n            ctx.{num}(self.0)\n        ),\n    ));\n}}"
                ));
            }
        } else {
            checks.push(format!(
                "if ctx.{num}(self.0) != {fixed} {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        format!(\n            \"expected {fixed} {what}{plural}, but found {{}}\",\n            ctx.{num}(self.0)\n        ),\n    ));\n}}"
            ));
        }
    }
    for (what, values, range, get) in [
        ("operand", &op.operands, "operand_range", "op_operand"),
        ("result", &op.results, "result_range", "op_result"),
    ] {
        for (i, v) in values.iter().enumerate() {
            if matches!(v.arity, Arity::Optional) {
                checks.push(format!(
                    "let (_, len) = self.{range}(ctx, {i});\nif len > 1 {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        {}\n    ));\n}}",
                    indent(
                        &macro_call(
                            BODY + 8,
                            "format!",
                            &format!("\"{what} group starting at #{i} requires 0 or 1 element, but found {{len}}\""),
                        ),
                        8
                    )
                    .trim_start()
                ));
            }
            if let Arity::VariadicOfVariadic { segment_attr } = &v.arity {
                let seg = base_name(segment_attr);
                checks.push(format!(
                    "let (_, len) = self.{range}(ctx, {i});\nlet sizes: i64 = self\n    .{seg}_attr(ctx)\n    .and_then(|a| ctx.dense_array_i64_values(a))\n    .map_or(0, |s| s.iter().sum());\nif sizes != len as i64 {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        format!(\n            \"{what} group #{i} ('{n}') has {{len}} values, but '{sa}' adds up to {{sizes}}\"\n        ),\n    ));\n}}",
                    n = v.name,
                    sa = segment_attr
                ));
            }
            if v.constraint.pred.is_trivially_true() {
                continue;
            }
            let c = cs.ty(&v.constraint.pred);
            checks.push(format!(
                "let (start, len) = self.{range}(ctx, {i});\nfor index in start..start + len {{\n    let ty = ctx.value_type(ctx.{get}(self.0, index));\n    if !{c}(ctx, ty) {{\n        return Err({RT}::verify::VerifyError::op(\n            ctx,\n            self.0,\n            format!(\n                \"{what} #{{index}} must be {sum}, but got '{{}}'\",\n                {RT}::asm::printer::type_to_string(ctx, ty)\n            ),\n        ));\n    }}\n}}",
                sum = escape_fmt(&v.constraint.summary)
            ));
        }
    }
    let regions: Vec<Slotted<'_>> = op
        .regions
        .iter()
        .map(|r| {
            (
                r.name.as_str(),
                r.variadic,
                &r.constraint.pred,
                r.constraint.summary.as_str(),
            )
        })
        .collect();
    region_like_checks(&mut checks, &REGIONS, &regions, |p| cs.region(p));
    let successors: Vec<Slotted<'_>> = op
        .successors
        .iter()
        .map(|s| {
            (
                s.name.as_str(),
                s.variadic,
                &s.constraint.pred,
                s.constraint.summary.as_str(),
            )
        })
        .collect();
    region_like_checks(&mut checks, &SUCCESSORS, &successors, |p| cs.successor(p));
    let mut trait_preds = 0;
    for t in &op.traits {
        if let Trait::Pred { description, pred } = t {
            let fname = format!("ods_trait_pred_{trait_preds}");
            trait_preds += 1;
            let expr = substitute_names(&pred.to_expr(), op);
            raw_items.push(format!(
                "impl {name} {{\n    /// Checks: {d}.\n    fn {fname}(self, ctx: &{RT}::Context) -> bool {{\n        {expr}\n    }}\n}}",
                d = description
            ));
            checks.push(format!(
                "if !self.{fname}(ctx) {{\n    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        \"failed to verify that {d}\",\n    ));\n}}",
                d = escape(description)
            ));
        }
    }
    methods.push(format!(
        "/// Checks every constraint of the spec: attributes, properties, operand and result\n/// types, regions, successors and predicate traits, in that order.\npub fn verify_invariants(\n    self,\n    ctx: &{RT}::Context,\n) -> Result<(), {RT}::verify::VerifyError> {{\n{}\n}}",
        indent(
            &checks
                .iter()
                .map(String::as_str)
                .chain(std::iter::once("Ok(())"))
                .collect::<Vec<_>>()
                .join("\n"),
            4
        )
    ));

    // ---- hooks and registration -----------------------------------------------------------
    let mut hooks = Vec::new();
    let mut definition = Vec::new();
    for t in &op.traits {
        if let Trait::Native { rust, .. } = t {
            definition.push(format!(".with_trait({rust})"));
        }
    }
    definition.push(format!(
        ".with_verifier(|ctx, op| {{\n    {name}(op).verify_invariants(ctx)?;\n{}    Ok(())\n}})",
        if op.hooks.verifier {
            format!("    {name}Hooks::verify({name}(op), ctx)?;\n")
        } else {
            String::new()
        }
    ));
    if op.hooks.verifier {
        hooks.push(format!(
            "/// `hasVerifier`: checks beyond the generated constraints, run after them.\nfn verify(\n    self,\n    ctx: &{RT}::Context,\n) -> Result<(), {RT}::verify::VerifyError>;"
        ));
    }
    if op.hooks.region_verifier {
        hooks.push(format!(
            "/// `hasRegionVerifier`: checks run after the nested operations verified.\nfn verify_regions(\n    self,\n    ctx: &{RT}::Context,\n) -> Result<(), {RT}::verify::VerifyError>;"
        ));
        definition.push(format!(
            ".with_region_verifier(|ctx, op| {name}Hooks::verify_regions({name}(op), ctx))"
        ));
    }
    if op.hooks.folder {
        hooks.push(format!(
            "/// `hasFolder`: folds the op given the constant value of each operand (when known);\n/// returns one result per op result, or `None` when the op does not fold.\nfn fold(\n    self,\n    ctx: &mut {RT}::Context,\n    adaptor: {name}FoldAdaptor<'_>,\n) -> Option<Vec<{RT}::registry::OpFoldResult>>;"
        ));
        definition.push(format!(
            ".with_folder(|ctx, op, operands| {{\n    let properties = ctx\n        .properties::<{props_ty}>(op)\n        .cloned()\n        .unwrap_or_default();\n    let adaptor = {name}FoldAdaptor::new(ctx, operands, &properties);\n    {name}Hooks::fold({name}(op), ctx, adaptor)\n}})"
        ));
    }
    if op.hooks.canonicalizer {
        hooks.push(format!(
            "/// `hasCanonicalizer`: adds the op's canonicalization patterns to `patterns`.\nfn canonicalization_patterns(\n    patterns: &mut {RT}::rewrite::RewritePatternSet,\n    ctx: &{RT}::Context,\n);"
        ));
        definition.push(format!(
            ".with_canonicalization_patterns(<{name} as {name}Hooks>::canonicalization_patterns)"
        ));
    }
    if op.hooks.canonicalize_method {
        hooks.push(format!(
            "/// `hasCanonicalizeMethod`: rewrites the op (a canonicalization pattern of benefit 1);\n/// true when it changed the IR, and the IR untouched when false.\nfn canonicalize(self, ctx: &mut {RT}::Context) -> bool;"
        ));
        definition.push(format!(
            ".with_canonicalize_method(|ctx, op| {name}Hooks::canonicalize({name}(op), ctx))"
        ));
    }
    if op.hooks.custom_assembly_format {
        hooks.push(format!(
            "/// `hasCustomAssemblyFormat`: parses the custom form into `state`.\nfn parse(\n    parser: &mut {RT}::asm::op_parser::OpParser<'_>,\n    state: &mut {RT}::ir::OperationState,\n) -> {RT}::asm::parser::PResult<()>;"
        ));
        hooks.push(format!(
            "/// `hasCustomAssemblyFormat`: prints the custom form.\nfn print(self, printer: &mut {RT}::asm::op_printer::OpPrinter<'_>);"
        ));
        definition.push(format!(".with_parser(<{name} as {name}Hooks>::parse)"));
        definition.push(format!(
            ".with_printer(|printer, op| {name}Hooks::print({name}(op), printer))"
        ));
    }
    definition.push(format!(".with_properties({name}::PROPERTIES)"));

    let extra = (!op.extra_class_declaration.trim().is_empty()).then(|| {
        format!(
            "impl {name} {{\n{}\n}}",
            super::names::doc_lines(&op.extra_class_declaration)
                .iter()
                .map(|l| if l.is_empty() {
                    String::new()
                } else {
                    format!("    {l}")
                })
                .collect::<Vec<_>>()
                .join("\n")
        )
    });

    let methods = methods.iter().map(|m| join_calls(m, METHOD)).collect();
    let adaptor_methods = adaptor_methods
        .iter()
        .map(|m| join_calls(m, METHOD))
        .collect();
    let adaptor_alias = assign(
        ITEM,
        &format!("pub type {name}Adaptor<'a>"),
        &format!("{name}GenericAdaptor<'a, {RT}::ir::Value>"),
        ";",
    );
    let fold_adaptor_alias = assign(
        ITEM,
        &format!("pub type {name}FoldAdaptor<'a>"),
        &format!("{name}GenericAdaptor<'a, Option<{RT}::Attribute>>"),
        ";",
    );
    OpView {
        adaptor_alias,
        fold_adaptor_alias,
        name,
        op_name,
        docs,
        prop_fields,
        prop_defaults,
        methods,
        adaptor_methods,
        hooks,
        definition,
        raw_items,
        extra,
        to_attr,
        from_attr,
        inherent,
        has_props,
        adaptor_new: if attr_sized_operands {
            "let segments = properties\n    .operand_segment_sizes\n    .and_then(|a| ctx.dense_array_i64_values(a));"
                .to_string()
        } else {
            "let _ = ctx;\nlet segments = None;".to_string()
        },
    }
}

/// A region or successor slot: name, variadic, constraint and its summary.
type Slotted<'a> = (&'a str, bool, &'a crate::model::Pred, &'a str);

/// How the verifier reads and reports regions or successors.
struct RegionLike {
    /// Singular noun in messages.
    what: &'static str,
    /// The context accessor listing them.
    list: &'static str,
    /// The loop variable bound to each.
    var: &'static str,
    /// The message when fewer than the fixed slots are present before a variadic one.
    at_least: &'static str,
}

const REGIONS: RegionLike = RegionLike {
    what: "region",
    list: "op_regions",
    var: "region",
    at_least: "expected at least {n} regions",
};

const SUCCESSORS: RegionLike = RegionLike {
    what: "successor",
    list: "op_successors",
    var: "block",
    at_least: "requires at least {n} successors",
};

/// The count check and the per-slot constraint checks of an op's regions or successors.
fn region_like_checks(
    checks: &mut Vec<String>,
    kind: &RegionLike,
    slots: &[Slotted<'_>],
    mut constraint: impl FnMut(&crate::model::Pred) -> String,
) {
    let RegionLike {
        what, list, var, ..
    } = kind;
    let fixed = slots.iter().filter(|s| !s.1).count();
    let fail = |message: String| {
        format!(
            "    return Err({RT}::verify::VerifyError::op(\n        ctx,\n        self.0,\n        {message},\n    ));"
        )
    };
    if slots.iter().any(|s| s.1) {
        if fixed > 0 {
            let cond = if fixed == 1 {
                format!("ctx.{list}(self.0).is_empty()")
            } else {
                format!("ctx.{list}(self.0).len() < {fixed}")
            };
            let message = kind.at_least.replace("{n}", &fixed.to_string());
            checks.push(format!(
                "if {cond} {{\n{}\n}}",
                fail(format!("\"{message}\""))
            ));
        }
    } else {
        let cond = if fixed == 0 {
            format!("!ctx.{list}(self.0).is_empty()")
        } else {
            format!("ctx.{list}(self.0).len() != {fixed}")
        };
        let pl = if fixed == 1 { "" } else { "s" };
        let message = format!(
            "format!(\n            \"requires {fixed} {what}{pl}, but found {{}}\",\n            ctx.{list}(self.0).len()\n        )"
        );
        checks.push(format!("if {cond} {{\n{}\n}}", fail(message)));
    }
    for (i, (name, variadic, pred, summary)) in slots.iter().enumerate() {
        if pred.is_trivially_true() {
            continue;
        }
        let c = constraint(pred);
        let range = if *variadic {
            format!("{i}..")
        } else {
            format!("{i}..{}", i + 1)
        };
        let idx = if i == 0 {
            "index".to_string()
        } else {
            format!("index + {i}")
        };
        checks.push(format!(
            "for (index, &{var}) in ctx.{list}(self.0)[{range}].iter().enumerate() {{\n    if !{c}(ctx, {var}) {{\n        return Err({RT}::verify::VerifyError::op(\n            ctx,\n            self.0,\n            format!(\n                \"{what} #{{}} ('{name}') failed to verify constraint: {sum}\",\n                {idx}\n            ),\n        ));\n    }}\n}}",
            sum = escape_fmt(summary)
        ));
    }
}

/// snake_case without keyword escaping, for names that get a prefix or suffix.
fn base_name(s: &str) -> String {
    heck::ToSnakeCase::to_snake_case(s)
}

fn stored_attrs(op: &Operator) -> impl Iterator<Item = &NamedAttr> {
    op.attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native))
}

fn value_doc(what: &str, v: &Value) -> String {
    let mut doc = format!("/// The `{}` {what}: {}.", v.name, v.constraint.summary);
    if !v.description.is_empty() {
        doc.push_str(&format!("\n///\n/// {}", v.description.trim()));
    }
    doc
}

/// Escapes text for a Rust string literal.
pub(crate) fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Escapes text for a `format!` string literal.
pub(crate) fn escape_fmt(s: &str) -> String {
    escape(s).replace('{', "{{").replace('}', "}}")
}

/// `$name` -> the getter call for that name; `$_op`/`$_ctxt` -> the verifier's variables.
fn substitute_names(expr: &str, op: &Operator) -> String {
    let mut names: Vec<&str> = op
        .operands
        .iter()
        .map(|v| v.name.as_str())
        .chain(op.results.iter().map(|v| v.name.as_str()))
        .chain(op.attributes.iter().map(|a| a.name.as_str()))
        .chain(op.properties.iter().map(|p| p.name.as_str()))
        .chain(op.regions.iter().map(|r| r.name.as_str()))
        .chain(op.successors.iter().map(|s| s.name.as_str()))
        .collect();
    // Longest first, so `$lhs_ext` is not read as `$lhs` + `_ext`.
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let mut pairs: Vec<(String, String)> = names
        .iter()
        .map(|n| (format!("${n}"), format!("self.{}(ctx)", snake(n))))
        .collect();
    pairs.push(("$_op".into(), "self.0".into()));
    pairs.push(("$_ctxt".into(), "ctx".into()));
    let refs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    subst(expr, &refs)
}

/// Builder parameters: (name, Rust type).
type Params = Vec<(String, String)>;

/// The arguments of the default builder, split by kind: (results, the rest).
fn builder_params(op: &Operator) -> (Params, Params) {
    let (params, _) = default_builder(op, "");
    let n = op.results.len();
    let results = params[..n].to_vec();
    let rest = params[n..].to_vec();
    (results, rest)
}

/// `build_inferred`: like `build`, with every result type inferred (from a type the
/// constraint builds, or from the first operand under `SameOperandsAndResultType`).
fn inferred_builder(op: &Operator, op_name: &str) -> Option<String> {
    if op.results.is_empty() || op.results.iter().any(|r| r.arity != Arity::Single) {
        return None;
    }
    let same = op.has_trait("SameOperandsAndResultType")
        && op
            .operands
            .first()
            .is_some_and(|o| o.arity == Arity::Single);
    let mut lets = Vec::new();
    for r in &op.results {
        let n = snake(&r.name);
        if let Some(call) = &r.constraint.builder_call {
            lets.push(format!(
                "let {n} = {};",
                subst(call, &[("$_builder", "ctx")])
            ));
        } else if same {
            let first = snake(&op.operands[0].name);
            lets.push(format!("let {n} = ctx.value_type({first});"));
        } else {
            return None;
        }
    }
    let (results, rest) = builder_params(op);
    let args: Vec<String> = results
        .iter()
        .chain(&rest)
        .map(|(n, _)| n.clone())
        .collect();
    Some(format!(
        "/// Creates a detached `{op_name}` with its result types inferred.\n#[rustfmt::skip]\n#[allow(clippy::too_many_arguments)]\npub fn build_inferred(\n    ctx: &mut {RT}::Context,\n    loc: {RT}::Location,\n{}) -> Self {{\n{}\n    Self::build(\n        ctx,\n        loc,\n{}    )\n}}",
        rest.iter()
            .map(|(n, t)| format!("    {n}: {t},\n"))
            .collect::<String>(),
        indent(&lets.join("\n"), 4),
        args.iter()
            .map(|a| format!("        {a},\n"))
            .collect::<String>()
    ))
}

/// `build_with_values`: like `build`, with attributes given as Rust values and converted
/// with their `constBuilderCall`.
fn value_builder(op: &Operator, op_name: &str) -> Option<String> {
    let convertible: Vec<&NamedAttr> = stored_attrs(op)
        .filter(|a| a.attr.const_builder_call.is_some())
        .collect();
    if convertible.is_empty() {
        return None;
    }
    let (results, rest) = builder_params(op);
    let mut params = Vec::new();
    let mut lets = Vec::new();
    for (n, t) in results.iter().chain(&rest) {
        let attr = convertible.iter().find(|a| &snake(&a.name) == n);
        match attr {
            Some(a) => {
                let build = a.attr.const_builder_call.as_deref().unwrap_or_default();
                let optional = a.attr.optional || a.attr.default_value.is_some();
                let ret = &a.attr.return_type;
                if !build.contains("$0") {
                    let call = subst(build, &[("$_builder", "ctx")]);
                    params.push((n.clone(), ret.clone()));
                    let wrap = if optional {
                        format!("let {n} = if {n} {{ Some({call}) }} else {{ None }};")
                    } else {
                        format!("let {n} = {call};")
                    };
                    lets.push(wrap);
                } else if optional {
                    let call = subst(build, &[("$0", "value"), ("$_builder", "ctx")]);
                    params.push((n.clone(), format!("Option<{ret}>")));
                    lets.push(format!("let {n} = {n}.map(|value| {call});"));
                } else {
                    let call = subst(build, &[("$0", n), ("$_builder", "ctx")]);
                    params.push((n.clone(), ret.clone()));
                    lets.push(format!("let {n} = {call};"));
                }
            }
            None => params.push((n.clone(), t.clone())),
        }
    }
    let args: Vec<String> = results
        .iter()
        .chain(&rest)
        .map(|(n, _)| n.clone())
        .collect();
    Some(format!(
        "/// Creates a detached `{op_name}` with attributes given as Rust values.\n#[allow(clippy::too_many_arguments)]\npub fn build_with_values(\n    ctx: &mut {RT}::Context,\n    loc: {RT}::Location,\n{}) -> Self {{\n{}\n    Self::build(\n        ctx,\n        loc,\n{}    )\n}}",
        params
            .iter()
            .map(|(n, t)| format!("    {n}: {t},\n"))
            .collect::<String>(),
        indent(&lets.join("\n"), 4),
        args.iter()
            .map(|a| format!("        {a},\n"))
            .collect::<String>()
    ))
}

/// The default builder: its parameters and the statements filling `state`.
fn default_builder(op: &Operator, props_ty: &str) -> (Vec<(String, String)>, String) {
    let mut params: Vec<(String, String)> = Vec::new();
    let mut fill: Vec<String> = Vec::new();
    let ty = format!("{RT}::Type");
    let val = format!("{RT}::ir::Value");
    for r in &op.results {
        let n = snake(&r.name);
        params.push((n.clone(), rust_value_type(&r.arity, &ty)));
        fill.push(match &r.arity {
            Arity::Single => format!("state.result_types.push({n});"),
            Arity::Optional => format!("state.result_types.extend({n});"),
            Arity::Variadic => format!("state.result_types.extend({n});"),
            Arity::VariadicOfVariadic { .. } => {
                format!("state.result_types.extend({n}.into_iter().flatten());")
            }
        });
    }
    let mut segment_sizes: Vec<String> = Vec::new();
    for o in &op.operands {
        let n = snake(&o.name);
        params.push((n.clone(), rust_value_type(&o.arity, &val)));
        match &o.arity {
            Arity::Single => {
                fill.push(format!("state.operands.push({n});"));
                segment_sizes.push("1".into());
            }
            Arity::Optional => {
                segment_sizes.push(format!("i64::from({n}.is_some())"));
                fill.push(format!("state.operands.extend({n});"));
            }
            Arity::Variadic => {
                segment_sizes.push(format!("{n}.len() as i64"));
                fill.push(format!("state.operands.extend({n});"));
            }
            Arity::VariadicOfVariadic { .. } => {
                segment_sizes.push(format!("{n}.iter().map(Vec::len).sum::<usize>() as i64"));
                fill.push(format!("state.operands.extend({n}.into_iter().flatten());"));
            }
        }
    }
    // Segment sizes must be computed before the vectors are moved into the state.
    let mut pre: Vec<String> = Vec::new();
    if op.has_trait("AttrSizedOperandSegments") {
        pre.push(format!(
            "let operand_segments = [{}];",
            segment_sizes.join(", ")
        ));
    }
    if op.has_trait("AttrSizedResultSegments") {
        let sizes: Vec<String> = op
            .results
            .iter()
            .map(|r| {
                let n = snake(&r.name);
                match r.arity {
                    Arity::Single => "1".to_string(),
                    Arity::Optional => format!("i64::from({n}.is_some())"),
                    _ => format!("{n}.len() as i64"),
                }
            })
            .collect();
        pre.push(format!("let result_segments = [{}];", sizes.join(", ")));
    }
    let mut props: Vec<String> = Vec::new();
    let segment_attrs: Vec<&str> = op
        .operands
        .iter()
        .filter_map(|o| match &o.arity {
            Arity::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
            _ => None,
        })
        .collect();
    for a in stored_attrs(op) {
        // Group sizes are computed from the groups themselves.
        if segment_attrs.contains(&a.name.as_str()) {
            continue;
        }
        let n = snake(&a.name);
        let optional = a.attr.optional || a.attr.default_value.is_some();
        if optional {
            params.push((n.clone(), format!("Option<{RT}::Attribute>")));
            props.push(format!("props.{n} = {n};"));
        } else {
            params.push((n.clone(), format!("{RT}::Attribute")));
            props.push(format!("props.{n} = Some({n});"));
        }
    }
    for p in &op.properties {
        let n = snake(&p.name);
        params.push((n.clone(), p.interface_type.clone()));
        let assign = subst(
            &p.assign_to_storage,
            &[("$_storage", &format!("props.{n}")), ("$_value", &n)],
        );
        props.push(format!("{assign};"));
    }
    if op.has_trait("AttrSizedOperandSegments") {
        props.push(
            "props.operand_segment_sizes = Some(ods_segment_attr(ctx, &operand_segments));"
                .to_string(),
        );
    }
    if op.has_trait("AttrSizedResultSegments") {
        props.push(
            "props.result_segment_sizes = Some(ods_segment_attr(ctx, &result_segments));"
                .to_string(),
        );
    }
    for o in &op.operands {
        if let Arity::VariadicOfVariadic { segment_attr } = &o.arity {
            let n = snake(&o.name);
            let _ = segment_attr;
            pre.push(format!(
                "let {n}_sizes: Vec<i64> = {n}.iter().map(|g| g.len() as i64).collect();"
            ));
            props.push(format!(
                "props.{} = Some(ods_segment_attr(ctx, &{n}_sizes));",
                snake(segment_attr)
            ));
        }
    }
    for r in &op.regions {
        let n = snake(&r.name);
        if r.variadic {
            params.push((format!("num_{n}"), "usize".into()));
            fill.push(format!(
                "for _ in 0..num_{n} {{\n    let region = ctx.create_region();\n    state.regions.push(region);\n}}"
            ));
        } else {
            fill.push("let region = ctx.create_region();\nstate.regions.push(region);".into());
        }
    }
    for s in &op.successors {
        let n = snake(&s.name);
        if s.variadic {
            params.push((n.clone(), format!("Vec<{RT}::ir::BlockId>")));
            fill.push(format!("state.successors.extend({n});"));
        } else {
            params.push((n.clone(), format!("{RT}::ir::BlockId")));
            fill.push(format!("state.successors.push({n});"));
        }
    }
    let mut body = pre;
    body.extend(fill);
    if props.is_empty() {
        body.push(format!("state.set_properties({props_ty}::default());"));
    } else {
        body.push(format!("let mut props = {props_ty}::default();"));
        body.extend(props);
        body.push("state.set_properties(props);".to_string());
    }
    (params, body.join("\n"))
}

fn custom_builder(
    name: &str,
    props_ty: &str,
    op_name: &str,
    b: &Builder,
    used: &mut Vec<String>,
) -> (String, String) {
    let mut method = if b.params.is_empty() {
        "build_default".to_string()
    } else {
        format!(
            "build_{}",
            b.params
                .iter()
                .map(|p| p.name.to_lowercase())
                .collect::<Vec<_>>()
                .join("_")
        )
    };
    if used.contains(&method) {
        method = format!("{method}_{}", used.len());
    }
    used.push(method.clone());
    let params: Vec<String> = b
        .params
        .iter()
        .map(|p| format!("{}: {}", snake(&p.name), p.rust_type))
        .collect();
    let args: Vec<String> = b.params.iter().map(|p| snake(&p.name)).collect();
    let defaults: Vec<String> = b
        .params
        .iter()
        .filter_map(|p| {
            p.default
                .as_ref()
                .map(|d| format!("`{}` defaults to `{d}`", p.name))
        })
        .collect();
    let default_doc = if defaults.is_empty() {
        String::new()
    } else {
        format!(
            "\n///\n/// Spec defaults (pass them explicitly): {}.",
            defaults.join(", ")
        )
    };
    let body_fn = format!("{method}_body");
    let mut sig_params = vec![
        format!("ctx: &mut {RT}::Context"),
        format!("loc: {RT}::Location"),
    ];
    sig_params.extend(params.iter().cloned());
    let sig = signature(
        METHOD,
        &format!("pub fn {method}"),
        &sig_params,
        " -> Self",
        " {",
    );
    let method_text = format!(
        "/// Creates a detached `{op_name}` (custom builder).{default_doc}\n#[allow(clippy::too_many_arguments)]\n{sig}\n    let name = ctx.op_name_id(Self::NAME);\n    let mut state = {RT}::ir::OperationState::new(name, loc);\n    state.set_properties({props_ty}::default());\n    Self::{body_fn}(\n        ctx,\n        &mut state,\n{}    );\n    Self(ctx.create_op(state))\n}}",
        args.iter()
            .map(|a| format!("        {a},\n"))
            .collect::<String>()
    );
    let body = b.body.clone().unwrap_or_default();
    let body = subst(
        &body,
        &[
            ("$_state", "(*state)"),
            ("$_builder", "ctx"),
            ("$_ctxt", "ctx"),
        ],
    );
    let raw = format!(
        "impl {name} {{\n    #[allow(unused_variables, clippy::too_many_arguments)]\n    fn {body_fn}(\n        ctx: &mut {RT}::Context,\n        state: &mut {RT}::ir::OperationState,\n{}    ) {{\n{}\n    }}\n}}",
        params
            .iter()
            .map(|p| format!("        {p},\n"))
            .collect::<String>(),
        super::names::doc_lines(&body)
            .iter()
            .map(|l| if l.is_empty() {
                String::new()
            } else {
                format!("        {l}")
            })
            .collect::<Vec<_>>()
            .join("\n")
    );
    let _ = camel;
    (method_text, raw)
}
