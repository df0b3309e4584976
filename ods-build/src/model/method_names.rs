//! The Rust methods an op's named slots generate: two slots may not generate the same
//! method, nor one every op already has; and upstream's rule that an accessor may not overlap
//! with a default one of MLIR's `Op` (`getOperation`, `getAttributes`, ...).

use std::collections::BTreeMap;

use heck::{ToSnakeCase, ToUpperCamelCase};

use super::{Arity, AttrKind, InterfaceMethod, Operator};
use crate::diag::{Diags, Loc};

/// Methods of every generated op (and, the last two, of its adaptor), whatever its slots.
/// `op` is not among them: a slot named `op` takes the accessor, and the handle's operation
/// stays reachable through `OpView::op`, as C++'s `getOp()` leaves `getOperation()`. Nor is
/// `cast`: a slot named `cast` (upstream's `linalg.copy` has that attribute) takes the name,
/// and the op is cast with `Context::dyn_cast`, as C++'s `getCast()` leaves `cast<>`.
const OP_METHODS: [&str; 21] = [
    "ensure_terminator",
    "definition",
    "operand_range",
    "result_range",
    "get_ods_operands",
    "get_ods_results",
    "build_state",
    "build",
    "create",
    "build_inferred",
    "create_inferred",
    "build_with_values",
    "state_properties",
    "verify_invariants",
    "inherent_attr_violation",
    "properties_to_attribute",
    "properties_from_attribute",
    "properties_inherent_attr",
    "populate_defaults",
    "new",
    "with_regions",
];

/// A slot's accessor name, keywords escaped as the generated code escapes them.
fn field(name: &str) -> String {
    crate::render::names::snake(name)
}

/// The methods each named slot generates, in declaration order: (slot kind, name, loc,
/// methods).
fn slot_methods(op: &Operator) -> Vec<(&'static str, &str, &Loc, Vec<String>)> {
    let mut out = Vec::new();
    for o in op.operands.iter().filter(|o| !o.name.is_empty()) {
        out.push(("operand", o.name.as_str(), &o.loc, vec![field(&o.name)]));
    }
    for a in &op.attributes {
        let base = a.name.to_snake_case();
        let mut methods = vec![field(&a.name)];
        if matches!(a.kind, AttrKind::Native) {
            methods.extend([
                format!("{base}_attr_name"),
                format!("{base}_attr"),
                format!("set_{base}_attr"),
                format!("set_{base}"),
            ]);
        }
        out.push(("attribute", a.name.as_str(), &a.loc, methods));
    }
    for p in &op.properties {
        let base = p.name.to_snake_case();
        let methods = vec![
            field(&p.name),
            format!("set_{base}"),
            format!("{base}_attr_name"),
        ];
        out.push(("property", p.name.as_str(), &p.loc, methods));
    }
    for r in op.results.iter().filter(|r| !r.name.is_empty()) {
        out.push(("result", r.name.as_str(), &r.loc, vec![field(&r.name)]));
    }
    for r in op.regions.iter().filter(|r| !r.name.is_empty()) {
        out.push(("region", r.name.as_str(), &r.loc, vec![field(&r.name)]));
    }
    for s in op.successors.iter().filter(|s| !s.name.is_empty()) {
        out.push(("successor", s.name.as_str(), &s.loc, vec![field(&s.name)]));
    }
    out
}

/// Whether a named slot of `op` generates the method `name`.
pub(crate) fn slot_generates(op: &Operator, name: &str) -> bool {
    slot_methods(op)
        .iter()
        .any(|(_, _, _, methods)| methods.iter().any(|m| m == name))
}

/// Whether upstream's accessor `get<Camel>` for `name` overlaps with a default one of `Op`.
fn overlaps_op_api(op: &Operator, name: &str) -> bool {
    let variable = |arity: &[bool]| arity.len() != 1 || arity.iter().filter(|v| **v).count() != 1;
    match name.to_upper_camel_case().as_str() {
        "AttributeNames" | "Attributes" | "Operation" => true,
        "Operands" => {
            let v: Vec<bool> = op
                .operands
                .iter()
                .map(|o| o.arity != Arity::Single)
                .collect();
            variable(&v)
        }
        "Regions" => {
            let v: Vec<bool> = op.regions.iter().map(|r| r.variadic).collect();
            variable(&v)
        }
        "Type" => op.results.len() != 1,
        _ => false,
    }
}

/// The name upstream's accessor of a slot named `name` takes after `get`: LLVM's
/// `convertToCamelFromSnakeCase(name, true)`, which upper-cases the first letter and a
/// lower-case letter after `_` (dropping that `_`) and keeps every other character
/// (`a_b`, `aB` and `AB` are all `AB`).
pub(super) fn upstream_camel(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if i == 0 {
            out.push(c.to_ascii_uppercase());
        } else if c == '_' && chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase()) {
            i += 1;
            out.push(chars[i].to_ascii_uppercase());
        } else {
            out.push(c);
        }
        i += 1;
    }
    out
}

/// Reports every generated method two slots share, or a slot shares with every op; and, as
/// mlir-tblgen does ("Unexpected overlap when generating ..."), two slots whose upstream
/// accessors coincide (`$AB` and `$a_b` are both `getAB`) and an attribute or property whose
/// accessor is one of `Op`'s (`getAttributes`, `getAttributeNames`, `getProperties`).
pub(super) fn validate(op: &Operator, diags: &mut Diags) {
    let name = &op.def_name;
    let mut getters: BTreeMap<String, (&str, &str)> = BTreeMap::new();
    for (what, n, loc, _) in slot_methods(op) {
        let camel = upstream_camel(n);
        if matches!(what, "attribute" | "property")
            && matches!(
                camel.as_str(),
                "Attributes" | "AttributeNames" | "Properties"
            )
        {
            diags.error(
                loc,
                format!(
                    "op `{name}`: the generated accessor for {what} `{n}` overlaps with a \
                     default one of MLIR's ops (`get{camel}`); rename it"
                ),
            );
        }
        match getters.get(&camel) {
            Some((w, prev)) if *prev != n => diags.error(
                loc,
                format!(
                    "op `{name}`: {what} `{n}` and {w} `{prev}` both have the accessor \
                     `get{camel}` in MLIR, which mlir-tblgen rejects as an overlap; rename one \
                     of them"
                ),
            ),
            Some(_) => {}
            None => {
                getters.insert(camel, (what, n));
            }
        }
    }
    let mut owners: BTreeMap<String, (&str, &str)> = BTreeMap::new();
    for (what, n, loc, methods) in slot_methods(op) {
        // These default accessors are checked for operands, results, regions and
        // successors; attributes overlap only on the three checked above (upstream's
        // `pdl_interp.check_type` has a `type` attribute).
        let checked = matches!(what, "operand" | "result" | "region" | "successor");
        if checked && overlaps_op_api(op, n) {
            diags.error(
                loc,
                format!(
                    "op `{name}`: the generated accessor for {what} `{n}` overlaps with a \
                     default one of MLIR's ops; rename it"
                ),
            );
        }
        for m in methods {
            // The adaptor holds operands, attributes, properties and regions, not results
            // or successors.
            let adaptor_only = matches!(m.as_str(), "new" | "with_regions");
            let in_adaptor = !matches!(what, "result" | "successor");
            if OP_METHODS.contains(&m.as_str()) && (in_adaptor || !adaptor_only) {
                diags.error(
                    loc,
                    format!(
                        "op `{name}`: {what} `{n}` generates method `{m}`, which every op \
                         already has; rename it"
                    ),
                );
            } else if let Some((w, prev)) = owners.get(&m) {
                if *prev != n {
                    diags.error(
                        loc,
                        format!(
                            "op `{name}`: {what} `{n}` generates method `{m}`, as {w} \
                             `{prev}` does; rename one of them"
                        ),
                    );
                }
            } else {
                owners.insert(m, (what, n));
            }
        }
    }
}

/// What a generated accessor of an attribute does, when an interface method is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AttrAccessor {
    /// `get<Name>Attr`: the stored attribute, if any.
    Get,
    /// `set<Name>Attr`: stores an attribute.
    Set,
    /// `remove<Name>Attr`: removes the attribute and returns what was stored.
    Remove,
}

/// The attribute of `op` (its snake-case name) and the accessor that upstream's generated
/// member named as `method` is (`getArgAttrsAttr`, `setArgAttrsAttr`, `removeArgAttrsAttr`
/// for `arg_attrs`): an interface method of that name and of the accessor's shape (it takes
/// or returns an optional `Attribute`; removing takes the builder) is implemented by the
/// accessor, as a C++ op's generated member implements the interface method it names.
pub(crate) fn attr_accessor(
    op: &Operator,
    method: &InterfaceMethod,
) -> Option<(String, AttrAccessor)> {
    let (kind, rest) = [
        ("get", AttrAccessor::Get),
        ("set", AttrAccessor::Set),
        ("remove", AttrAccessor::Remove),
    ]
    .into_iter()
    .find_map(|(prefix, kind)| Some((kind, method.name.strip_prefix(prefix)?)))?;
    let camel = rest.strip_suffix("Attr")?;
    let squash = |t: &str| -> String {
        t.chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .replace("::core::option::", "")
            .replace("::std::option::", "")
    };
    let attr = "::ods_runtime::Attribute";
    let optional = format!("Option<{attr}>");
    let params: Vec<String> = method.params.iter().map(|p| squash(&p.rust_type)).collect();
    let ret = squash(&method.return_type);
    let fits = !method.is_static
        && match kind {
            AttrAccessor::Get => ret == optional && params.is_empty(),
            AttrAccessor::Set => ret == "()" && params == [attr],
            AttrAccessor::Remove => ret == optional && params.len() == 1 && method.takes_builder(),
        };
    if !fits {
        return None;
    }
    op.attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native))
        .find(|a| a.name.to_upper_camel_case() == camel)
        .map(|a| (field(&a.name), kind))
}
