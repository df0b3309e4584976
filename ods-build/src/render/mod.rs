//! Model -> view structs -> text. Views carry names already in Rust case and predicates
//! already substituted; the handlebars templates (see [`templates`]) only lay them out.

pub mod layout;
pub mod names;
mod ops;
pub mod templates;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::diag::{Error, Loc};
use crate::model::{AttrOrTypeDef, Dialect, EnumDef, EnumKind, Pred, Spec};
use names::{camel, doc_comment, shouty, snake};
pub use ops::OpView;

const RT: &str = "::ods_runtime";

/// Replaces each placeholder in `text`, longest placeholder first.
pub(crate) fn subst(text: &str, pairs: &[(&str, &str)]) -> String {
    let mut sorted: Vec<&(&str, &str)> = pairs.iter().collect();
    sorted.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
    // Replace through unique markers so a replacement is never substituted again.
    let mut out = text.to_string();
    for (i, (pat, _)) in sorted.iter().enumerate() {
        out = out.replace(pat, &format!("\u{1}{i}\u{2}"));
    }
    for (i, (_, rep)) in sorted.iter().enumerate() {
        out = out.replace(&format!("\u{1}{i}\u{2}"), rep);
    }
    out
}

/// Indents every non-empty line of `text` by `n` spaces.
pub(crate) fn indent(text: &str, n: usize) -> String {
    let pad = " ".repeat(n);
    text.lines()
        .map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!("{pad}{l}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Predicate helper functions shared by a dialect's verifiers, deduplicated by text.
#[derive(Default)]
pub struct Constraints {
    items: Vec<String>,
    index: BTreeMap<(String, String), String>,
}

impl Constraints {
    fn add(&mut self, kind: &str, self_ty: &str, self_name: &str, pred: &Pred) -> String {
        let expr = subst(&pred.to_expr(), &[("$_self", self_name), ("$_ctxt", "ctx")]);
        let key = (format!("{kind}:{self_ty}"), expr.clone());
        if let Some(name) = self.index.get(&key) {
            return name.clone();
        }
        let name = format!("ods_{kind}_constraint_{}", self.items.len());
        let expr = layout::operands_per_line(8, &expr).replace('\n', "\n    ");
        self.items.push(format!(
            "#[rustfmt::skip]\n#[allow(unused_variables, clippy::all)]\nfn {name}(ctx: &{RT}::Context, {self_name}: {self_ty}) -> bool {{\n    {expr}\n}}"
        ));
        self.index.insert(key, name.clone());
        name
    }

    /// A type constraint check `fn(ctx, Type) -> bool`.
    pub fn ty(&mut self, pred: &Pred) -> String {
        self.add("type", &format!("{RT}::Type"), "ty", pred)
    }

    /// An attribute constraint check `fn(ctx, Attribute) -> bool`.
    pub fn attr(&mut self, pred: &Pred) -> String {
        self.add("attr", &format!("{RT}::Attribute"), "attr", pred)
    }

    /// A region constraint check.
    pub fn region(&mut self, pred: &Pred) -> String {
        self.add("region", &format!("{RT}::ir::RegionId"), "region", pred)
    }

    /// A successor constraint check.
    pub fn successor(&mut self, pred: &Pred) -> String {
        self.add("successor", &format!("{RT}::ir::BlockId"), "block", pred)
    }

    /// A property constraint check over a reference to the interface value.
    pub fn prop(&mut self, pred: &Pred, interface: &str) -> String {
        let expr_pred = Pred::SubstLeaves {
            pattern: "$_self".into(),
            replacement: "(*value)".into(),
            child: Box::new(pred.clone()),
        };
        self.add("prop", &format!("&{interface}"), "value", &expr_pred)
    }
}

/// One enum, ready for `enum.rs.hbs`.
#[derive(Serialize)]
pub struct EnumView {
    name: String,
    docs: Vec<String>,
    is_bit: bool,
    is_str: bool,
    repr: String,
    attr_width: u32,
    cases: Vec<CaseView>,
    first: String,
    max_value: u64,
    all_bits: u64,
    separator: String,
    none_case: Option<String>,
    count: usize,
    /// `pub const CASES: [E; N] = [...];`, laid out.
    cases_const: String,
    /// `for (case, text) in [...] {` over the nonzero bit cases, laid out.
    bits_loop: String,
}

#[derive(Serialize)]
struct CaseView {
    ident: String,
    string: String,
    value: u64,
    nonzero: bool,
    /// The case's line in each generated `match` and its bit constant, laid out.
    arms: CaseArms,
}

#[derive(Serialize, Default)]
struct CaseArms {
    bit_const: String,
    bit_symbolize: String,
    from_value: String,
    stringify: String,
    symbolize: String,
}

fn enum_view(e: &EnumDef) -> EnumView {
    let is_bit = e.kind == EnumKind::Bit;
    let cases: Vec<CaseView> = e
        .cases
        .iter()
        .map(|c| {
            let ident = if is_bit {
                shouty(&c.symbol)
            } else {
                camel(&c.symbol)
            };
            let string = ops::escape(&c.string);
            let name = &e.name;
            let arms = CaseArms {
                bit_const: indent(
                    &layout::assign(
                        4,
                        &format!("pub const {ident}: {name}"),
                        &format!("{name}({})", c.value),
                        ";",
                    ),
                    4,
                ),
                bit_symbolize: indent(
                    &layout::match_arm(16, &format!("\"{string}\""), &c.value.to_string()),
                    16,
                ),
                from_value: indent(
                    &layout::match_arm(12, &c.value.to_string(), &format!("Some(Self::{ident})")),
                    12,
                ),
                stringify: indent(
                    &layout::match_arm(12, &format!("Self::{ident}"), &format!("\"{string}\"")),
                    12,
                ),
                symbolize: indent(
                    &layout::match_arm(
                        12,
                        &format!("\"{string}\""),
                        &format!("Some(Self::{ident})"),
                    ),
                    12,
                ),
            };
            CaseView {
                ident,
                string,
                value: c.value,
                nonzero: c.value != 0,
                arms,
            }
        })
        .collect();
    let repr = match e.kind {
        EnumKind::I64 => "u64",
        _ => "u32",
    };
    EnumView {
        name: e.name.clone(),
        docs: doc_comment(&e.summary, &e.description),
        is_bit,
        is_str: e.kind == EnumKind::Str,
        repr: repr.into(),
        attr_width: if e.kind == EnumKind::I64 { 64 } else { 32 },
        first: cases.first().map(|c| c.ident.clone()).unwrap_or_default(),
        max_value: e.cases.iter().map(|c| c.value).max().unwrap_or(0),
        all_bits: e.cases.iter().fold(0, |acc, c| acc | c.value),
        separator: if e.separator.is_empty() {
            "|".into()
        } else {
            ops::escape(&e.separator)
        },
        none_case: e
            .cases
            .iter()
            .find(|c| c.value == 0)
            .map(|c| ops::escape(&c.string)),
        count: cases.len(),
        cases_const: indent(
            &layout::array(
                4,
                &format!("pub const CASES: [{}; {}] = ", e.name, cases.len()),
                &cases
                    .iter()
                    .map(|c| format!("Self::{}", c.ident))
                    .collect::<Vec<_>>(),
                ";",
            ),
            4,
        ),
        bits_loop: indent(
            &layout::array(
                8,
                "for (case, text) in ",
                &cases
                    .iter()
                    .filter(|c| c.nonzero)
                    .map(|c| format!("({}u32, \"{}\")", c.value, c.string))
                    .collect::<Vec<_>>(),
                " {",
            ),
            8,
        ),
        cases,
    }
}

/// A type or attribute definition, ready for `attr_or_type.rs.hbs`.
#[derive(Serialize)]
pub struct AttrOrTypeView {
    name: String,
    kind: String,
    docs: Vec<String>,
    full_name: String,
    /// The name after `dialect.` the context uniques it under: the mnemonic, else the
    /// Rust name.
    short_name: String,
    mnemonic: Option<String>,
    /// `Type` or `Attribute`: the runtime handle it wraps.
    handle: &'static str,
    /// The accessor returning the handle (`ty` or `attr`).
    handle_fn: &'static str,
    /// The context method reading the storage.
    storage_fn: &'static str,
    /// The context method uniquing the storage.
    get_fn: &'static str,
    /// `!` or `#`.
    sigil: &'static str,
    params: Vec<ParamView>,
    has_params: bool,
    default_get: bool,
    builders: Vec<String>,
    verify: bool,
    custom_format: bool,
    extra: Option<String>,
    /// Lines laid out for their names' widths (see [`layout`]), by use.
    laid: AttrOrTypeLayout,
}

/// The lines of an attribute or type definition whose layout depends on its names.
#[derive(Serialize, Default)]
struct AttrOrTypeLayout {
    cast_body: String,
    from_storage_sig: String,
    from_storage_body: String,
    storage_sig: String,
    storage_body: String,
    get_sig: String,
    get_checked_sig: String,
    /// `let storage = <Name>Storage { ... };` in a method body.
    storage_lit: String,
    format_print_sig: String,
    format_print_call: String,
    params_impl: String,
    verify_sig: String,
}

#[derive(Serialize)]
struct ParamView {
    ident: String,
    name: String,
    ty: String,
    doc: String,
    getter_sig: String,
    getter_body: String,
    print_stmt: String,
}

fn attr_or_type_view(kind: &str, def: &AttrOrTypeDef, dialect: &Dialect) -> AttrOrTypeView {
    let mnemonic = def.mnemonic.clone();
    let short_name = mnemonic.clone().unwrap_or_else(|| def.rust_name.clone());
    let full_name = format!("{}.{}", dialect.name, short_name);
    let is_type = kind == "type";
    let params: Vec<ParamView> = def
        .parameters
        .iter()
        .map(|p| ParamView {
            getter_sig: layout::signature(
                8,
                &format!("pub fn {}", snake(&p.name)),
                &["self".into(), format!("ctx: &{RT}::Context")],
                &format!(" -> &{}", p.rust_type),
                " {",
            ),
            getter_body: layout::chain(12, "&self", &["storage(ctx)".into(), snake(&p.name)], ""),
            print_stmt: layout::chain(
                12,
                "self",
                &[snake(&p.name), "print_param(printer)".into()],
                ";",
            ),
            ident: snake(&p.name),
            name: p.name.clone(),
            ty: p.rust_type.clone(),
            doc: if p.summary.is_empty() {
                format!("The `{}` parameter.", p.name)
            } else {
                format!("`{}`: {}.", p.name, p.summary.trim_end_matches('.'))
            },
        })
        .collect();
    let mut builders = Vec::new();
    for (i, b) in def.builders.iter().enumerate() {
        let params: Vec<String> = b
            .params
            .iter()
            .map(|p| format!("{}: {}", snake(&p.name), p.rust_type))
            .collect();
        let name = if b.params.is_empty() {
            format!("build_{i}")
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
        let body = subst(
            b.body.as_deref().unwrap_or("Self::default()"),
            &[("$_ctxt", "ctx"), ("$_builder", "ctx")],
        );
        builders.push(format!(
            "impl {n} {{\n    /// A `{full_name}` from a custom builder.\n    #[allow(unused_variables, clippy::too_many_arguments)]\n    pub fn {name}(ctx: &mut {RT}::Context, {}) -> Self {{\n{}\n    }}\n}}",
            params.join(", "),
            names::doc_lines(&body)
                .iter()
                .map(|l| if l.is_empty() { String::new() } else { format!("        {l}") })
                .collect::<Vec<_>>()
                .join("\n"),
            n = def.rust_name
        ));
    }
    let mut docs = vec![format!("`{full_name}`")];
    let d = doc_comment(&def.summary, &def.description);
    if !d.is_empty() {
        docs.push(String::new());
        docs.extend(d);
    }
    let name = &def.rust_name;
    let storage_fn = if is_type {
        "dialect_type_storage"
    } else {
        "dialect_attr_storage"
    };
    let get_fn = if is_type {
        "get_dialect_type"
    } else {
        "get_dialect_attr"
    };
    let ctx_mut = format!("ctx: &mut {RT}::Context");
    let typed_params: Vec<String> = std::iter::once(ctx_mut.clone())
        .chain(params.iter().map(|p| format!("{}: {}", p.ident, p.ty)))
        .collect();
    let laid = AttrOrTypeLayout {
        cast_body: layout::chain(
            12,
            "ctx",
            &[
                format!("{storage_fn}::<{name}Storage>(value)"),
                "map(|_| Self(value))".into(),
            ],
            "",
        ),
        from_storage_sig: layout::signature(
            8,
            "pub fn from_storage",
            &[ctx_mut.clone(), format!("storage: {name}Storage")],
            " -> Self",
            " {",
        ),
        from_storage_body: layout::call(
            12,
            "Self(",
            &format!("ctx.{get_fn}"),
            &[
                "DIALECT_NAME".into(),
                format!("\"{short_name}\""),
                "storage".into(),
            ],
            ")",
        ),
        storage_sig: layout::signature(
            8,
            "pub fn storage",
            &["self".into(), format!("ctx: &{RT}::Context")],
            &format!(" -> &{name}Storage"),
            " {",
        ),
        storage_body: layout::chain(
            12,
            "ctx",
            &[
                format!("{storage_fn}::<{name}Storage>(self.0)"),
                "expect(\"a handle of this type holds its storage\")".into(),
            ],
            "",
        ),
        get_sig: layout::signature(8, "pub fn get", &typed_params, " -> Self", " {"),
        get_checked_sig: layout::signature(
            8,
            "pub fn get_checked",
            &typed_params,
            " -> Result<Self, String>",
            "",
        ),
        storage_lit: layout::struct_lit(
            12,
            "let storage = ",
            &format!("{name}Storage"),
            &params.iter().map(|p| p.ident.clone()).collect::<Vec<_>>(),
            ";",
        ),
        format_print_sig: layout::signature(
            8,
            "fn print",
            &[
                format!("storage: &{name}Storage"),
                format!("printer: &mut {RT}::asm::printer::Printer<'_>"),
            ],
            "",
            ";",
        ),
        format_print_call: layout::call(
            12,
            "",
            &format!("<{name} as {name}Format>::print"),
            &["self".into(), "printer".into()],
            ";",
        ),
        params_impl: layout::impl_header(
            4,
            &format!("impl {RT}::dialect_storage::DialectParams"),
            &format!("{name}Storage"),
        ),
        verify_sig: layout::signature(
            8,
            "fn verify",
            &[format!("storage: &{name}Storage")],
            " -> Result<(), String>",
            ";",
        ),
    };
    AttrOrTypeView {
        laid,
        name: def.rust_name.clone(),
        kind: kind.into(),
        docs,
        full_name,
        short_name,
        mnemonic,
        handle: if is_type { "Type" } else { "Attribute" },
        handle_fn: if is_type { "ty" } else { "attr" },
        storage_fn: if is_type {
            "dialect_type_storage"
        } else {
            "dialect_attr_storage"
        },
        get_fn: if is_type {
            "get_dialect_type"
        } else {
            "get_dialect_attr"
        },
        sigil: if is_type { "!" } else { "#" },
        has_params: !params.is_empty(),
        params,
        default_get: !def.skip_default_builders,
        builders,
        verify: def.gen_verify_decl,
        custom_format: def.has_custom_assembly_format,
        extra: (!def.extra_class_declaration.trim().is_empty()).then(|| {
            format!(
                "impl {} {{\n{}\n}}",
                def.rust_name,
                names::doc_lines(&def.extra_class_declaration)
                    .iter()
                    .map(|l| if l.is_empty() {
                        String::new()
                    } else {
                        format!("    {l}")
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            )
        }),
    }
}

/// A dialect's module, ready for `dialect.rs.hbs`.
#[derive(Serialize)]
pub struct DialectView {
    module: String,
    name: String,
    docs: Vec<String>,
    #[serde(skip)]
    ops: Vec<OpView>,
    #[serde(skip)]
    typedefs: Vec<AttrOrTypeView>,
    #[serde(skip)]
    attrdefs: Vec<AttrOrTypeView>,
    /// Rust type names of the ops, for registration.
    op_names: Vec<String>,
    /// The ops, types and attributes, each rendered by its template.
    items: Vec<String>,
    constraints: Vec<String>,
    has_ops: bool,
    extra: Option<String>,
    dependent: Vec<String>,
    constant_materializer: bool,
    /// The dialect type parser's match arms, one per type with a mnemonic.
    parsed_types: Vec<String>,
    /// The dialect attribute parser's match arms, one per attribute with a mnemonic.
    parsed_attrs: Vec<String>,
}

/// The dialect parser's match arm for the type or attribute `name` (a `handle`), laid out
/// at its indentation.
fn parse_arm(name: &str, handle: &str) -> String {
    let root = format!("{name}::parse(parser)");
    let link = format!("map({RT}::{handle}::from)");
    let arm = layout::match_arm_or(
        12,
        &format!("{name}::MNEMONIC"),
        &format!("{root}.{link}"),
        &layout::chain(16, &root, &[link], ""),
    );
    indent(&arm, 12)
}

/// Everything one generated Rust file holds.
#[derive(Serialize)]
pub struct FileView {
    source: String,
    enums: Vec<EnumView>,
    dialects: Vec<DialectView>,
}

/// Renders the Rust file of a validated spec: each op, type and attribute with its own
/// template, then the dialect modules and the file around them.
pub fn render_file(
    hb: &handlebars::Handlebars<'_>,
    spec: &Spec,
    source: &str,
) -> Result<String, Error> {
    let mut view = file_view(spec, source)?;
    for d in &mut view.dialects {
        let mut items = Vec::new();
        for op in &d.ops {
            items.push(templates::render(hb, "op", op)?);
        }
        for t in d.typedefs.iter().chain(&d.attrdefs) {
            items.push(templates::render(hb, "attr_or_type", t)?);
        }
        d.items = items;
    }
    templates::render(hb, "file", &view)
}

/// Builds the views of a validated spec.
pub fn file_view(spec: &Spec, source: &str) -> Result<FileView, Error> {
    let mut dialects = Vec::new();
    for d in &spec.dialects {
        let mut cs = Constraints::default();
        let ops: Vec<OpView> = spec
            .ops
            .iter()
            .filter(|o| o.dialect == d.def_name)
            .map(|o| ops::op_view(o, &d.name, &mut cs))
            .collect();
        let typedefs: Vec<AttrOrTypeView> = spec
            .typedefs
            .iter()
            .filter(|t| t.dialect == d.def_name)
            .map(|t| attr_or_type_view("type", t, d))
            .collect();
        let attrdefs: Vec<AttrOrTypeView> = spec
            .attrdefs
            .iter()
            .filter(|t| t.dialect == d.def_name)
            .map(|t| attr_or_type_view("attribute", t, d))
            .collect();
        let mut docs = vec![format!("The `{}` dialect.", d.name)];
        let dd = doc_comment(&d.summary, &d.description);
        if !dd.is_empty() {
            docs.push(String::new());
            docs.extend(dd);
        }
        dialects.push(DialectView {
            module: snake(&d.module),
            name: d.name.clone(),
            docs,
            has_ops: !ops.is_empty(),
            op_names: ops.iter().map(|o| o.name.clone()).collect(),
            items: Vec::new(),
            ops,
            parsed_types: typedefs
                .iter()
                .filter(|t| t.mnemonic.is_some())
                .map(|t| parse_arm(&t.name, "Type"))
                .collect(),
            parsed_attrs: attrdefs
                .iter()
                .filter(|t| t.mnemonic.is_some())
                .map(|t| parse_arm(&t.name, "Attribute"))
                .collect(),
            typedefs,
            attrdefs,
            constraints: cs.items,
            extra: (!d.extra_class_declaration.trim().is_empty())
                .then(|| names::doc_lines(&d.extra_class_declaration).join("\n")),
            dependent: d.dependent_dialects.clone(),
            constant_materializer: d.has_constant_materializer,
        });
    }
    // Two dialects in one module would collide.
    let mut seen = BTreeMap::new();
    for (d, view) in spec.dialects.iter().zip(&dialects) {
        if let Some(prev) = seen.insert(view.module.clone(), d.loc.clone()) {
            return Err(Error::new(
                d.loc.clone(),
                format!(
                    "dialect `{}` uses module `{}`, like the dialect at {prev}",
                    d.name, view.module
                ),
            ));
        }
    }
    let _ = Loc::default;
    Ok(FileView {
        source: source.to_string(),
        enums: spec.enums.iter().map(enum_view).collect(),
        dialects,
    })
}

/// The markdown documentation of a spec, ready for `dialect.md.hbs`.
#[derive(Serialize)]
pub struct DocView {
    source: String,
    dialects: Vec<DocDialect>,
    enums: Vec<DocEnum>,
}

#[derive(Serialize)]
struct DocDialect {
    name: String,
    docs: Vec<String>,
    ops: Vec<DocOp>,
}

#[derive(Serialize)]
struct DocOp {
    op_name: String,
    name: String,
    doc_lines: Vec<String>,
    operands: Vec<DocEntry>,
    attributes: Vec<DocEntry>,
    properties: Vec<DocEntry>,
    results: Vec<DocEntry>,
    traits: Vec<String>,
}

#[derive(Serialize)]
struct DocEntry {
    name: String,
    ty: String,
    summary: String,
}

#[derive(Serialize)]
struct DocEnum {
    name: String,
    summary: String,
    cases: Vec<DocCase>,
}

#[derive(Serialize)]
struct DocCase {
    symbol: String,
    value: u64,
    string: String,
}

fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// Builds the documentation view of a validated spec.
pub fn doc_view(spec: &Spec, source: &str) -> DocView {
    let dialects = spec
        .dialects
        .iter()
        .map(|d| DocDialect {
            name: d.name.clone(),
            docs: doc_comment(&d.summary, &d.description),
            ops: spec
                .ops
                .iter()
                .filter(|o| o.dialect == d.def_name)
                .map(|o| DocOp {
                    op_name: format!("{}.{}", d.name, o.mnemonic),
                    name: names::strip_dialect_prefix(&o.def_name),
                    doc_lines: doc_comment(&o.summary, &o.description),
                    operands: o
                        .operands
                        .iter()
                        .map(|v| DocEntry {
                            name: v.name.clone(),
                            ty: String::new(),
                            summary: md_cell(&v.constraint.summary),
                        })
                        .collect(),
                    attributes: o
                        .attributes
                        .iter()
                        .map(|a| DocEntry {
                            name: a.name.clone(),
                            ty: md_cell(&a.attr.return_type),
                            summary: md_cell(&a.attr.summary),
                        })
                        .collect(),
                    properties: o
                        .properties
                        .iter()
                        .map(|p| DocEntry {
                            name: p.name.clone(),
                            ty: md_cell(&p.interface_type),
                            summary: md_cell(&p.summary),
                        })
                        .collect(),
                    results: o
                        .results
                        .iter()
                        .map(|v| DocEntry {
                            name: v.name.clone(),
                            ty: String::new(),
                            summary: md_cell(&v.constraint.summary),
                        })
                        .collect(),
                    traits: o
                        .traits
                        .iter()
                        .map(|t| match t {
                            crate::model::Trait::Native { name, .. } => name.clone(),
                            crate::model::Trait::Pred { description, .. } => md_cell(description),
                        })
                        .collect(),
                })
                .collect(),
        })
        .collect();
    DocView {
        source: source.to_string(),
        dialects,
        enums: spec
            .enums
            .iter()
            .map(|e| DocEnum {
                name: e.name.clone(),
                summary: md_cell(&e.summary),
                cases: e
                    .cases
                    .iter()
                    .map(|c| DocCase {
                        symbol: c.symbol.clone(),
                        value: c.value,
                        string: md_cell(&c.string),
                    })
                    .collect(),
            })
            .collect(),
    }
}
