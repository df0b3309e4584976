//! The ODS rules a spec must satisfy before code is generated from it. Every violation is a
//! diagnostic at the offending item's location; one run reports them all. Code blocks are
//! checked to be Rust by [`super::code`].

use std::collections::{BTreeMap, BTreeSet};

use super::code::CodeCheck;
use super::{Arity, AttrKind, AttrOrTypeDef, Builder, EnumDef, EnumKind, Operator, Spec, Trait};
use crate::diag::{Anchor, Diags, Error, Loc};

const SEGMENT_TRAITS: [&str; 2] = ["AttrSizedOperandSegments", "SameVariadicOperandSize"];
/// Runtime handles without a default value; a property storing one needs a `defaultValue`.
const HANDLES: [&str; 7] = [
    "::ods_runtime::Type",
    "::ods_runtime::Attribute",
    "::ods_runtime::Location",
    "::ods_runtime::ir::Value",
    "::ods_runtime::ir::OpId",
    "::ods_runtime::ir::BlockId",
    "::ods_runtime::ir::RegionId",
];
const RESULT_SEGMENT_TRAITS: [&str; 2] = ["AttrSizedResultSegments", "SameVariadicResultSize"];

/// An op's interfaces exist, and the methods its hooks trait gets are named once.
fn validate_op_interfaces(op: &Operator, ifaces: &[super::Interface], diags: &mut Diags) {
    let h = &op.hooks;
    let mut hooks: BTreeMap<String, String> = BTreeMap::new();
    for (on, name, what) in [
        (h.verifier, "verify", "hasVerifier"),
        (h.region_verifier, "verify_regions", "hasRegionVerifier"),
        (h.folder, "fold", "hasFolder"),
        (
            h.canonicalizer,
            "canonicalization_patterns",
            "hasCanonicalizer",
        ),
        (
            h.canonicalize_method,
            "canonicalize",
            "hasCanonicalizeMethod",
        ),
        (h.custom_assembly_format, "parse", "hasCustomAssemblyFormat"),
        (h.custom_assembly_format, "print", "hasCustomAssemblyFormat"),
    ] {
        if on {
            hooks.insert(name.to_string(), format!("`{what}`"));
        }
    }
    let own_fns = super::code::impl_fns(&op.extra_class_declaration);
    let uses = op.interface_uses();
    for t in &op.traits {
        let Trait::Interface { name, written } = t else {
            continue;
        };
        let Some(iface) = ifaces.iter().find(|i| &i.name == name) else {
            diags.error(
                &op.loc,
                format!("op `{}` implements unknown interface `{name}`", op.def_name),
            );
            continue;
        };
        // A method the op defines itself in `extraClassDeclaration` is what the interface
        // calls (a C++ op's own member implements it or hides the default): same inputs.
        for m in &iface.methods {
            let fname = crate::names::snake(&m.name);
            let inputs = m.params.len() + 1 + usize::from(!m.is_static);
            if let Some(n) = own_fns
                .iter()
                .find(|f| f.name == fname)
                .map(|f| f.inputs)
                .filter(|&n| n != inputs)
            {
                diags.error(
                    &op.loc,
                    format!(
                        "`{fname}` in the `extraClassDeclaration` of `{}` stands for method \
                         `{}` of interface `{name}` and must take {inputs} inputs ({}ctx{}), \
                         not {n}",
                        op.def_name,
                        m.name,
                        if m.is_static { "" } else { "self, " },
                        m.params
                            .iter()
                            .map(|p| format!(", {}", crate::names::param(&p.name)))
                            .collect::<String>()
                    ),
                );
            }
        }
        for m in written {
            if !iface.methods.iter().any(|d| &d.name == m) {
                diags.error(
                    &op.loc,
                    format!(
                        "op `{}` writes method `{m}`, which interface `{name}` does not declare",
                        op.def_name
                    ),
                );
                continue;
            }
            let fname = super::method_names::interface_hook_name(&uses, name, m);
            let by = format!("method `{m}` of interface `{name}`");
            if let Some(prev) = hooks.insert(fname.clone(), by.clone()) {
                diags.error(
                    &op.loc,
                    format!(
                        "op `{}` would write `{fname}` twice in its hooks trait: for {prev} and \
                         for {by}",
                        op.def_name
                    ),
                );
            }
        }
    }
}

impl Spec {
    /// The model stage: stubs the spec's code blocks that are not Rust when
    /// `stub_foreign_code` is set (as `ods-tblgen --stub-foreign-code` asks), then checks every
    /// ODS rule.
    pub fn prepare(&mut self, stub_foreign_code: bool) -> Result<(), Error> {
        if stub_foreign_code {
            super::stub::stub_foreign_code(self);
        }
        self.validate()
    }

    /// Checks every ODS rule; returns all violations at once.
    pub fn validate(&self) -> Result<(), Error> {
        let mut diags = Diags::default();
        let mut code = CodeCheck::default();
        let mut dialect_names: BTreeMap<&str, &Loc> = BTreeMap::new();
        for d in &self.dialects {
            code.dialect(&mut diags, d);
            if !is_dialect_name(&d.name) {
                diags.error(
                    &d.loc,
                    format!(
                        "dialect `{}` has an invalid name `{}`: use lower-case letters, digits, `_` and `.`",
                        d.def_name, d.name
                    ),
                );
            }
            if !is_module_path(&d.module) {
                diags.error(
                    &d.loc,
                    format!(
                        "dialect `{}` has an invalid cppNamespace `{}`: it must name a Rust module path",
                        d.def_name, d.module
                    ),
                );
            }
            if let Some(prev) = dialect_names.insert(&d.name, &d.loc) {
                diags.error(
                    &d.loc,
                    format!("dialect `{}` is defined twice (first at {prev})", d.name),
                );
            }
        }
        let mut fn_names: BTreeMap<String, &Loc> = BTreeMap::new();
        for f in &self.constraint_fns {
            let rust = crate::names::snake(&f.name);
            if syn::parse_str::<syn::Ident>(&rust).is_err() {
                diags.error(
                    &f.loc,
                    format!(
                        "`cppFunctionName` `{}` does not make a Rust function name",
                        f.name
                    ),
                );
            } else if let Some(prev) = fn_names.insert(rust.clone(), &f.loc) {
                diags.error(
                    &f.loc,
                    format!(
                        "`cppFunctionName` `{}` generates the function `{rust}`, as the \
                         constraint at {prev} does",
                        f.name
                    ),
                );
            }
            code.pred(
                &mut diags,
                &f.loc,
                &format!("the predicate of `{}`", f.name),
                &f.constraint.pred,
            );
        }
        let dialects: BTreeSet<&str> = self.dialects.iter().map(|d| d.def_name.as_str()).collect();
        let mut op_names: BTreeMap<(String, String), &Loc> = BTreeMap::new();
        for op in &self.ops {
            if !dialects.contains(op.dialect.as_str()) {
                diags.error(
                    &op.loc,
                    format!(
                        "op `{}` names unknown dialect `{}`",
                        op.def_name, op.dialect
                    ),
                );
            }
            if let Some(prev) = op_names.insert((op.dialect.clone(), op.mnemonic.clone()), &op.loc)
            {
                diags.error(
                    &op.loc,
                    format!(
                        "op `{}` redefines mnemonic `{}` (first defined at {prev})",
                        op.def_name, op.mnemonic
                    ),
                );
            }
            validate_op(op, &mut diags);
            validate_op_interfaces(op, &self.interfaces, &mut diags);
            code.op(&mut diags, op);
        }
        for iface in &self.interfaces {
            code.interface(&mut diags, iface);
        }
        for e in &self.enums {
            validate_enum(e, &mut diags);
        }
        let mut mnemonics: BTreeMap<(String, String), &Loc> = BTreeMap::new();
        for (what, defs) in [("type", &self.typedefs), ("attribute", &self.attrdefs)] {
            for def in defs.iter() {
                if !dialects.contains(def.dialect.as_str()) {
                    diags.error(
                        &def.loc,
                        format!(
                            "{what} `{}` names unknown dialect `{}`",
                            def.def_name, def.dialect
                        ),
                    );
                }
                if let Some(m) = &def.mnemonic
                    && let Some(prev) =
                        mnemonics.insert((format!("{what}:{}", def.dialect), m.clone()), &def.loc)
                {
                    diags.error(
                        &def.loc,
                        format!(
                            "{what} `{}` redefines mnemonic `{m}` (first defined at {prev})",
                            def.def_name
                        ),
                    );
                }
                validate_attr_or_type(what, def, &mut diags);
                code.attr_or_type(&mut diags, def);
            }
        }
        diags.finish(())
    }
}

/// Checks an op: its arguments' order, names, variadic slots, attributes, properties,
/// traits, format and builders.
fn validate_op(op: &Operator, diags: &mut Diags) {
    validate_argument_order(op, diags);
    validate_op_names(op, diags);
    validate_op_segments(op, diags);
    validate_op_attrs_and_props(op, diags);
    validate_op_traits_and_format(op, diags);
}

/// `argument_order` names each operand, stored attribute and property once.
fn validate_argument_order(op: &Operator, diags: &mut Diags) {
    if !op.argument_order.is_empty() {
        let count =
            |k: crate::model::ArgKind| op.argument_order.iter().filter(|x| **x == k).count();
        let stored = op
            .attributes
            .iter()
            .filter(|a| matches!(a.kind, AttrKind::Native))
            .count();
        if count(crate::model::ArgKind::Operand) != op.operands.len()
            || count(crate::model::ArgKind::Attribute) != stored
            || count(crate::model::ArgKind::Property) != op.properties.len()
        {
            diags.error(
                &op.loc,
                format!(
                    "`argument_order` of op `{}` must name each operand, stored attribute and property once ({} operands, {stored} attributes, {} properties)",
                    op.def_name,
                    op.operands.len(),
                    op.properties.len()
                ),
            );
        }
    }
}

/// The op's submodule and mnemonic, and the names of its slots: one namespace, as in ODS.
fn validate_op_names(op: &Operator, diags: &mut Diags) {
    let name = &op.def_name;
    if let Some(sub) = &op.submodule
        && !is_module_path(sub)
    {
        diags.error(
            &op.loc,
            format!(
                "op `{name}` has an invalid submodule `{sub}`: it must name a Rust module path"
            ),
        );
    }
    if !is_mnemonic(&op.mnemonic) {
        diags.error(
            &op.loc,
            format!("op `{name}` has an invalid mnemonic `{}`", op.mnemonic),
        );
    }
    // One namespace for every named slot, as in ODS. Operands, results and regions may be
    // unnamed (they get positional accessors); everything else needs a name.
    let mut seen: BTreeMap<String, Loc> = BTreeMap::new();
    let mut check_name = |diags: &mut Diags, what: &str, n: &str, loc: &Loc| {
        if n.is_empty() {
            if !matches!(what, "operand" | "result" | "region") {
                diags.error(loc, format!("op `{name}` has an unnamed {what}"));
            }
            return;
        }
        if !is_identifier(n) {
            diags.error(loc, format!("op `{name}` has an invalid {what} name `{n}`"));
        }
        if let Some(prev) = seen.insert(n.to_string(), loc.clone()) {
            diags.error(
                loc,
                format!("op `{name}` declares `{n}` twice (first at {prev})"),
            );
        }
    };
    for o in &op.operands {
        check_name(diags, "operand", &o.name, &o.loc);
    }
    for a in &op.attributes {
        check_name(diags, "attribute", &a.name, &a.loc);
    }
    for p in &op.properties {
        check_name(diags, "property", &p.name, &p.loc);
    }
    for r in &op.results {
        check_name(diags, "result", &r.name, &r.loc);
    }
    for r in &op.regions {
        check_name(diags, "region", &r.name, &r.loc);
    }
    for s in &op.successors {
        check_name(diags, "successor", &s.name, &s.loc);
    }

    super::method_names::validate(op, diags);
}

/// Variadic and optional slots: the segment traits they need, what sizes a
/// `VariadicOfVariadic` operand, and variadic regions and successors last.
fn validate_op_segments(op: &Operator, diags: &mut Diags) {
    let name = &op.def_name;
    if op.variable_operands() > 1 && !SEGMENT_TRAITS.iter().any(|t| op.has_trait(t)) {
        diags.error(
            &op.loc,
            format!(
                "op `{name}` has more than one variadic or optional operand; it needs the \
                 AttrSizedOperandSegments or SameVariadicOperandSize trait"
            ),
        );
    }
    if op.variable_results() > 1 && !RESULT_SEGMENT_TRAITS.iter().any(|t| op.has_trait(t)) {
        diags.error(
            &op.loc,
            format!(
                "op `{name}` has more than one variadic or optional result; it needs the \
                 AttrSizedResultSegments or SameVariadicResultSize trait"
            ),
        );
    }
    for (trait_name, present) in [
        ("AttrSizedOperandSegments", "operand_segment_sizes"),
        ("AttrSizedResultSegments", "result_segment_sizes"),
    ] {
        if op.has_trait(trait_name) && seen_contains(op, present) {
            diags.error(
                &op.loc,
                format!("op `{name}` may not declare `{present}`: {trait_name} owns that name"),
            );
        }
    }
    for o in &op.operands {
        if let Arity::VariadicOfVariadic { segment_attr } = &o.arity {
            match op.attributes.iter().find(|a| &a.name == segment_attr) {
                None => diags.error(
                    &o.loc,
                    format!(
                        "operand `{}` of op `{name}` is sized by `{segment_attr}`, which is not an attribute of the op",
                        o.name
                    ),
                ),
                Some(a) if !matches!(a.attr.return_type.as_str(), "Vec<i32>" | "::std::vec::Vec<i32>") => diags.error(
                    &a.loc,
                    format!(
                        "attribute `{segment_attr}` of op `{name}` sizes operand `{}` and must be a DenseI32ArrayAttr",
                        o.name
                    ),
                ),
                Some(_) => {}
            }
        }
    }
    for r in &op.results {
        if matches!(r.arity, Arity::VariadicOfVariadic { .. }) {
            diags.error(
                &r.loc,
                format!(
                    "result `{}` of op `{name}` is VariadicOfVariadic, which only operands may be",
                    r.name
                ),
            );
        }
    }
    for (i, r) in op.regions.iter().enumerate() {
        if r.variadic && i + 1 != op.regions.len() {
            diags.error(
                &r.loc,
                format!(
                    "region `{}` of op `{name}` is variadic but not the last region",
                    r.name
                ),
            );
        }
    }
    for (i, s) in op.successors.iter().enumerate() {
        if s.variadic && i + 1 != op.successors.len() {
            diags.error(
                &s.loc,
                format!(
                    "successor `{}` of op `{name}` is variadic but not the last successor",
                    s.name
                ),
            );
        }
    }
}

/// Attributes (optional, default-valued, derived) and properties (conversions, defaults).
fn validate_op_attrs_and_props(op: &Operator, diags: &mut Diags) {
    let name = &op.def_name;
    for a in &op.attributes {
        if a.attr.optional && a.attr.default_value.is_some() {
            diags.error(
                &a.loc,
                format!(
                    "attribute `{}` of op `{name}` is both optional and default-valued",
                    a.name
                ),
            );
        }
        if matches!(a.kind, AttrKind::Derived { .. })
            && (a.attr.optional || a.attr.default_value.is_some())
        {
            diags.error(
                &a.loc,
                format!(
                    "derived attribute `{}` of op `{name}` cannot be optional or default-valued",
                    a.name
                ),
            );
        }
    }
    for p in &op.properties {
        for (field, code) in [
            ("convertToAttribute", &p.convert_to_attribute),
            ("convertFromAttribute", &p.convert_from_attribute),
        ] {
            if code.trim().is_empty() {
                diags.error(
                    &p.loc,
                    format!(
                        "property `{}` of op `{name}` has an empty `{field}`: the generic form needs it",
                        p.name
                    ),
                );
            }
        }
        if p.default_value.is_none() && !p.optional && HANDLES.contains(&p.storage_type.as_str()) {
            diags.error_at(
                &p.loc,
                Anchor::Text {
                    text: format!("${}", p.name),
                    offset: 1,
                },
                format!(
                    "property `{}` of op `{name}` stores `{}`, which has no default value: give \
                     it a `defaultValue` or make it optional (`std::optional<..>`)",
                    p.name, p.storage_type
                ),
            );
        }
        if p.optional && p.default_value.is_some() {
            diags.error(
                &p.loc,
                format!(
                    "property `{}` of op `{name}` is both optional and default-valued",
                    p.name
                ),
            );
        }
    }
}

/// The `$names` the op's predicate traits refer to, the assembly format not beside
/// hasCustomAssemblyFormat (the format stage, [`crate::format::plan_spec`], checks the
/// format itself) and the builders.
fn validate_op_traits_and_format(op: &Operator, diags: &mut Diags) {
    let name = &op.def_name;
    for t in &op.traits {
        if let Trait::Pred {
            pred, description, ..
        } = t
        {
            for var in placeholders(&pred.to_expr()) {
                if !seen_contains(op, &var) {
                    diags.error(
                        &op.loc,
                        format!(
                            "trait `{description}` of op `{name}` refers to `${var}`, which is not an operand, attribute, property, result, region or successor"
                        ),
                    );
                }
            }
        }
    }
    if op.hooks.custom_assembly_format && op.assembly_format.is_some() {
        diags.error(
            &op.loc,
            format!("op `{name}` sets both assemblyFormat and hasCustomAssemblyFormat"),
        );
    }
    for b in &op.builders {
        validate_builder(name, b, diags);
    }
}

fn seen_contains(op: &Operator, var: &str) -> bool {
    op.operands.iter().any(|o| o.name == var)
        || op.results.iter().any(|o| o.name == var)
        || op.attributes.iter().any(|o| o.name == var)
        || op.properties.iter().any(|o| o.name == var)
        || op.regions.iter().any(|o| o.name == var)
        || op.successors.iter().any(|o| o.name == var)
}

/// `$name` references in `text`, skipping the `$_xxx` built-in placeholders.
pub(crate) fn placeholders(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'$' {
            let start = i + 1;
            let mut end = start;
            while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
                end += 1;
            }
            let word = &text[start..end];
            if !word.is_empty() && !word.starts_with('_') && !word.as_bytes()[0].is_ascii_digit() {
                out.push(word.to_string());
            }
            i = end.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

fn validate_builder(owner: &str, b: &Builder, diags: &mut Diags) {
    let mut names = BTreeSet::new();
    let mut saw_default = false;
    for p in &b.params {
        if !is_identifier(&p.name) {
            diags.error(
                &b.loc,
                format!(
                    "builder of `{owner}` has an invalid parameter name `{}`",
                    p.name
                ),
            );
        }
        if !names.insert(p.name.as_str()) {
            diags.error(
                &b.loc,
                format!("builder of `{owner}` has two parameters named `{}`", p.name),
            );
        }
        if p.rust_type.trim().is_empty() {
            diags.error(
                &b.loc,
                format!("builder parameter `{}` of `{owner}` has no type", p.name),
            );
        }
        if p.default.is_some() {
            saw_default = true;
        } else if saw_default {
            diags.error(
                &b.loc,
                format!(
                    "builder parameter `{}` of `{owner}` follows a defaulted parameter and has no default",
                    p.name
                ),
            );
        }
    }
}

fn validate_enum(e: &EnumDef, diags: &mut Diags) {
    if !is_type_name(&e.name) {
        diags.error(
            &e.loc,
            format!(
                "enum `{}` has an invalid Rust name `{}`",
                e.def_name, e.name
            ),
        );
    }
    if e.cases.is_empty() {
        diags.error(&e.loc, format!("enum `{}` has no cases", e.def_name));
    }
    let mut symbols = BTreeMap::new();
    let mut strings = BTreeMap::new();
    let mut values = BTreeMap::new();
    for c in &e.cases {
        if !is_identifier(&c.symbol) {
            diags.error(
                &c.loc,
                format!(
                    "case `{}` of enum `{}` is not a valid identifier",
                    c.symbol, e.def_name
                ),
            );
        }
        if let Some(prev) = symbols.insert(c.symbol.as_str(), &c.loc) {
            diags.error(
                &c.loc,
                format!(
                    "enum `{}` has two cases named `{}` (first at {prev})",
                    e.def_name, c.symbol
                ),
            );
        }
        if let Some(prev) = strings.insert(c.string.as_str(), &c.loc) {
            diags.error(
                &c.loc,
                format!(
                    "enum `{}` has two cases spelled `{}` (first at {prev})",
                    e.def_name, c.string
                ),
            );
        }
        // A bit enum's cases may share a value (LLVM's `DIFlags`: `Private` is `Bit0`),
        // as mlir-tblgen's generated C++ allows: each is a constant, printed when its bits
        // are set. A plain integer enum's may not: its value selects one case (mlir-tblgen's
        // `symbolize` would have two `case` labels with the value, which C++ refuses).
        if matches!(e.kind, EnumKind::I32 | EnumKind::I64)
            && let Some(prev) = values.insert(c.value, &c.loc)
        {
            diags.error(
                &c.loc,
                format!(
                    "enum `{}` has two cases with value {} (first at {prev})",
                    e.def_name, c.value
                ),
            );
        }
        let width = match e.kind {
            EnumKind::I32 => 32,
            EnumKind::Bit => e.bit_width,
            _ => 64,
        };
        if width < 64 && c.value >> width != 0 {
            diags.error(
                &c.loc,
                format!(
                    "case `{}` of enum `{}` has value {}, which does not fit in {width} bits",
                    c.symbol, e.def_name, c.value
                ),
            );
        }
    }
}

/// Checks a type or attribute definition (`what`): its names, parameters, self type,
/// assembly format and builders.
fn validate_attr_or_type(what: &str, def: &AttrOrTypeDef, diags: &mut Diags) {
    if !is_type_name(&def.rust_name) {
        diags.error(
            &def.loc,
            format!(
                "{what} `{}` has an invalid Rust name `{}`",
                def.def_name, def.rust_name
            ),
        );
    }
    if let Some(m) = &def.mnemonic
        && !is_mnemonic(m)
    {
        diags.error(
            &def.loc,
            format!("{what} `{}` has an invalid mnemonic `{m}`", def.def_name),
        );
    }
    validate_def_params(what, def, diags);
    validate_self_type(what, def, diags);
    validate_def_format(what, def, diags);
    for b in &def.builders {
        validate_builder(&def.def_name, b, diags);
    }
}

/// The parameters of a definition: valid, distinct names whose Rust fields and upstream
/// accessors do not clash, each with a Rust type.
fn validate_def_params(what: &str, def: &AttrOrTypeDef, diags: &mut Diags) {
    let mut names = BTreeSet::new();
    // Two parameters whose Rust field or upstream accessor coincide (`get` and `Get` are
    // both the field `get` and `getGet`; `AB` and `a_b` are both `getAB`, on which
    // mlir-tblgen stops with an assertion).
    let mut fields: BTreeMap<String, &str> = BTreeMap::new();
    let mut getters: BTreeMap<String, &str> = BTreeMap::new();
    for p in &def.parameters {
        let field = crate::names::snake(&p.name);
        let getter = super::method_names::upstream_camel(&p.name);
        let clash = match (fields.get(&field), getters.get(&getter)) {
            (Some(other), _) if *other != p.name => {
                Some(format!("both generate the Rust field `{field}`"))
            }
            (_, Some(other)) if *other != p.name => {
                Some(format!("both generate upstream's accessor `get{getter}`"))
            }
            _ => None,
        };
        if let Some(why) = clash {
            let other = fields
                .get(&field)
                .filter(|o| **o != p.name)
                .or_else(|| getters.get(&getter))
                .copied()
                .unwrap_or_default();
            diags.error(
                &def.loc,
                format!(
                    "parameters `{other}` and `{}` of {what} `{}` {why}; rename one",
                    p.name, def.def_name
                ),
            );
        }
        fields.entry(field).or_insert(&p.name);
        getters.entry(getter).or_insert(&p.name);
        if !is_identifier(&p.name) {
            diags.error(
                &def.loc,
                format!(
                    "{what} `{}` has an invalid parameter name `{}`",
                    def.def_name, p.name
                ),
            );
        }
        if !names.insert(p.name.as_str()) {
            diags.error(
                &def.loc,
                format!(
                    "{what} `{}` has two parameters named `{}`",
                    def.def_name, p.name
                ),
            );
        }
        if p.rust_type.trim().is_empty() {
            diags.error(
                &def.loc,
                format!(
                    "parameter `{}` of {what} `{}` has no Rust type",
                    p.name, def.def_name
                ),
            );
        }
    }
}

/// `AttributeSelfTypeParameter`s: attributes only, at most one, and one for
/// `TypedAttrInterface`.
fn validate_self_type(what: &str, def: &AttrOrTypeDef, diags: &mut Diags) {
    let self_types = def.parameters.iter().filter(|p| p.self_type).count();
    if self_types > 0 && what != "attribute" {
        diags.error(
            &def.loc,
            format!(
                "{what} `{}` has an AttributeSelfTypeParameter: only attributes have a self type",
                def.def_name
            ),
        );
    }
    if self_types > 1 {
        diags.error(
            &def.loc,
            format!(
                "{what} `{}` has more than one AttributeSelfTypeParameter",
                def.def_name
            ),
        );
    }
    if def.typed_attr && self_types == 0 {
        diags.error(
            &def.loc,
            format!(
                "`TypedAttrInterface` of {what} `{}` needs an AttributeSelfTypeParameter: \
                 ods-build gives the attribute that parameter as its type (`getType` is not \
                 written by hand)",
                def.def_name
            ),
        );
    }
}

/// The assembly format of a definition: not beside hasCustomAssemblyFormat, and with a
/// mnemonic (the format stage, [`crate::format::plan_spec`], checks the format itself).
fn validate_def_format(what: &str, def: &AttrOrTypeDef, diags: &mut Diags) {
    if def.has_custom_assembly_format && def.assembly_format.is_some() {
        diags.error(
            &def.loc,
            format!(
                "{what} `{}` sets both assemblyFormat and hasCustomAssemblyFormat",
                def.def_name
            ),
        );
    }
    if def.assembly_format.is_some() && def.mnemonic.is_none() {
        diags.error(
            &def.loc,
            format!(
                "{what} `{}` has an assemblyFormat but no mnemonic",
                def.def_name
            ),
        );
    }
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn is_type_name(s: &str) -> bool {
    is_identifier(s) && s.starts_with(|c: char| c.is_ascii_uppercase())
}

fn is_mnemonic(s: &str) -> bool {
    !s.is_empty()
        && s.split('.').all(|part| {
            !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

fn is_dialect_name(s: &str) -> bool {
    !s.is_empty()
        && s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.')
}

fn is_module_path(s: &str) -> bool {
    !s.is_empty() && s.split("::").all(is_identifier)
}
