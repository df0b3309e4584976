//! Views of op, attribute and type interfaces: the interface itself (its view type, the trait
//! ops or definitions implement and the model registered for each), and what an op or a
//! type or attribute definition that has interfaces adds (the implementations, the methods
//! its hooks trait gains, the models it registers).

use serde::Serialize;

use super::runtime::RT;
use crate::model::method_names::AttrAccessor;
use crate::model::{
    ArgKind, AttrKind, AttrOrTypeDef, Effect, EffectKind, Interface, InterfaceKind,
    InterfaceMethod, InterfaceUse, Operator, Trait,
};
use crate::names::{doc_lines, snake};
use crate::placeholders::subst;

/// One method, in the Rust form every place that spells it shares.
#[derive(Clone, Serialize)]
pub struct MethodView {
    /// The Rust method name (`get_callee`).
    fname: String,
    /// The name of the op's or definition's hook implementing it, when it writes the
    /// method: `fname`, unless another of its interfaces writes a method of that name
    /// ([`crate::model::method_names::interface_hook_name`]).
    hook_fname: String,
    /// The spec's name (`getCallee`).
    spec_name: String,
    docs: Vec<String>,
    /// `, name: Type` for each parameter after the context.
    params: String,
    /// `, name` for each parameter, for forwarding calls.
    args: String,
    /// ` -> T`, or nothing for `void`.
    ret: String,
    /// More parameters than clippy's `too_many_arguments` allows.
    many: bool,
    /// `&Context` or `&mut Context`.
    ctx: String,
    is_static: bool,
    /// The body of the trait's provided method: the shared body or the default.
    body: Option<String>,
    /// The body is shared by every op (`methodBody`), not a default.
    shared: bool,
    /// This is a generated `get_effects`, reporting `effects` (possibly none).
    gen_effects: bool,
    /// For a generated `get_effects`: the effects it reports, in order.
    effects: Vec<EffectView>,
    /// The body calls the method of that name the op's `extraClassDeclaration` defines.
    by_op: bool,
}

/// One memory effect a generated `get_effects` reports.
#[derive(Clone, Serialize)]
pub struct EffectView {
    /// The runtime's `MemoryEffect` variant.
    kind: &'static str,
    /// The resource name, as a Rust string literal.
    resource: String,
    stage: i64,
    full: bool,
    /// The accessor of the value group it is on (`get_ods_operands`), none for the op.
    accessor: Option<&'static str>,
    /// The group index for `accessor`.
    index: usize,
    /// The accessor of the symbol reference attribute it is on (`global_attr`), if any.
    symbol: Option<String>,
}

/// An interface, ready for `interface.rs.hbs` (op interfaces) or `def_interface.rs.hbs`
/// (attribute and type interfaces).
#[derive(Serialize)]
pub struct InterfaceView {
    name: String,
    /// Its implementation and model traits (`{name}Impl`, `{name}Model`, or numbered).
    impl_trait: String,
    model_trait: String,
    /// An op interface; the fields below name the handle of the others.
    is_op: bool,
    /// `type` or `attribute`.
    kind_word: &'static str,
    /// `Type` or `Attribute`.
    kind_title: &'static str,
    /// The runtime handle, `Type` or `Attribute`.
    handle: &'static str,
    /// The view's accessor of its handle, `ty` or `attr`.
    handle_fn: &'static str,
    /// The runtime trait the view implements.
    view_trait: &'static str,
    /// The printer's and parser's methods for the handle.
    print_fn: &'static str,
    parse_fn: &'static str,
    parse_optional_fn: &'static str,
    docs: Vec<String>,
    methods: Vec<MethodView>,
    bases: Vec<BaseView>,
    verify: Option<String>,
    verify_with_regions: bool,
    extra: Option<String>,
    /// No method is named `op`: the view has an inherent `op()` giving its operation.
    op_accessor: bool,
}

#[derive(Serialize)]
struct BaseView {
    name: String,
    /// The path of its implementation trait.
    impl_trait: String,
    fname: String,
}

/// An op's implementation of one interface: the methods it forwards to its hooks.
#[derive(Serialize)]
pub struct ImplView {
    /// The module the implementation is written in: one without the op's hooks trait in
    /// scope, so a spec body's `self.method(..)` names the interface's method.
    module: String,
    /// The Rust path of the interface.
    iface: String,
    /// The Rust path of its implementation trait.
    impl_path: String,
    /// Its name.
    name: String,
    methods: Vec<MethodView>,
}

/// What an op or a type or attribute definition with interfaces adds to its generated code.
#[derive(Default, Serialize)]
pub struct InterfaceImpls {
    /// The interfaces, in the op's trait order (bases first).
    pub models: Vec<String>,
    /// One implementation per interface.
    pub impls: Vec<ImplView>,
    /// The methods the op or definition writes in its hooks trait.
    pub hooks: Vec<MethodView>,
}

fn method_view(m: &InterfaceMethod, self_name: &str) -> MethodView {
    let mut docs = doc_lines(&m.description);
    let ctx_note = if m.takes_builder() {
        "Takes the runtime's builder in place of the context: it may create ops."
    } else if m.mutates() {
        "Takes `&mut Context`: it returns nothing, so it may change the IR."
    } else if m.reports_through_callback() {
        "Takes `&Context`: it reports through a callback, so it only reads the IR."
    } else {
        "Takes `&Context`: it returns a value, so it only reads the IR."
    };
    if !docs.is_empty() {
        docs.push(String::new());
    }
    docs.push(format!("`{}`. {ctx_note}", m.name));
    // A method taking the builder first takes it as its context (`ctx`).
    let own_params = &m.params[usize::from(m.takes_builder())..];
    // Arguments equal in snake case (`fooBar`, `foo_bar`) get distinct identifiers.
    let idents = crate::names::distinct_params(own_params.iter().map(|p| p.name.as_str()));
    let params: String = own_params
        .iter()
        .zip(&idents)
        .map(|(p, ident)| format!(", {ident}: {}", p.rust_type))
        .collect();
    let args = idents.iter().map(|ident| format!(", {ident}")).collect();
    let ident_of = |name: &str| {
        own_params
            .iter()
            .zip(&idents)
            .find(|(p, _)| p.name == name)
            .map_or_else(|| crate::names::param(name), |(_, ident)| ident.clone())
    };
    let placeholders = |code: &str| {
        subst(
            &crate::placeholders::with_param_idents(
                code,
                own_params.iter().map(|p| p.name.as_str()),
                ident_of,
            ),
            &[
                ("$_op", self_name),
                ("$_attr", self_name),
                ("$_type", self_name),
                ("$_self", self_name),
                ("$_ctxt", "ctx"),
            ],
        )
    };
    let (body, shared) = if !m.body.trim().is_empty() {
        (Some(placeholders(&m.body)), true)
    } else if !m.default_body.trim().is_empty() {
        (Some(placeholders(&m.default_body)), false)
    } else {
        (None, false)
    };
    MethodView {
        fname: snake(&m.name),
        hook_fname: snake(&m.name),
        spec_name: m.name.clone(),
        docs,
        params,
        args,
        ret: if m.returns_nothing() {
            String::new()
        } else {
            format!(" -> {}", m.return_type)
        },
        many: own_params.len() + 2 > 7,
        ctx: if m.takes_builder() {
            format!("&mut {RT}::builder::OpBuilder<'_>")
        } else if m.mutates() {
            format!("&mut {RT}::Context")
        } else {
            format!("&{RT}::Context")
        },
        is_static: m.is_static,
        body,
        shared,
        gen_effects: false,
        effects: Vec::new(),
        by_op: false,
    }
}

/// The view of `iface`.
pub fn interface_view(iface: &Interface, all: &[Interface]) -> InterfaceView {
    let is_type = iface.kind == InterfaceKind::Type;
    let kind_word = match iface.kind {
        InterfaceKind::Op => "op",
        InterfaceKind::Attr => "attribute",
        InterfaceKind::Type => "type",
    };
    let mut docs = vec![format!("The `{}` {kind_word} interface.", iface.name)];
    let d = doc_lines(&iface.description);
    if !d.is_empty() {
        docs.push(String::new());
        docs.extend(d);
    }
    InterfaceView {
        name: iface.name.clone(),
        impl_trait: iface.impl_trait(),
        model_trait: iface.model_trait(),
        is_op: iface.kind == InterfaceKind::Op,
        kind_word,
        kind_title: if is_type { "Type" } else { "Attribute" },
        handle: if is_type { "Type" } else { "Attribute" },
        handle_fn: if is_type { "ty" } else { "attr" },
        print_fn: super::runtime::handle_io(is_type).print,
        parse_fn: super::runtime::handle_io(is_type).parse,
        parse_optional_fn: super::runtime::handle_io(is_type).parse_optional,
        view_trait: if is_type {
            "TypeInterfaceView"
        } else {
            "AttrInterfaceView"
        },
        docs,
        // The bodies (`methodBody`, `defaultImplementation`) are written into each op's
        // implementation, where `$_op` is the concrete op, as mlir-tblgen instantiates them
        // for each `ConcreteOp`: a body may call the op's own accessors.
        methods: iface
            .methods
            .iter()
            .map(|m| MethodView {
                body: None,
                ..method_view(m, "self")
            })
            .collect(),
        bases: iface
            .base_interfaces
            .iter()
            .map(|b| {
                // A base the file does not generate (the runtime's `DLTIQueryInterface`, or
                // another crate's) by its path.
                let base = all.iter().find(|i| &i.name == b);
                BaseView {
                    name: base
                        .filter(|i| !i.is_generated())
                        .map_or_else(|| b.clone(), Interface::rust_path),
                    impl_trait: base.map_or_else(|| format!("{b}Impl"), Interface::impl_path),
                    fname: snake(b),
                }
            })
            .collect(),
        verify: (!iface.verify.trim().is_empty())
            .then(|| subst(&iface.verify, &[("$_op", "op"), ("$_ctxt", "ctx")])),
        verify_with_regions: iface.verify_with_regions,
        op_accessor: !iface.methods.iter().any(|m| snake(&m.name) == "op"),
        extra: (!iface.extra_class_declaration.trim().is_empty())
            .then(|| doc_lines(&iface.extra_class_declaration).join("\n")),
    }
}

/// The methods an op or a definition implementing `iface` writes in its implementation of
/// it: those its `extraClassDeclaration` defines (`extra_methods`, with whether each takes
/// `self`), those of `written` (forwarded to its hooks trait, and added to `hooks`), those
/// an attribute accessor of the op (`op`, none for a definition) is, and the interface's
/// bodies and defaults.
fn impl_methods(
    iface: &Interface,
    op: Option<&Operator>,
    (uses, written): (&[(&str, &[String])], &[String]),
    extra_methods: &[(String, bool)],
    hooks: &mut Vec<MethodView>,
) -> Vec<MethodView> {
    let path = trait_path(iface, 1);
    let name = &iface.name;
    let mut methods = Vec::new();
    // A method the `extraClassDeclaration` defines implements the interface's method of
    // that name, as a C++ class's member does (a required method, or one shadowing the
    // default).
    let (own, interface_methods): (Vec<_>, Vec<_>) = iface
        .methods
        .iter()
        .partition(|m| extra_methods.contains(&(snake(&m.name), !m.is_static)));
    for m in own {
        let mut by_op = method_view(m, "self");
        // `Self::name` finds the inherent method before the trait's.
        let receiver = if m.is_static { "" } else { "self, " };
        by_op.body = Some(format!(
            "Self::{}({receiver}ctx{})",
            by_op.fname, by_op.args
        ));
        by_op.by_op = true;
        methods.push(by_op);
    }
    for m in interface_methods
        .iter()
        .filter(|m| written.contains(&m.name))
    {
        let mut hook = method_view(m, "self");
        hook.body = None;
        hook.hook_fname = crate::model::method_names::interface_hook_name(uses, name, &m.name);
        // Intra-doc links take `ods_runtime::...`, not `::ods_runtime::...`.
        hook.docs = vec![format!(
            "`{}` of the `{name}` interface (see [`{}::{}`]).",
            m.name,
            path.trim_start_matches("::"),
            hook.fname
        )];
        if hook.hook_fname != hook.fname {
            hook.docs.push(String::new());
            hook.docs.push(format!(
                "Named after its interface: another interface of this {} has a method \
                 `{}` too.",
                if op.is_some() { "op" } else { "definition" },
                hook.fname
            ));
        }
        methods.push(hook.clone());
        hooks.push(hook);
    }
    // A runtime interface's defaults are the runtime trait's, except those naming the
    // concrete op (`$_op`): written into each op's implementation, as mlir-tblgen
    // instantiates them for each `ConcreteOp` (the runtime cannot call the op's accessors).
    let per_op = |m: &InterfaceMethod| {
        iface.rust_module.is_none() || m.body.contains("$_op") || m.default_body.contains("$_op")
    };
    // A method an attribute's accessor is calls the accessor, for ops (`None` for
    // definitions).
    for m in &interface_methods {
        let Some((get, set, kind)) = op
            .filter(|_| !written.contains(&m.name) && m.is_required())
            .and_then(|op| crate::model::method_names::attr_accessor(op, m))
        else {
            continue;
        };
        let mut own = method_view(m, "self");
        own.body = Some(match kind {
            AttrAccessor::Get => format!("self.{get}_attr(ctx)"),
            AttrAccessor::Set => format!(
                "self.set_{set}_attr(ctx, ::core::option::Option::Some({}))",
                snake(&m.params[0].name)
            ),
            AttrAccessor::Remove => format!(
                "let removed = self.{get}_attr(ctx.ctx());\n\
                 self.set_{set}_attr(ctx.ctx(), ::core::option::Option::None);\n\
                 removed"
            ),
        });
        methods.push(own);
    }
    for m in interface_methods
        .iter()
        .filter(|m| !written.contains(&m.name) && per_op(m))
    {
        let own = method_view(m, "self");
        if own.body.is_some() {
            methods.push(own);
        }
    }
    methods
}

/// The functions an `extraClassDeclaration` defines, with whether each takes `self`.
fn extra_methods(extra_class_declaration: &str) -> Vec<(String, bool)> {
    crate::model::code::impl_fns(extra_class_declaration)
        .into_iter()
        .map(|f| (f.name, f.has_self))
        .collect()
}

/// The path of `iface` from a dialect module (`depth` 1) or from a module inside one (2).
/// An interface this spec generates is an item of the file's top level, named through
/// `super::` so that an op or definition of the same name (`Option`) does not hide it.
fn iface_path(iface: &Interface, depth: usize) -> String {
    match (&iface.rust_module, &iface.external_path) {
        (None, None) => format!("{}{}", "super::".repeat(depth), iface.name),
        _ => iface.rust_path(),
    }
}

/// The path of `iface`'s implementation trait from `depth` modules below the file's top.
fn trait_path(iface: &Interface, depth: usize) -> String {
    match (&iface.rust_module, &iface.external_path) {
        (None, None) => format!("{}{}", "super::".repeat(depth), iface.impl_trait()),
        _ => iface.impl_path(),
    }
}

/// What `op` adds for its interfaces, and the verifier of each interface that has one as
/// `(position in op.traits, Rust expression)`.
pub fn op_interfaces(
    op: &Operator,
    ifaces: &[Interface],
) -> (InterfaceImpls, Vec<(usize, String)>) {
    let mut out = InterfaceImpls::default();
    let mut verifiers = Vec::new();
    let extra_methods = extra_methods(&op.extra_class_declaration);
    for (pos, t) in op.traits.iter().enumerate() {
        let Trait::Interface { name, written } = t else {
            continue;
        };
        let Some(iface) = ifaces.iter().find(|i| &i.name == name) else {
            continue;
        };
        let path = iface_path(iface, 1);
        out.models.push(path.clone());
        if !iface.verify.trim().is_empty() {
            verifiers.push((pos, format!("{path}::VERIFIER")));
        }
        let uses = (op.interface_uses(), written.as_slice());
        let mut methods = impl_methods(
            iface,
            Some(op),
            (&uses.0, uses.1),
            &extra_methods,
            &mut out.hooks,
        );
        if iface.rust_module.is_some()
            && name == "MemoryEffectOpInterface"
            && let (Some(effects), Some(m)) = (&op.memory_effects, iface.methods.first())
        {
            let mut get_effects = method_view(m, "self");
            get_effects.gen_effects = true;
            get_effects.effects = effect_views(op, effects);
            methods.push(get_effects);
        }
        out.impls.push(ImplView {
            module: format!("ods_impl_{}_{}", snake(&op.def_name), snake(name)),
            iface: iface_path(iface, 2),
            impl_path: trait_path(iface, 2),
            name: name.clone(),
            methods,
        });
    }
    (out, verifiers)
}

/// What a type or attribute definition adds for the interfaces it implements: the same
/// parts as an op's, the models being registered by its dialect.
pub fn def_interfaces(def: &AttrOrTypeDef, ifaces: &[Interface]) -> InterfaceImpls {
    let mut out = InterfaceImpls::default();
    let extra_methods = extra_methods(&def.extra_class_declaration);
    let uses: Vec<(&str, &[String])> = def
        .interfaces
        .iter()
        .map(|u| (u.name.as_str(), u.written.as_slice()))
        .collect();
    for InterfaceUse { name, written } in &def.interfaces {
        let Some(iface) = ifaces.iter().find(|i| &i.name == name) else {
            continue;
        };
        out.models.push(iface_path(iface, 1));
        let methods = impl_methods(
            iface,
            None,
            (&uses, written),
            &extra_methods,
            &mut out.hooks,
        );
        out.impls.push(ImplView {
            module: format!("ods_impl_{}_{}", snake(&def.def_name), snake(name)),
            iface: iface_path(iface, 2),
            impl_path: trait_path(iface, 2),
            name: name.clone(),
            methods,
        });
    }
    out
}

/// The effects of the generated `get_effects`: the op's own, then those of the arguments
/// in order (each operand group, each symbol reference attribute), then those of each
/// result group, ordered by stage (stable), as mlir-tblgen orders them.
fn effect_views(op: &Operator, own: &[Effect]) -> Vec<EffectView> {
    let view = |e: &Effect, accessor: Option<&'static str>, index: usize| EffectView {
        symbol: None,
        kind: match e.effect {
            EffectKind::Allocate => "Allocate",
            EffectKind::Free => "Free",
            EffectKind::Read => "Read",
            EffectKind::Write => "Write",
        },
        resource: format!("{:?}", e.resource),
        stage: e.stage,
        full: e.full,
        accessor,
        index,
    };
    let mut all: Vec<EffectView> = own.iter().map(|e| view(e, None, 0)).collect();
    let mut stored = op
        .attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native));
    let slot_names = crate::model::method_names::SlotNames::of(op);
    let mut operand = 0;
    for kind in op.argument_kinds() {
        match kind {
            ArgKind::Operand => {
                if let Some(v) = op.operands.get(operand) {
                    all.extend(
                        v.effects
                            .iter()
                            .map(|e| view(e, Some("get_ods_operands"), operand)),
                    );
                }
                operand += 1;
            }
            ArgKind::Attribute => {
                if let Some(a) = stored.next() {
                    all.extend(a.effects.iter().map(|e| EffectView {
                        symbol: Some(format!("{}_attr", slot_names.getter_base(&a.name))),
                        ..view(e, None, 0)
                    }));
                }
            }
            ArgKind::Property => {}
        }
    }
    for (i, v) in op.results.iter().enumerate() {
        all.extend(
            v.effects
                .iter()
                .map(|e| view(e, Some("get_ods_results"), i)),
        );
    }
    all.sort_by_key(|e| e.stage);
    all
}
