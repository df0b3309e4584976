//! Operation views: the data `op.rs.hbs` and its partials (`op_properties`, `op_accessors`,
//! `op_builders`, `op_verify`, `op_adaptor`) print. Names are in Rust case, spec code has its
//! placeholders substituted, and messages are escaped for string literals; the shape of
//! every generated item is in the templates.

use serde::Serialize;

use super::constraints::Constraints;
use crate::format::PlannedOp;
use crate::model::method_names::SlotNames;
use crate::model::strip_dialect_prefix;
use crate::model::{ArgKind, Arity, AttrKind, Builder, NamedAttr, Operator, Trait, Value};
use crate::names::{doc_comment, doc_lines, escape, escape_fmt, snake};
use crate::placeholders::subst;

/// One op, ready for `op.rs.hbs`.
#[derive(Serialize)]
pub struct OpView {
    /// Rust type name (`AddOp`).
    pub name: String,
    /// The type's path from the dialect's module: `name`, or `smt::ConstrainParamsOp` for
    /// an op of a namespace below the dialect's.
    pub path: String,
    /// Full op name (`test.add`).
    pub op_name: String,
    /// The op's C++ class as the runtime finds it by (`test::AddOp`): the last segment of
    /// its namespace and the class name.
    cpp_class: String,
    props_ty: String,
    /// Its hooks trait (`{name}Hooks`, numbered where the module has an item so named).
    hooks_trait: String,
    /// Its fold adaptor type (`{name}FoldAdaptor`, numbered likewise).
    fold_adaptor: String,
    /// No slot is named `op`: the handle has an inherent `op()` besides `OpView::op`.
    op_accessor: bool,
    /// No slot is named `cast`: the handle has an inherent `cast(ctx, op)` besides
    /// `OpRef::dyn_cast`.
    cast_fn: bool,
    docs: Vec<String>,
    attribute_names: Vec<String>,
    operand_segments: bool,
    result_segments: bool,
    /// Any attribute (segment sizes included) is stored in the properties.
    has_stored_attrs: bool,
    attrs: Vec<AttrView>,
    /// The attributes in name order, as mlir-tblgen's property conversion and
    /// `verifyInherentAttrs` visit them.
    attrs_by_name: Vec<AttrView>,
    props: Vec<PropView>,
    derived: Vec<DerivedView>,
    /// The entries of the properties dictionary, in name order.
    dict: Vec<DictEntry>,
    operands: Vec<ValueView>,
    results: Vec<ValueView>,
    /// Operands then results.
    values: Vec<ValueView>,
    regions: Vec<SlotView>,
    successors: Vec<SlotView>,
    slot_groups: Vec<SlotGroup>,
    trait_preds: Vec<TraitPred>,
    /// The result names ODS gives a multi-result op without `OpAsmOpInterface`: each
    /// named result group's index and name (mlir-tblgen's generated `getAsmResultNames`).
    asm_result_names: Vec<(usize, String)>,
    /// The structural traits (verified before the invariants).
    structural_traits: Vec<String>,
    /// The other traits and interface verifiers (verified after the invariants).
    traits: Vec<String>,
    /// The op's interfaces: models registered, implementations, hook methods.
    interfaces: super::interfaces::InterfaceImpls,
    hooks: crate::model::Hooks,
    has_hooks: bool,
    has_defaults: bool,
    /// Every field of the properties struct starts at its type's `Default` (absent
    /// attributes, properties without a default value): the struct derives `Default`.
    derive_default: bool,
    defaulted: Vec<Defaulted>,
    default_builder: Option<BuilderSig>,
    inferred: Option<Derivation>,
    infer_by_interface: Option<InterfaceInferred>,
    with_values: Option<Derivation>,
    custom_builders: Vec<CustomBuilder>,
    /// The terminator `SingleBlockImplicitTerminator` names, when it is an op of this spec
    /// that its default builder can build from empty operand groups.
    terminator: Option<TerminatorView>,
    extra: Option<String>,
    /// The compiled `assemblyFormat`, when the op has one.
    format: Option<super::op_format::FormatView>,
    /// The hooks of the format's `custom` directives.
    custom_hooks: Vec<CustomHookView>,
}

/// The `parse_<name>` and `print_<name>` hooks of a `custom<Name>(...)` directive.
#[derive(Serialize)]
struct CustomHookView {
    name: String,
    hook: String,
    /// The directive's arguments as written.
    written: String,
    params: Vec<CustomParamView>,
    /// More parameters than clippy's `too_many_arguments` allows.
    many: bool,
    /// It starts an optional group: the parse hook returns `PResult<bool>`.
    optional: bool,
    /// The associated types of its string arguments: name and expression as written.
    assoc: Vec<(String, String)>,
}

#[derive(Serialize)]
struct CustomParamView {
    name: String,
    written: String,
    parse_ty: String,
    print_ty: String,
    parse_doc: String,
}

#[derive(Serialize)]
struct TerminatorView {
    op_name: String,
    /// Its Rust type, reached from the op's module.
    rust: String,
    /// The default builder's arguments: empty groups and absent attributes.
    args: Vec<&'static str>,
}

#[derive(Clone, Serialize)]
struct AttrView {
    name: String,
    field: String,
    base: String,
    /// The accessor (`field`, or `get_<base>` when it takes C++'s prefix).
    getter: String,
    /// The base of `<get_base>_attr` and `<get_base>_attr_name`.
    get_base: String,
    /// The default builder's parameter.
    param: String,
    summary: String,
    summary_lit: String,
    may_be_absent: bool,
    /// The constraint function, unless the constraint always holds.
    check: Option<String>,
    /// This attribute holds the group sizes of a `VariadicOfVariadic` operand.
    segment_of: bool,
    value: Option<AttrValue>,
    setter: Option<AttrSetter>,
    /// The dialect attribute the stored attribute must be (MLIR's `dyn_cast` to the
    /// constraint's storage type when properties are set from a dictionary).
    storage: Option<crate::model::DialectAttr>,
    /// Otherwise, the check (a Rust condition on `a`) that the attribute is of the builtin
    /// kind MLIR stores it as, which setting properties from a dictionary makes.
    storage_check: Option<String>,
    /// The builtin storage class bytecode reads the attribute as (`PropertyEncoding::Attr`'s
    /// `class`), empty when it reads any attribute.
    read_class: String,
}

#[derive(Clone, Serialize)]
struct AttrValue {
    ret: String,
    /// `attr`, or `_` when the conversion does not read it.
    bind: String,
    conv: String,
    /// The conversion is the attribute itself (`attr`).
    identity: bool,
    /// The value is whether the attribute is present (a unit attribute: `true`, defaulting
    /// to `false`).
    presence: bool,
    default: Option<String>,
    default_doc: Option<String>,
    optional: bool,
    panics: bool,
}

#[derive(Clone, Serialize)]
struct AttrSetter {
    unit: bool,
    ty: String,
    build: String,
}

#[derive(Serialize)]
struct PropView {
    name: String,
    field: String,
    base: String,
    getter: String,
    get_base: String,
    summary: String,
    summary_lit: String,
    storage_ty: String,
    iface_ty: String,
    default: String,
    from_storage: String,
    /// Assigns `value` to the stored field (`p.<field>`).
    assign: String,
    /// Assigns the builder parameter to `props.<field>`.
    assign_param: String,
    from_attr: String,
    check: Option<String>,
}

#[derive(Serialize)]
struct DerivedView {
    name: String,
    getter: String,
    summary: String,
    ret: String,
    body: String,
}

#[derive(Serialize)]
struct DictEntry {
    key: String,
    field: String,
    is_attr: bool,
    to_attr: String,
    /// How MLIR's generated `writeProperties` encodes the entry (a `PropertyEncoding`).
    bytecode: String,
}

#[derive(Serialize, Clone)]
struct ValueView {
    name: String,
    ident: String,
    /// The accessor (`ident`, or `get_<ident>` when it takes C++'s prefix).
    getter: String,
    kind: &'static str,
    index: usize,
    summary: String,
    summary_fmt: String,
    description: Vec<String>,
    single: bool,
    optional: bool,
    variadic: bool,
    vov: bool,
    /// Any arity but single.
    variable: bool,
    segment_attr: String,
    /// The base of the segment attribute's `_attr` getter.
    segment_base: String,
    /// The segment attribute's field in the properties.
    segment_field: String,
    /// The segment attribute's accessor.
    segment_getter: String,
    check: Option<String>,
}

#[derive(Serialize)]
struct SlotView {
    name: String,
    field: String,
    getter: String,
    /// The default builder's parameter (successors).
    param: String,
    index: usize,
    variadic: bool,
    summary: String,
}

#[derive(Serialize)]
struct SlotGroup {
    list: &'static str,
    what: &'static str,
    checks: Vec<SlotCheck>,
}

#[derive(Serialize)]
struct SlotCheck {
    name: String,
    index: usize,
    range: String,
    check: String,
    summary_fmt: String,
}

#[derive(Serialize)]
struct TraitPred {
    expr: String,
    description_lit: String,
}

#[derive(Serialize)]
struct Defaulted {
    field: String,
    build: String,
}

#[derive(Serialize, Clone)]
struct Param {
    ident: String,
    ty: String,
}

#[derive(Serialize)]
struct BuilderSig {
    params: Vec<Param>,
}

/// A builder defined by computing some of the default builder's arguments first.
#[derive(Serialize)]
struct Derivation {
    params: Vec<Param>,
    lets: Vec<Let>,
}

/// `build_inferred` of an op whose `InferTypeOpInterface` computes its result types: the
/// default builder's parameters without the result types, and a placeholder for each
/// result-type parameter (replaced by what the interface infers).
#[derive(Serialize)]
struct InterfaceInferred {
    params: Vec<Param>,
    placeholders: Vec<String>,
}

/// A value a derived builder computes before calling `build`: `call` (the spec's
/// builder code), mapped over an optional parameter (`map`), or built only when a flag
/// parameter is set (`when_set`); or the type of operand `operand_type_of`.
#[derive(Serialize, Default)]
struct Let {
    ident: String,
    call: String,
    map: bool,
    when_set: bool,
    operand_type_of: Option<String>,
    /// The type of this attribute parameter (`FirstAttrDerivedResultType`).
    attr_type_of: Option<String>,
}

#[derive(Serialize, Clone)]
struct CustomBuilder {
    method: String,
    create: String,
    hook: String,
    declared: bool,
    /// The reason of `#[deprecated]` as a Rust string literal, when the spec deprecates
    /// the builder.
    deprecated: Option<String>,
    params: Vec<Param>,
    body: String,
    defaults: Option<String>,
    shorter: Vec<Shorter>,
}

#[derive(Serialize, Clone)]
struct Shorter {
    method: String,
    omitted: String,
    params: Vec<Param>,
    args: Vec<String>,
}

/// A parameter's name in a spec's builder. The generated code's own parameters and locals
/// start with `ods_`; a spec's name starting so (`$ods_state`, which mlir-tblgen accepts)
/// gets a trailing `_` (`ods_state_`), which none of those has, so none can shadow another.
/// (A slot's name is `SlotNames::param`.)
fn param_ident(name: &str) -> String {
    let ident = snake(name);
    if ident.starts_with("ods_") {
        format!("{ident}_")
    } else {
        ident
    }
}

/// The Rust name of operand or result `i` (`operand_2` when the spec leaves it unnamed).
fn value_ident(kind: &str, i: usize, v: &Value, names: &SlotNames) -> String {
    if v.name.is_empty() {
        format!("{kind}_{i}")
    } else {
        names.param(&v.name)
    }
}

fn value_views(
    kind: &'static str,
    values: &[Value],
    slot_names: &SlotNames,
    cs: &mut Constraints,
) -> Vec<ValueView> {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let segment_attr = match &v.arity {
                Arity::VariadicOfVariadic { segment_attr } => segment_attr.clone(),
                _ => String::new(),
            };
            let mut description = Vec::new();
            if !v.description.trim().is_empty() {
                description.push(String::new());
                description.extend(doc_lines(&v.description));
            }
            ValueView {
                name: v.name.clone(),
                ident: value_ident(kind, i, v, slot_names),
                getter: value_getter(kind, i, v, slot_names),
                kind,
                index: i,
                summary: v.constraint.summary.clone(),
                summary_fmt: escape_fmt(&v.constraint.summary),
                description,
                single: v.arity == Arity::Single,
                optional: v.arity == Arity::Optional,
                variadic: v.arity == Arity::Variadic,
                vov: matches!(v.arity, Arity::VariadicOfVariadic { .. }),
                variable: v.arity.is_variable(),
                segment_base: slot_names.getter_base(&segment_attr),
                segment_field: slot_names.field(&segment_attr),
                segment_getter: slot_names.accessor(&segment_attr),
                segment_attr,
                check: (!v.constraint.pred.is_trivially_true()).then(|| cs.ty(&v.constraint.pred)),
            }
        })
        .collect()
}

/// The size traits mlir-tblgen's `genTraits` gives an op before every other trait, in its
/// order (regions, results, successors, operands), as the runtime's trait paths:
/// `ZeroRegions`, `OneRegion`, `NRegions<N>`, `AtLeastNRegions<N>` (none for any number),
/// and likewise for results, successors and operands. Each `(fixed, variadic)` pair counts
/// the fixed slots and says whether there is a variable one.
fn size_traits(
    regions: (usize, bool),
    results: (usize, bool),
    successors: (usize, bool),
    operands: (usize, bool),
) -> Vec<String> {
    let rt = "::ods_runtime::traits";
    let traits = [
        ("Regions", "Region", regions),
        ("Results", "Result", results),
        ("Successors", "Successor", successors),
        ("Operands", "Operand", operands),
    ];
    traits
        .into_iter()
        .filter_map(|(many, one, (fixed, variadic))| match (fixed, variadic) {
            (0, true) => None,
            (n, true) => Some(format!("{rt}::AtLeastN{many}::<{n}>")),
            (0, false) => Some(format!("{rt}::Zero{many}")),
            (1, false) => Some(format!("{rt}::One{one}")),
            (n, false) => Some(format!("{rt}::N{many}::<{n}>")),
        })
        .collect()
}

/// The accessor of operand or result `i`.
fn value_getter(kind: &str, i: usize, v: &Value, slot_names: &SlotNames) -> String {
    if v.name.is_empty() {
        value_ident(kind, i, v, slot_names)
    } else {
        slot_names.accessor(&v.name)
    }
}

/// The count check and constraint checks of the regions or successors.
/// A region or successor slot, as the views and checks read it.
struct Slot<'a> {
    name: &'a str,
    variadic: bool,
    pred: &'a crate::model::Pred,
    summary: &'a str,
}

/// The Rust name of region `i` (`region_1` when the spec leaves it unnamed, as upstream's
/// `spirv.module` does).
fn region_ident(i: usize, name: &str, names: &SlotNames) -> String {
    if name.is_empty() {
        format!("region_{i}")
    } else {
        names.field(name)
    }
}

/// The accessors' views of the regions or successors (which are always named).
fn slot_views(slots: &[Slot<'_>], slot_names: &SlotNames) -> Vec<SlotView> {
    slots
        .iter()
        .enumerate()
        .map(|(i, s)| SlotView {
            name: s.name.to_string(),
            field: region_ident(i, s.name, slot_names),
            getter: if s.name.is_empty() {
                region_ident(i, s.name, slot_names)
            } else {
                slot_names.accessor(s.name)
            },
            param: if s.name.is_empty() {
                region_ident(i, s.name, slot_names)
            } else {
                slot_names.param(s.name)
            },
            index: i,
            variadic: s.variadic,
            summary: s.summary.to_string(),
        })
        .collect()
}

fn slot_group(
    what: &'static str,
    slots: &[Slot<'_>],
    mut constraint: impl FnMut(&crate::model::Pred) -> String,
) -> SlotGroup {
    let list = if what == "region" {
        "regions"
    } else {
        "successors"
    };
    let checks = slots
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.pred.is_trivially_true())
        .map(|(i, s)| SlotCheck {
            name: s.name.to_string(),
            index: i,
            range: if s.variadic {
                format!("{i}..")
            } else {
                format!("{i}..{}", i + 1)
            },
            check: constraint(s.pred),
            summary_fmt: escape_fmt(s.summary),
        })
        .collect();
    SlotGroup { list, what, checks }
}

impl OpView {
    /// The items the op defines in its dialect's module, each with what it is: the handle,
    /// its adaptors, its properties and its hooks trait.
    pub fn rust_items(&self) -> Vec<(String, &'static str)> {
        let name = &self.name;
        let mut items = vec![
            (name.clone(), "its handle"),
            (format!("{name}GenericAdaptor"), "its generic adaptor"),
            (format!("{name}Adaptor"), "its adaptor"),
            (self.fold_adaptor.clone(), "its fold adaptor"),
        ];
        if !self.props_ty.is_empty() {
            items.push((self.props_ty.clone(), "its properties"));
        }
        if self.has_hooks {
            items.push((self.hooks_trait.clone(), "its hooks trait"));
        }
        items
    }

    /// How many modules below the dialect's module the op's type is.
    pub fn depth(&self) -> usize {
        self.path.matches("::").count()
    }
}

/// What the view of an op reads of the rest of its file.
pub(super) struct OpFile<'a> {
    /// Every op of the spec by its full name, with the Rust module it is generated in.
    pub ops: &'a std::collections::BTreeMap<String, (&'a Operator, String)>,
    /// The interfaces the file knows.
    pub ifaces: &'a [crate::model::Interface],
    /// The spec's enums.
    pub enums: &'a [crate::model::EnumDef],
    /// The spec's planned assembly formats.
    pub formats: &'a crate::format::Formats,
}

/// Builds the view of one op of `file`; `items` names what the op generates beside its
/// handle.
pub(super) fn op_view(
    op: &Operator,
    items: &crate::names::Companions,
    dialect_name: &str,
    cs: &mut Constraints,
    file: &OpFile<'_>,
) -> OpView {
    let (ops, ifaces, enums) = (file.ops, file.ifaces, file.enums);
    let planned = file.formats.op(op);
    let name = strip_dialect_prefix(&op.def_name);
    let op_name = format!("{dialect_name}.{}", op.mnemonic);
    let props_ty = items.props.clone();
    let cpp_class = match ops.get(&op_name) {
        Some((_, module)) => format!("{}::{name}", module.rsplit("::").next().unwrap_or(module)),
        None => name.clone(),
    };
    let path = match &op.submodule {
        Some(sub) => format!("{}::{name}", crate::names::submodule_path(sub)),
        None => name.clone(),
    };
    let format = compiled_format(op, planned, enums, &props_ty, &items.hooks);
    let docs = op_docs(op, &op_name);
    let operand_segments = op.has_trait("AttrSizedOperandSegments");
    let result_segments = op.has_trait("AttrSizedResultSegments");
    let slot_names = SlotNames::of(op);
    let stored = stored_views(op, &slot_names, cs);

    let operands = value_views("operand", &op.operands, &slot_names, cs);
    let results = value_views("result", &op.results, &slot_names, cs);
    let values: Vec<ValueView> = operands.iter().chain(&results).cloned().collect();

    let region_slots: Vec<Slot<'_>> = op
        .regions
        .iter()
        .map(|r| Slot {
            name: &r.name,
            variadic: r.variadic,
            pred: &r.constraint.pred,
            summary: &r.constraint.summary,
        })
        .collect();
    let successor_slots: Vec<Slot<'_>> = op
        .successors
        .iter()
        .map(|s| Slot {
            name: &s.name,
            variadic: s.variadic,
            pred: &s.constraint.pred,
            summary: &s.constraint.summary,
        })
        .collect();
    let regions = slot_views(&region_slots, &slot_names);
    let successors = slot_views(&successor_slots, &slot_names);
    let slot_groups = vec![
        slot_group("region", &region_slots, |p| cs.region(p)),
        slot_group("successor", &successor_slots, |p| cs.successor(p)),
    ];

    let (interfaces, verifiers) = super::interfaces::op_interfaces(op, ifaces);
    let traits = trait_views(op, &region_slots, &successor_slots, &verifiers);
    let builders = builder_views(op);
    let terminator = op_terminator(op, ops, &op_name);
    let custom_hooks = custom_hooks(planned);
    let has_hooks =
        !custom_hooks.is_empty() || has_hooks(op, &builders.custom_builders, &interfaces);
    let extra = (!op.extra_class_declaration.trim().is_empty())
        .then(|| doc_lines(&op.extra_class_declaration).join("\n"));
    let attribute_names = op
        .attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native))
        .map(|a| a.name.clone())
        .chain(op.properties.iter().map(|p| p.name.clone()))
        .collect();
    OpView {
        path,
        has_stored_attrs: !stored.attrs.is_empty() || operand_segments || result_segments,
        has_defaults: !stored.defaulted.is_empty(),
        derive_default: stored
            .props
            .iter()
            .all(|p| p.default == "::core::default::Default::default()"),
        defaulted: stored.defaulted,
        name,
        op_name,
        cpp_class,
        props_ty,
        hooks_trait: items.hooks.clone(),
        fold_adaptor: items.fold_adaptor.clone(),
        op_accessor: !crate::model::method_names::slot_generates(op, "op"),
        cast_fn: !crate::model::method_names::slot_generates(op, "cast"),
        docs,
        attribute_names,
        operand_segments,
        result_segments,
        attrs_by_name: {
            let mut v = stored.attrs.clone();
            v.sort_by(|a, b| a.name.cmp(&b.name));
            v
        },
        attrs: stored.attrs,
        props: stored.props,
        derived: stored.derived,
        dict: stored.dict,
        operands,
        results,
        values,
        regions,
        successors,
        slot_groups,
        trait_preds: traits.preds,
        asm_result_names: asm_result_names(op),
        structural_traits: traits.structural,
        traits: traits.others,
        interfaces,
        hooks: op.hooks.clone(),
        has_hooks,
        default_builder: builders.default_builder,
        inferred: builders.inferred,
        infer_by_interface: builders.infer_by_interface,
        with_values: builders.with_values,
        custom_builders: builders.custom_builders,
        terminator,
        extra,
        format,
        custom_hooks,
    }
}

/// The terminator a `SingleBlockImplicitTerminator` op's regions end with.
fn op_terminator(
    op: &Operator,
    ops: &std::collections::BTreeMap<String, (&Operator, String)>,
    op_name: &str,
) -> Option<TerminatorView> {
    op.traits
        .iter()
        .find_map(|t| match t {
            Trait::Native { name, ops, .. } if name == "SingleBlockImplicitTerminator" => {
                ops.first()
            }
            _ => None,
        })
        .and_then(|full| {
            let module = ops.get(op_name).map_or("", |(_, m)| m.as_str());
            terminator_view(full, ops, module)
        })
}

/// Whether the op has a hooks trait for anything besides its `custom` directives: its
/// declared verifiers, folders, canonicalizers, assembly format, builders or interface
/// methods.
fn has_hooks(
    op: &Operator,
    custom_builders: &[CustomBuilder],
    interfaces: &super::interfaces::InterfaceImpls,
) -> bool {
    op.hooks.verifier
        || op.hooks.region_verifier
        || op.hooks.folder
        || op.hooks.canonicalizer
        || op.hooks.canonicalize_method
        || op.hooks.custom_assembly_format
        || custom_builders.iter().any(|b| b.declared)
        || !interfaces.hooks.is_empty()
}

/// The op's doc comment: its name, then its summary and description.
fn op_docs(op: &Operator, op_name: &str) -> Vec<String> {
    let mut docs = vec![format!("`{op_name}`")];
    let d = doc_comment(&op.summary, &op.description);
    if !d.is_empty() {
        docs.push(String::new());
        docs.extend(d);
    }
    docs
}

/// What the op stores: its attributes and properties, their defaults and their dictionary.
struct StoredViews {
    attrs: Vec<AttrView>,
    defaulted: Vec<Defaulted>,
    derived: Vec<DerivedView>,
    props: Vec<PropView>,
    dict: Vec<DictEntry>,
}

/// The views of the op's stored and derived attributes, its properties and its properties
/// dictionary.
fn stored_views(op: &Operator, slot_names: &SlotNames, cs: &mut Constraints) -> StoredViews {
    let segment_attrs = segment_attrs(op);
    // Attributes stored in the properties.
    let mut attrs = Vec::new();
    let mut defaulted = Vec::new();
    for a in stored_attrs(op) {
        attrs.push(attr_view(a, &segment_attrs, slot_names, cs));
        // A default that builds an attribute from its value (`DefaultValuedAttr`); a unit
        // attribute's `false` means absent and builds nothing.
        if let Some(build) = a.attr.default_attr().filter(|_| !is_unit(a)) {
            defaulted.push(Defaulted {
                field: slot_names.field(&a.name),
                build: subst(&build, &[("$_builder", "ctx")]),
            });
        }
    }
    let derived = op
        .attributes
        .iter()
        .filter_map(|a| match &a.kind {
            AttrKind::Derived { body } => Some(DerivedView {
                name: a.name.clone(),
                getter: slot_names.accessor(&a.name),
                summary: a.attr.summary.clone(),
                ret: a.attr.return_type.clone(),
                body: subst(body, &[("$_op", "self.0"), ("$_ctxt", "ctx")]),
            }),
            AttrKind::Native => None,
        })
        .collect();
    let props = op
        .properties
        .iter()
        .map(|p| prop_view(p, slot_names, cs))
        .collect();
    let dict = dict_entries(op, &attrs, slot_names);
    StoredViews {
        attrs,
        defaulted,
        derived,
        props,
        dict,
    }
}

/// The view of one property.
fn prop_view(
    p: &crate::model::NamedProp,
    slot_names: &SlotNames,
    cs: &mut Constraints,
) -> PropView {
    let field = slot_names.field(&p.name);
    let storage = format!("p.{field}");
    let param = slot_names.param(&p.name);
    PropView {
        name: p.name.clone(),
        base: slot_names.base(&p.name),
        getter: slot_names.accessor(&p.name),
        get_base: slot_names.getter_base(&p.name),
        summary: p.summary.clone(),
        summary_lit: escape(&p.summary),
        storage_ty: p.storage_type.clone(),
        iface_ty: p.interface_type.clone(),
        default: p.storage_default(),
        from_storage: subst(&p.convert_from_storage, &[("$_storage", &storage)]),
        assign: subst(
            &p.assign_to_storage,
            &[("$_storage", &storage), ("$_value", "value")],
        ),
        assign_param: subst(
            &p.assign_to_storage,
            &[
                ("$_storage", &format!("ods_props.{field}")),
                ("$_value", &param),
            ],
        ),
        from_attr: subst(
            &p.convert_from_attribute,
            &[("$_attr", "a"), ("$_ctxt", "ctx")],
        ),
        check: (!p.pred.is_trivially_true()).then(|| cs.prop(&p.pred, &p.interface_type)),
        field,
    }
}

/// The properties dictionary, in name order: the stored attributes, the segment sizes and
/// the properties.
fn dict_entries(op: &Operator, attrs: &[AttrView], slot_names: &SlotNames) -> Vec<DictEntry> {
    let mut dict: Vec<DictEntry> = attrs
        .iter()
        .map(|a| DictEntry {
            key: a.name.clone(),
            field: a.field.clone(),
            is_attr: true,
            to_attr: String::new(),
            bytecode: format!(
                "{} {{ class: \"{}\" }}",
                if a.may_be_absent {
                    "OptionalAttr"
                } else {
                    "Attr"
                },
                a.read_class
            ),
        })
        .collect();
    for (flag, key, field, groups) in [
        (
            op.has_trait("AttrSizedOperandSegments"),
            "operandSegmentSizes",
            "operand_segment_sizes",
            op.operands.len(),
        ),
        (
            op.has_trait("AttrSizedResultSegments"),
            "resultSegmentSizes",
            "result_segment_sizes",
            op.results.len(),
        ),
    ] {
        if flag {
            dict.push(DictEntry {
                key: key.into(),
                field: field.into(),
                is_attr: true,
                to_attr: String::new(),
                bytecode: format!("SegmentSizes {{ groups: {groups} }}"),
            });
        }
    }
    for p in &op.properties {
        let field = slot_names.field(&p.name);
        dict.push(DictEntry {
            key: p.name.clone(),
            to_attr: subst(
                &p.convert_to_attribute,
                &[("$_storage", &format!("p.{field}")), ("$_ctxt", "ctx")],
            ),
            field,
            is_attr: false,
            bytecode: format!("Property(&{})", prop_codec(&p.bytecode)),
        });
    }
    // The attributes and segment sizes in name order, then the properties in declaration
    // order, as MLIR's `writeProperties` writes them (the sort is stable).
    dict.sort_by(|a, b| match (a.is_attr, b.is_attr) {
        (true, true) => a.key.cmp(&b.key),
        (x, y) => y.cmp(&x),
    });
    dict
}

/// The `PropertyCodec` constant of `bytecode`.
fn prop_codec(bytecode: &crate::model::PropBytecode) -> String {
    use crate::model::PropBytecode as B;
    const PATH: &str = "::ods_runtime::registry::PropertyCodec";
    match bytecode {
        B::Attribute => format!("{PATH}::Attribute"),
        B::Int { width, signed } => format!("{PATH}::Int {{ width: {width}, signed: {signed} }}"),
        B::Enum { width, custom } => {
            let custom = match custom {
                Some(class) => format!(
                    "Some(|ctx, a| {class}::cast(ctx, a).map(|e| (*e.value(ctx)).to_attr(ctx)))"
                ),
                None => "None".to_string(),
            };
            format!("{PATH}::Enum {{ width: {width}, custom: {custom} }}")
        }
        B::Bool => format!("{PATH}::Bool"),
        B::Unit => format!("{PATH}::Unit"),
        B::String => format!("{PATH}::String"),
        B::Optional { inner } => format!("{PATH}::Optional(&{})", prop_codec(inner)),
        B::Array { element } => format!("{PATH}::Array(&{})", prop_codec(element)),
        B::IntArray { width, signed } => {
            format!("{PATH}::IntArray {{ width: {width}, signed: {signed} }}")
        }
    }
}

/// The op's traits, in the order they are verified.
struct TraitViews {
    /// The size traits, then the structural traits.
    structural: Vec<String>,
    /// The other traits and the interfaces' verifiers.
    others: Vec<String>,
    /// The predicate traits.
    preds: Vec<TraitPred>,
}

/// The size traits come first, then the structural traits, then the invariants, then the
/// others (mlir-tblgen's `genTraits`), and are verified in that order.
fn trait_views(
    op: &Operator,
    region_slots: &[Slot<'_>],
    successor_slots: &[Slot<'_>],
    verifiers: &[(usize, String)],
) -> TraitViews {
    let count = |fixed: usize, variadic: bool| (fixed, variadic);
    let values_size = |values: &[Value]| {
        count(
            values.iter().filter(|v| !v.arity.is_variable()).count(),
            values.iter().any(|v| v.arity.is_variable()),
        )
    };
    let slots_size = |slots: &[Slot<'_>]| {
        count(
            slots.iter().filter(|s| !s.variadic).count(),
            slots.iter().any(|s| s.variadic),
        )
    };
    let mut structural: Vec<String> = size_traits(
        slots_size(region_slots),
        values_size(&op.results),
        slots_size(successor_slots),
        values_size(&op.operands),
    )
    .into_iter()
    .filter(|size| {
        !op.traits
            .iter()
            .any(|t| matches!(t, Trait::Native { rust, .. } if rust == size))
    })
    .collect();
    let mut others = Vec::new();
    let mut preds = Vec::new();
    for (pos, t) in op.traits.iter().enumerate() {
        match t {
            Trait::Native {
                rust,
                structural: s,
                ..
            } => {
                if *s {
                    structural.push(rust.clone());
                } else {
                    others.push(rust.clone());
                }
            }
            Trait::Interface { .. } => {
                if let Some((_, v)) = verifiers.iter().find(|(p, _)| *p == pos) {
                    others.push(v.clone());
                }
            }
            Trait::Pred {
                description, pred, ..
            } => preds.push(TraitPred {
                expr: substitute_names(&pred.to_expr(), op),
                description_lit: escape(description),
            }),
        }
    }
    TraitViews {
        structural,
        others,
        preds,
    }
}

/// The op's builders: the default ones and those its spec declares.
struct BuilderViews {
    default_builder: Option<BuilderSig>,
    inferred: Option<Derivation>,
    infer_by_interface: Option<InterfaceInferred>,
    with_values: Option<Derivation>,
    custom_builders: Vec<CustomBuilder>,
}

/// The views of the op's builders.
fn builder_views(op: &Operator) -> BuilderViews {
    let default_params = default_builder_params(op);
    let default_builder = (!op.skip_default_builders).then(|| BuilderSig {
        params: default_params.clone(),
    });
    let inferred = (!op.skip_default_builders)
        .then(|| inferred_builder(op, &default_params))
        .flatten();
    let infer_by_interface = (!op.skip_default_builders && inferred.is_none())
        .then(|| interface_inferred_builder(op, &default_params))
        .flatten();
    let with_values = (!op.skip_default_builders)
        .then(|| value_builder(op, &default_params))
        .flatten();
    BuilderViews {
        default_builder,
        inferred,
        infer_by_interface,
        with_values,
        custom_builders: custom_builders(op),
    }
}

/// The hooks the `custom` directives of the op's format call.
fn custom_hooks(planned: Option<&PlannedOp>) -> Vec<CustomHookView> {
    let Some(planned) = planned else {
        return Vec::new();
    };
    planned
        .plan
        .customs()
        .cloned()
        .map(|h| CustomHookView {
            written: h
                .params
                .iter()
                .map(|p| p.written.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            many: h.params.len() + 2 > 7,
            assoc: h
                .params
                .iter()
                .filter_map(|p| Some((p.assoc.clone()?, p.written.clone())))
                .collect(),
            params: h
                .params
                .into_iter()
                .map(|p| CustomParamView {
                    name: p.name,
                    written: p.written,
                    parse_ty: p.parse_ty,
                    print_ty: p.print_ty,
                    parse_doc: p.parse_doc,
                })
                .collect(),
            name: h.name,
            hook: h.snake,
            optional: h.optional,
        })
        .collect()
}

/// The view of the op's `assemblyFormat`, as the format stage planned it.
fn compiled_format(
    op: &Operator,
    planned: Option<&PlannedOp>,
    enums: &[crate::model::EnumDef],
    props_ty: &str,
    hooks: &str,
) -> Option<super::op_format::FormatView> {
    let planned = planned?;
    let op_type = strip_dialect_prefix(&op.def_name);
    Some(super::op_format::view(
        op,
        &op_type,
        props_ty,
        hooks,
        &planned.format,
        &planned.plan,
        enums,
    ))
}

/// How `ensure_terminator` builds the terminator `full`: with its default builder, when
/// every parameter of that builder can be empty (variadic groups, optional operands and
/// attributes). No view when the op is not in this spec or needs real arguments. The op
/// whose terminator it is lies in module `from` (`sub`, or `sub::inner` below the
/// dialect's module `sub`).
fn terminator_view(
    full: &str,
    ops: &std::collections::BTreeMap<String, (&Operator, String)>,
    from: &str,
) -> Option<TerminatorView> {
    let (term, module) = ops.get(full)?;
    if term.skip_default_builders || !term.results.is_empty() {
        return None;
    }
    let args = default_builder_params(term)
        .iter()
        .map(|p| {
            if p.ty.starts_with("::std::vec::Vec<") {
                Some("::std::vec::Vec::new()")
            } else if p.ty.starts_with("::core::option::Option<") {
                Some("::core::option::Option::None")
            } else {
                None
            }
        })
        .collect::<Option<Vec<_>>>()?;
    Some(TerminatorView {
        op_name: full.to_string(),
        rust: rust_path_from(from, module, &strip_dialect_prefix(&term.def_name), ops)
            .unwrap_or_else(|| {
                // Another dialect's: up to the file, then down its module.
                format!(
                    "{}{module}::{}",
                    "super::".repeat(from.matches("::").count() + 1),
                    strip_dialect_prefix(&term.def_name)
                )
            }),
        args,
    })
}

/// The path from module `from` to the op type `class` of module `to`, both of one dialect
/// (`sub`, `sub::inner`, ...): the bare name when that is what `from` sees (its own, or an
/// enclosing module's through `use super::*`), else up to the dialect's module and down
/// (`super::inner::YieldOp`). `None` for modules of different dialects.
fn rust_path_from(
    from: &str,
    to: &str,
    class: &str,
    ops: &std::collections::BTreeMap<String, (&Operator, String)>,
) -> Option<String> {
    let dialect_of = |m: &str| m.split("::").next().unwrap_or(m).to_string();
    if dialect_of(from) != dialect_of(to) {
        return None;
    }
    let defines = |m: &str| {
        ops.values()
            .any(|(o, om)| om == m && strip_dialect_prefix(&o.def_name) == class)
    };
    // The module a bare name resolves in: the innermost of `from` and its ancestors that
    // defines it.
    let mut seen = Some(from);
    while let Some(m) = seen {
        if defines(m) {
            break;
        }
        seen = m.rsplit_once("::").map(|(parent, _)| parent);
    }
    if seen == Some(to) {
        return Some(class.to_string());
    }
    let below = to.split_once("::").map(|(_, sub)| format!("{sub}::"));
    Some(format!(
        "{}{}{class}",
        "super::".repeat(from.matches("::").count()),
        below.unwrap_or_default()
    ))
}

/// The default value `default` of an attribute whose value is a `ret`: a string literal
/// (`"memref.copy"`, as upstream's `DefaultValuedAttr<StrAttr, "\"memref.copy\"">` writes
/// it for C++'s `StringRef`) becomes the owned `String` the getter returns.
fn owned_default(default: &str, ret: &str) -> String {
    let d = default.trim();
    let literal = d.len() >= 2 && d.starts_with('"') && d.ends_with('"');
    if literal
        && matches!(
            ret.trim(),
            "String" | "::std::string::String" | "std::string::String"
        )
    {
        format!("::std::string::String::from({d})")
    } else {
        default.to_string()
    }
}

/// Whether `a` is a unit attribute (`UnitAttr`, optional or not): present or absent.
fn is_unit(a: &NamedAttr) -> bool {
    a.attr.storage_class.as_deref() == Some("UnitAttr")
}

/// The `constBuilderCall` building attribute `a` from its Rust value, for the setter and
/// builder taking the value, as mlir-tblgen's `canUseUnwrappedRawValue` decides: when the
/// value is not the attribute itself (the return type is not the storage type), and the
/// call reads the value (`$0`) or `a` is a unit attribute (the value is `true` or
/// `false`). A call without `$0` for any other attribute (upstream's UB
/// `PoisonAttrInterface`, whose value is the attribute) builds no value.
fn value_builder_call(a: &NamedAttr) -> Option<&str> {
    a.attr
        .const_builder_call
        .as_deref()
        .filter(|build| build.contains("$0") || is_unit(a))
        .filter(|_| a.attr.return_type.trim() != a.attr.storage_type.trim())
}

fn attr_view(
    a: &NamedAttr,
    segment_attrs: &[&str],
    slot_names: &SlotNames,
    cs: &mut Constraints,
) -> AttrView {
    let field = slot_names.field(&a.name);
    let base = slot_names.base(&a.name);
    let getter = slot_names.accessor(&a.name);
    let get_base = slot_names.getter_base(&a.name);
    let may_be_absent = a.attr.optional || a.attr.default_value.is_some();
    let conv = subst(
        &a.attr.convert_from_storage,
        &[("$_self", "attr"), ("$_ctxt", "ctx")],
    );
    let ret = a.attr.return_type.clone();
    let value = (!conv.trim().is_empty() && !ret.trim().is_empty()).then(|| AttrValue {
        ret: if a.attr.default_value.is_none() && a.attr.optional {
            format!("::core::option::Option<{ret}>")
        } else {
            ret.clone()
        },
        bind: if conv.contains("attr") { "attr" } else { "_" }.into(),
        identity: conv.trim() == "attr",
        presence: conv.trim() == "true"
            && a.attr.default_value.as_deref().map(str::trim) == Some("false"),
        conv,
        default: a
            .attr
            .default_value
            .as_deref()
            .map(|d| subst(&owned_default(d, &ret), &[("$_builder", "ctx")])),
        default_doc: a.attr.default_value.as_ref().map(|d| d.replace('`', "'")),
        optional: a.attr.optional,
        panics: !may_be_absent,
    });
    let setter = value_builder_call(a).map(|build| AttrSetter {
        unit: is_unit(a),
        ty: ret.clone(),
        build: subst(build, &[("$0", "value"), ("$_builder", "ctx")]),
    });
    let check = (!a.attr.pred.is_trivially_true()).then(|| cs.attr(&a.attr.pred));
    let read_class = match a.attr.storage_class.as_deref() {
        _ if a.attr.dialect_attr.is_some() => "",
        None | Some("Pred") => "",
        Some(class) => class,
    }
    .to_string();
    let storage_check = match a.attr.storage_class.as_deref() {
        _ if a.attr.dialect_attr.is_some() => None,
        None => None,
        Some("Pred") => check.as_ref().map(|c| format!("{c}(ctx, a)")),
        Some(class) => Some(format!("ctx.attr(a).has_storage_class(\"{class}\")")),
    };
    AttrView {
        name: a.name.clone(),
        field,
        base,
        getter,
        get_base,
        param: slot_names.param(&a.name),
        summary: a.attr.summary.clone(),
        summary_lit: escape(&a.attr.summary),
        may_be_absent,
        check,
        segment_of: segment_attrs.contains(&a.name.as_str()),
        value,
        setter,
        storage: a.attr.dialect_attr.clone(),
        storage_check,
        read_class,
    }
}

/// `$name` -> the getter call for that name; `$_op`/`$_ctxt`/`$_builder` -> the verifier's
/// variables.
fn substitute_names(expr: &str, op: &Operator) -> String {
    let slot_names = SlotNames::of(op);
    let mut pairs: Vec<(String, String)> = Vec::new();
    for values in [&op.operands, &op.results] {
        for v in values.iter().filter(|v| !v.name.is_empty()) {
            pairs.push((
                format!("${}", v.name),
                format!("self.{}(ctx)", slot_names.accessor(&v.name)),
            ));
        }
    }
    let names = op
        .attributes
        .iter()
        .map(|a| a.name.as_str())
        .chain(op.properties.iter().map(|p| p.name.as_str()))
        .chain(op.regions.iter().map(|r| r.name.as_str()))
        .chain(op.successors.iter().map(|s| s.name.as_str()))
        .filter(|n| !n.is_empty());
    for n in names {
        pairs.push((
            format!("${n}"),
            format!("self.{}(ctx)", slot_names.accessor(n)),
        ));
    }
    pairs.push(("$_op".into(), "self.0".into()));
    pairs.push(("$_ctxt".into(), "ctx".into()));
    pairs.push(("$_builder".into(), "ctx".into()));
    let refs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    subst(expr, &refs)
}

/// The default builder's parameters, in MLIR's order: result types, then the arguments as
/// the spec declares them (operands, attributes and properties interleaved), then region
/// counts and successors.
fn default_builder_params(op: &Operator) -> Vec<Param> {
    let names = SlotNames::of(op);
    let mut params = Vec::new();
    let ty = "::ods_runtime::Type";
    let val = "::ods_runtime::ir::Value";
    for (i, r) in op.results.iter().enumerate() {
        params.push(Param {
            ident: value_ident("result", i, r, &names),
            ty: rust_value_type(&r.arity, ty),
        });
    }
    let segment_attrs = segment_attrs(op);
    let mut operands = op.operands.iter().enumerate();
    let mut attrs = stored_attrs(op);
    let mut props = op.properties.iter();
    for kind in op.argument_kinds() {
        match kind {
            ArgKind::Operand => {
                if let Some((i, o)) = operands.next() {
                    params.push(Param {
                        ident: value_ident("operand", i, o, &names),
                        ty: rust_value_type(&o.arity, val),
                    });
                }
            }
            ArgKind::Attribute => {
                let Some(a) = attrs.next() else { continue };
                // Group sizes are computed from the groups themselves.
                if segment_attrs.contains(&a.name.as_str()) {
                    continue;
                }
                let optional = a.attr.optional || a.attr.default_value.is_some();
                params.push(Param {
                    ident: names.param(&a.name),
                    ty: if optional {
                        "::core::option::Option<::ods_runtime::Attribute>".into()
                    } else {
                        "::ods_runtime::Attribute".into()
                    },
                });
            }
            ArgKind::Property => {
                if let Some(p) = props.next() {
                    params.push(Param {
                        ident: names.param(&p.name),
                        ty: p.interface_type.clone(),
                    });
                }
            }
        }
    }
    for (i, r) in op.regions.iter().enumerate() {
        if r.variadic {
            params.push(Param {
                ident: format!("num_{}", region_ident(i, &r.name, &names)),
                ty: "usize".into(),
            });
        }
    }
    for s in &op.successors {
        params.push(Param {
            ident: names.param(&s.name),
            ty: if s.variadic {
                "::std::vec::Vec<::ods_runtime::ir::BlockId>".into()
            } else {
                "::ods_runtime::ir::BlockId".into()
            },
        });
    }
    params
}

fn rust_value_type(arity: &Arity, elem: &str) -> String {
    match arity {
        Arity::Single => elem.to_string(),
        Arity::Optional => format!("::core::option::Option<{elem}>"),
        Arity::Variadic => format!("::std::vec::Vec<{elem}>"),
        Arity::VariadicOfVariadic { .. } => {
            format!("::std::vec::Vec<::std::vec::Vec<{elem}>>")
        }
    }
}

/// `build_inferred`: like `build`, with every result type inferred (from a type the
/// constraint builds, or from the first operand under `SameOperandsAndResultType`).
fn inferred_builder(op: &Operator, params: &[Param]) -> Option<Derivation> {
    let names = SlotNames::of(op);
    if op.results.is_empty() || op.results.iter().any(|r| r.arity != Arity::Single) {
        return None;
    }
    let same = op.has_trait("SameOperandsAndResultType")
        && op
            .operands
            .first()
            .is_some_and(|o| o.arity == Arity::Single);
    // MLIR's `FirstAttrDerivedResultType`: every result has the first attribute's type,
    // when that attribute is a required handle (a `TypedAttr`).
    let first_attr = op
        .has_trait("FirstAttrDerivedResultType")
        .then(|| op.attributes.iter().find(|a| a.kind == AttrKind::Native))
        .flatten()
        .and_then(|a| {
            let ident = names.param(&a.name);
            params
                .iter()
                .any(|p| p.ident == ident && p.ty == "::ods_runtime::Attribute")
                .then_some(ident)
        });
    let mut lets = Vec::new();
    for (i, r) in op.results.iter().enumerate() {
        let ident = value_ident("result", i, r, &names);
        let the_let = if let Some(attr) = &first_attr {
            Let {
                ident,
                attr_type_of: Some(attr.clone()),
                ..Let::default()
            }
        } else if let Some(call) = &r.constraint.builder_call {
            Let {
                ident,
                call: subst(call, &[("$_builder", "ods_ctx")]),
                ..Let::default()
            }
        } else if same {
            Let {
                ident,
                operand_type_of: Some(value_ident("operand", 0, &op.operands[0], &names)),
                ..Let::default()
            }
        } else {
            return None;
        };
        lets.push(the_let);
    }
    Some(Derivation {
        params: params[op.results.len()..].to_vec(),
        lets,
    })
}

/// `build_inferred` for an op implementing `InferTypeOpInterface` (MLIR's builders without
/// result types, which call `inferReturnTypes`). Not for an op with regions, whose
/// bodies are built after `build` so inference could not see them, nor for one with
/// `AttrSizedResultSegments`, whose group sizes come from the result-type parameters.
fn interface_inferred_builder(op: &Operator, params: &[Param]) -> Option<InterfaceInferred> {
    if op.results.is_empty()
        || !op.regions.is_empty()
        || op.has_trait("AttrSizedResultSegments")
        || !op.can_infer_result_types()
    {
        return None;
    }
    let placeholders = op
        .results
        .iter()
        .map(|r| match r.arity {
            Arity::Single => "::ods_runtime::Type::none(ods_ctx)".to_string(),
            Arity::Optional => "::core::option::Option::None".to_string(),
            _ => "::std::vec::Vec::new()".to_string(),
        })
        .collect();
    Some(InterfaceInferred {
        params: params[op.results.len()..].to_vec(),
        placeholders,
    })
}

/// `build_with_values`: like `build`, with attributes given as Rust values and converted
/// with their `constBuilderCall`.
fn value_builder(op: &Operator, params: &[Param]) -> Option<Derivation> {
    let names = SlotNames::of(op);
    let convertible: Vec<&NamedAttr> = stored_attrs(op)
        .filter(|a| value_builder_call(a).is_some())
        .collect();
    if convertible.is_empty() {
        return None;
    }
    let mut out = Vec::new();
    let mut lets = Vec::new();
    for p in params {
        let Some(a) = convertible.iter().find(|a| names.param(&a.name) == p.ident) else {
            out.push(p.clone());
            continue;
        };
        let n = &p.ident;
        let build = value_builder_call(a).unwrap_or_default();
        let optional = a.attr.optional || a.attr.default_value.is_some();
        let ret = &a.attr.return_type;
        let (ty, the_let) = if is_unit(a) {
            // A presence flag (`UnitAttr`): built when the parameter is `true`.
            let call = subst(build, &[("$_builder", "ods_ctx")]);
            (
                ret.clone(),
                Let {
                    ident: n.clone(),
                    call,
                    when_set: optional,
                    ..Let::default()
                },
            )
        } else if optional {
            (
                format!("::core::option::Option<{ret}>"),
                Let {
                    ident: n.clone(),
                    call: subst(build, &[("$0", "ods_value"), ("$_builder", "ods_ctx")]),
                    map: true,
                    ..Let::default()
                },
            )
        } else {
            (
                ret.clone(),
                Let {
                    ident: n.clone(),
                    call: subst(build, &[("$0", n), ("$_builder", "ods_ctx")]),
                    ..Let::default()
                },
            )
        };
        out.push(Param {
            ident: n.clone(),
            ty,
        });
        lets.push(the_let);
    }
    Some(Derivation { params: out, lets })
}

/// The name a builder gets from the parameters it takes (`build_value_label`).
fn builder_method(params: &[Param]) -> String {
    if params.is_empty() {
        "build_default".to_string()
    } else {
        let parts: Vec<&str> = params.iter().map(|p| p.ident.trim_matches('_')).collect();
        format!("build_{}", parts.join("_"))
    }
}

/// The builders every op has, which a spec's builder named by its parameters (`$state`,
/// `$inferred`, `$with, $values`) may not take.
const GENERATED_BUILDERS: [&str; 4] = [
    "build",
    "build_state",
    "build_inferred",
    "build_with_values",
];

/// The spec's builders: each by its parameters, and for trailing `CArg` defaults, shorter
/// variants that pass the defaults.
fn custom_builders(op: &Operator) -> Vec<CustomBuilder> {
    let mut used: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for b in &op.builders {
        out.push(custom_builder(b, &mut used));
    }
    out
}

/// The Rust identifiers of parameters written `names`: snake case, and numbered when two
/// names differ only in case (`$X1` and `$x1`, distinct in C++, are `x1` and `x1_1`).
fn unique_param_idents<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        let base = param_ident(name);
        let mut ident = base.clone();
        let mut n = 1;
        while out.contains(&ident) {
            ident = format!("{}_{n}", base.trim_end_matches('_'));
            n += 1;
        }
        out.push(ident);
    }
    out
}

fn custom_builder(b: &Builder, used: &mut Vec<String>) -> CustomBuilder {
    let idents = unique_param_idents(b.params.iter().map(|p| p.name.as_str()));
    let params: Vec<Param> = b
        .params
        .iter()
        .zip(&idents)
        .map(|(p, ident)| Param {
            ident: ident.clone(),
            ty: p.rust_type.clone(),
        })
        .collect();
    let snake_params: Vec<Param> = idents
        .iter()
        .map(|ident| Param {
            ident: ident.clone(),
            ty: String::new(),
        })
        .collect();
    let mut method = builder_method(&snake_params);
    if used.contains(&method) || GENERATED_BUILDERS.contains(&method.as_str()) {
        let mut n = used.len();
        while used.contains(&format!("{method}_{n}")) {
            n += 1;
        }
        method = format!("{method}_{n}");
    }
    used.push(method.clone());
    let defaults: Vec<String> = b
        .params
        .iter()
        .filter_map(|p| {
            p.default
                .as_ref()
                .map(|d| format!("`{}` = `{}`", p.name, d.replace('`', "'")))
        })
        .collect();
    // Shorter variants: drop trailing defaulted parameters one at a time.
    let mut shorter = Vec::new();
    let mut keep = b.params.len();
    while keep > 0 && b.params[keep - 1].default.is_some() {
        keep -= 1;
        let short_params = params[..keep].to_vec();
        let name = builder_method(&snake_params[..keep]);
        if used.contains(&name) || GENERATED_BUILDERS.contains(&name.as_str()) {
            continue;
        }
        used.push(name.clone());
        let args: Vec<String> = params
            .iter()
            .zip(&b.params)
            .enumerate()
            .map(|(i, (p, bp))| {
                if i < keep {
                    p.ident.clone()
                } else {
                    bp.default.clone().unwrap_or_default()
                }
            })
            .collect();
        shorter.push(Shorter {
            method: name,
            omitted: b.params[keep..]
                .iter()
                .map(|p| format!("`{}`", p.name))
                .collect::<Vec<_>>()
                .join(", "),
            params: short_params,
            args,
        });
    }
    let body = b.body.as_deref().map(|body| {
        let body = crate::placeholders::with_param_idents(
            body,
            b.params.iter().map(|p| p.name.as_str()),
            |name| {
                b.params
                    .iter()
                    .position(|p| p.name == name)
                    .map_or_else(|| param_ident(name), |i| idents[i].clone())
            },
        );
        subst(
            &body,
            &[
                // `ods_state` is the `&mut OperationState`: `&mut $_state` passes it on,
                // `$_state.x` reads through it.
                ("&mut $_state", "ods_state"),
                ("$_state", "ods_state"),
                ("$_builder", "ods_ctx"),
                ("$_ctxt", "ods_ctx"),
            ],
        )
    });
    let create = method.replacen("build", "create", 1);
    CustomBuilder {
        hook: format!("{method}_state"),
        create,
        declared: body.is_none(),
        deprecated: b.deprecated.as_ref().map(|r| format!("{r:?}")),
        body: body.unwrap_or_default(),
        defaults: (!defaults.is_empty()).then(|| defaults.join(", ")),
        method,
        params,
        shorter,
    }
}

/// The attributes holding the group sizes of `VariadicOfVariadic` operands.
fn segment_attrs(op: &Operator) -> Vec<&str> {
    op.operands
        .iter()
        .filter_map(|o| match &o.arity {
            Arity::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
            _ => None,
        })
        .collect()
}

/// snake_case without keyword escaping, for names that get a prefix or suffix.
fn stored_attrs(op: &Operator) -> impl Iterator<Item = &NamedAttr> {
    op.attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native))
}

/// mlir-tblgen names the results of an op with several of them after the spec (`%low,
/// %high = ...`), unless the op has `OpAsmOpInterface` or no result is named.
fn asm_result_names(op: &Operator) -> Vec<(usize, String)> {
    let has_asm = op
        .traits
        .iter()
        .any(|t| matches!(t, Trait::Interface { name, .. } if name == "OpAsmOpInterface"));
    if op.results.len() <= 1 || has_asm {
        return Vec::new();
    }
    op.results
        .iter()
        .enumerate()
        .filter(|(_, r)| !r.name.is_empty())
        .map(|(i, r)| (i, r.name.clone()))
        .collect()
}
