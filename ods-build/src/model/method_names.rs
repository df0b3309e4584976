//! The Rust names an op's named slots generate ([`SlotNames`]: fields, parameters, getters
//! and setters, with C++'s `get` prefix where a getter would meet another method, and
//! numbered where two names share a snake case), and the checks on them: two slots may not
//! generate the same method, nor one every op already has; and mlir-tblgen's overlaps of
//! C++ accessors, among them that an accessor may not be a default one of MLIR's `Op`
//! (`getOperation`, `getAttributes`, ...).

use std::collections::{BTreeMap, BTreeSet};

use heck::{ToSnakeCase, ToUpperCamelCase};

use super::{ArgKind, Arity, AttrKind, InterfaceMethod, Operator};
use crate::diag::{Diags, Loc};

/// Methods of every generated op (and, the last two, of its adaptor), whatever its slots.
/// `op` is not among them: a slot named `op` takes the accessor, and the handle's operation
/// stays reachable through `OpView::op`, as C++'s `getOp()` leaves `getOperation()`. Nor is
/// `cast`: a slot named `cast` (upstream's `linalg.copy` has that attribute) takes the name,
/// and the op is cast with `OpRef::dyn_cast`, as C++'s `getCast()` leaves `cast<>`.
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

/// The methods one named slot generates: the getters (its accessor, and for an attribute or
/// property `<base>_attr` and `<base>_attr_name`) and the setters (`set_<base>`,
/// `set_<base>_attr`).
struct SlotMethods<'a> {
    what: &'static str,
    name: &'a str,
    loc: &'a Loc,
    getters: Vec<String>,
    setters: Vec<String>,
}

/// The named slots of `op` in declaration order (the arguments as `arguments` lists them,
/// derived attributes, results, regions, successors): kind, name, location.
fn named_slots(op: &Operator) -> Vec<(&'static str, &str, &Loc)> {
    let mut out: Vec<(&'static str, &str, &Loc)> = Vec::new();
    let mut operands = op.operands.iter();
    let mut stored = op
        .attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native));
    let mut props = op.properties.iter();
    for kind in op.argument_kinds() {
        let slot = match kind {
            ArgKind::Operand => operands
                .next()
                .map(|o| ("operand", o.name.as_str(), &o.loc)),
            ArgKind::Attribute => stored
                .next()
                .map(|a| ("attribute", a.name.as_str(), &a.loc)),
            ArgKind::Property => props.next().map(|p| ("property", p.name.as_str(), &p.loc)),
        };
        out.extend(slot);
    }
    out.extend(operands.map(|o| ("operand", o.name.as_str(), &o.loc)));
    out.extend(stored.map(|a| ("attribute", a.name.as_str(), &a.loc)));
    out.extend(props.map(|p| ("property", p.name.as_str(), &p.loc)));
    out.extend(
        op.attributes
            .iter()
            .filter(|a| !matches!(a.kind, AttrKind::Native))
            .map(|a| ("attribute", a.name.as_str(), &a.loc)),
    );
    out.extend(
        op.results
            .iter()
            .map(|r| ("result", r.name.as_str(), &r.loc)),
    );
    out.extend(
        op.regions
            .iter()
            .map(|r| ("region", r.name.as_str(), &r.loc)),
    );
    out.extend(
        op.successors
            .iter()
            .map(|s| ("successor", s.name.as_str(), &s.loc)),
    );
    out.retain(|(_, name, _)| !name.is_empty());
    out
}

/// The Rust base name of each named slot: its snake case, and for a slot whose snake case an
/// earlier slot already has (`lhs` after `LHS`, distinct in C++ as `getLHS` and `getLhs`),
/// that name with the first suffix `_1`, `_2`, ... no slot has.
fn slot_bases(op: &Operator) -> BTreeMap<String, String> {
    let slots = named_slots(op);
    let snakes: BTreeSet<String> = slots.iter().map(|(_, n, _)| n.to_snake_case()).collect();
    let mut bases: BTreeMap<String, String> = BTreeMap::new();
    let mut taken: BTreeSet<String> = BTreeSet::new();
    for (_, name, _) in slots {
        if bases.contains_key(name) {
            continue;
        }
        let snake = name.to_snake_case();
        let mut base = snake.clone();
        let mut n = 1;
        while taken.contains(&base) {
            base = format!("{snake}_{n}");
            while snakes.contains(&base) {
                n += 1;
                base = format!("{snake}_{n}");
            }
            n += 1;
        }
        taken.insert(base.clone());
        bases.insert(name.to_string(), base);
    }
    bases
}

/// The methods each named slot generates, in declaration order, under `names`.
fn slot_methods<'a>(op: &'a Operator, names: &SlotNames) -> Vec<SlotMethods<'a>> {
    let plain = |what, name: &'a str, loc| SlotMethods {
        what,
        name,
        loc,
        getters: vec![names.accessor(name)],
        setters: Vec::new(),
    };
    let mut out = Vec::new();
    for o in op.operands.iter().filter(|o| !o.name.is_empty()) {
        out.push(plain("operand", &o.name, &o.loc));
    }
    for a in &op.attributes {
        if !matches!(a.kind, AttrKind::Native) {
            out.push(plain("attribute", &a.name, &a.loc));
            continue;
        }
        let (g, base) = (names.getter_base(&a.name), names.base(&a.name));
        out.push(SlotMethods {
            getters: vec![
                names.accessor(&a.name),
                format!("{g}_attr_name"),
                format!("{g}_attr"),
            ],
            setters: vec![format!("set_{base}_attr"), format!("set_{base}")],
            ..plain("attribute", &a.name, &a.loc)
        });
    }
    for p in &op.properties {
        let (g, base) = (names.getter_base(&p.name), names.base(&p.name));
        out.push(SlotMethods {
            getters: vec![names.accessor(&p.name), format!("{g}_attr_name")],
            setters: vec![format!("set_{base}")],
            ..plain("property", &p.name, &p.loc)
        });
    }
    for r in op.results.iter().filter(|r| !r.name.is_empty()) {
        out.push(plain("result", &r.name, &r.loc));
    }
    for r in op.regions.iter().filter(|r| !r.name.is_empty()) {
        out.push(plain("region", &r.name, &r.loc));
    }
    for s in op.successors.iter().filter(|s| !s.name.is_empty()) {
        out.push(plain("successor", &s.name, &s.loc));
    }
    out
}

/// Whether `method`, generated by a slot of kind `what`, is one every op (or, for the slots
/// the adaptor holds, every adaptor) already has.
fn reserved(what: &str, method: &str) -> bool {
    // The adaptor holds operands, attributes, properties and regions, not results or
    // successors.
    let adaptor_only = matches!(method, "new" | "with_regions");
    let in_adaptor = !matches!(what, "result" | "successor");
    OP_METHODS.contains(&method) && (in_adaptor || !adaptor_only)
}

/// The slots of `op` whose getters take the `get_` prefix: C++'s accessors all start with
/// `get` (`getBuild`, `getSetX`), ours drop it, so a getter can meet a method C++ keeps
/// apart. A slot whose getter would be a method every op has (`build`, `create`, `new`), a
/// setter of another slot (`set_x` beside `x`) or the prefixed getter of another slot
/// (`get_x` beside a prefixed `x`) has `get_build`, `get_set_x`, ... (and `get_set_x_attr`,
/// `get_set_x_attr_name`), as C++'s `getBuild` and `getSetX`. An attribute whose
/// `<x>_attr` getter is the accessor of an operand, result or successor (`x_attr` beside the
/// attribute `x`) takes the prefix too: C++ has one `getXAttr`, and mlir-tblgen gives it to
/// the operand and drops the attribute's, so the name keeps C++'s meaning and the
/// attribute's getters stay reachable (`get_x_attr`); so does a property whose
/// `<x>_attr_name`, which C++ lacks, another slot has (see `yields_getter`). A prefixed getter
/// that meets another the same way takes the prefix again (`get_get_set_x`; upstream's
/// names never need it). Other getters that coincide coincide in C++ too, where mlir-tblgen
/// rejects them ("Unexpected overlap"); `validate` reports those.
fn prefixed_slots(op: &Operator, bases: BTreeMap<String, String>) -> SlotNames {
    /// Enough for any spec mlir-tblgen accepts; bounds the loop when getters coincide for
    /// good (then `validate` reports them).
    const MAX_PREFIXES: usize = 4;
    let mut names = SlotNames {
        bases,
        prefixes: BTreeMap::new(),
    };
    loop {
        let level = |n: &str| names.prefixes.get(n).copied().unwrap_or(0);
        let slots = slot_methods(op, &names);
        let clashing: Vec<&str> = slots
            .iter()
            .filter(|s| level(s.name) < MAX_PREFIXES)
            .filter(|s| {
                let others = || slots.iter().filter(|t| t.name != s.name);
                s.getters.iter().enumerate().any(|(i, m)| {
                    reserved(s.what, m)
                        || others().any(|t| {
                            t.setters.contains(m)
                                || (t.getters.contains(m)
                                    && (level(t.name) > level(s.name) || yields_getter(s, i, t)))
                        })
                })
            })
            .map(|s| s.name)
            .collect();
        if clashing.is_empty() {
            return names;
        }
        let clashing: Vec<String> = clashing.into_iter().map(str::to_string).collect();
        for name in clashing {
            *names.prefixes.entry(name).or_insert(0) += 1;
        }
    }
}

/// Whether slot `s`'s getter `i` gives way (takes the prefix) when it is a getter of slot
/// `t`: an attribute's `<x>_attr` when it is the accessor of an operand, result or successor
/// (mlir-tblgen keeps their `getXAttr` and drops the attribute's; beside a region, property
/// or attribute it stops on the overlap), and a property's `<x>_attr_name`, which C++ does
/// not generate.
fn yields_getter(s: &SlotMethods<'_>, i: usize, t: &SlotMethods<'_>) -> bool {
    match (s.what, i) {
        ("attribute", 2) => {
            matches!(t.what, "operand" | "result" | "successor") && t.getters[0] == s.getters[i]
        }
        ("property", 1) => true,
        _ => false,
    }
}

/// The Rust names of an op's slots (fields, parameters, getters, setters), decided once per
/// op and read by every renderer that defines or calls one.
pub(crate) struct SlotNames {
    /// Slot name -> its base (see `slot_bases`).
    bases: BTreeMap<String, String>,
    /// The slots whose getters take the `get_` prefix, and how many times (see
    /// `prefixed_slots`).
    prefixes: BTreeMap<String, usize>,
}

impl SlotNames {
    /// The names of `op`'s slots.
    pub(crate) fn of(op: &Operator) -> Self {
        prefixed_slots(op, slot_bases(op))
    }

    /// Slot `name`'s base, not escaped: its snake case (`lhs`), numbered when an earlier slot
    /// has that snake case (`lhs_1`). Setters are `set_<base>`.
    pub(crate) fn base(&self, name: &str) -> String {
        self.bases
            .get(name)
            .cloned()
            .unwrap_or_else(|| name.to_snake_case())
    }

    /// Slot `name`'s field in the properties, escaped (`type_`).
    pub(crate) fn field(&self, name: &str) -> String {
        crate::names::ident(&self.base(name))
    }

    /// Slot `name` as a builder parameter or a local: its field, and for a name starting
    /// `ods_`, as the generated code's own parameters and locals do (`$odsState`, which
    /// mlir-tblgen accepts), with a trailing `_` (`ods_state_`), which none of those has.
    pub(crate) fn param(&self, name: &str) -> String {
        let field = self.field(name);
        if field.starts_with("ods_") {
            format!("{field}_")
        } else {
            field
        }
    }

    /// The base of slot `name`'s getters, not escaped: `x` for `x`, `x_attr`, `x_attr_name`;
    /// `get_build` for a prefixed `build`.
    pub(crate) fn getter_base(&self, name: &str) -> String {
        let n = self.prefixes.get(name).copied().unwrap_or(0);
        format!("{}{}", "get_".repeat(n), self.base(name))
    }

    /// Slot `name`'s accessor, escaped (`type_`, `get_build`).
    pub(crate) fn accessor(&self, name: &str) -> String {
        crate::names::ident(&self.getter_base(name))
    }
}

/// Whether a named slot of `op` generates the method `name`.
pub(crate) fn slot_generates(op: &Operator, name: &str) -> bool {
    slot_methods(op, &SlotNames::of(op))
        .iter()
        .any(|s| s.getters.iter().chain(&s.setters).any(|m| m == name))
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
    let slots = slot_methods(op, &SlotNames::of(op));
    for s in &slots {
        let (what, n, loc) = (s.what, s.name, s.loc);
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
    // mlir-tblgen's other overlaps ("Unexpected overlap when generating ..."): a stored
    // attribute's `get<X>AttrName` beside another slot's accessor, and its `get<X>Attr`
    // beside the accessor of a region, property or attribute (beside an operand, result or
    // successor mlir-tblgen drops the attribute's, and our attribute takes the `get_` prefix).
    let mut reported: BTreeSet<&str> = BTreeSet::new();
    for a in op
        .attributes
        .iter()
        .filter(|a| matches!(a.kind, AttrKind::Native))
    {
        let camel = upstream_camel(&a.name);
        for s in slots.iter().filter(|s| s.name != a.name) {
            let other = upstream_camel(s.name);
            let which = if other == format!("{camel}AttrName") {
                "name getter"
            } else if other == format!("{camel}Attr")
                && matches!(s.what, "region" | "property" | "attribute")
            {
                "stored-attribute getter"
            } else {
                continue;
            };
            reported.extend([s.name, a.name.as_str()]);
            diags.error(
                s.loc,
                format!(
                    "op `{name}`: the accessor `get{other}` of {} `{}` is the {which} of \
                     attribute `{}` in MLIR, which mlir-tblgen rejects as an overlap; rename \
                     one of them",
                    s.what, s.name, a.name
                ),
            );
        }
    }
    let mut owners: BTreeMap<String, (&str, &str)> = BTreeMap::new();
    for s in &slots {
        let (what, n, loc) = (s.what, s.name, s.loc);
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
        for m in s.getters.iter().chain(&s.setters) {
            if reserved(what, m) {
                diags.error(
                    loc,
                    format!(
                        "op `{name}`: {what} `{n}` generates method `{m}`, which every op \
                         already has; rename it"
                    ),
                );
            } else if let Some((w, prev)) = owners.get(m) {
                if *prev != n && !reported.contains(n) && !reported.contains(prev) {
                    diags.error(
                        loc,
                        format!(
                            "op `{name}`: {what} `{n}` generates method `{m}`, as {w} \
                             `{prev}` does; rename one of them"
                        ),
                    );
                }
            } else {
                owners.insert(m.clone(), (what, n));
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

/// The attribute of `op` (the base of its getters and of its setters, `arg_attrs` for both
/// unless the getters take the `get_` prefix) and the accessor that upstream's generated
/// member named as `method` is (`getArgAttrsAttr`, `setArgAttrsAttr`, `removeArgAttrsAttr`
/// for `arg_attrs`): an interface method of that name and of the accessor's shape (it takes
/// or returns an optional `Attribute`; removing takes the builder) is implemented by the
/// accessor, as a C++ op's generated member implements the interface method it names.
pub(crate) fn attr_accessor(
    op: &Operator,
    method: &InterfaceMethod,
) -> Option<(String, String, AttrAccessor)> {
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
        .map(|a| {
            let names = SlotNames::of(op);
            (names.getter_base(&a.name), names.base(&a.name), kind)
        })
}

/// The name of the hook an op or definition writes for method `method` of its interface
/// `iface`, given every interface it writes methods of (`uses`: interface name and the
/// methods written): the method's snake-case name (`get_effects`), or, when another of
/// those interfaces writes a method of the same snake-case name, that name prefixed by the
/// interface's (`memory_effect_op_interface_get_effects`, `test_effect_op_interface_...`),
/// so that each interface's method has its own hook.
pub(crate) fn interface_hook_name(uses: &[(&str, &[String])], iface: &str, method: &str) -> String {
    let snake = method.to_snake_case();
    let shared = uses
        .iter()
        .filter(|(other, _)| *other != iface)
        .any(|(_, written)| written.iter().any(|m| m.to_snake_case() == snake));
    if shared {
        format!("{}_{snake}", iface.to_snake_case())
    } else {
        crate::names::snake(method)
    }
}
