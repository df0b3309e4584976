//! Model -> view structs -> text. Views are data only: names already in Rust case, Rust
//! types, flags, and spec code with its placeholders substituted. The shape of every
//! generated item is in a handlebars template (see [`templates`]), and the rendered Rust is
//! laid out by prettyplease (see `format`).

mod constraints;
mod def_format;
mod enums;
mod format;
mod interfaces;
mod op_format;
mod ops;
pub mod patterns;
pub(crate) mod runtime;
pub mod templates;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::diag::Error;
use crate::format::Formats;
use crate::model::{
    AttrOrTypeDef, Dialect, DiscardableKind, EnumDef, Operator, Spec, strip_dialect_prefix,
};
pub use crate::names::Companions;
use crate::names::{self, camel, doc_comment, snake};
use crate::placeholders::{subst, with_param_idents};
pub use constraints::{ConstraintView, Constraints};
pub use enums::EnumView;
use enums::enum_view;
pub use ops::OpView;
use runtime::{RT, handle_io};

/// A parameter's type constraint (mlir-tblgen's `verifyInvariants`).
#[derive(Serialize)]
struct InvariantView {
    name: String,
    /// The predicate over the stored parameter (`storage.<ident>`) and `ctx`.
    expr: String,
    summary: String,
}

/// A standalone type constraint function, ready for `file.rs.hbs`.
#[derive(Serialize)]
pub struct ConstraintFnView {
    /// The Rust function name (`is_wasm_numeric_type`).
    name: String,
    /// The spec's name (`isWasmNumericType`).
    spec_name: String,
    summary: String,
    /// The predicate over `ty` and `ctx`.
    expr: String,
}

/// A type or attribute definition, ready for `attr_or_type.rs.hbs`.
#[derive(Serialize)]
pub struct AttrOrTypeView {
    name: String,
    /// The parameters written as type constraints, checked when parsed or built checked.
    invariants: Vec<InvariantView>,
    /// The record name, as mlir-tblgen names the def in parser messages.
    def_name: String,
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
    /// `!` or `#`.
    sigil: &'static str,
    /// The token kind a full form starts with (`BangIdent`, `HashIdent`).
    sigil_token: &'static str,
    /// `Type` or `Attribute`, for docs.
    kind_title: &'static str,
    /// The printer method writing a full handle, and the parser call reading one.
    print_fn: &'static str,
    parse_fn: &'static str,
    /// The free function printing a handle to a string.
    to_string_fn: &'static str,
    params: Vec<ParamView>,
    has_params: bool,
    /// The parameters the default form (`<a, b>`) reads and prints: all but the self type.
    form_params: Vec<ParamView>,
    /// The self-type parameter, if any.
    self_type: Option<ParamView>,
    /// `TypedAttrInterface`: the self type is the attribute's type.
    typed_attr: bool,
    /// A type definition (its handle can be an attribute's self type).
    is_type: bool,
    /// `DeclareAttrInterfaceMethods<TypedAttrInterface>`: the hook `get_type` gives it.
    type_hook: bool,
    default_get: bool,
    /// The spec skips the default builders and a builder of its calls `$_get`: a private
    /// `ods_get` stands for C++'s `Base::get`.
    ods_get: bool,
    builders: Vec<TypeBuilderView>,
    verify: bool,
    custom_format: bool,
    /// The compiled `assemblyFormat`, if any (and not `hasCustomAssemblyFormat`).
    format: Option<def_format::DefFormatView>,
    has_hooks: bool,
    /// Its storage struct, hooks trait and format trait (`{name}Storage`, `{name}Hooks`,
    /// `{name}Format`, each numbered where its module has an item so named).
    storage: String,
    hooks_trait: String,
    format_trait: String,
    /// The attribute or type interfaces it implements.
    interfaces: interfaces::InterfaceImpls,
    /// The Rust paths of the native traits its dialect registers for it.
    native_traits: Vec<String>,
    extra: Option<String>,
}

impl AttrOrTypeView {
    /// The items the definition defines in its dialect's module, each with what it is.
    fn rust_items(&self) -> Vec<(String, &'static str)> {
        let name = &self.name;
        let mut items = vec![
            (name.clone(), "its handle"),
            (self.storage.clone(), "its storage"),
        ];
        if self.has_hooks {
            items.push((self.hooks_trait.clone(), "its hooks trait"));
        }
        if self.custom_format {
            items.push((self.format_trait.clone(), "its format trait"));
        }
        items
    }
}

#[derive(Serialize, Clone, Default)]
struct ParamView {
    ident: String,
    /// The accessor's name: the field's, or `<field>_param` where that is a method the
    /// handle already has (`attr`, `ty`, `get`, ...).
    accessor: String,
    name: String,
    ty: String,
    /// The parameter's type as mlir-opt's parse errors name it.
    cpp_type: String,
    doc: String,
    /// `AttributeSelfTypeParameter`: read from after the attribute, not from its body.
    self_type: bool,
    /// For the self type: the class it must be (`Type` for any).
    class: String,
    /// For the self type: it has no default, so a missing one is an error.
    required: bool,
    /// For the self type: its default, reading the context as `parser.ctx`.
    default: Option<String>,
    /// In the default `<p1, p2>` form: the parameter's own `parser` (a `PResult<T>`
    /// expression) and `printer` (statements), placeholders substituted.
    parser: Option<String>,
    printer: Option<String>,
}

#[derive(Serialize)]
struct TypeBuilderView {
    method: String,
    declared: bool,
    /// The reason of `#[deprecated]` as a Rust string literal, when the spec deprecates
    /// the builder.
    deprecated: Option<String>,
    params: Vec<ParamView>,
    body: String,
}

/// The accessor of a parameter whose name is `ident`: `<ident>_param` when the handle
/// already has a method of that name.
fn param_accessor(ident: &str) -> String {
    const TAKEN: &[&str] = &[
        "ty",
        "attr",
        "cast",
        "from_storage",
        "from_storage_checked",
        "storage",
        "get",
        "get_checked",
        "parse",
    ];
    if TAKEN.contains(&ident) {
        format!("{ident}_param")
    } else {
        ident.to_string()
    }
}

fn attr_or_type_view(
    kind: &str,
    def: &AttrOrTypeDef,
    items: &Companions,
    dialect: &Dialect,
    file: &FileItems<'_>,
) -> AttrOrTypeView {
    let (enums, ifaces) = (&file.spec.enums, file.ifaces);
    let mnemonic = def.mnemonic.clone();
    let short_name = mnemonic.clone().unwrap_or_else(|| def.rust_name.clone());
    let full_name = format!("{}.{}", dialect.name, short_name);
    let is_type = kind == "type";
    let params = param_views(def, enums);
    let builders = def_builders(def);
    let mut docs = vec![format!("`{full_name}`")];
    let d = doc_comment(&def.summary, &def.description);
    if !d.is_empty() {
        docs.push(String::new());
        docs.extend(d);
    }
    let format = file.formats.def(def).map(|f| {
        let cpp: Vec<String> = params.iter().map(|p| p.cpp_type.clone()).collect();
        def_format::view(def, f, &cpp, &items.hooks)
    });
    let interfaces = interfaces::def_interfaces(def, ifaces);
    let has_hooks = def.gen_verify_decl
        || def.type_hook
        || def.has_custom_assembly_format
        || builders.iter().any(|b| b.declared)
        || format.as_ref().is_some_and(|f| f.has_customs())
        || !interfaces.hooks.is_empty();
    AttrOrTypeView {
        name: def.rust_name.clone(),
        def_name: def.def_name.clone(),
        kind: kind.into(),
        docs,
        full_name,
        short_name,
        mnemonic,
        handle: if is_type { "Type" } else { "Attribute" },
        handle_fn: if is_type { "ty" } else { "attr" },
        sigil: if is_type { "!" } else { "#" },
        sigil_token: if is_type { "BangIdent" } else { "HashIdent" },
        kind_title: if is_type { "Type" } else { "Attribute" },
        print_fn: handle_io(is_type).print,
        parse_fn: handle_io(is_type).parse,
        to_string_fn: if is_type {
            "type_to_string"
        } else {
            "attribute_to_string"
        },
        has_params: !params.is_empty(),
        form_params: form_params(def, &params),
        self_type: def.self_type_param().map(|i| params[i].clone()),
        typed_attr: def.typed_attr,
        is_type,
        type_hook: def.type_hook,
        native_traits: def.native_traits.clone(),
        params,
        default_get: !def.skip_default_builders,
        ods_get: def.skip_default_builders
            && def
                .builders
                .iter()
                .any(|b| b.body.as_deref().is_some_and(|body| body.contains("$_get"))),
        builders,
        verify: def.gen_verify_decl,
        invariants: invariants(def),
        custom_format: def.has_custom_assembly_format,
        format,
        has_hooks,
        storage: items.storage.clone(),
        hooks_trait: items.hooks.clone(),
        format_trait: items.format.clone(),
        interfaces,
        extra: (!def.extra_class_declaration.trim().is_empty())
            .then(|| names::doc_lines(&def.extra_class_declaration).join("\n")),
    }
}

/// The views of a def's parameters.
fn param_views(def: &AttrOrTypeDef, enums: &[EnumDef]) -> Vec<ParamView> {
    def.parameters
        .iter()
        .map(|p| ParamView {
            ident: names::param(&p.name),
            accessor: param_accessor(&names::param(&p.name)),
            name: p.name.clone(),
            ty: p.rust_type.clone(),
            cpp_type: names::escape(
                // An enum is named by its C++ class, as upstream's parameters spell it.
                &match (enums.iter().find(|e| e.name == p.rust_type), &p.cpp_type) {
                    (Some(e), _) if !e.cpp_namespace.is_empty() => {
                        format!("{}::{}", e.cpp_namespace, e.name)
                    }
                    (_, Some(cpp)) => cpp.clone(),
                    _ => p.rust_type.clone(),
                },
            ),
            doc: if p.summary.is_empty() {
                format!("The `{}` parameter.", p.name)
            } else {
                format!("`{}`: {}.", p.name, p.summary.trim_end_matches('.'))
            },
            self_type: p.self_type,
            class: p.class.clone().unwrap_or_else(|| "Type".to_string()),
            required: p.default_value.is_none(),
            default: p
                .default_value
                .as_ref()
                .map(|d| subst(d, &[("$_ctxt", "parser.ctx"), ("$_builder", "parser.ctx")])),
            parser: None,
            printer: None,
        })
        .collect()
}

/// The views of a def's builders, each named after its parameters.
fn def_builders(def: &AttrOrTypeDef) -> Vec<TypeBuilderView> {
    let mut builders = Vec::new();
    let mut used: Vec<String> = Vec::new();
    for (i, b) in def.builders.iter().enumerate() {
        let mut method = if b.params.is_empty() {
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
        if used.contains(&method) {
            method = format!("{method}_{i}");
        }
        used.push(method.clone());
        builders.push(TypeBuilderView {
            method,
            declared: b.body.is_none(),
            deprecated: b.deprecated.as_ref().map(|r| format!("{r:?}")),
            params: b
                .params
                .iter()
                .map(|p| ParamView {
                    ident: names::param(&p.name),
                    accessor: String::new(),
                    name: p.name.clone(),
                    ty: p.rust_type.clone(),
                    ..ParamView::default()
                })
                .collect(),
            body: b
                .body
                .as_deref()
                .map(|body| {
                    let body = with_param_idents(
                        body,
                        b.params.iter().map(|p| p.name.as_str()),
                        names::param,
                    );
                    // `$_get` is C++'s `Base::get`, taking the context and every parameter:
                    // the default `get`, or `ods_get` when the spec skips the default
                    // builders.
                    let get = if def.skip_default_builders {
                        "Self::ods_get"
                    } else {
                        "Self::get"
                    };
                    subst(
                        &body,
                        &[("$_ctxt", "ctx"), ("$_builder", "ctx"), ("$_get", get)],
                    )
                })
                .unwrap_or_default(),
        });
    }
    builders
}

/// The parameters the def's format reads and writes, with their parsers and printers.
fn form_params(def: &AttrOrTypeDef, params: &[ParamView]) -> Vec<ParamView> {
    def.format_params()
        .into_iter()
        .map(|i| {
            let p = &def.parameters[i];
            let ident = &params[i].ident;
            ParamView {
                parser: p
                    .parser
                    .as_ref()
                    .map(|code| subst(code, &[("$_parser", "parser"), ("$_type", &p.rust_type)])),
                printer: p.printer.as_ref().map(|code| {
                    subst(
                        code,
                        &[
                            ("$_printer", "printer"),
                            ("$_self", &format!("self.{ident}")),
                        ],
                    )
                }),
                ..params[i].clone()
            }
        })
        .collect()
}

/// The checks of the parameters' constraints.
fn invariants(def: &AttrOrTypeDef) -> Vec<InvariantView> {
    def.parameters
        .iter()
        .filter_map(|p| {
            let c = p.constraint.as_ref()?;
            Some(InvariantView {
                name: names::escape(&p.name),
                expr: subst(
                    &c.pred.to_expr(),
                    &[
                        ("$_self", &format!("storage.{}", names::param(&p.name))),
                        ("$_ctxt", "ctx"),
                        ("$_builder", "ctx"),
                    ],
                ),
                summary: names::escape(&c.summary),
            })
        })
        .collect()
}

/// An attribute the dialect's parser dispatches to by mnemonic.
#[derive(Serialize)]
struct ParsedAttrView {
    name: String,
    /// Its `parse` takes the type written after it (an `AttributeSelfTypeParameter`).
    self_type: bool,
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
    /// The lines of the module that hold the dialect's ops, types and attributes: a
    /// placeholder per item (its index among the file's items), each rendered on its own
    /// and put in place of its placeholder, inside `pub mod` lines for the ops of a
    /// namespace below the dialect's.
    items: Vec<String>,
    /// Rust paths of the ops from the dialect's module, for registration.
    op_names: Vec<String>,
    /// The interface models its types and attributes register: (interface path,
    /// definition, `register_type_interface` or `register_attr_interface`).
    interface_models: Vec<InterfaceModelView>,
    /// The native traits its types and attributes register: (trait path, definition,
    /// `register_type_trait` or `register_attr_trait`).
    trait_registrations: Vec<TraitRegistrationView>,
    /// The storage types of the definitions printed under a mnemonic alias, with the
    /// definitions' Rust names (`genMnemonicAlias`).
    mnemonic_aliases: Vec<MnemonicAliasView>,
    constraints: Vec<ConstraintView>,
    has_ops: bool,
    extra: Option<String>,
    dependent: Vec<String>,
    /// The `register` functions of the dependent dialects.
    dependent_registers: Vec<String>,
    constant_materializer: bool,
    /// `hasOperationAttrVerify`, `hasRegionArgAttrVerify`, `hasRegionResultAttrVerify`,
    /// `hasCanonicalizer`: `DialectHooks` has the hook and `register` registers it.
    operation_attr_verify: bool,
    region_arg_attr_verify: bool,
    region_result_attr_verify: bool,
    canonicalizer: bool,
    interface_fallback: bool,
    destructor: bool,
    extensible: bool,
    /// The dialect registers a `DialectDefinition` with hooks (one of the above).
    dialect_definition: bool,
    /// A helper per discardable attribute (`discardableAttrs`).
    discardable_attrs: Vec<DiscardableAttrView>,
    /// `useDefaultTypePrinterParser = 0`: `DialectHooks` parses and prints the types.
    custom_types: bool,
    /// `useDefaultAttributePrinterParser = 0`: `DialectHooks` parses and prints the
    /// attributes.
    custom_attrs: bool,
    /// The dialect has a `DialectHooks` trait (one of the three above).
    dialect_hooks: bool,
    /// Other dialects' definitions the dialect's items use, by their paths in the crates
    /// that generate them (`Config::external_dialect`).
    imports: Vec<String>,
    /// The Rust names of the types with a mnemonic, which the dialect parser dispatches to.
    parsed_types: Vec<String>,
    /// The Rust names of the attributes with a mnemonic.
    parsed_attrs: Vec<ParsedAttrView>,
}

/// The helper of one discardable attribute: its type name, full attribute name, declared
/// class, and the check of a value (a builtin class or one of the dialect's definitions;
/// neither for any attribute).
#[derive(Serialize)]
struct DiscardableAttrView {
    helper: String,
    full_name: String,
    cpp_type: String,
    builtin_class: Option<String>,
    def: Option<String>,
}

/// Whether the dialect registers hooks with its `DialectDefinition`.
fn registers_hooks(d: &Dialect) -> bool {
    d.has_constant_materializer
        || d.has_operation_attr_verify
        || d.has_region_arg_attr_verify
        || d.has_region_result_attr_verify
        || d.has_canonicalizer
        || d.has_operation_interface_fallback
        || d.has_non_default_destructor
}

/// A definition printed under its mnemonic alias.
#[derive(Serialize)]
struct MnemonicAliasView {
    def: String,
    /// Its storage struct.
    storage: String,
}

/// The model of an interface a type or attribute definition registers.
#[derive(Serialize)]
struct InterfaceModelView {
    iface: String,
    def: String,
    register_fn: &'static str,
}

/// A native trait a type or attribute definition registers.
#[derive(Serialize)]
struct TraitRegistrationView {
    path: String,
    def: String,
    register_fn: &'static str,
}

/// Everything one generated Rust file holds.
#[derive(Serialize)]
pub struct FileView {
    source: String,
    /// What the stub mode replaced (see `Config::stub_foreign_code`), one line each.
    stubbed: Vec<String>,
    enums: Vec<EnumView>,
    /// Standalone type constraint functions (`cppFunctionName`).
    constraint_fns: Vec<ConstraintFnView>,
    interfaces: Vec<interfaces::InterfaceView>,
    dialects: Vec<DialectView>,
    patterns: patterns::PatternsView,
    /// Whether items at the top of the file (interfaces, rewrite rules) may name the
    /// dialects' items unqualified, as the spec writes them: the file imports each dialect
    /// module.
    import_dialects: bool,
}

/// One op, type or attribute to render on its own.
enum Item<'a> {
    Op(&'a OpView),
    Def(&'a AttrOrTypeView),
}

/// What the render stage made of some specs.
pub struct Rendered {
    /// Per spec, its Rust file and its markdown docs.
    pub files: Vec<(String, String)>,
    /// The template files read.
    pub templates_read: Vec<String>,
}

/// The render stage: renders validated specs (each with its planned formats and the path
/// its generated header names) with the templates of `templates_dir` (the built-in ones
/// when `None`), each to its Rust file, with its runtime paths naming `runtime_crate`, and
/// its markdown docs.
pub fn render_specs(
    specs: &[(&Spec, &Formats, &str)],
    templates_dir: Option<&std::path::Path>,
    links: &Links,
    runtime_crate: &str,
) -> Result<Rendered, Error> {
    let (hb, templates_read) = templates::registry(templates_dir)?;
    let mut files = Vec::new();
    for (spec, formats, source) in specs {
        let mut rs = render_file(&hb, spec, formats, source, links)?;
        if runtime_crate != "ods_runtime" {
            rs = rs.replace("::ods_runtime::", &format!("::{runtime_crate}::"));
        }
        let md = templates::render(&hb, "docs", &doc_view(spec, source))?;
        files.push((rs, md));
    }
    Ok(Rendered {
        files,
        templates_read,
    })
}

/// Renders the Rust file of a validated spec, formatted. Every op, type and attribute is
/// rendered by its template and laid out on its own, on as many threads as the machine
/// has; the file around them (enums, dialect modules) is rendered with a placeholder for
/// each and laid out, and each placeholder line is replaced by its item.
fn render_file(
    hb: &handlebars::Handlebars<'_>,
    spec: &Spec,
    formats: &Formats,
    source: &str,
    links: &Links,
) -> Result<String, Error> {
    let mut view = file_view(spec, formats, source, links)?;
    let mut items: Vec<(Item<'_>, crate::diag::Loc)> = Vec::new();
    for (d, dv) in spec.dialects.iter().zip(&mut view.dialects) {
        let ops = spec.ops.iter().filter(|o| o.dialect == d.def_name);
        let mut nested: Vec<(Vec<String>, usize)> = Vec::new();
        for (op, ov) in ops.zip(&dv.ops) {
            // An op of a module below the dialect's has the path `module::Name`.
            match ov.path.rsplit_once("::") {
                Some((module, _)) => nested.push((
                    module.split("::").map(str::to_string).collect(),
                    items.len(),
                )),
                None => dv.items.push(placeholder(items.len())),
            }
            items.push((Item::Op(ov), op.loc.clone()));
        }
        dv.items.extend(submodule_lines(&nested, &[]));
        let defs = spec
            .typedefs
            .iter()
            .filter(|t| t.dialect == d.def_name)
            .chain(spec.attrdefs.iter().filter(|t| t.dialect == d.def_name));
        for (def, tv) in defs.zip(dv.typedefs.iter().chain(&dv.attrdefs)) {
            dv.items.push(placeholder(items.len()));
            items.push((Item::Def(tv), def.loc.clone()));
        }
    }
    let render_item = |(item, loc): &(Item<'_>, crate::diag::Loc)| -> Result<String, Error> {
        let (text, depth) = match item {
            Item::Op(v) => (templates::render(hb, "op", v)?, v.depth()),
            Item::Def(v) => (templates::render(hb, "attr_or_type", v)?, 0),
        };
        format::item(&text, depth, loc)
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, items.len().max(1));
    let mut laid: Vec<Option<Result<String, Error>>> = (0..items.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let items = &items;
                let render_item = &render_item;
                scope.spawn(move || {
                    (t..items.len())
                        .step_by(threads)
                        .map(|i| (i, render_item(&items[i])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            // A panicking render is a bug in ods-build, not in the spec: pass it on.
            let done = h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            for (i, r) in done {
                laid[i] = Some(r);
            }
        }
    });
    let laid: Vec<String> = laid
        .into_iter()
        .map(|r| r.unwrap_or_else(|| Ok(String::new())))
        .collect::<Result<_, _>>()?;
    let text = templates::render(hb, "file", &view)?;
    let skeleton = format::rust_file(&text, spec, source)?;
    Ok(format::splice(&skeleton, &laid))
}

/// The placeholder line of item `index`, which [`format::splice`] replaces.
fn placeholder(index: usize) -> String {
    format!("__ods_item!({index});")
}

/// The lines of the modules below a dialect's module (`pub mod smt { use super::*; ... }`)
/// holding the placeholders of the ops `nested` places there, by module path (relative to
/// `prefix`), nested as the paths are, in the order the ops come.
fn submodule_lines(nested: &[(Vec<String>, usize)], prefix: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut done: Vec<&String> = Vec::new();
    for (path, _) in nested {
        let Some(first) = path.get(prefix.len()) else {
            continue;
        };
        if done.contains(&first) {
            continue;
        }
        done.push(first);
        let mut inner = prefix.to_vec();
        inner.push(first.clone());
        out.push(format!(
            "/// The dialect's ops whose C++ namespace is the dialect's followed by `::{}`.",
            inner.join("::")
        ));
        out.push(format!("pub mod {first} {{"));
        out.push("use super::*;".to_string());
        for (p, index) in nested {
            if *p == inner {
                out.push(placeholder(*index));
            }
        }
        let deeper: Vec<(Vec<String>, usize)> = nested
            .iter()
            .filter(|(p, _)| p.len() > inner.len() && p.starts_with(&inner))
            .cloned()
            .collect();
        out.extend(submodule_lines(&deeper, &inner));
        out.push("}".to_string());
    }
    out
}

/// How generated code reaches the dialects a spec does not generate: the `register`
/// functions of dependent dialects (`Config::dependent_dialect`) and the crates that
/// generate other dialects whose definitions the spec uses (`Config::external_dialect`).
#[derive(Clone, Debug, Default)]
pub struct Links {
    /// `(dialect as dependentDialects names it, path of its register function)`.
    pub registrations: Vec<(String, String)>,
    /// `(dialect name, Rust path of the crate or module generated from its spec)`.
    pub external: Vec<(String, String)>,
}

impl Links {
    /// The crate path of dialect `dialect`, or an error at `loc` about `what` (a use of one
    /// of its definitions) when no `Config::external_dialect` names it.
    fn external_crate(
        &self,
        dialect: &str,
        loc: &crate::diag::Loc,
        what: &str,
    ) -> Result<String, Error> {
        match self.external.iter().find(|(name, _)| name == dialect) {
            Some((_, path)) => Ok(path.trim_end_matches("::").to_string()),
            None => Err(Error::new(
                loc.clone(),
                format!(
                    "{what} belongs to dialect `{dialect}`, which this spec includes but does \
                     not generate; tell ods-build which crate generates it with \
                     `Config::external_dialect(\"{dialect}\", \"<path of that crate>\")`"
                ),
            )),
        }
    }
}

/// The `register` functions of the dialects `d` depends on: a dialect of the same spec by
/// its module, any other by the path `Config::dependent_dialect` gives for it, or in the
/// crate `Config::external_dialect` gives.
fn dependent_registrations(d: &Dialect, spec: &Spec, links: &Links) -> Result<Vec<String>, Error> {
    let mut out = Vec::new();
    for dep in &d.dependent_dialects {
        let last = dep
            .trim_start_matches("::")
            .rsplit("::")
            .next()
            .unwrap_or(dep);
        if let Some((_, path)) = links.registrations.iter().find(|(name, _)| {
            name == dep || name.trim_start_matches("::") == dep.trim_start_matches("::")
        }) {
            out.push(path.clone());
            continue;
        }
        if let Some((name, path)) = links
            .external
            .iter()
            .find(|(name, _)| last == name || last == format!("{}Dialect", camel(name)))
        {
            let module = spec
                .foreign_uses
                .iter()
                .find(|u| u.dialect == *name)
                .and_then(|u| u.item.split_once("::"))
                .map_or_else(|| snake(name), |(m, _)| m.to_string());
            out.push(format!(
                "{}::{module}::register",
                path.trim_end_matches("::")
            ));
            continue;
        }
        // The runtime provides the builtin dialect.
        if matches!(last, "builtin" | "BuiltinDialect") {
            out.push(format!("{RT}::builtin_ops::register_builtin_dialect"));
            continue;
        }
        let local = spec.dialects.iter().find(|other| {
            let class = format!("{}Dialect", camel(&other.module));
            let class_by_name = format!("{}Dialect", camel(&other.name));
            [
                other.name.as_str(),
                other.def_name.as_str(),
                &class,
                &class_by_name,
            ]
            .contains(&last)
        });
        match local {
            Some(other) => out.push(format!("super::{}::register", snake(&other.module))),
            None => {
                return Err(Error::new(
                    d.loc.clone(),
                    format!(
                        "dialect `{}` depends on `{dep}`, which this spec does not define; tell ods-build how to register it with `Config::dependent_dialect(\"{dep}\", \"<path to its register function>\")` (or where its crate is with `Config::external_dialect`)",
                        d.name
                    ),
                ));
            }
        }
    }
    Ok(out)
}

/// `base`, or `base` numbered from 1 (`base1`), whichever `taken` does not hold; taken
/// from then on.
fn fresh_item(taken: &mut BTreeSet<String>, base: String) -> String {
    let name = if taken.contains(&base) {
        (1..)
            .map(|n| format!("{base}{n}"))
            .find(|n| !taken.contains(n))
            .expect("a free number")
    } else {
        base
    };
    taken.insert(name.clone());
    name
}

/// The [`Companions`] of every op, type and attribute definition of dialect `d`, by def
/// name. Each module's items the spec names (handles, C++'s adaptor classes, and `top`: the
/// names at the top of the file, enums and interfaces with their traits, which the module
/// names unqualified) are taken first, then the companions in the order of the definitions.
fn companions(spec: &Spec, d: &Dialect, top: &BTreeSet<String>) -> BTreeMap<String, Companions> {
    let ops: Vec<&Operator> = spec
        .ops
        .iter()
        .filter(|o| o.dialect == d.def_name)
        .collect();
    let defs: Vec<&AttrOrTypeDef> = spec
        .typedefs
        .iter()
        .chain(&spec.attrdefs)
        .filter(|t| t.dialect == d.def_name)
        .collect();
    // Each module (the dialect's, `None`, and each below it) and what it holds.
    let mut modules: BTreeMap<Option<&str>, BTreeSet<String>> = BTreeMap::new();
    modules.insert(None, top.clone());
    for o in &ops {
        let name = strip_dialect_prefix(&o.def_name);
        modules
            .entry(o.submodule.as_deref())
            .or_insert_with(|| top.clone())
            .extend([
                format!("{name}Adaptor"),
                format!("{name}GenericAdaptor"),
                name,
            ]);
    }
    if let Some(main) = modules.get_mut(&None) {
        main.extend(defs.iter().map(|t| t.rust_name.clone()));
    }
    let mut out = BTreeMap::new();
    for o in &ops {
        let name = strip_dialect_prefix(&o.def_name);
        let taken = modules
            .get_mut(&o.submodule.as_deref())
            .expect("every op's module is listed");
        // Upstream's `OIListTrivial` beside `OIListTrivialProperties`: the properties
        // struct is `...PropertiesStorage` there, as C++ nests it in the op.
        let plain = format!("{name}Properties");
        let props = if taken.contains(&plain) {
            fresh_item(taken, format!("{plain}Storage"))
        } else {
            fresh_item(taken, plain)
        };
        let items = Companions {
            props,
            hooks: fresh_item(taken, format!("{name}Hooks")),
            fold_adaptor: fresh_item(taken, format!("{name}FoldAdaptor")),
            ..Companions::default()
        };
        out.insert(o.def_name.clone(), items);
    }
    let taken = modules
        .get_mut(&None)
        .expect("the dialect's module is listed");
    for t in defs {
        let name = &t.rust_name;
        let items = Companions {
            storage: fresh_item(taken, format!("{name}Storage")),
            hooks: fresh_item(taken, format!("{name}Hooks")),
            format: fresh_item(taken, format!("{name}Format")),
            ..Companions::default()
        };
        out.insert(t.def_name.clone(), items);
    }
    out
}

/// An item of the generated Rust a definition of the spec defines.
struct RustItem<'a> {
    name: String,
    /// The definition (`op \`T_AddOp\``).
    owner: String,
    /// What the item is to it (`its adaptor`).
    role: &'static str,
    loc: &'a crate::diag::Loc,
}

/// The items (`(name, role)`) that `owner`, defined at `loc`, generates.
fn owned_items<'a>(
    items: Vec<(String, &'static str)>,
    owner: String,
    loc: &'a crate::diag::Loc,
) -> impl Iterator<Item = RustItem<'a>> {
    items.into_iter().map(move |(name, role)| RustItem {
        name,
        owner: owner.clone(),
        role,
        loc,
    })
}

/// Refuses two definitions that generate the same Rust item in one module (`where`): ops
/// `X` and `XAdaptor` both define `XAdaptor`. mlir-tblgen accepts such specs, each
/// generator seeing one kind of definition, but the C++ it generates declares the class
/// twice when the definitions share a namespace. Only C++'s own classes (handles,
/// adaptors, enums, interface views) can meet here: the items ods-build adds
/// ([`Companions`], an interface's traits) are numbered instead.
fn refuse_clashing_items(items: &[RustItem<'_>], place: &str) -> Result<(), Error> {
    let mut seen: BTreeMap<&str, &RustItem<'_>> = BTreeMap::new();
    for item in items {
        if let Some(prev) = seen.get(item.name.as_str()) {
            return Err(Error::new(
                item.loc.clone(),
                format!(
                    "{} generates the Rust item `{}` ({}) {place}, where {} (at {}) generates \
                     it too ({}); rename one of them",
                    item.owner, item.name, item.role, prev.owner, prev.loc, prev.role
                ),
            ));
        }
        seen.insert(&item.name, item);
    }
    Ok(())
}

/// The items the file's top level defines for the spec's enums (each `role` to its enum):
/// each dialect module names an enum unqualified, so an item of the same name in a dialect
/// module would hide it.
fn enum_items<'a>(spec: &'a Spec, role: &'static str) -> Vec<RustItem<'a>> {
    spec.enums
        .iter()
        .map(|e| RustItem {
            name: e.name.clone(),
            owner: format!("enum `{}`", e.def_name),
            role,
            loc: &e.loc,
        })
        .collect()
}

/// Builds the views of a validated spec with its planned formats.
pub fn file_view(
    spec: &Spec,
    formats: &Formats,
    source: &str,
    links: &Links,
) -> Result<FileView, Error> {
    let (ifaces, top_names) = file_interfaces(spec, links)?;
    let mut imports = Vec::new();
    for u in &spec.foreign_uses {
        let what = format!("`{}`", u.item.rsplit("::").next().unwrap_or(&u.item));
        let path = links.external_crate(&u.dialect, &u.loc, &what)?;
        imports.push(format!("{path}::{}", u.item));
    }
    // The top level holds the enums and the interfaces the spec generates.
    let mut top: Vec<RustItem<'_>> = enum_items(spec, "the enum");
    for i in ifaces.iter().filter(|i| i.is_generated()) {
        let owner = format!("interface `{}`", i.def_name);
        for (name, role) in [
            (i.name.clone(), "its view"),
            (i.impl_trait(), "its trait"),
            (i.model_trait(), "its model trait"),
        ] {
            top.push(RustItem {
                name,
                owner: owner.clone(),
                role,
                loc: &i.loc,
            });
        }
    }
    refuse_clashing_items(&top, "at the top of the generated file")?;
    let file = FileItems {
        spec,
        formats,
        links,
        top_names: &top_names,
        by_name: ops_by_name(spec),
        ifaces: &ifaces,
        imports: &imports,
    };
    let mut dialects = Vec::new();
    for d in &spec.dialects {
        dialects.push(dialect_view(&file, d)?);
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
    let interfaces: Vec<_> = ifaces
        .iter()
        .filter(|i| i.is_generated())
        .map(|i| interfaces::interface_view(i, &ifaces))
        .collect();
    let patterns = patterns::patterns_view(&spec.patterns)?;
    Ok(FileView {
        import_dialects: !interfaces.is_empty() || !spec.patterns.is_empty(),
        patterns,
        source: source.to_string(),
        stubbed: spec.stubbed.iter().map(|s| s.replace('\n', " ")).collect(),
        enums: spec.enums.iter().map(enum_view).collect(),
        constraint_fns: spec
            .constraint_fns
            .iter()
            .map(|f| ConstraintFnView {
                name: snake(&f.name),
                spec_name: f.name.clone(),
                summary: names::escape(&f.constraint.summary),
                expr: subst(
                    &f.constraint.pred.to_expr(),
                    &[("$_self", "ty"), ("$_ctxt", "ctx"), ("$_builder", "ctx")],
                ),
            })
            .collect(),
        interfaces,
        dialects,
    })
}

/// The spec's interfaces with other dialects' named in the crates that generate them, and
/// every name at the top of the file: the enums, and the interfaces with their traits.
fn file_interfaces(
    spec: &Spec,
    links: &Links,
) -> Result<(Vec<crate::model::Interface>, BTreeSet<String>), Error> {
    // Other dialects' interfaces and definitions, named in the crates that generate them.
    let mut ifaces = spec.interfaces.clone();
    for i in &mut ifaces {
        if let Some(dialect) = &i.foreign_dialect {
            let what = format!("interface `{}`", i.name);
            i.external_path = Some(links.external_crate(dialect, &i.loc, &what)?);
        }
    }
    // The traits of the interfaces generated here yield to the enums' and the other
    // interfaces' names at the top of the file (an enum `FooModel` beside interface `Foo`,
    // which mlir-tblgen's C++ accepts: its traits are `detail::` classes). `top_names` then
    // holds every name at the top: the enums, and the interfaces with their traits.
    let mut top_names: BTreeSet<String> = spec.enums.iter().map(|e| e.name.clone()).collect();
    top_names.extend(
        ifaces
            .iter()
            .filter(|i| i.is_generated())
            .map(|i| i.name.clone()),
    );
    for i in ifaces.iter_mut().filter(|i| i.is_generated()) {
        let traits = (
            fresh_item(&mut top_names, format!("{}Impl", i.name)),
            fresh_item(&mut top_names, format!("{}Model", i.name)),
        );
        if traits != (format!("{}Impl", i.name), format!("{}Model", i.name)) {
            i.trait_names = Some(traits);
        }
    }
    Ok((ifaces, top_names))
}

/// Every op by its full name, with its dialect's module.
fn ops_by_name(spec: &Spec) -> BTreeMap<String, (&Operator, String)> {
    let mut by_name = BTreeMap::new();
    for d in &spec.dialects {
        for o in spec.ops.iter().filter(|o| o.dialect == d.def_name) {
            let module = match &o.submodule {
                Some(sub) => format!("{}::{}", snake(&d.module), names::submodule_path(sub)),
                None => snake(&d.module),
            };
            by_name.insert(format!("{}.{}", d.name, o.mnemonic), (o, module));
        }
    }
    by_name
}

/// What every dialect's view reads of the file.
struct FileItems<'a> {
    spec: &'a Spec,
    /// The spec's planned assembly formats.
    formats: &'a Formats,
    links: &'a Links,
    /// Every name at the top of the file.
    top_names: &'a BTreeSet<String>,
    /// Every op by its full name, with its dialect's module.
    by_name: BTreeMap<String, (&'a Operator, String)>,
    ifaces: &'a [crate::model::Interface],
    /// The paths the file imports from other dialects' crates.
    imports: &'a [String],
}

/// The view of one dialect's module.
fn dialect_view(file: &FileItems<'_>, d: &Dialect) -> Result<DialectView, Error> {
    let spec = file.spec;
    let dependent_registers = dependent_registrations(d, spec, file.links)?;
    let mut cs = Constraints::default();
    let companions = companions(spec, d, file.top_names);
    let items_of = |def_name: &str| companions.get(def_name).cloned().unwrap_or_default();
    let op_file = ops::OpFile {
        ops: &file.by_name,
        ifaces: file.ifaces,
        enums: &spec.enums,
        formats: file.formats,
    };
    let ops: Vec<OpView> = spec
        .ops
        .iter()
        .filter(|o| o.dialect == d.def_name)
        .map(|o| {
            let items = items_of(&o.def_name);
            ops::op_view(o, &items, &d.name, &mut cs, &op_file)
        })
        .collect();
    let defs = |list: &[AttrOrTypeDef], kind: &str| -> Vec<AttrOrTypeView> {
        list.iter()
            .filter(|t| t.dialect == d.def_name)
            .map(|t| {
                let items = items_of(&t.def_name);
                attr_or_type_view(kind, t, &items, d, file)
            })
            .collect()
    };
    let typedefs = defs(&spec.typedefs, "type");
    let attrdefs = defs(&spec.attrdefs, "attribute");
    refuse_module_clashes(spec, d, &ops, &typedefs, &attrdefs)?;
    let mut docs = vec![format!("The `{}` dialect.", d.name)];
    let dd = doc_comment(&d.summary, &d.description);
    if !dd.is_empty() {
        docs.push(String::new());
        docs.extend(dd);
    }
    Ok(DialectView {
        module: snake(&d.module),
        name: d.name.clone(),
        docs,
        has_ops: !ops.is_empty(),
        op_names: ops.iter().map(|o| o.path.clone()).collect(),
        interface_models: interface_models(&typedefs, &attrdefs),
        trait_registrations: trait_registrations(&typedefs, &attrdefs),
        mnemonic_aliases: mnemonic_aliases(spec, d, &typedefs, &attrdefs),
        items: Vec::new(),
        ops,
        parsed_types: typedefs
            .iter()
            .filter(|t| t.mnemonic.is_some())
            .map(|t| t.name.clone())
            .collect(),
        parsed_attrs: attrdefs
            .iter()
            .filter(|t| t.mnemonic.is_some())
            .map(|t| ParsedAttrView {
                name: t.name.clone(),
                self_type: t.self_type.is_some(),
            })
            .collect(),
        typedefs,
        attrdefs,
        constraints: cs.items,
        extra: (!d.extra_class_declaration.trim().is_empty())
            .then(|| names::doc_lines(&d.extra_class_declaration).join("\n")),
        dependent: d.dependent_dialects.clone(),
        dependent_registers,
        constant_materializer: d.has_constant_materializer,
        operation_attr_verify: d.has_operation_attr_verify,
        region_arg_attr_verify: d.has_region_arg_attr_verify,
        region_result_attr_verify: d.has_region_result_attr_verify,
        canonicalizer: d.has_canonicalizer,
        interface_fallback: d.has_operation_interface_fallback,
        destructor: d.has_non_default_destructor,
        extensible: d.is_extensible,
        dialect_definition: registers_hooks(d),
        discardable_attrs: discardable_attrs(d),
        custom_types: d.custom_type_printer_parser,
        custom_attrs: d.custom_attr_printer_parser,
        dialect_hooks: registers_hooks(d)
            || d.custom_type_printer_parser
            || d.custom_attr_printer_parser,
        imports: file.imports.to_vec(),
    })
}

/// Refuses two definitions of dialect `d` that generate the same Rust item in its module or
/// in a module below it.
fn refuse_module_clashes(
    spec: &Spec,
    d: &Dialect,
    ops: &[OpView],
    typedefs: &[AttrOrTypeView],
    attrdefs: &[AttrOrTypeView],
) -> Result<(), Error> {
    let mut items = enum_items(spec, "the enum, which the module names unqualified");
    // The modules below the dialect's (ops of a namespace below its): each its own
    // items, where the enums are named unqualified too.
    let mut below: BTreeMap<&str, Vec<RustItem<'_>>> = BTreeMap::new();
    for (o, view) in spec.ops.iter().filter(|o| o.dialect == d.def_name).zip(ops) {
        let module = match o.submodule.as_deref() {
            Some(sub) => below.entry(sub).or_insert_with(|| {
                enum_items(spec, "the enum, which the module names unqualified")
            }),
            None => &mut items,
        };
        module.extend(owned_items(
            view.rust_items(),
            format!("op `{}`", o.def_name),
            &o.loc,
        ));
    }
    for (sub, items) in &below {
        refuse_clashing_items(
            items,
            &format!("in the module `{sub}` of dialect `{}`", d.name),
        )?;
    }
    for (what, defs, views) in [
        ("type", &spec.typedefs, typedefs),
        ("attribute", &spec.attrdefs, attrdefs),
    ] {
        for (t, view) in defs.iter().filter(|t| t.dialect == d.def_name).zip(views) {
            items.extend(owned_items(
                view.rust_items(),
                format!("{what} `{}`", t.def_name),
                &t.loc,
            ));
        }
    }
    refuse_clashing_items(&items, &format!("in the module of dialect `{}`", d.name))
}

/// The interface models the dialect's types and attributes register.
fn interface_models(
    typedefs: &[AttrOrTypeView],
    attrdefs: &[AttrOrTypeView],
) -> Vec<InterfaceModelView> {
    typedefs
        .iter()
        .map(|t| (t, "register_type_interface"))
        .chain(attrdefs.iter().map(|t| (t, "register_attr_interface")))
        .flat_map(|(t, register_fn)| {
            t.interfaces
                .models
                .iter()
                .map(move |iface| InterfaceModelView {
                    iface: iface.clone(),
                    def: t.name.clone(),
                    register_fn,
                })
        })
        .collect()
}

/// The native traits the dialect's types and attributes register.
fn trait_registrations(
    typedefs: &[AttrOrTypeView],
    attrdefs: &[AttrOrTypeView],
) -> Vec<TraitRegistrationView> {
    typedefs
        .iter()
        .map(|t| (t, "register_type_trait"))
        .chain(attrdefs.iter().map(|t| (t, "register_attr_trait")))
        .flat_map(|(t, register_fn)| {
            t.native_traits
                .iter()
                .map(move |path| TraitRegistrationView {
                    path: path.clone(),
                    def: t.name.clone(),
                    register_fn,
                })
        })
        .collect()
}

/// The dialect's types and attributes printed under their mnemonic aliases.
fn mnemonic_aliases(
    spec: &Spec,
    d: &Dialect,
    typedefs: &[AttrOrTypeView],
    attrdefs: &[AttrOrTypeView],
) -> Vec<MnemonicAliasView> {
    spec.typedefs
        .iter()
        .filter(|t| t.dialect == d.def_name)
        .zip(typedefs)
        .chain(
            spec.attrdefs
                .iter()
                .filter(|t| t.dialect == d.def_name)
                .zip(attrdefs),
        )
        .filter(|(def, _)| def.mnemonic_alias)
        .map(|(_, view)| MnemonicAliasView {
            def: view.name.clone(),
            storage: view.storage.clone(),
        })
        .collect()
}

/// The helpers of the dialect's discardable attributes.
fn discardable_attrs(d: &Dialect) -> Vec<DiscardableAttrView> {
    d.discardable_attrs
        .iter()
        .map(|a| DiscardableAttrView {
            helper: format!("{}AttrHelper", camel(&a.name)),
            full_name: format!("{}.{}", d.name, a.name),
            cpp_type: a.cpp_type.clone(),
            builtin_class: match &a.kind {
                DiscardableKind::Builtin(c) => Some(c.clone()),
                _ => None,
            },
            def: match &a.kind {
                DiscardableKind::Def(name) => Some(name.clone()),
                _ => None,
            },
        })
        .collect()
}

/// The markdown documentation of a spec, ready for `dialect.md.hbs`.
#[derive(Serialize)]
pub struct DocView {
    source: String,
    dialects: Vec<DocDialect>,
    enums: Vec<DocEnum>,
    interfaces: Vec<DocInterface>,
}

#[derive(Serialize)]
struct DocInterface {
    name: String,
    /// `an op`, `an attribute` or `a type`.
    kind: &'static str,
    doc_lines: Vec<String>,
    bases: Vec<String>,
    methods: Vec<DocMethod>,
    verifier: Option<&'static str>,
}

#[derive(Serialize)]
struct DocMethod {
    name: String,
    signature: String,
    kind: &'static str,
    description: String,
}

#[derive(Serialize)]
struct DocDialect {
    name: String,
    docs: Vec<String>,
    dependent: Vec<String>,
    ops: Vec<DocOp>,
    defs: Vec<DocDef>,
}

#[derive(Serialize)]
struct DocDef {
    name: String,
    kind: &'static str,
    sigil: &'static str,
    full_name: String,
    doc_lines: Vec<String>,
    params: Vec<DocEntry>,
    /// The textual form, as mlir-tblgen documents it (not for hand-written formats):
    /// one line when there are no parameters, else a block of them.
    syntax_inline: Option<String>,
    syntax_block: Vec<String>,
    /// The interfaces it implements.
    interfaces: Vec<String>,
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
    regions: Vec<DocEntry>,
    successors: Vec<DocEntry>,
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

/// The docs' row of a region or successor slot.
fn slot_entry(name: &str, summary: &str, variadic: bool) -> DocEntry {
    DocEntry {
        name: name.to_string(),
        ty: String::new(),
        summary: format!(
            "{}{}",
            md_cell(summary),
            if variadic { " (variadic)" } else { "" }
        ),
    }
}

/// How many values a slot holds, as the docs mark it (a variadic constraint's summary
/// already says `variadic of ...`).
fn arity_note(arity: &crate::model::Arity) -> &'static str {
    match arity {
        crate::model::Arity::Single | crate::model::Arity::Variadic => "",
        crate::model::Arity::Optional => " (optional)",
        crate::model::Arity::VariadicOfVariadic { .. } => " (in groups)",
    }
}

/// The name a value slot has in the docs: its own, or (unnamed in the spec) the name of
/// its positional accessor.
fn doc_value_name(kind: &str, i: usize, name: &str) -> String {
    if name.is_empty() {
        format!("{kind}_{i}")
    } else {
        name.to_string()
    }
}

fn doc_defs(kind: &'static str, defs: &[AttrOrTypeDef], d: &Dialect) -> Vec<DocDef> {
    defs.iter()
        .filter(|t| t.dialect == d.def_name)
        .map(|t| DocDef {
            name: t.rust_name.clone(),
            kind,
            sigil: if kind == "type" { "!" } else { "#" },
            full_name: format!(
                "{}.{}",
                d.name,
                t.mnemonic.clone().unwrap_or_else(|| t.rust_name.clone())
            ),
            doc_lines: doc_comment(&t.summary, &t.description),
            syntax_inline: (t.mnemonic.is_some()
                && !t.has_custom_assembly_format
                && t.parameters.is_empty())
            .then(|| {
                format!(
                    "{}{}.{}",
                    if kind == "type" { "!" } else { "#" },
                    d.name,
                    t.mnemonic.as_deref().unwrap_or_default()
                )
            }),
            syntax_block: def_syntax_block(kind, t, d),
            interfaces: t.interfaces.iter().map(|u| u.name.clone()).collect(),
            params: t
                .parameters
                .iter()
                .map(|p| DocEntry {
                    name: p.name.clone(),
                    ty: md_cell(&p.rust_type),
                    summary: md_cell(&p.summary),
                })
                .collect(),
        })
        .collect()
}

/// mlir-tblgen's documented syntax of a type or attribute with parameters:
/// `!dialect.mnemonic<`, one `  type,   # name` line per parameter (its `syntax` if given),
/// then `>`.
fn def_syntax_block(kind: &str, t: &AttrOrTypeDef, d: &Dialect) -> Vec<String> {
    let Some(mnemonic) = &t.mnemonic else {
        return Vec::new();
    };
    if t.has_custom_assembly_format || t.parameters.is_empty() {
        return Vec::new();
    }
    let sigil = if kind == "type" { "!" } else { "#" };
    let mut lines = vec![format!("{sigil}{}.{mnemonic}<", d.name)];
    for (i, p) in t.parameters.iter().enumerate() {
        let comma = if i + 1 < t.parameters.len() { "," } else { "" };
        let ty = p.syntax.as_deref().unwrap_or(&p.rust_type);
        lines.push(format!("  {ty}{comma}   # {}", p.name));
    }
    lines.push(">".into());
    lines
}

/// Builds the documentation view of a validated spec.
pub fn doc_view(spec: &Spec, source: &str) -> DocView {
    let dialects = spec
        .dialects
        .iter()
        .map(|d| DocDialect {
            name: d.name.clone(),
            docs: doc_comment(&d.summary, &d.description),
            dependent: d.dependent_dialects.clone(),
            defs: doc_defs("type", &spec.typedefs, d)
                .into_iter()
                .chain(doc_defs("attribute", &spec.attrdefs, d))
                .collect(),
            ops: spec
                .ops
                .iter()
                .filter(|o| o.dialect == d.def_name)
                .map(|o| DocOp {
                    op_name: format!("{}.{}", d.name, o.mnemonic),
                    name: strip_dialect_prefix(&o.def_name),
                    doc_lines: doc_comment(&o.summary, &o.description),
                    operands: o
                        .operands
                        .iter()
                        .enumerate()
                        .map(|(i, v)| DocEntry {
                            name: doc_value_name("operand", i, &v.name),
                            ty: String::new(),
                            summary: format!(
                                "{}{}",
                                md_cell(&v.constraint.summary),
                                arity_note(&v.arity)
                            ),
                        })
                        .collect(),
                    attributes: o
                        .attributes
                        .iter()
                        .map(|a| DocEntry {
                            name: a.name.clone(),
                            ty: md_cell(&a.attr.return_type),
                            summary: format!(
                                "{}{}",
                                md_cell(&a.attr.summary),
                                match (&a.kind, &a.attr.default_value, a.attr.optional) {
                                    (crate::model::AttrKind::Derived { .. }, _, _) =>
                                        " (derived)".to_string(),
                                    (_, Some(d), _) => format!(" (default `{}`)", md_cell(d)),
                                    (_, None, true) => " (optional)".to_string(),
                                    _ => String::new(),
                                }
                            ),
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
                        .enumerate()
                        .map(|(i, v)| DocEntry {
                            name: doc_value_name("result", i, &v.name),
                            ty: String::new(),
                            summary: format!(
                                "{}{}",
                                md_cell(&v.constraint.summary),
                                arity_note(&v.arity)
                            ),
                        })
                        .collect(),
                    regions: o
                        .regions
                        .iter()
                        .enumerate()
                        .map(|(i, r)| {
                            let name = doc_value_name("region", i, &r.name);
                            slot_entry(&name, &r.constraint.summary, r.variadic)
                        })
                        .collect(),
                    successors: o
                        .successors
                        .iter()
                        .map(|s| slot_entry(&s.name, &s.constraint.summary, s.variadic))
                        .collect(),
                    traits: o
                        .traits
                        .iter()
                        .map(|t| match t {
                            crate::model::Trait::Native { name, ops, .. } if !ops.is_empty() => {
                                format!("{name}<{}>", ops.join(", "))
                            }
                            crate::model::Trait::Native { name, .. } => name.clone(),
                            crate::model::Trait::Interface { name, .. } => name.clone(),
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
        interfaces: spec
            .interfaces
            .iter()
            .filter(|i| i.is_generated())
            .map(doc_interface)
            .collect(),
    }
}

fn doc_interface(i: &crate::model::Interface) -> DocInterface {
    DocInterface {
        name: i.name.clone(),
        kind: match i.kind {
            crate::model::InterfaceKind::Op => "an op",
            crate::model::InterfaceKind::Attr => "an attribute",
            crate::model::InterfaceKind::Type => "a type",
        },
        doc_lines: names::doc_lines(&i.description),
        bases: i.base_interfaces.clone(),
        methods: i
            .methods
            .iter()
            .map(|m| {
                let ctx = if m.mutates() {
                    "&mut Context"
                } else {
                    "&Context"
                };
                let receiver = if m.is_static { "" } else { "self, " };
                let params: String = m
                    .params
                    .iter()
                    .map(|p| format!(", {}: {}", names::param(&p.name), p.rust_type))
                    .collect();
                let ret = if m.returns_nothing() {
                    String::new()
                } else {
                    format!(" -> {}", m.return_type)
                };
                DocMethod {
                    name: m.name.clone(),
                    signature: md_cell(&format!(
                        "fn {}({receiver}ctx: {ctx}{params}){ret}",
                        snake(&m.name)
                    )),
                    kind: if !m.body.trim().is_empty() {
                        "shared body"
                    } else if !m.default_body.trim().is_empty() {
                        "default"
                    } else {
                        "written by each op"
                    },
                    description: md_cell(&m.description),
                }
            })
            .collect(),
        verifier: (!i.verify.trim().is_empty()).then_some(if i.verify_with_regions {
            "after the nested operations verified"
        } else {
            "with the trait verifiers"
        }),
    }
}
