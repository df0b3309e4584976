//! TableGen records -> model. Reads the records the ODS base library defines (`Op`,
//! `Dialect`, `TypeConstraint`, `Attr`, `Property`, `EnumAttrInfo`, `TypeDef`, `AttrDef`,
//! ...) and produces [`Spec`]. Ops, enums and type/attribute definitions are taken from the
//! main file only; dialects from every file, since ops refer to them. Anything that does not
//! fit the base library's shape is a diagnostic at the record's location.
//!
//! MLIR idioms are understood here: op names in traits (`HasParent<"ScopeOp">`) may be C++
//! class names, def names or full names, resolved against every op the records hold; C++
//! types in parameters, properties and builders are mapped to Rust
//! ([`crate::model::cpp_types`]). Every field of the base library is either honoured or, set
//! to anything but its default, refused with a located diagnostic.

use std::collections::{BTreeMap, BTreeSet};

use crate::diag::{Anchor, Diags, Error, Loc};
use crate::model::TypesMatch;
use crate::model::cpp_types::{self, APFLOAT, Position};
use crate::model::strip_dialect_prefix;
use crate::model::{
    ArgKind, Arity, AttrConstraint, AttrKind, AttrOrTypeDef, Builder, BuilderParam, ConstraintFn,
    Dialect, DialectAttr, DiscardableAttr, DiscardableKind, Effect, EffectKind, EnumCase, EnumDef,
    EnumKind, ForeignUse, Hooks, Interface, InterfaceKind, InterfaceMethod, InterfaceUse,
    NamedAttr, NamedProp, Operator, Parameter, Pred, PropForm, RegionConstraint, RegionSlot, Spec,
    SuccessorConstraint, SuccessorSlot, Trait, TypeConstraint, Value,
};
use crate::spec::records::{Rec, RecordSet, Val};

mod patterns;

/// Lowers records to the model (not yet validated).
pub fn lower(set: &RecordSet) -> Result<Spec, Error> {
    lower_with(set, false, &super::LowerOptions::default())
}

/// Lowers records to the model (not yet validated); with `stub_foreign_code` (a measurement
/// mode, see `Config::stub_foreign_code`) a C++ type with no Rust counterpart becomes the
/// placeholder `()` and a C++-only field is ignored, each listed in [`Spec::stubbed`],
/// instead of being an error.
/// Only what `selection` selects of the ops, types and attributes is lowered.
pub fn lower_with(
    set: &RecordSet,
    stub_foreign_code: bool,
    selection: &super::LowerOptions,
) -> Result<Spec, Error> {
    let mut cx = Lower {
        selection,
        stub: stub_foreign_code.then(Vec::new),
        set,
        diags: Diags::default(),
        ops: OpIndex::new(set),
        reported: BTreeSet::new(),
        interfaces: Vec::new(),
        op_effects: None,
        op_module: None,
        generated_dialects: BTreeSet::new(),
        pattern_ops: BTreeMap::new(),
        pattern_code: crate::model::code::CodeCheck::default(),
        foreign_uses: Vec::new(),
        umbrella: !set.main_includes.is_empty()
            && set.records.iter().all(|r| r.loc.file != set.main_file),
    };
    cx.generated_dialects = cx.generated_dialects();
    let mut spec = cx.spec();
    spec.stubbed = cx.stub.take().unwrap_or_default();
    cx.diags.finish(spec)
}

struct Lower<'a> {
    set: &'a RecordSet,
    /// The ops, types and attributes to generate, of those the spec would.
    selection: &'a super::LowerOptions,
    diags: Diags,
    /// In the stub mode, what was stubbed so far (`None` otherwise).
    stub: Option<Vec<String>>,
    ops: OpIndex,
    /// (record, field) pairs already diagnosed, so a shared constraint is reported once.
    reported: BTreeSet<(String, String)>,
    /// The op interfaces lowered so far (defined in the main file or used by its ops),
    /// bases first.
    interfaces: Vec<Interface>,
    /// The memory effects of the op being lowered, once a `MemoryEffects` trait named them.
    op_effects: Option<Vec<Effect>>,
    /// The last segment of the C++ namespace of the op being lowered, where an unqualified
    /// class name its traits write is looked up first, as C++ looks it up.
    op_module: Option<String>,
    /// The dialects (def names) this spec generates: those the main file defines or defines
    /// ops, types or attributes of. Their ops, types, attributes and enums are generated
    /// from whichever file defines them, as mlir-tblgen generates a dialect's whole records
    /// (upstream's `ArithOps.td` takes its dialect, enums and attributes from the
    /// `ArithBase.td` it includes); the embedded library's records never are.
    generated_dialects: BTreeSet<String>,
    /// The ops patterns name, lowered once each (`None` when lowering failed).
    pattern_ops: BTreeMap<String, Option<Operator>>,
    /// The Rust code blocks of patterns, each checked once.
    pattern_code: crate::model::code::CodeCheck,
    /// The definitions of other dialects the generated items use, first use first.
    foreign_uses: Vec<ForeignUse>,
    /// Whether the main file defines no record itself and only includes files: an umbrella
    /// over one dialect's `.td` files (upstream runs mlir-tblgen once per file, on
    /// `ComplexOps.td` and `ComplexAttributes.td`; one generated Rust file must hold the
    /// dialect once). What the files it includes itself define is then generated as if the
    /// main file defined it.
    umbrella: bool,
}

/// One op of the records, as traits may name it.
struct KnownOp {
    /// The dialect's def name.
    dialect: String,
    /// The last segment of the op's `cppNamespace`, or else of its dialect's.
    module: String,
    /// `dialect.mnemonic`.
    full: String,
}

/// Every op in the records (included files too), by full name, def name and C++ class name.
struct OpIndex {
    full: BTreeSet<String>,
    by_def: BTreeMap<String, String>,
    /// The last segment of each op's C++ namespace, by full name.
    module_by_full: BTreeMap<String, String>,
    by_class: BTreeMap<String, Vec<KnownOp>>,
}

/// The last segment of a C++ namespace or Rust path (`::mlir::arith` -> `arith`).
fn last_segment(ns: &str) -> &str {
    ns.trim_start_matches("::")
        .rsplit("::")
        .next()
        .unwrap_or_default()
}

/// The module below its dialect's that an op of C++ namespace `op_ns` goes into, in a
/// dialect of namespace `dialect_ns`: none when the namespaces are the same (or end alike,
/// as `mlir::smt` and `::mlir::smt` do), `smt` for `mlir::transform::smt` in
/// `mlir::transform`. An error when `op_ns` does not lie below `dialect_ns`.
fn op_submodule(op_ns: &str, dialect_ns: &str) -> Result<Option<String>, ()> {
    let segments = |ns: &str| -> Vec<String> {
        ns.trim()
            .trim_start_matches("::")
            .split("::")
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    };
    let (op, dialect) = (segments(op_ns), segments(dialect_ns));
    if op.last() == dialect.last() {
        return Ok(None);
    }
    match op.strip_prefix(dialect.as_slice()) {
        Some(rest) if !rest.is_empty() && !dialect.is_empty() => Ok(Some(rest.join("::"))),
        _ => Err(()),
    }
}

impl OpIndex {
    fn new(set: &RecordSet) -> OpIndex {
        let mut index = OpIndex {
            full: BTreeSet::new(),
            by_def: BTreeMap::new(),
            module_by_full: BTreeMap::new(),
            by_class: BTreeMap::new(),
        };
        for rec in set.derived_from("Op") {
            let (Some(Val::Def(dialect)), Some(Val::Str(mnemonic))) =
                (rec.field("opDialect"), rec.field("opName"))
            else {
                continue;
            };
            let Some(d) = set.get(dialect) else {
                continue;
            };
            let (Some(Val::Str(dname)), ns) = (d.field("name"), d.field("cppNamespace")) else {
                continue;
            };
            // An op of its own namespace (`mlir::transform::smt`) is that namespace's class.
            let module = match (rec.field("cppNamespace"), ns) {
                (Some(Val::Str(ns)), _) | (None, Some(Val::Str(ns))) => {
                    last_segment(ns.trim()).to_string()
                }
                _ => dname.clone(),
            };
            let full = format!("{dname}.{mnemonic}");
            index.full.insert(full.clone());
            index.module_by_full.insert(full.clone(), module.clone());
            index.by_def.insert(rec.name.clone(), full.clone());
            index
                .by_class
                .entry(strip_dialect_prefix(&rec.name))
                .or_default()
                .push(KnownOp {
                    dialect: dialect.clone(),
                    module,
                    full,
                });
        }
        index
    }

    /// Whether some op of the records has the C++ class of `name` (`YieldOp`,
    /// `::mlir::scf::YieldOp`), in any dialect.
    fn knows_class(&self, name: &str) -> bool {
        let class = name.trim().rsplit("::").next().unwrap_or_default();
        self.by_class.contains_key(class)
    }

    /// The last segment of the C++ namespace of the op `full`.
    fn module_of(&self, full: &str) -> Option<String> {
        self.module_by_full.get(full).cloned()
    }

    /// The full name of the op `name` (a C++ class name, optionally namespaced, a def name
    /// or a full name) as named from an op of `dialect` whose namespace ends in `module`.
    fn resolve(&self, name: &str, dialect: &str, module: Option<&str>) -> Result<String, String> {
        let name = name.trim();
        if self.full.contains(name) {
            return Ok(name.to_string());
        }
        if let Some(full) = self.by_def.get(name) {
            return Ok(full.clone());
        }
        let (ns, class) = match name.rsplit_once("::") {
            Some((ns, class)) => (Some(ns), class),
            None => (None, name),
        };
        if let Some(candidates) = self.by_class.get(class) {
            // A namespaced name (`::mlir::calc::ScopeOp`) only names ops of the dialect whose
            // namespace ends the same way.
            let mut found: Vec<&KnownOp> = candidates
                .iter()
                .filter(|c| ns.is_none_or(|ns| c.module == last_segment(ns)))
                .collect();
            if found.len() > 1 {
                let same_dialect: Vec<&KnownOp> = found
                    .iter()
                    .copied()
                    .filter(|c| c.dialect == dialect)
                    .collect();
                if !same_dialect.is_empty() {
                    found = same_dialect;
                }
            }
            // An unqualified class names the one of the referring op's own namespace
            // first (`YieldOp` from `mlir::sub` is `mlir::sub::YieldOp`, not
            // `mlir::sub::inner::YieldOp`).
            if found.len() > 1 && ns.is_none() {
                let same_module: Vec<&KnownOp> = found
                    .iter()
                    .copied()
                    .filter(|c| Some(c.module.as_str()) == module)
                    .collect();
                if same_module.len() == 1 {
                    found = same_module;
                }
            }
            return match found.as_slice() {
                [] => Err(format!(
                    "`{name}` names no op: no dialect with the namespace `{}` defines `{class}`; \
                     write the op's full name (`dialect.mnemonic`)",
                    ns.unwrap_or_default()
                )),
                [one] => Ok(one.full.clone()),
                many => Err(format!(
                    "op name `{name}` is ambiguous: it may be {}; write the full name",
                    many.iter()
                        .map(|c| format!("`{}`", c.full))
                        .collect::<Vec<_>>()
                        .join(" or ")
                )),
            };
        }
        let is_full = name.split_once('.').is_some_and(|(d, m)| {
            !d.is_empty()
                && !m.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        });
        if is_full {
            // An op of a dialect these records do not define.
            return Ok(name.to_string());
        }
        Err(format!(
            "`{name}` names no op: write the op's C++ class name (`ScopeOp`), its def name \
             (`Calc_ScopeOp`) or its full name (`calc.scope`)"
        ))
    }
}

/// Whether the interface `rec` lives in a Rust module (`rustModule`), not generated here.
fn in_runtime(rec: &Rec) -> bool {
    matches!(rec.field("rustModule"), Some(Val::Str(m)) if !m.is_empty())
}

/// What implements the interface `rec`; `None` for a dialect interface.
fn interface_kind(rec: &Rec) -> Option<InterfaceKind> {
    [InterfaceKind::Op, InterfaceKind::Attr, InterfaceKind::Type]
        .into_iter()
        .find(|k| rec.is_a(k.class()))
}

/// The runtime handles a C++ `nullptr` default makes optional (C++ handles are nullable).
const NULLABLE_HANDLES: &[&str] = &[
    "::ods_runtime::Type",
    "::ods_runtime::Attribute",
    "::ods_runtime::ir::Value",
    "::ods_runtime::ir::OpId",
    "::ods_runtime::Location",
];

fn is_anonymous(name: &str) -> bool {
    name.starts_with("anonymous_")
}

/// Whether `t` is a native trait a definition of `kind` may list: a `NativeTrait` for
/// attributes (`NativeAttrTrait`) or types (`NativeTypeTrait`), or for any entity (the
/// bare `NativeTrait<name, "">`), without parameters and not one the generator knows.
fn is_def_native_trait(t: &Rec, kind: InterfaceKind) -> bool {
    let entity = match t.field("entity") {
        Some(Val::Str(e)) => e.as_str(),
        _ => return false,
    };
    let fits = match kind {
        InterfaceKind::Attr => entity == "Attribute",
        InterfaceKind::Type => entity == "Type",
        _ => false,
    };
    t.is_a("NativeTrait")
        && !t.is_a("ParamNativeTrait")
        && !t.is_a("GenInternalTrait")
        && !t.is_a("OpTrait")
        && (fits || entity.is_empty())
}

/// Appends the Rust items `more` to `code`, on a line of their own.
fn append_code(code: &mut String, more: &str) {
    if more.trim().is_empty() {
        return;
    }
    if !code.trim().is_empty() {
        code.push('\n');
    }
    code.push_str(more);
}

/// Appends the paragraph `more` to `text`, a blank line between them.
fn append_text(text: &mut String, more: &str) {
    let more = more.trim();
    if more.is_empty() {
        return;
    }
    if !text.is_empty() {
        text.push_str("\n\n");
    }
    text.push_str(more);
}

impl<'a> Lower<'a> {
    fn in_main(&self, rec: &Rec) -> bool {
        rec.loc.file == self.set.main_file
            || rec.loc.is_unknown()
            || (self.umbrella && self.set.main_includes.contains(&rec.loc.file))
    }

    /// Whether the op `rec` is selected (`Config::op_include_regex`), by its operation name.
    fn selected_op(&self, rec: &Rec) -> bool {
        self.ops
            .by_def
            .get(&rec.name)
            .is_none_or(|full| self.selection.op(full))
    }

    /// Whether `rec` comes from the embedded ODS library.
    fn in_library(rec: &Rec) -> bool {
        crate::library::FILES
            .iter()
            .any(|(path, _)| rec.loc.file == *path)
    }

    /// The dialect (def name) an op, type or attribute definition belongs to.
    fn dialect_of(rec: &Rec) -> Option<&str> {
        match rec.field("opDialect").or_else(|| rec.field("dialect")) {
            Some(Val::Def(d)) => Some(d),
            _ => None,
        }
    }

    /// See [`Lower::generated_dialects`] (the field).
    fn generated_dialects(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for rec in self.set.derived_from("Dialect") {
            if self.in_main(rec) && !is_anonymous(&rec.name) {
                out.insert(rec.name.clone());
            }
        }
        for class in ["Op", "TypeDef", "AttrDef"] {
            for rec in self.set.derived_from(class) {
                if self.in_main(rec)
                    && let Some(d) = Self::dialect_of(rec)
                {
                    out.insert(d.to_string());
                }
            }
        }
        out
    }

    /// Whether the spec generates `rec` (an op, type, attribute or dialect): the main file
    /// defines it, or it belongs to a generated dialect and is not the library's.
    fn generates(&self, rec: &Rec) -> bool {
        if self.in_main(rec) {
            return true;
        }
        if Self::in_library(rec) {
            return false;
        }
        if rec.is_a("Dialect") {
            return self.generated_dialects.contains(&rec.name);
        }
        Self::dialect_of(rec).is_some_and(|d| self.generated_dialects.contains(d))
    }

    /// Whether the spec generates the enum `rec`: the main file defines it, its
    /// `cppNamespace` names the module of a generated dialect and it is not the library's,
    /// or it belongs to no dialect and an attribute or property the spec generates holds it.
    fn generates_enum(&self, rec: &Rec, modules: &[String]) -> bool {
        if self.in_main(rec) {
            return true;
        }
        if Self::in_library(rec) {
            return false;
        }
        let Some(Val::Str(ns)) = rec.field("cppNamespace") else {
            return false;
        };
        if !ns.is_empty() && modules.iter().any(|m| m == last_segment(ns)) {
            return true;
        }
        // An enum of no dialect (upstream's `IteratorType` in `::mlir::utils`, generated on
        // its own there) is generated with the spec whose attributes or properties hold
        // it, beside the dialect's items.
        let ownerless = ns.is_empty() || self.foreign_dialect_of_module(last_segment(ns)).is_none();
        ownerless
            && ["AttrDef", "Property"].iter().any(|class| {
                self.set.derived_from(class).any(|user| {
                    self.generates(user)
                        && matches!(user.field("enum"), Some(Val::Def(d)) if *d == rec.name)
                })
            })
    }

    /// The name of the dialect whose namespace's last segment is `module`, when it is
    /// another dialect's: the records define it, the spec does not generate it and it is
    /// not the embedded library's; never for `mlir`.
    fn foreign_dialect_of_module(&self, module: &str) -> Option<String> {
        // `::mlir` is every dialect's enclosing namespace, not one dialect's: DLTI's
        // `cppNamespace` is `::mlir`, and so is SCF's `DeviceMappingAttrInterface`'s.
        if module == "mlir" {
            return None;
        }
        self.set
            .derived_from("Dialect")
            .filter(|d| {
                !is_anonymous(&d.name)
                    && !Self::in_library(d)
                    && !self.generated_dialects.contains(&d.name)
            })
            .find_map(|d| {
                let Some(Val::Str(name)) = d.field("name") else {
                    return None;
                };
                let m = match d.field("cppNamespace") {
                    Some(Val::Str(ns)) if !ns.is_empty() => last_segment(ns).to_string(),
                    _ => name.clone(),
                };
                (m == module).then(|| name.clone())
            })
    }

    /// The name and module of dialect `def` (a def name) when it is another dialect's (see
    /// [`Lower::foreign_dialect_of_module`]).
    fn foreign_dialect_of_def(&self, def: &str) -> Option<(String, String)> {
        let d = self.set.get(def)?;
        if Self::in_library(d) || self.generated_dialects.contains(&d.name) {
            return None;
        }
        let Some(Val::Str(name)) = d.field("name") else {
            return None;
        };
        let module = match d.field("cppNamespace") {
            Some(Val::Str(ns)) if !ns.is_empty() => last_segment(ns).to_string(),
            _ => name.clone(),
        };
        Some((name.clone(), module))
    }

    /// Notes the definitions of other dialects that the attribute or property constraint
    /// `rec` is or wraps (`DefaultValuedAttr<Arith_FastMathAttr, ..>`: the attribute and
    /// its enum), used at `loc`.
    fn note_foreign(&mut self, rec: &Rec, loc: &Loc) {
        let mut rec = rec;
        for _ in 0..16 {
            if rec.is_a("AttrDef")
                && let Some(Val::Def(d)) = rec.field("dialect")
                && let Some((dialect, module)) = self.foreign_dialect_of_def(d)
            {
                let class = self.string(rec, "cppClassName");
                let module = crate::render::names::snake(&module);
                self.note_foreign_item(&dialect, format!("{module}::{class}"), loc);
            }
            if rec.is_a("EnumInfo")
                && let Some(Val::Str(ns)) = rec.field("cppNamespace")
                && !ns.is_empty()
                && let Some(dialect) = self.foreign_dialect_of_module(last_segment(ns))
            {
                let class = self.string(rec, "className");
                self.note_foreign_item(&dialect, class, loc);
            }
            let next = match (rec.field("enum"), rec.field("baseAttr")) {
                (Some(Val::Def(e)), _) if *e != rec.name => e,
                (_, Some(Val::Def(b))) if *b != rec.name => b,
                _ => return,
            };
            match self.set.get(next) {
                Some(r) => rec = r,
                None => return,
            }
        }
    }

    fn note_foreign_item(&mut self, dialect: &str, item: String, loc: &Loc) {
        if !self.foreign_uses.iter().any(|u| u.item == item) {
            self.foreign_uses.push(ForeignUse {
                dialect: dialect.to_string(),
                item,
                loc: loc.clone(),
            });
        }
    }

    /// Where to report a problem with `rec`: the record itself when the main file defines
    /// it by name, else `fallback` (the op or definition that uses it; an anonymous record
    /// is located at its class).
    fn loc_of(&self, rec: &Rec, fallback: &Loc) -> Loc {
        if rec.loc.file == self.set.main_file && !rec.loc.is_unknown() && !is_anonymous(&rec.name) {
            rec.loc.clone()
        } else {
            fallback.clone()
        }
    }

    /// Refuses a property's custom hash and bytecode encoding (upstream's C++ hooks for
    /// storage that ods-runtime hashes and encodes itself).
    fn refuse_property_code(&mut self, rec: &Rec, name: &str, loc: &Loc) {
        let fields = [
            (
                "hashProperty",
                "a property is hashed through its Rust storage type",
            ),
            (
                "readFromMlirBytecode",
                "a property is encoded through its attribute form",
            ),
            (
                "writeToMlirBytecode",
                "a property is encoded through its attribute form",
            ),
        ];
        for (field, why) in fields {
            if let Some(Val::Str(code)) = rec.field(field)
                && !code.trim().is_empty()
            {
                self.refuse(
                    rec,
                    field,
                    loc,
                    format!(
                        "`{field}` of property `{name}` is not supported by ods-build: {why}; \
                         remove it"
                    ),
                );
            }
        }
    }

    /// Reports that field `field` of `rec` is not supported, once per record and field.
    fn refuse(&mut self, rec: &Rec, field: &str, fallback: &Loc, message: String) {
        if !self.reported.insert((rec.name.clone(), field.to_string())) {
            return;
        }
        let loc = self.loc_of(rec, fallback);
        self.diags
            .error_at(&loc, Anchor::Field(field.to_string()), message);
    }

    /// `ty` mapped to Rust for `pos`, or a diagnostic at the type's text.
    fn rust_type(&mut self, loc: &Loc, ty: &str, pos: Position) -> String {
        match cpp_types::map(ty, pos) {
            Ok(rust) => rust,
            Err(message) if self.stub.is_some() => {
                self.stubbed(loc, format!("{message}: stubbed as `()`"));
                "()".to_string()
            }
            Err(message) => {
                self.diags.error_at(
                    loc,
                    Anchor::Text {
                        text: ty.to_string(),
                        offset: 0,
                    },
                    message,
                );
                ty.to_string()
            }
        }
    }

    /// Records a stub of the stub mode at `loc`.
    fn stubbed(&mut self, loc: &Loc, what: String) {
        if let Some(stubs) = &mut self.stub {
            stubs.push(format!("{loc}: {what}"));
        }
    }

    /// In the stub mode, notes `dropped` and returns true (the caller drops what `t` is);
    /// otherwise reports `refused` at field `field` of `t` and returns false.
    fn drop_or_refuse(
        &mut self,
        t: &Rec,
        field: &str,
        loc: &Loc,
        dropped: String,
        refused: String,
    ) -> bool {
        if self.stub.is_some() {
            let loc = self.loc_of(t, loc);
            self.stubbed(&loc, dropped);
            return true;
        }
        self.refuse(t, field, loc, refused);
        false
    }

    /// Appends a trait's extra declarations and definitions (`extraConcreteClass*`) to the
    /// implementing def's `code`, once.
    fn append_trait_extras(&mut self, t: &Rec, code: &mut String) {
        for field in [
            "extraConcreteClassDeclaration",
            "extraConcreteClassDefinition",
        ] {
            let extra = self.opt_string(t, field).unwrap_or_default();
            if !code.contains(extra.trim()) {
                append_code(code, &extra);
            }
        }
    }

    /// A constraint's `cppFunctionName` must stay empty.
    fn refuse_function_name(&mut self, rec: &Rec, fallback: &Loc) {
        if let Some(Val::Str(f)) = rec.field("cppFunctionName")
            && !f.is_empty()
        {
            self.refuse(
                rec,
                "cppFunctionName",
                fallback,
                format!(
                    "`cppFunctionName` of `{}` is not supported by ods-build: it generates no \
                     standalone constraint functions; remove it",
                    rec.name
                ),
            );
        }
    }

    fn spec(&mut self) -> Spec {
        let set = self.set;
        let mut spec = Spec::default();
        for rec in set.derived_from("Dialect") {
            if let Some(d) = self.dialect(rec) {
                spec.dialects.push(d);
            }
        }
        for rec in set.derived_from("Interface") {
            // The runtime's interfaces are lowered where an op uses them.
            if !self.in_main(rec) || is_anonymous(&rec.name) || in_runtime(rec) {
                continue;
            }
            if interface_kind(rec).is_some() {
                self.interface(rec, &rec.loc.clone());
            } else {
                self.refuse_interface_kind(rec, &rec.loc.clone(), None);
            }
        }
        for rec in set.derived_from("Op") {
            if self.generates(rec)
                && self.selected_op(rec)
                && let Some(op) = self.op(rec)
            {
                spec.ops.push(op);
            }
        }
        let modules: Vec<String> = spec
            .dialects
            .iter()
            .filter(|d| self.generated_dialects.contains(&d.def_name))
            .map(|d| d.module.clone())
            .collect();
        // As mlir-tblgen, enums written inline (`EnumAttr<D, I32Enum<"Kind", ..>>`, an
        // anonymous record) are generated too; a class instantiating one each time it is
        // used makes equal copies, generated once.
        for rec in set.derived_from("EnumInfo") {
            if self.generates_enum(rec, &modules)
                && let Some(e) = self.enum_def(rec)
                && !(is_anonymous(&rec.name) && spec.enums.iter().any(|o| o.name == e.name))
            {
                spec.enums.push(e);
            }
        }
        for rec in set.derived_from("TypeDef") {
            if self.generates(rec)
                && self.selection.def(&rec.name)
                && let Some(t) = self.attr_or_type(rec)
            {
                spec.typedefs.push(t);
            }
        }
        for rec in set.derived_from("AttrDef") {
            if self.generates(rec)
                && self.selection.def(&rec.name)
                && let Some(t) = self.attr_or_type(rec)
            {
                spec.attrdefs.push(t);
            }
        }
        // Standalone constraint functions, as mlir-tblgen's `-gen-type-constraint-decls`
        // writes them for the files a spec reads (not the embedded library).
        for rec in set.derived_from("TypeConstraint") {
            let Some(Val::Str(name)) = rec.field("cppFunctionName") else {
                continue;
            };
            if name.is_empty() || is_anonymous(&rec.name) || Self::in_library(rec) {
                continue;
            }
            let constraint = self.type_constraint(rec, &rec.loc);
            spec.constraint_fns.push(ConstraintFn {
                name: name.clone(),
                constraint,
                loc: rec.loc.clone(),
            });
        }
        spec.interfaces = std::mem::take(&mut self.interfaces);
        // The ops patterns name are lowered to be matched, not generated: what they use of
        // other dialects is not this spec's.
        spec.foreign_uses = std::mem::take(&mut self.foreign_uses);
        spec.patterns = self.patterns();
        self.foreign_uses.clear();
        // Keep only the dialects something in this file uses, or that are defined here.
        let used: Vec<String> = spec
            .ops
            .iter()
            .map(|o| o.dialect.clone())
            .chain(spec.typedefs.iter().map(|t| t.dialect.clone()))
            .chain(spec.attrdefs.iter().map(|t| t.dialect.clone()))
            .collect();
        spec.dialects.retain(|d| {
            used.contains(&d.def_name) || d.loc.file == set.main_file || d.loc.is_unknown()
        });
        // Enums are generated beside the dialect's items; an MLIR `cppNamespace` naming the
        // dialect's namespace (`::mlir::arith`) is what that means, anything else is not.
        for rec in set.derived_from("EnumInfo") {
            if !self.in_main(rec) || is_anonymous(&rec.name) {
                continue;
            }
            let Some(Val::Str(ns)) = rec.field("cppNamespace") else {
                continue;
            };
            if ns.is_empty()
                || spec.dialects.is_empty()
                || spec.dialects.iter().any(|d| d.module == last_segment(ns))
            {
                continue;
            }
            let modules: Vec<String> = spec
                .dialects
                .iter()
                .map(|d| format!("`{}`", d.module))
                .collect();
            self.refuse(
                rec,
                "cppNamespace",
                &rec.loc,
                format!(
                    "`cppNamespace` `{ns}` of enum `{}` is not supported by ods-build: enums are \
                     generated into the dialect's module ({}); remove it",
                    rec.name,
                    modules.join(", ")
                ),
            );
        }
        spec
    }

    // ---- field access -------------------------------------------------------------------

    fn field<'r>(&mut self, rec: &'r Rec, name: &str) -> Option<&'r Val> {
        let v = rec.field(name);
        if v.is_none() {
            self.diags.error(
                &rec.loc,
                format!(
                    "record `{}` has no field `{name}`; does it derive from the ODS base classes?",
                    rec.name
                ),
            );
        }
        v
    }

    fn string(&mut self, rec: &Rec, name: &str) -> String {
        match self.field(rec, name) {
            Some(Val::Str(s)) => s.clone(),
            Some(Val::Unset) | None => String::new(),
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must be a string, found {other:?}",
                        rec.name
                    ),
                );
                String::new()
            }
        }
    }

    fn opt_string(&mut self, rec: &Rec, name: &str) -> Option<String> {
        match rec.field(name) {
            Some(Val::Str(s)) => Some(s.clone()),
            Some(Val::Unset) | None => None,
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must be a string, found {other:?}",
                        rec.name
                    ),
                );
                None
            }
        }
    }

    fn bit(&mut self, rec: &Rec, name: &str) -> bool {
        match rec.field(name) {
            Some(Val::Int(i)) => *i != 0,
            _ => false,
        }
    }

    fn int(&mut self, rec: &Rec, name: &str) -> Option<i64> {
        match self.field(rec, name) {
            Some(Val::Int(i)) => Some(*i),
            _ => None,
        }
    }

    fn def(&mut self, rec: &Rec, name: &str) -> Option<&'a Rec> {
        match self.field(rec, name) {
            Some(Val::Def(d)) => self.resolve(&rec.loc, d),
            Some(Val::Unset) => None,
            Some(other) => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "field `{name}` of `{}` must name a record, found {other:?}",
                        rec.name
                    ),
                );
                None
            }
            None => None,
        }
    }

    fn resolve(&mut self, loc: &Loc, name: &str) -> Option<&'a Rec> {
        let r = self.set.get(name);
        if r.is_none() {
            self.diags
                .error(loc, format!("reference to unknown record `{name}`"));
        }
        r
    }

    fn def_list(&mut self, rec: &Rec, name: &str) -> Vec<&'a Rec> {
        match rec.field(name) {
            Some(Val::List(items)) => {
                let mut out = Vec::new();
                for item in items {
                    match item {
                        Val::Def(d) => {
                            if let Some(r) = self.resolve(&rec.loc, d) {
                                out.push(r);
                            }
                        }
                        other => self.diags.error(
                            &rec.loc,
                            format!(
                                "field `{name}` of `{}` must list records, found {other:?}",
                                rec.name
                            ),
                        ),
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    fn string_list(&mut self, rec: &Rec, name: &str) -> Vec<String> {
        match rec.field(name) {
            Some(Val::List(items)) => items
                .iter()
                .filter_map(|v| match v {
                    Val::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    // ---- predicates and constraints -----------------------------------------------------

    fn pred(&mut self, rec: &Rec) -> Pred {
        if rec.is_a("CPred") {
            let expr = self.string(rec, "predExpr");
            self.interfaces_named_in(&expr, &rec.loc);
            return Pred::CPred(expr);
        }
        if rec.is_a("CombinedPred") {
            let kind = match rec.field("kind") {
                Some(Val::Def(k)) => k.clone(),
                _ => String::new(),
            };
            let children: Vec<Pred> = self
                .def_list(rec, "children")
                .into_iter()
                .map(|c| self.pred(c))
                .collect();
            let only = |children: Vec<Pred>| children.into_iter().next().unwrap_or(Pred::truth());
            return match kind.as_str() {
                "PredCombinerAnd" => Pred::And(children),
                "PredCombinerOr" => Pred::Or(children),
                "PredCombinerNot" => Pred::Neg(Box::new(only(children))),
                "PredCombinerConcat" => Pred::Concat {
                    prefix: self.string(rec, "prefix"),
                    child: Box::new(only(children)),
                    suffix: self.string(rec, "suffix"),
                },
                "PredCombinerSubstLeaves" => Pred::SubstLeaves {
                    pattern: self.string(rec, "pattern"),
                    replacement: self.string(rec, "replacement"),
                    child: Box::new(only(children)),
                },
                other => {
                    self.diags.error(
                        &rec.loc,
                        format!("predicate `{}` has unknown combiner `{other}`", rec.name),
                    );
                    Pred::truth()
                }
            };
        }
        self.diags.error(
            &rec.loc,
            format!("`{}` is not a predicate (CPred or CombinedPred)", rec.name),
        );
        Pred::truth()
    }

    fn pred_field(&mut self, rec: &Rec, name: &str) -> Pred {
        match rec.field(name) {
            Some(Val::Def(d)) => match self.resolve(&rec.loc, d) {
                Some(p) => self.pred(p),
                None => Pred::truth(),
            },
            // An unset predicate (`AnySuccessor`) always holds.
            _ => Pred::truth(),
        }
    }

    /// Lowers the attribute and type interfaces a predicate asks the context for
    /// (`$_ctxt.attr_interface::<Name>($_self)`, what an interface constraint's predicate
    /// says, also inside `AnyAttrOf` and array constraints), so the generated code finds them.
    fn interfaces_named_in(&mut self, expr: &str, loc: &Loc) {
        let set = self.set;
        for (marker, kind) in [
            ("attr_interface::<", InterfaceKind::Attr),
            ("type_interface::<", InterfaceKind::Type),
        ] {
            for (at, _) in expr.match_indices(marker) {
                let rest = &expr[at + marker.len()..];
                let name = &rest[..rest.find('>').unwrap_or(rest.len())];
                if self.interfaces.iter().any(|i| i.name == name) {
                    continue;
                }
                let found = set.derived_from(kind.class()).find(|r| {
                    !r.is_a("DeclareInterfaceMethods")
                        && !is_anonymous(&r.name)
                        && !in_runtime(r)
                        && matches!(r.field("cppInterfaceName"), Some(Val::Str(n)) if n == name)
                });
                if let Some(r) = found {
                    self.interface_constraint(r, loc, kind);
                }
            }
        }
    }

    /// A type or attribute interface used as a constraint (`MyTypeInterface:$x`): its
    /// predicate asks the context for the interface, so the interface is generated here.
    fn interface_constraint(&mut self, rec: &Rec, fallback: &Loc, kind: InterfaceKind) {
        if interface_kind(rec) != Some(kind) {
            self.refuse_interface_kind(rec, fallback, Some(kind));
            return;
        }
        let Some(name) = self
            .set
            .get(&rec.name)
            .and_then(|r| self.interface(r, fallback))
        else {
            return;
        };
        if let Some(Val::Str(why)) = rec.field("odsUnsupported")
            && !why.is_empty()
        {
            self.refuse(
                rec,
                "odsUnsupported",
                fallback,
                format!("interface `{name}` is not supported by ods-build: {why}"),
            );
            return;
        }
        if let Some(dialect) = self
            .interfaces
            .iter()
            .find(|i| i.name == name)
            .and_then(|i| i.foreign_dialect.clone())
        {
            self.refuse(
                rec,
                "predicate",
                fallback,
                format!(
                    "interface `{name}` of dialect `{dialect}` is not supported as a constraint \
                     by ods-build yet: only interfaces the spec generates constrain values and \
                     attributes; check it in the op's verifier"
                ),
            );
        }
    }

    fn type_constraint(&mut self, rec: &Rec, fallback: &Loc) -> TypeConstraint {
        if rec.is_a("InterfaceTrait") && !in_runtime(rec) {
            self.interface_constraint(rec, fallback, InterfaceKind::Type);
        }
        // A variadic or optional group stands for its element type (`ConfinedType` has a
        // `baseType` too, but is a constraint of its own).
        let group = rec.is_a("Variadic") || rec.is_a("Optional");
        let base = match rec.field("baseType") {
            Some(Val::Def(d)) if group => Some(d.clone()),
            _ => None,
        };
        let def_name = if !is_anonymous(&rec.name) {
            Some(rec.name.clone())
        } else {
            base.clone().filter(|b| !is_anonymous(b))
        };
        // `Variadic<I32>` builds the same type as `I32`.
        let builder_rec = match &base {
            Some(d) => self.set.get(d).unwrap_or(rec),
            None => rec,
        };
        let builder_call = match builder_rec.field("builderCall") {
            Some(Val::Str(s)) if !s.trim().is_empty() => Some(s.clone()),
            _ => None,
        };
        if let Some(Val::Str(cpp)) = rec.field("cppType")
            && cpp != "::ods_runtime::Type"
        {
            let mapped = cpp_types::map(cpp, Position::Owned);
            if mapped.as_deref() != Ok("::ods_runtime::Type") && !self.names_def_class(cpp) {
                let message = match mapped {
                    Ok(rust) => format!(
                        "`cppType` `{cpp}` of `{}` is not supported by ods-build: values are \
                         typed `::ods_runtime::ir::Value` and their types `::ods_runtime::Type` \
                         (it maps to `{rust}`); remove it",
                        rec.name
                    ),
                    // A C++ class of no definition among the records (one of a file the
                    // spec does not include, or hand-written C++).
                    Err(_) => format!(
                        "C++ type `{cpp}` of `{}` has no Rust counterpart: values are typed \
                         `::ods_runtime::ir::Value` and their types `::ods_runtime::Type`; \
                         remove `cppType`",
                        rec.name
                    ),
                };
                if self.stub.is_some() {
                    let loc = self.loc_of(rec, fallback);
                    self.stubbed(&loc, format!("{message}: ignored"));
                } else {
                    self.refuse(rec, "cppType", fallback, message);
                }
            }
        }
        let class = match rec.field("cppType") {
            Some(Val::Str(cpp)) => cpp_types::builtin_type_class(cpp).map(str::to_string),
            _ => None,
        };
        TypeConstraint {
            def_name,
            summary: self.string(rec, "summary"),
            description: self.opt_string(rec, "description").unwrap_or_default(),
            pred: self.pred_field(rec, "predicate"),
            builder_call,
            class,
        }
    }

    /// Whether the C++ class `cpp` (`::mlir::transform::OperationType`) is the class of a
    /// `TypeDef` or `AttrDef` among the records, or their C++ base class
    /// (`::mlir::pdl::PDLType`): its values are then handles over `::ods_runtime::Type` or
    /// `::ods_runtime::Attribute`, as every definition's are.
    fn names_def_class(&self, cpp: &str) -> bool {
        let wanted = cpp.trim().trim_start_matches("::");
        ["TypeDef", "AttrDef"].iter().any(|class| {
            self.set.derived_from(class).any(|def| {
                if matches!(def.field("cppBaseClassName"),
                    Some(Val::Str(base)) if base.trim_start_matches("::") == wanted)
                {
                    return true;
                }
                let ns = self.dialect_string(def, "cppNamespace");
                let ns = ns.trim_start_matches("::");
                let Some(Val::Str(class_name)) = def.field("cppClassName") else {
                    return false;
                };
                let full = if ns.is_empty() {
                    class_name.clone()
                } else {
                    format!("{ns}::{class_name}")
                };
                full == wanted
            })
        })
    }

    fn attr_constraint(&mut self, rec: &Rec, fallback: &Loc) -> AttrConstraint {
        // The builtin attribute interfaces the runtime implements constrain by kind.
        if rec.is_a("InterfaceTrait") && !in_runtime(rec) {
            self.interface_constraint(rec, fallback, InterfaceKind::Attr);
        }
        let base = match rec.field("baseAttr") {
            Some(Val::Def(d)) => Some(d.clone()),
            _ => None,
        };
        let def_name = if !is_anonymous(&rec.name) {
            Some(rec.name.clone())
        } else {
            base.clone().filter(|b| !is_anonymous(b))
        };
        let enum_name = self
            .opt_string(rec, "enumClassName")
            .filter(|s| !s.is_empty());
        self.note_foreign(rec, fallback);
        self.refuse_function_name(rec, fallback);
        // An attribute interface's namespace is the interface's, checked with it.
        if enum_name.is_none()
            && !rec.is_a("Interface")
            && let Some(Val::Str(ns)) = rec.field("cppNamespace")
            && !ns.is_empty()
        {
            self.refuse(
                rec,
                "cppNamespace",
                fallback,
                format!(
                    "`cppNamespace` `{ns}` of attribute `{}` is not supported by ods-build: only \
                     an enum attribute has one; remove it",
                    rec.name
                ),
            );
        }
        // An enum's description documents the enum itself.
        let description = if enum_name.is_some() {
            String::new()
        } else {
            self.opt_string(rec, "description").unwrap_or_default()
        };
        let loc = self.loc_of(rec, fallback);
        let storage_type = self.string(rec, "storageType");
        let storage_type = self.rust_type(&loc, &storage_type, Position::Owned);
        let return_type = self.string(rec, "returnType");
        let return_type = self.rust_type(&loc, &return_type, Position::Owned);
        let const_builder_call = self
            .opt_string(rec, "constBuilderCall")
            .filter(|s| !s.is_empty());
        let default_value = self
            .opt_string(rec, "defaultValue")
            .filter(|s| !s.is_empty())
            .map(|d| match &const_builder_call {
                // mlir-tblgen builds the default with the call, `$0` the default value: a
                // call that does not read `$0` ignores it (UB's `DefaultValuedAttr<
                // PoisonAttrInterface, "{}">`), and the default is the attribute it builds.
                Some(call) if !call.contains("$0") && return_type == storage_type => call.clone(),
                _ => value_initialized(d, &return_type),
            });
        AttrConstraint {
            def_name,
            summary: self.string(rec, "summary"),
            description,
            pred: self.pred_field(rec, "predicate"),
            storage_type,
            return_type,
            convert_from_storage: self.string(rec, "convertFromStorage"),
            const_builder_call,
            default_value,
            value_type: self.attr_value_type(rec),
            optional: self.bit(rec, "isOptional"),
            enum_name,
            dialect_attr: self.dialect_attr_of(rec),
            storage_class: self
                .opt_string(rec, "storageAttrKind")
                .filter(|s| !s.is_empty()),
        }
    }

    /// The dialect and mnemonic of the `AttrDef` an attribute constraint is (or wraps
    /// through `baseAttr`: `DefaultValuedAttr<Arith_IntegerOverflowAttr, ...>`), when it
    /// has a mnemonic.
    fn dialect_attr_of(&self, rec: &Rec) -> Option<DialectAttr> {
        let mut rec = rec;
        for _ in 0..16 {
            if rec.is_a("AttrDef") {
                let mnemonic = match rec.field("mnemonic") {
                    Some(Val::Str(m)) if !m.is_empty() => m.clone(),
                    _ => return None,
                };
                let Some(Val::Def(d)) = rec.field("dialect") else {
                    return None;
                };
                let Some(Val::Str(dialect)) = self.set.get(d)?.field("name") else {
                    return None;
                };
                return Some(DialectAttr {
                    dialect: dialect.clone(),
                    mnemonic,
                });
            }
            match rec.field("baseAttr") {
                Some(Val::Def(b)) if *b != rec.name => rec = self.set.get(b)?,
                _ => return None,
            }
        }
        None
    }

    /// The builder call of an attribute's `valueType`, when it names a buildable type;
    /// `OptionalAttr`, `DefaultValuedAttr` and `ConfinedAttr` take it from their `baseAttr`.
    fn attr_value_type(&self, rec: &Rec) -> Option<String> {
        let Some(Val::Def(d)) = rec.field("valueType") else {
            return match rec.field("baseAttr") {
                Some(Val::Def(b)) if *b != rec.name => self.attr_value_type(self.set.get(b)?),
                _ => None,
            };
        };
        match self.set.get(d)?.field("builderCall") {
            Some(Val::Str(s)) if !s.trim().is_empty() => Some(s.clone()),
            _ => None,
        }
    }

    // ---- definitions --------------------------------------------------------------------

    fn dialect(&mut self, rec: &Rec) -> Option<Dialect> {
        if self.generates(rec) {
            for (field, what) in [(
                "usePropertiesForAttributes",
                "inherent attributes are always stored in the op's properties",
            )] {
                if matches!(rec.field(field), Some(Val::Int(0))) {
                    self.refuse(
                        rec,
                        field,
                        &rec.loc,
                        format!("`{field} = 0` is not supported by ods-build: {what}; remove it"),
                    );
                }
            }
        }
        let name = self.string(rec, "name");
        let ns = self.string(rec, "cppNamespace");
        let module = ns
            .trim_start_matches("::")
            .rsplit("::")
            .next()
            .unwrap_or_default()
            .to_string();
        Some(Dialect {
            def_name: rec.name.clone(),
            name,
            module,
            summary: self.opt_string(rec, "summary").unwrap_or_default(),
            description: self.opt_string(rec, "description").unwrap_or_default(),
            // An entry is spliced into a C++ template argument list, so one string may name
            // several dialects (`"::mlir::LLVM::LLVMDialect, ::mlir::func::FuncDialect"`).
            dependent_dialects: self
                .string_list(rec, "dependentDialects")
                .iter()
                .flat_map(|d| d.split(','))
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .map(str::to_string)
                .collect(),
            extra_class_declaration: self
                .opt_string(rec, "extraClassDeclaration")
                .unwrap_or_default(),
            has_constant_materializer: self.bit(rec, "hasConstantMaterializer"),
            has_operation_attr_verify: self.bit(rec, "hasOperationAttrVerify"),
            has_region_arg_attr_verify: self.bit(rec, "hasRegionArgAttrVerify"),
            has_region_result_attr_verify: self.bit(rec, "hasRegionResultAttrVerify"),
            has_canonicalizer: self.bit(rec, "hasCanonicalizer"),
            has_operation_interface_fallback: self.bit(rec, "hasOperationInterfaceFallback"),
            has_non_default_destructor: self.bit(rec, "hasNonDefaultDestructor"),
            is_extensible: self.bit(rec, "isExtensible"),
            discardable_attrs: self.discardable_attrs(rec),
            custom_type_printer_parser: matches!(
                rec.field("useDefaultTypePrinterParser"),
                Some(Val::Int(0))
            ),
            custom_attr_printer_parser: matches!(
                rec.field("useDefaultAttributePrinterParser"),
                Some(Val::Int(0))
            ),
            loc: rec.loc.clone(),
        })
    }

    /// A dialect's `discardableAttrs`: `(ins "Class":$name, ...)`, each class a builtin
    /// attribute class, `::mlir::Attribute`, or the class of one of the spec's `AttrDef`s.
    fn discardable_attrs(&mut self, rec: &Rec) -> Vec<DiscardableAttr> {
        let Some(Val::Dag(dag)) = rec.field("discardableAttrs") else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (val, name) in &dag.args {
            let (Val::Str(cpp), Some(name)) = (val, name) else {
                self.diags.error_at(
                    &rec.loc,
                    Anchor::Field("discardableAttrs".to_string()),
                    format!(
                        "each entry of `discardableAttrs` of `{}` must be a named attribute \
                         class string (`\"::mlir::UnitAttr\":$name`)",
                        rec.name
                    ),
                );
                continue;
            };
            let plain = cpp
                .trim()
                .trim_start_matches("::")
                .trim_start_matches("mlir::");
            let kind = if plain == "Attribute" {
                DiscardableKind::Any
            } else if let Some(class) = cpp_types::builtin_class(cpp) {
                DiscardableKind::Builtin(class.to_string())
            } else if let Some(def) = self.attr_def_named(cpp, &rec.name) {
                DiscardableKind::Def(def)
            } else {
                self.diags.error_at(
                    &rec.loc,
                    Anchor::Text {
                        text: cpp.clone(),
                        offset: 0,
                    },
                    format!(
                        "C++ type `{cpp}` of discardable attribute `{name}` has no Rust \
                         counterpart: write a builtin attribute class or the class of one of \
                         the spec's attribute definitions"
                    ),
                );
                continue;
            };
            out.push(DiscardableAttr {
                name: name.clone(),
                cpp_type: cpp.clone(),
                kind,
            });
        }
        out
    }

    /// The string field `field` of the dialect of definition `def` (empty when unset).
    fn dialect_string(&self, def: &Rec, field: &str) -> String {
        match def.field("dialect") {
            Some(Val::Def(d)) => match self.set.get(d).and_then(|d| d.field(field)) {
                Some(Val::Str(v)) => v.clone(),
                _ => String::new(),
            },
            _ => String::new(),
        }
    }

    /// The Rust name of the `AttrDef` of dialect `dialect` whose C++ class is `cpp` (with or
    /// without its namespace).
    fn attr_def_named(&self, cpp: &str, dialect: &str) -> Option<String> {
        let wanted = cpp.trim().trim_start_matches("::");
        let last = wanted.rsplit("::").next().unwrap_or(wanted);
        self.set
            .derived_from("AttrDef")
            .filter(|def| matches!(def.field("dialect"), Some(Val::Def(d)) if d == dialect))
            .find_map(|def| match def.field("cppClassName") {
                Some(Val::Str(class)) if class == last => Some(class.clone()),
                _ => None,
            })
    }

    fn dag_args(&mut self, rec: &Rec, field: &str) -> Vec<(&'a Rec, String)> {
        let Some(Val::Dag(dag)) = rec.field(field) else {
            if let Some(v) = rec.field(field)
                && *v != Val::Unset
            {
                self.diags.error(
                    &rec.loc,
                    format!("field `{field}` of `{}` must be a dag", rec.name),
                );
            }
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, (val, name)) in dag.args.iter().enumerate() {
            let name = name.clone().unwrap_or_default();
            match val {
                Val::Def(d) => {
                    if let Some(r) = self.resolve(&rec.loc, d) {
                        out.push((r, name));
                    }
                }
                other => self.diags.error(
                    &rec.loc,
                    format!(
                        "entry {i} of `{field}` in `{}` must be a constraint, found {other:?}",
                        rec.name
                    ),
                ),
            }
        }
        out
    }

    fn op(&mut self, rec: &Rec) -> Option<Operator> {
        let dialect = match rec.field("opDialect") {
            Some(Val::Def(d)) => d.clone(),
            _ => {
                self.diags
                    .error(&rec.loc, format!("op `{}` has no dialect", rec.name));
                return None;
            }
        };
        let loc = rec.loc.clone();
        if let Some(Val::Def(group)) = rec.field("opDocGroup") {
            let group = group.clone();
            self.refuse(
                rec,
                "opDocGroup",
                &rec.loc,
                format!(
                    "`opDocGroup` `{group}` is not supported by ods-build: the documentation \
                     does not group ops; remove it"
                ),
            );
        }
        if self.bit(rec, "useCustomPropertiesEncoding") {
            self.refuse(
                rec,
                "useCustomPropertiesEncoding",
                &loc,
                "`useCustomPropertiesEncoding` is not supported by ods-build: properties are \
                 encoded with each property's `convertToAttribute` and `convertFromAttribute`; \
                 remove it"
                    .to_string(),
            );
        }
        let mut submodule = None;
        if let Some(Val::Str(ns)) = rec.field("cppNamespace") {
            let dialect_ns = match self.set.get(&dialect).and_then(|d| d.field("cppNamespace")) {
                Some(Val::Str(d)) => d.clone(),
                _ => String::new(),
            };
            match op_submodule(ns, &dialect_ns) {
                Ok(sub) => submodule = sub,
                Err(()) => self.refuse(
                    rec,
                    "cppNamespace",
                    &loc,
                    format!(
                        "`cppNamespace` `{}` of op `{}` is not supported by ods-build: an op is \
                         generated into its dialect's module (`{}`) or a module below it, so \
                         its namespace must be the dialect's `{}` or lie below it; remove it",
                        ns.trim(),
                        rec.name,
                        last_segment(dialect_ns.trim()),
                        dialect_ns.trim()
                    ),
                ),
            }
        }
        let extra = self.extra_code(rec);
        let mut op = Operator {
            argument_order: Vec::new(),
            def_name: rec.name.clone(),
            dialect: dialect.clone(),
            submodule,
            mnemonic: self.string(rec, "opName"),
            summary: self.string(rec, "summary"),
            description: self.string(rec, "description"),
            operands: Vec::new(),
            attributes: Vec::new(),
            properties: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            builders: Vec::new(),
            skip_default_builders: self.bit(rec, "skipDefaultBuilders"),
            assembly_format: self.opt_string(rec, "assemblyFormat"),
            hooks: Hooks {
                verifier: self.bit(rec, "hasVerifier"),
                region_verifier: self.bit(rec, "hasRegionVerifier"),
                folder: self.bit(rec, "hasFolder"),
                canonicalizer: self.bit(rec, "hasCanonicalizer"),
                canonicalize_method: self.bit(rec, "hasCanonicalizeMethod"),
                // As in mlir-tblgen, a declarative format wins over the bit (SPIR-V's base
                // op sets `hasCustomAssemblyFormat`, many of its ops an `assemblyFormat`).
                custom_assembly_format: self.bit(rec, "hasCustomAssemblyFormat")
                    && self
                        .opt_string(rec, "assemblyFormat")
                        .is_none_or(|f| f.trim().is_empty()),
            },
            extra_class_declaration: extra,
            memory_effects: None,
            loc: loc.clone(),
        };
        for (arg, name) in self.dag_args(rec, "arguments") {
            let (constraint, description, effects) = self.unwrap_variable(arg, &loc);
            // mlir-tblgen attaches effects to operands and to symbol reference attributes;
            // on any other argument they would be dropped, so they are refused.
            let carries_effects = constraint.is_a("TypeConstraint")
                || (constraint.is_a("Attr") && self.is_symbol_ref_attr(constraint));
            if !effects.is_empty() && !carries_effects {
                self.diags.error(
                    &loc,
                    format!(
                        "memory effects on argument `{name}` of op `{}` are not supported: \
                         only operands, results and symbol reference attributes carry effects",
                        rec.name
                    ),
                );
            }
            if constraint.is_a("TypeConstraint") {
                let tc = self.type_constraint(constraint, &loc);
                let arity = self.arity(constraint);
                op.argument_order.push(ArgKind::Operand);
                op.operands.push(Value {
                    name,
                    arity,
                    constraint: tc,
                    description,
                    effects,
                    loc: loc.clone(),
                });
            } else if constraint.is_a("Attr") {
                let attr = self.attr_constraint(constraint, &loc);
                let kind = if self.bit(constraint, "isDerivedAttr") {
                    AttrKind::Derived {
                        body: self.string(constraint, "body"),
                    }
                } else {
                    AttrKind::Native
                };
                if kind == AttrKind::Native {
                    op.argument_order.push(ArgKind::Attribute);
                }
                op.attributes.push(NamedAttr {
                    name,
                    kind,
                    attr,
                    description,
                    effects,
                    loc: loc.clone(),
                });
            } else if constraint.is_a("Property") {
                let mut prop = self.property(constraint, name, &loc);
                if !description.is_empty() {
                    let own = std::mem::replace(&mut prop.description, description);
                    append_text(&mut prop.description, &own);
                }
                op.argument_order.push(ArgKind::Property);
                op.properties.push(prop);
            } else {
                self.diags.error(
                    &loc,
                    format!(
                        "argument `{name}` of op `{}` is `{}`, which is neither a type constraint, an attribute nor a property",
                        rec.name, constraint.name
                    ),
                );
            }
        }
        // Derived attributes written as fields of the op, as MLIR's manual shows them
        // (`DerivedAttr name = DerivedAttr<...>;`), follow the arguments in field order.
        for field in &rec.order {
            let Some(Val::Def(d)) = rec.field(field) else {
                continue;
            };
            let Some(attr_rec) = self.set.get(d) else {
                continue;
            };
            if !attr_rec.is_a("Attr") {
                continue;
            }
            if !attr_rec.is_a("DerivedAttr") {
                self.diags.error_at(
                    &loc,
                    Anchor::Field(field.clone()),
                    format!(
                        "field `{field}` of op `{}` holds the attribute `{}`: only a DerivedAttr \
                         may be an op field; declare stored attributes in `arguments`",
                        rec.name, attr_rec.name
                    ),
                );
                continue;
            }
            let attr = self.attr_constraint(attr_rec, &loc);
            op.attributes.push(NamedAttr {
                name: field.clone(),
                kind: AttrKind::Derived {
                    body: self.string(attr_rec, "body"),
                },
                attr,
                description: String::new(),
                effects: Vec::new(),
                loc: loc.clone(),
            });
        }
        // The usual order (operands, attributes, properties) is left implicit.
        let mut sorted = op.argument_order.clone();
        sorted.sort_by_key(|k| *k as u8);
        if sorted == op.argument_order {
            op.argument_order.clear();
        }
        for (res, name) in self.dag_args(rec, "results") {
            let (constraint, description, effects) = self.unwrap_variable(res, &loc);
            if !constraint.is_a("TypeConstraint") {
                self.diags.error(
                    &loc,
                    format!(
                        "result `{name}` of op `{}` is `{}`, which is not a type constraint",
                        rec.name, constraint.name
                    ),
                );
                continue;
            }
            let tc = self.type_constraint(constraint, &loc);
            let arity = self.arity(constraint);
            op.results.push(Value {
                name,
                arity,
                constraint: tc,
                description,
                effects,
                loc: loc.clone(),
            });
        }
        for (region, name) in self.dag_args(rec, "regions") {
            if !region.is_a("Region") {
                self.diags.error(
                    &loc,
                    format!(
                        "region `{name}` of op `{}` is `{}`, which is not a region constraint",
                        rec.name, region.name
                    ),
                );
                continue;
            }
            self.refuse_function_name(region, &loc);
            op.regions.push(RegionSlot {
                name,
                variadic: region.is_a("VariadicRegion"),
                constraint: RegionConstraint {
                    summary: self.string(region, "summary"),
                    description: self.opt_string(region, "description").unwrap_or_default(),
                    pred: self.pred_field(region, "predicate"),
                },
                loc: loc.clone(),
            });
        }
        for (succ, name) in self.dag_args(rec, "successors") {
            if !succ.is_a("Successor") {
                self.diags.error(
                    &loc,
                    format!(
                        "successor `{name}` of op `{}` is `{}`, which is not a successor constraint",
                        rec.name, succ.name
                    ),
                );
                continue;
            }
            self.refuse_function_name(succ, &loc);
            op.successors.push(SuccessorSlot {
                name,
                variadic: succ.is_a("VariadicSuccessor"),
                constraint: SuccessorConstraint {
                    summary: self.string(succ, "summary"),
                    description: self.opt_string(succ, "description").unwrap_or_default(),
                    pred: self.pred_field(succ, "predicate"),
                },
                loc: loc.clone(),
            });
        }
        let traits = self.def_list(rec, "traits");
        let mut trait_code = String::new();
        self.op_effects = None;
        self.op_module = self
            .ops
            .by_def
            .get(&rec.name)
            .and_then(|full| self.ops.module_of(full));
        for t in traits {
            self.add_trait(&mut op.traits, &mut trait_code, t, &dialect, &loc);
        }
        // Upstream's `ReturnLike` trait defines `getMutableSuccessorOperands` (every
        // operand): a return-like op does not write it; the runtime's default is that one.
        if op.has_trait("ReturnLike") {
            for t in &mut op.traits {
                if let Trait::Interface { name, written } = t
                    && name == "RegionBranchTerminatorOpInterface"
                {
                    written.retain(|m| m != "getMutableSuccessorOperands");
                }
            }
        }
        // A method that an attribute's generated accessor is (`getArgAttrsAttr` for
        // `arg_attrs`) is not written by the op: the accessor implements it.
        self.drop_accessor_methods(&mut op);
        // `DeclareOpInterfaceMethods<MemoryEffectsOpInterface>` makes the op write
        // `getEffects`; listing the interface plainly leaves it to the decorators.
        let declares_effects = self.def_list(rec, "traits").iter().any(|t| {
            t.is_a("DeclareInterfaceMethods")
                && matches!(t.field("cppInterfaceName"),
                    Some(Val::Str(n)) if n == "MemoryEffectOpInterface")
        });
        self.finish_memory_effects(&mut op, declares_effects, &loc);
        append_code(&mut op.extra_class_declaration, &trait_code);
        for b in self.def_list(rec, "builders") {
            if let Some(b) = self.builder(b, &loc) {
                op.builders.push(b);
            }
        }
        Some(op)
    }

    /// `Arg<constraint, "desc", [decorators]>` -> (constraint, "desc", memory effects);
    /// anything else -> (itself, "", none). An `Arg`'s `description` follows its summary
    /// after a blank line. Decorators other than memory effects are refused.
    fn unwrap_variable(&mut self, rec: &'a Rec, loc: &Loc) -> (&'a Rec, String, Vec<Effect>) {
        if rec.is_a("OpVariable") {
            let mut desc = self.string(rec, "summary");
            let long = self.opt_string(rec, "description").unwrap_or_default();
            append_text(&mut desc, &long);
            let mut effects = Vec::new();
            for d in self.def_list(rec, "decorators") {
                if let Some(e) = self.effect(d, loc) {
                    effects.push(e);
                }
            }
            if let Some(c) = self.def(rec, "constraint") {
                return (c, desc, effects);
            }
        }
        (rec, String::new(), Vec::new())
    }

    /// Whether the attribute constraint `rec` is, under its `OptionalAttr`/`DefaultValuedAttr`
    /// wrappers, a symbol reference (`SymbolRefAttr`, `FlatSymbolRefAttr` or a subclass), as
    /// mlir-tblgen's `isSymbolRefAttr` decides.
    fn is_symbol_ref_attr(&self, rec: &Rec) -> bool {
        let mut rec = rec;
        while let Some(Val::Def(base)) = rec.field("baseAttr") {
            match self.set.get(base) {
                Some(b) => rec = b,
                None => break,
            }
        }
        ["SymbolRefAttr", "FlatSymbolRefAttr"]
            .iter()
            .any(|n| rec.name == *n || rec.is_a(n))
    }

    /// A memory effect (`MemRead`, `MemWriteAt<1>`, ...), or a located refusal of any other
    /// decorator or effect kind.
    fn effect(&mut self, d: &Rec, loc: &Loc) -> Option<Effect> {
        let kind = if d.is_a("SideEffect") && self.string(d, "baseEffectName") == "MemoryEffect" {
            match self.string(d, "effect").as_str() {
                "Allocate" => Some(EffectKind::Allocate),
                "Free" => Some(EffectKind::Free),
                "Read" => Some(EffectKind::Read),
                "Write" => Some(EffectKind::Write),
                _ => None,
            }
        } else {
            None
        };
        let Some(effect) = kind else {
            self.diags.error_at(
                loc,
                Anchor::Text {
                    text: d.name.clone(),
                    offset: 0,
                },
                format!(
                    "decorator `{}` is not supported by ods-build: operands and results take \
                     the memory effects of mlir/Interfaces/SideEffectInterfaces.td (`MemRead`, \
                     `MemWrite`, `MemAlloc`, `MemFree` and their `At`/resource forms)",
                    d.name
                ),
            );
            return None;
        };
        Some(Effect {
            effect,
            resource: self.string(d, "resource"),
            stage: self.int(d, "stage").unwrap_or(0),
            full: self.bit(d, "effectOnFullRegion"),
        })
    }

    /// An op with a `MemoryEffects` trait or effect decorators implements
    /// `MemoryEffectOpInterface` with the generated `getEffects`.
    fn finish_memory_effects(&mut self, op: &mut Operator, declared: bool, loc: &Loc) {
        let decorated = op
            .operands
            .iter()
            .chain(&op.results)
            .any(|v| !v.effects.is_empty());
        let Some(effects) = self.op_effects.take().or(decorated.then(Vec::new)) else {
            return;
        };
        let Some(iface_rec) = self.set.get("MemoryEffectsOpInterface") else {
            self.diags.error(
                loc,
                "memory effects need mlir/Interfaces/SideEffectInterfaces.td; include it",
            );
            return;
        };
        let Some(name) = self.interface(iface_rec, loc) else {
            return;
        };
        let existing = op.traits.iter_mut().find_map(|t| match t {
            Trait::Interface { name: n, written } if *n == name => Some(written),
            _ => None,
        });
        match existing {
            Some(written) if declared && written.iter().any(|m| m == "getEffects") => {
                self.diags.error(
                    loc,
                    format!(
                        "op `{}` declares `getEffects` (`DeclareOpInterfaceMethods`) and \
                         memory effects ods-build generates it from; keep one",
                        op.def_name
                    ),
                );
            }
            // Listed plainly: the generated `getEffects` implements it.
            Some(written) => written.retain(|m| m != "getEffects"),
            None => op.traits.push(Trait::Interface {
                name,
                written: Vec::new(),
            }),
        }
        op.memory_effects = Some(effects);
    }

    fn arity(&mut self, rec: &Rec) -> Arity {
        if let Some(Val::Int(n)) = rec.field("minSize")
            && *n != 0
        {
            self.refuse(
                rec,
                "minSize",
                &rec.loc,
                format!(
                    "`minSize = {n}` of `{}` is not supported by ods-build: variadic groups \
                     may be empty; check the size in a verifier",
                    rec.name
                ),
            );
        }
        if rec.is_a("VariadicOfVariadic") {
            Arity::VariadicOfVariadic {
                segment_attr: self.string(rec, "segmentAttrName"),
            }
        } else if rec.is_a("Variadic") {
            Arity::Variadic
        } else if rec.is_a("Optional") {
            Arity::Optional
        } else {
            Arity::Single
        }
    }

    fn property(&mut self, rec: &Rec, name: String, loc: &Loc) -> NamedProp {
        self.note_foreign(rec, loc);
        self.refuse_function_name(rec, loc);
        self.refuse_property_code(rec, &name, loc);
        if let Some(Val::Str(value)) = rec.field("storageTypeValueOverride")
            && !value.is_empty()
        {
            self.refuse(
                rec,
                "storageTypeValueOverride",
                loc,
                format!(
                    "the storage default `{value}` of property `{name}` is not supported by \
                     ods-build: the storage starts at the default value; remove it"
                ),
            );
        }
        let at = self.loc_of(rec, loc);
        let storage = self.string(rec, "storageType");
        let interface = self.string(rec, "interfaceType");
        let storage_type = self.rust_type(&at, &storage, Position::Owned);
        let default_value = self
            .opt_string(rec, "defaultValue")
            .filter(|s| !s.is_empty())
            .map(|d| value_initialized(d, &storage_type));
        let interface_type = if interface == storage {
            storage_type.clone()
        } else {
            self.rust_type(&at, &interface, Position::Owned)
        };
        NamedProp {
            name,
            def_name: (!is_anonymous(&rec.name)).then(|| rec.name.clone()),
            summary: self.string(rec, "summary"),
            description: self.opt_string(rec, "description").unwrap_or_default(),
            storage_type,
            interface_type,
            convert_from_storage: self.string(rec, "convertFromStorage"),
            assign_to_storage: self.string(rec, "assignToStorage"),
            convert_to_attribute: self.string(rec, "convertToAttribute"),
            convert_from_attribute: self.string(rec, "convertFromAttribute"),
            pred: self.pred_field(rec, "predicate"),
            default_value,
            optional: self.bit(rec, "isOptional"),
            form: self.prop_form(rec),
            loc: loc.clone(),
        }
    }

    /// How an assembly format writes a property of the library's kinds (`None` for a
    /// property of another kind: a format naming it is refused).
    fn prop_form(&mut self, rec: &Rec) -> Option<PropForm> {
        let has_default = |rec: &Rec| {
            matches!(rec.field("defaultValue"), Some(Val::Str(d)) if !d.is_empty())
                || matches!(rec.field("isOptional"), Some(Val::Int(1)))
        };
        if rec.is_a("OptionalProp") {
            let base = self.def(rec, "baseProperty")?;
            let inner = self.prop_form(base)?;
            let delegates =
                !matches!(rec.field("delegatesParsing"), Some(Val::Int(0))) && !has_default(base);
            return Some(PropForm::Optional {
                inner: Box::new(inner),
                delegates,
            });
        }
        if rec.is_a("DefaultValuedProp") || rec.is_a("ConfinedProp") {
            let base = self.def(rec, "baseProperty")?;
            return self.prop_form(base);
        }
        if rec.is_a("ArrayProp") {
            let elem = self.def(rec, "elementProp")?;
            let element = self.prop_form(elem)?;
            return match element {
                PropForm::Int { width, signed } if rec.is_a("IntArrayProp") => {
                    Some(PropForm::IntArray { width, signed })
                }
                _ if rec.is_a("IntArrayProp") => None,
                element => Some(PropForm::Array {
                    element: Box::new(element),
                }),
            };
        }
        if rec.is_a("EnumProp") {
            let info = self.def(rec, "enum")?;
            let value = PropForm::Enum {
                name: info.name.clone(),
            };
            if rec.is_a("NamedEnumProp") || rec.is_a("NamedEnumPropWithAttrForm") {
                return Some(PropForm::Named {
                    mnemonic: self.string(rec, "mnemonic"),
                    inner: Box::new(value),
                });
            }
            return Some(value);
        }
        if rec.is_a("_cls_UnitProp") {
            return Some(PropForm::Unit);
        }
        if rec.is_a("_cls_BoolProp") {
            return Some(PropForm::Bool);
        }
        if rec.is_a("_cls_StringProp") {
            return Some(PropForm::String);
        }
        if rec.is_a("IntProp") {
            let storage = self.string(rec, "storageType");
            let rust = cpp_types::map(&storage, Position::Owned).unwrap_or(storage);
            let (width, signed) = match rust.as_str() {
                "i8" => (8, true),
                "i16" => (16, true),
                "i32" => (32, true),
                "i64" | "isize" => (64, true),
                "u8" => (8, false),
                "u16" => (16, false),
                "u32" => (32, false),
                "u64" | "usize" => (64, false),
                _ => return None,
            };
            return Some(PropForm::Int { width, signed });
        }
        None
    }

    /// Adds trait `t` (and the traits it depends on) to `out`, and the Rust items a native
    /// trait adds to its ops to `code`.
    fn add_trait(
        &mut self,
        out: &mut Vec<Trait>,
        code: &mut String,
        t: &'a Rec,
        dialect: &str,
        loc: &Loc,
    ) {
        if t.is_a("TraitList") {
            for inner in self.def_list(t, "traits") {
                self.add_trait(out, code, inner, dialect, loc);
            }
            return;
        }
        if t.is_a("SideEffectsTraitBase") {
            let mut effects = Vec::new();
            for e in self.def_list(t, "effects") {
                if let Some(e) = self.effect(e, loc) {
                    effects.push(e);
                }
            }
            if effects.is_empty() {
                let tr = Trait::Native {
                    name: "NoMemoryEffect".to_string(),
                    rust: "::ods_runtime::traits::NoMemoryEffect".to_string(),
                    ops: Vec::new(),
                    structural: false,
                };
                if !out.contains(&tr) {
                    out.push(tr);
                }
            }
            self.op_effects.get_or_insert_with(Vec::new).extend(effects);
            if let Some(iface) = self.def(t, "interface") {
                let name = self.interface(iface, loc);
                if let Some(name) = name
                    && !out
                        .iter()
                        .any(|o| matches!(o, Trait::Interface { name: n, .. } if *n == name))
                {
                    out.push(Trait::Interface {
                        name,
                        written: Vec::new(),
                    });
                }
            }
            return;
        }
        if t.is_a("InterfaceTrait") {
            if !t.is_a("OpInterface") {
                let expected = interface_kind(t).map(|_| InterfaceKind::Op);
                self.refuse_interface_kind(t, loc, expected);
                return;
            }
            let Some(name) = self.supported_interface(t, loc) else {
                return;
            };
            // The bases come first: an op with an interface has the interfaces it derives
            // from.
            for base in self.def_list(t, "baseInterfaces") {
                self.add_trait(out, code, base, dialect, loc);
            }
            let more = self.written_methods(t, &name, loc);
            // Attached twice (as a base and by `DeclareOpInterfaceMethods`): one entry, at
            // the first place, writing the methods of both.
            let existing = out.iter_mut().find_map(|o| match o {
                Trait::Interface { name: n, written } if *n == name => Some(written),
                _ => None,
            });
            match existing {
                Some(written) => {
                    for m in more {
                        if !written.contains(&m) {
                            written.push(m);
                        }
                    }
                }
                None => out.push(Trait::Interface {
                    name,
                    written: more,
                }),
            }
            return;
        }
        for dep in self.def_list(t, "dependentTraits") {
            self.add_trait(out, code, dep, dialect, loc);
        }
        let tr = if t.is_a("NativeOpTrait") {
            let name = self.string(t, "trait");
            if let Some(Val::Str(ns)) = t.field("cppNamespace")
                && cpp_types::cpp_marker(ns).is_some()
            {
                let dropped = format!("C++ trait `{ns}::{name}` has no Rust counterpart: dropped");
                let refused = format!(
                    "C++ namespace `{ns}` of trait `{name}` has no Rust counterpart: write the \
                     Rust module path that holds the trait (the default is \
                     `::ods_runtime::traits`)"
                );
                if self.drop_or_refuse(t, "cppNamespace", loc, dropped, refused) {
                    return;
                }
            }
            // C++ writes a dialect's own traits relative to `mlir::OpTrait`
            // (`spirv::SignedOp`); the runtime's trait module has no such submodules.
            if let Some(Val::Str(ns)) = t.field("cppNamespace")
                && ns == "::ods_runtime::traits"
                && let Some((cpp_ns, _)) = name.split_once("::")
                && !name.contains('<')
            {
                let dropped = format!("C++ trait `{name}` has no Rust counterpart: dropped");
                let refused = format!(
                    "C++ trait `{name}` has no Rust counterpart: it names C++'s namespace \
                     `{cpp_ns}` under `mlir::OpTrait`, which `::ods_runtime::traits` does not \
                     have; set `cppNamespace` to the Rust module path that holds the trait (a \
                     dialect's own traits live in its crate: `crate::traits`) and name the \
                     trait without it"
                );
                if self.drop_or_refuse(t, "trait", loc, dropped, refused) {
                    return;
                }
            }
            // A trait left in the default namespace that is neither the library's nor one of
            // `::ods_runtime::traits` (NVVM's `NVVMRequiresSM<90>`) names nothing there: it is
            // refused (dropped in the stub mode) instead of becoming a path that rustc rejects.
            if matches!(t.field("cppNamespace"), Some(Val::Str(ns)) if ns == "::ods_runtime::traits")
                && !RUNTIME_TRAITS.contains(&trait_base(&name))
                && !Self::in_library(t)
                && !t.superclasses.iter().any(|c| {
                    !GENERIC_TRAIT_CLASSES.contains(&c.as_str())
                        && crate::library::classes().contains(c.as_str())
                })
                // A spec's own def or instance of one of the library's traits
                // (`NativeOpTrait<"SingleBlock">`).
                && !{
                    let own = trait_base(&name);
                    crate::library::classes().contains(own)
                        || self.set.derived_from("NativeOpTrait").any(|r| {
                            Self::in_library(r)
                                && matches!(r.field("trait"), Some(Val::Str(n)) if trait_base(n) == own)
                        })
                }
            {
                let dropped = format!("C++ trait `{name}`, not one of the runtime's: dropped");
                let refused = format!(
                    "C++ trait `{name}` has no Rust counterpart: it is not one of \
                     `::ods_runtime::traits`; set `cppNamespace` to the Rust module path that \
                     holds it (a dialect's own traits live in its crate: `crate::traits`)"
                );
                if self.drop_or_refuse(t, "trait", loc, dropped, refused) {
                    return;
                }
            }
            let mut rust = self.string(t, "rustTrait");
            let mut ops = Vec::new();
            if t.is_a("OpNamesNativeOpTrait") {
                (rust, ops) = self.op_names_trait(t, &name, &rust, dialect, loc);
            } else if t.is_a("ParamNativeOpTrait")
                && let Some((r, o)) = self.op_class_params(t, dialect)
            {
                (rust, ops) = (r, o);
            }
            self.append_trait_extras(t, code);
            Trait::Native {
                name,
                rust,
                ops,
                structural: t.is_a("StructuralOpTrait"),
            }
        } else if t.is_a("PredOpTrait") {
            // As mlir-tblgen's formats, the type of `rhs` is the transform of `lhs`'s
            // whatever the comparator (the verifier checks it), also for an
            // `OptionalTypesMatchWith` (each value of an optional `rhs` gets it).
            let types_match = if t.is_a("TypesMatchWith") {
                Some(TypesMatch {
                    lhs: self.string(t, "lhs"),
                    rhs: self.string(t, "rhs"),
                    transformer: self.string(t, "transformer"),
                    ranged: t.is_a("RangedTypesMatchWith"),
                    each: false,
                })
            } else if t.is_a("ShapedTypeMatchesElementCountAndTypes") {
                // As mlir-tblgen's formats: each value of `elements` has the element type
                // of `shaped` (upstream's `vector.from_elements`).
                Some(TypesMatch {
                    lhs: self.string(t, "shaped"),
                    rhs: self.string(t, "elements"),
                    transformer: "::ods_runtime::traits::element_type_or_self($_ctxt, $_self)"
                        .to_string(),
                    ranged: false,
                    each: true,
                })
            } else {
                None
            };
            Trait::Pred {
                description: self.string(t, "summary"),
                pred: self.pred_field(t, "predicate"),
                types_match,
            }
        } else {
            self.diags.error(
                loc,
                format!(
                    "trait `{}` is neither a NativeOpTrait, a PredOpTrait nor a TraitList",
                    t.name
                ),
            );
            return;
        };
        if !out.contains(&tr) {
            out.push(tr);
        }
    }

    /// Refuses the interface `rec` where `expected` (what the place takes: an op interface
    /// among an op's traits, ...) is wanted, or anywhere for a dialect interface, which
    /// ods-build does not generate.
    fn refuse_interface_kind(&mut self, rec: &Rec, loc: &Loc, expected: Option<InterfaceKind>) {
        let kind = interface_kind(rec).map_or_else(
            || {
                if rec.is_a("DialectInterface") {
                    "DialectInterface"
                } else {
                    "InterfaceTrait"
                }
            },
            InterfaceKind::class,
        );
        let name = match rec.field("cppInterfaceName") {
            Some(Val::Str(n)) => n.clone(),
            _ => rec.name.clone(),
        };
        if !self
            .reported
            .insert((name.clone(), format!("interface kind {expected:?}")))
        {
            return;
        }
        let article = if kind.starts_with(['A', 'I', 'O']) {
            "an"
        } else {
            "a"
        };
        let loc = self.loc_of(rec, loc);
        let message = match expected {
            Some(expected) => format!(
                "`{name}` is {article} {kind}, but {} is expected here: op interfaces are \
                 implemented by ops, attribute interfaces by attributes, type interfaces by \
                 types",
                match expected {
                    InterfaceKind::Op => "an OpInterface",
                    InterfaceKind::Attr => "an AttrInterface",
                    InterfaceKind::Type => "a TypeInterface",
                }
            ),
            None => format!(
                "`{name}` is {article} {kind}, which ods-build does not support yet: op, \
                 attribute and type interfaces become Rust traits"
            ),
        };
        self.diags.error(&loc, message);
    }

    /// Lowers the op, attribute or type interface `rec` (a def or a
    /// `Declare...InterfaceMethods` of one) and its bases into `self.interfaces`, once per
    /// name; its name.
    /// The name an enum or interface of namespace `ns` (or of none) has that a foreign
    /// interface `name`'s traits (`{name}Impl`, `{name}Model`) would have: its crate then
    /// numbers them, as `render` does for the interfaces it generates.
    fn foreign_trait_clash(&self, name: &str, ns: &str) -> Option<String> {
        let traits = [format!("{name}Impl"), format!("{name}Model")];
        let in_scope = |r: &Rec| match r.field("cppNamespace") {
            Some(Val::Str(n)) => n.is_empty() || last_segment(n) == last_segment(ns),
            _ => true,
        };
        let named = |r: &Rec, field: &str| match r.field(field) {
            Some(Val::Str(c)) if traits.contains(c) && in_scope(r) => Some(c.clone()),
            _ => None,
        };
        let set = self.set;
        set.derived_from("EnumInfo")
            .find_map(|r| named(r, "className"))
            .or_else(|| {
                ["OpInterface", "AttrInterface", "TypeInterface"]
                    .iter()
                    .flat_map(|class| set.derived_from(class))
                    .find_map(|r| named(r, "cppInterfaceName"))
            })
    }

    fn interface(&mut self, rec: &'a Rec, loc: &Loc) -> Option<String> {
        let name = self.string(rec, "cppInterfaceName");
        if self.interfaces.iter().any(|i| i.name == name) {
            return Some(name);
        }
        let Some(kind) = interface_kind(rec) else {
            self.refuse_interface_kind(rec, loc, None);
            return None;
        };
        // `DeclareOpInterfaceMethods<I>` copies I's methods but not its verifier: the
        // interface itself is the def it names.
        let set = self.set;
        let rec = if rec.is_a("DeclareInterfaceMethods") {
            set.derived_from(kind.class())
                .find(|r| {
                    !r.is_a("DeclareInterfaceMethods")
                        && !is_anonymous(&r.name)
                        && matches!(r.field("cppInterfaceName"), Some(Val::Str(n)) if *n == name)
                })
                .unwrap_or(rec)
        } else {
            rec
        };
        // A runtime interface is reported where the spec uses it.
        let loc = if in_runtime(rec) {
            loc.clone()
        } else {
            self.loc_of(rec, loc)
        };
        if syn::parse_str::<syn::Ident>(&name).is_err() {
            self.diags.error(
                &loc,
                format!("interface name `{name}` is not a Rust identifier"),
            );
            return None;
        }
        for field in ["extraClassOf", "extraTraitClassDeclaration"] {
            if self
                .opt_string(rec, field)
                .is_some_and(|c| !c.trim().is_empty())
            {
                self.refuse(
                    rec,
                    field,
                    &loc,
                    format!(
                        "`{field}` of interface `{name}` is not supported by ods-build: Rust \
                         interfaces have no shared C++ class to extend; put the items in \
                         `extraClassDeclaration` (the view) or in methods"
                    ),
                );
            }
        }
        // An interface in another dialect's namespace is that dialect's to generate.
        let foreign_dialect = match rec.field("cppNamespace") {
            Some(Val::Str(ns)) if !ns.is_empty() && !self.in_main(rec) && !in_runtime(rec) => {
                self.foreign_dialect_of_module(last_segment(ns))
            }
            _ => None,
        };
        if let (Some(dialect), Some(Val::Str(ns))) = (&foreign_dialect, rec.field("cppNamespace"))
            && let Some(taken) = self.foreign_trait_clash(&name, ns)
        {
            self.diags.error(
                &loc,
                format!(
                    "interface `{name}` of dialect `{dialect}` cannot be named from this crate: \
                     its dialect also names an enum or interface `{taken}`, so the crate \
                     generating it numbers the interface's traits (`{taken}1`), which \
                     ods-build does not follow across crates; rename one of them"
                ),
            );
            return None;
        }
        let mut base_interfaces = Vec::new();
        for base in self.def_list(rec, "baseInterfaces") {
            if !base.is_a(kind.class()) {
                self.refuse_interface_kind(base, &loc, Some(kind));
                continue;
            }
            if let Some(b) = self.interface(base, &loc) {
                base_interfaces.push(b);
            }
        }
        let mut methods: Vec<InterfaceMethod> = Vec::new();
        for m in self.def_list(rec, "methods") {
            let method_name = self.string(m, "name");
            if syn::parse_str::<syn::Ident>(&crate::render::names::snake(&method_name)).is_err() {
                self.diags.error(
                    &loc,
                    format!(
                        "method name `{method_name}` of interface `{name}` is not an identifier"
                    ),
                );
                continue;
            }
            if methods.iter().any(|o| o.name == method_name) {
                self.diags.error(
                    &loc,
                    format!("interface `{name}` declares method `{method_name}` twice"),
                );
                continue;
            }
            let ret = self.string(m, "returnType");
            let return_type = match ret.trim() {
                "" => {
                    self.diags.error(
                        &loc,
                        format!(
                            "method `{method_name}` of interface `{name}` has no return type; \
                             write `void` or a type"
                        ),
                    );
                    continue;
                }
                "void" | "()" => "()".to_string(),
                _ => self.rust_type(&loc, &ret, Position::Owned),
            };
            let mut params = Vec::new();
            if let Some(Val::Dag(dag)) = m.field("arguments") {
                if dag.op != "ins" {
                    self.diags.error(
                        &loc,
                        format!(
                            "the arguments of method `{method_name}` of interface `{name}` must \
                             be written `(ins ...)`, found `({} ...)`",
                            dag.op
                        ),
                    );
                }
                for (i, (val, pname)) in dag.args.iter().enumerate() {
                    let (Val::Str(ty), Some(pname)) = (val, pname) else {
                        self.diags.error(
                            &loc,
                            format!(
                                "argument {i} of method `{method_name}` of interface `{name}` \
                                 must be a type string with a name (`\"T\":$name`)"
                            ),
                        );
                        continue;
                    };
                    let rust_type = self.rust_type(&loc, ty, Position::Param);
                    params.push(BuilderParam {
                        name: pname.clone(),
                        rust_type,
                        default: None,
                    });
                }
            }
            methods.push(InterfaceMethod {
                name: method_name,
                description: self.opt_string(m, "description").unwrap_or_default(),
                return_type,
                params,
                body: self.opt_string(m, "body").unwrap_or_default(),
                default_body: self.opt_string(m, "defaultBody").unwrap_or_default(),
                is_static: m.is_a("StaticInterfaceMethod"),
            });
        }
        let iface = Interface {
            def_name: rec.name.clone(),
            name: name.clone(),
            kind,
            description: self.opt_string(rec, "description").unwrap_or_default(),
            methods,
            verify: self.opt_string(rec, "verify").unwrap_or_default(),
            verify_with_regions: self.bit(rec, "verifyWithRegions"),
            // The shared declarations (upstream's items on both the interface and the
            // ops' trait class) are items of the view, where every op reaches them.
            extra_class_declaration: self.joined_code(
                rec,
                "extraClassDeclaration",
                "extraSharedClassDeclaration",
            ),
            base_interfaces,
            rust_module: self
                .opt_string(rec, "rustModule")
                .filter(|m| !m.trim().is_empty()),
            foreign_dialect,
            external_path: None,
            trait_names: None,
            loc,
        };
        self.interfaces.push(iface);
        Some(name)
    }

    /// The methods of interface `name` an op attaching `t` writes: those without a body or
    /// default, and those `DeclareOpInterfaceMethods` lists (names the interface does not
    /// declare are ignored, as mlir-tblgen ignores them).
    /// Drops from the methods `op` writes those an attribute accessor of `op` implements
    /// (see `model::method_names::attr_accessor`).
    fn drop_accessor_methods(&self, op: &mut Operator) {
        let mut traits = std::mem::take(&mut op.traits);
        for t in &mut traits {
            let Trait::Interface { name, written } = t else {
                continue;
            };
            let Some(iface) = self.interfaces.iter().find(|i| &i.name == name) else {
                continue;
            };
            written.retain(|m| {
                !iface.methods.iter().any(|d| {
                    &d.name == m && crate::model::method_names::attr_accessor(op, d).is_some()
                })
            });
        }
        op.traits = traits;
    }

    fn written_methods(&mut self, t: &Rec, name: &str, loc: &Loc) -> Vec<String> {
        let Some(iface) = self.interfaces.iter().find(|i| i.name == name) else {
            return Vec::new();
        };
        let (declare, implementer, one) = match iface.kind {
            InterfaceKind::Op => ("DeclareOpInterfaceMethods", "op", "an op"),
            InterfaceKind::Attr => ("DeclareAttrInterfaceMethods", "attribute", "an attribute"),
            InterfaceKind::Type => ("DeclareTypeInterfaceMethods", "type", "a type"),
        };
        let mut written: Vec<String> = iface
            .methods
            .iter()
            .filter(|m| m.is_required())
            .map(|m| m.name.clone())
            .collect();
        let declared: Vec<String> = iface.methods.iter().map(|m| m.name.clone()).collect();
        let shared: Vec<String> = iface
            .methods
            .iter()
            .filter(|m| !m.body.trim().is_empty())
            .map(|m| m.name.clone())
            .collect();
        for m in self.string_list(t, "alwaysOverriddenMethods") {
            // A name the interface does not declare declares nothing, as in mlir-tblgen
            // (upstream's SCFOps.td lists methods its interfaces no longer have).
            if !declared.contains(&m) {
                continue;
            }
            let problem = if shared.contains(&m) {
                Some(format!(
                    "`{declare}` names `{m}`, which interface `{name}` defines with a body \
                     every {implementer} shares; only methods with a default implementation \
                     can be written by {one}"
                ))
            } else {
                None
            };
            match problem {
                Some(message) => self.diags.error_at(
                    loc,
                    Anchor::Text {
                        text: m.clone(),
                        offset: 0,
                    },
                    message,
                ),
                None if !written.contains(&m) => written.push(m),
                None => {}
            }
        }
        written
    }

    /// A `ParamNativeOpTrait` whose parameters all name ops of the spec
    /// (`AtMostOneChildOf<"OperandsOp, ResultsOp">`, C++ op classes as template
    /// arguments): the trait called with their full names, and those names. `None` when a
    /// parameter names no op (`NOperands<2>`).
    fn op_class_params(&mut self, t: &Rec, dialect: &str) -> Option<(String, Vec<String>)> {
        let args = self.opt_string(t, "paramTraitArgs")?;
        let prop = self.opt_string(t, "paramTraitName")?;
        let ns = self.opt_string(t, "cppNamespace")?;
        let names = args
            .split(',')
            .map(|a| self.ops.resolve(a, dialect, self.op_module.as_deref()).ok())
            .collect::<Option<Vec<String>>>()?;
        let quoted: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
        Some((format!("{ns}::{prop}(&[{}])", quoted.join(", ")), names))
    }

    /// The Rust expression of a trait whose parameters name ops (`HasParent<"ScopeOp">`):
    /// `rustTrait` called with the resolved full names; and those names.
    fn op_names_trait(
        &mut self,
        t: &Rec,
        name: &str,
        path: &str,
        dialect: &str,
        loc: &Loc,
    ) -> (String, Vec<String>) {
        let mut full = Vec::new();
        let mut names = Vec::new();
        // A name may be a C++ template argument list (`HasParent<"ReduceOp, LibraryOp">`).
        let ops: Vec<String> = self
            .string_list(t, "opNames")
            .iter()
            .flat_map(|s| s.split(','))
            .map(|s| s.trim().to_string())
            .collect();
        for op in ops {
            match self.ops.resolve(&op, dialect, self.op_module.as_deref()) {
                Ok(f) => {
                    full.push(format!("{f:?}"));
                    names.push(f.to_string());
                }
                // The terminator's op may be defined in a file this spec does not include,
                // as upstream's `linalg.yield` is for `LinalgStructuredOps.td`: C++ finds the
                // class when the dialect is compiled; the runtime finds it among the
                // registered ops by module and class (`linalg::YieldOp`).
                Err(_)
                    if name == "SingleBlockImplicitTerminator"
                        && !self.ops.knows_class(&op)
                        && let Some(class) = self.cpp_class_path(&op, dialect) =>
                {
                    full.push(format!("{class:?}"));
                    names.push(class);
                }
                Err(message) => {
                    self.diags.error_at(
                        loc,
                        Anchor::Text {
                            text: op.clone(),
                            offset: 0,
                        },
                        format!("trait `{name}`: {message}"),
                    );
                    full.push(format!("{op:?}"));
                }
            }
        }
        if self.bit(t, "opNamesList") {
            (format!("{path}(&[{}])", full.join(", ")), names)
        } else {
            if full.len() != 1 {
                self.diags.error(
                    loc,
                    format!(
                        "trait `{name}` names {} ops; it takes exactly one",
                        full.len()
                    ),
                );
            }
            (format!("{path}({})", full.join(", ")), names)
        }
    }

    /// `module::Class` for a C++ class name (`YieldOp`, `::mlir::smt::YieldOp`) that no op of
    /// the records has, as named from an op of `dialect` (a def name): the module is the last
    /// segment of the written namespace, or else of the dialect's `cppNamespace`.
    fn cpp_class_path(&self, written: &str, dialect: &str) -> Option<String> {
        let written = written.trim().trim_start_matches("::");
        let (ns, class) = match written.rsplit_once("::") {
            Some((ns, class)) => (Some(ns), class),
            None => (None, written),
        };
        let is_ident = |s: &str| {
            s.chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        if !is_ident(class) || !ns.is_none_or(|ns| ns.split("::").all(is_ident)) {
            return None;
        }
        let module = match ns {
            Some(ns) => last_segment(ns).to_string(),
            None => {
                let d = self.set.get(dialect)?;
                match (d.field("cppNamespace"), d.field("name")) {
                    (Some(Val::Str(ns)), _) if !ns.trim().is_empty() => {
                        last_segment(ns.trim()).to_string()
                    }
                    (_, Some(Val::Str(name))) => name.clone(),
                    _ => return None,
                }
            }
        };
        Some(format!("{module}::{class}"))
    }

    /// A def's `extraClassDeclaration` followed by its `extraClassDefinition`: in Rust both
    /// are items of the same `impl`.
    fn extra_code(&mut self, rec: &Rec) -> String {
        self.joined_code(rec, "extraClassDeclaration", "extraClassDefinition")
    }

    /// The code of field `first` followed by that of field `second`.
    fn joined_code(&mut self, rec: &Rec, first: &str, second: &str) -> String {
        let mut code = self.opt_string(rec, first).unwrap_or_default();
        append_code(&mut code, &self.opt_string(rec, second).unwrap_or_default());
        code
    }

    fn builder(&mut self, rec: &Rec, loc: &Loc) -> Option<Builder> {
        let Some(Val::Dag(dag)) = rec.field("dagParams") else {
            self.diags.error(
                loc,
                format!("builder `{}` has no `dagParams` dag", rec.name),
            );
            return None;
        };
        if dag.op != "ins" {
            self.diags.error(
                loc,
                format!(
                    "builder parameters must be written `(ins ...)`, found `({} ...)`",
                    dag.op
                ),
            );
        }
        if let Some(Val::Str(ret)) = rec.field("returnType")
            && !ret.is_empty()
        {
            self.diags.error_at(
                loc,
                Anchor::Text {
                    text: ret.clone(),
                    offset: 0,
                },
                format!(
                    "the return type `{ret}` of a builder is not supported by ods-build: \
                     builders return the type or attribute itself; remove it"
                ),
            );
        }
        // `hasInferredContextParam` (`TypeBuilderWithInferredContext`): in C++ the context
        // comes from a parameter; Rust handles carry none, so such a builder takes the
        // context first like every other.
        let mut params = Vec::new();
        for (i, (val, name)) in dag.args.iter().enumerate() {
            // An unnamed parameter (C++ lets a declaration leave it out) is named by position.
            let name = name
                .clone()
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| format!("arg{i}"));
            match val {
                Val::Str(ty) => {
                    let rust_type = self.rust_type(loc, ty, Position::Param);
                    params.push(BuilderParam {
                        name,
                        rust_type,
                        default: None,
                    });
                }
                Val::Def(d) => {
                    let Some(carg) = self.resolve(loc, d) else {
                        continue;
                    };
                    if !carg.is_a("CArg") {
                        self.diags.error(
                            loc,
                            format!(
                                "builder parameter `{name}` must be a type string or a CArg, found `{}`",
                                carg.name
                            ),
                        );
                        continue;
                    }
                    let ty = self.string(carg, "type");
                    let mut rust_type = self.rust_type(loc, &ty, Position::Param);
                    let mut default = self.string(carg, "defaultValue");
                    // A C++ handle defaulting to `nullptr` or `{}` (a null `Type`, `Value`,
                    // `Attribute`; upstream's `memref.alloc`: `CArg<"IntegerAttr", "{}">`)
                    // is an optional handle in Rust, `None` by default.
                    if matches!(default.trim(), "nullptr" | "NULL" | "{}")
                        && (NULLABLE_HANDLES.contains(&rust_type.as_str())
                            || self.is_def_handle(&rust_type))
                    {
                        rust_type = format!("::core::option::Option<{rust_type}>");
                        default = "std::nullopt".to_string();
                    }
                    // A callback's `nullptr` is no callback, and so is MLIR's
                    // `buildTerminatedBody` (a body holding only the op's implicit
                    // terminator): a builder given no callback builds that body itself.
                    let default = if rust_type.starts_with("Option<&mut dyn FnMut")
                        && matches!(
                            default.trim(),
                            "nullptr"
                                | "{}"
                                | "buildTerminatedBody"
                                | "::mlir::buildTerminatedBody"
                        ) {
                        Some("None".to_string())
                    } else {
                        self.carg_default(loc, &name, &default)
                            .map(|d| optional_default(&rust_type, d))
                    };
                    params.push(BuilderParam {
                        name,
                        rust_type,
                        default,
                    });
                }
                other => self.diags.error(
                    loc,
                    format!("builder parameter `{name}` must be a type string, found {other:?}"),
                ),
            }
        }
        let body = self
            .opt_string(rec, "body")
            .filter(|b| !b.trim().is_empty());
        Some(Builder {
            params,
            body,
            deprecated: self
                .opt_string(rec, "odsCppDeprecated")
                .filter(|r| !r.is_empty()),
            loc: loc.clone(),
        })
    }

    /// Whether `rust_type` is the handle of a type or attribute definition (`KernelTableAttr`),
    /// nullable in C++ as every handle is.
    fn is_def_handle(&self, rust_type: &str) -> bool {
        ["TypeDef", "AttrDef"].iter().any(|class| {
            self.set.derived_from(class).any(|d| {
                !is_anonymous(&d.name)
                    && matches!(d.field("cppClassName"), Some(Val::Str(c)) if c == rust_type)
            })
        })
    }

    /// A `CArg` default as Rust: MLIR's `{}` is `Default::default()`, `std::nullopt` is
    /// `None`; `nullptr` has no counterpart.
    fn carg_default(&mut self, loc: &Loc, name: &str, default: &str) -> Option<String> {
        let d = default.trim();
        match d {
            "" => None,
            "{}" => Some("Default::default()".to_string()),
            "std::nullopt" | "::std::nullopt" | "llvm::None" | "::llvm::None"
            | "std::nullopt_t{}" => Some("None".to_string()),
            "nullptr" | "NULL" if self.stub.is_some() => {
                self.stubbed(
                    loc,
                    format!(
                        "the C++ default `{d}` of builder parameter `{name}`: stubbed as \
                         `::core::todo!()`"
                    ),
                );
                Some("::core::todo!()".to_string())
            }
            "nullptr" | "NULL" => {
                self.diags.error_at(
                    loc,
                    Anchor::Text {
                        text: default.to_string(),
                        offset: 0,
                    },
                    format!(
                        "the default `{d}` of builder parameter `{name}` is C++ with no Rust \
                         counterpart; write a Rust expression (for example `None` with an \
                         `Option<..>` parameter type)"
                    ),
                );
                None
            }
            _ => Some(default.to_string()),
        }
    }

    fn enum_def(&mut self, rec: &Rec) -> Option<EnumDef> {
        let kind = match self.string(rec, "enumKind").as_str() {
            "i32" => EnumKind::I32,
            "i64" => EnumKind::I64,
            "bit" => EnumKind::Bit,
            "str" => EnumKind::Str,
            other => {
                self.diags.error(
                    &rec.loc,
                    format!("enum `{}` has unknown kind `{other}`", rec.name),
                );
                return None;
            }
        };
        let bit_width = match self.int(rec, "bitwidth") {
            Some(w @ (8 | 16 | 32 | 64)) => w as u32,
            _ if kind != EnumKind::Bit => 32,
            w => {
                self.diags.error(
                    &rec.loc,
                    format!(
                        "bit enum `{}` has a {}-bit underlying type; it must be 8, 16, 32 or \
                         64 bits wide",
                        rec.name,
                        w.unwrap_or(0)
                    ),
                );
                32
            }
        };
        let mut cases = Vec::new();
        for (i, c) in self.def_list(rec, "enumerants").into_iter().enumerate() {
            let value = self.int(c, "value").unwrap_or_default();
            let value = if kind == EnumKind::Str && value < 0 {
                i as u64
            } else if value < 0 && kind != EnumKind::Bit {
                // mlir-tblgen writes a case of negative value without a value, so C++
                // numbers it one past the case before it (0 for the first).
                cases.last().map_or(0, |p: &EnumCase| p.value + 1)
            } else if value < 0 && bit_width == 64 {
                // Bit 63 of a 64-bit set: TableGen's `int` holds it as a negative number.
                u64::from_ne_bytes(value.to_ne_bytes())
            } else if value < 0 {
                let symbol = self.string(c, "symbol");
                self.diags.error(
                    &rec.loc,
                    format!(
                        "case `{symbol}` of enum `{}` has negative value {value}",
                        rec.name
                    ),
                );
                0
            } else {
                value as u64
            };
            cases.push(EnumCase {
                symbol: self.string(c, "symbol"),
                string: self.string(c, "str"),
                value,
                group: c.is_a("BitEnumCaseGroup") || c.is_a("BitEnumAttrCaseGroup"),
                loc: rec.loc.clone(),
            });
        }
        Some(EnumDef {
            def_name: rec.name.clone(),
            name: self.string(rec, "className"),
            kind,
            summary: self.string(rec, "summary"),
            description: self.string(rec, "description"),
            cases,
            separator: if kind == EnumKind::Bit {
                self.string(rec, "separator")
            } else {
                String::new()
            },
            print_primary_groups: kind == EnumKind::Bit
                && self.bit(rec, "printBitEnumPrimaryGroups"),
            print_quoted: kind == EnumKind::Bit && self.bit(rec, "printBitEnumQuoted"),
            cpp_namespace: self.string(rec, "cppNamespace"),
            bit_width,
            loc: rec.loc.clone(),
        })
    }

    fn attr_or_type(&mut self, rec: &Rec) -> Option<AttrOrTypeDef> {
        let dialect = match rec.field("dialect") {
            Some(Val::Def(d)) => d.clone(),
            _ => {
                self.diags
                    .error(&rec.loc, format!("`{}` has no dialect", rec.name));
                return None;
            }
        };
        let loc = rec.loc.clone();
        for (field, what) in [
            (
                "genAccessors",
                "an accessor is always generated for each parameter",
            ),
            ("genStorageClass", "the storage struct is always generated"),
        ] {
            if matches!(rec.field(field), Some(Val::Int(0))) {
                self.refuse(
                    rec,
                    field,
                    &loc,
                    format!("`{field} = 0` is not supported by ods-build: {what}; remove it"),
                );
            }
        }
        let mnemonic = self.opt_string(rec, "mnemonic");
        let dialect_name = self.dialect_string(rec, "name");
        for field in ["attrName", "typeName"] {
            if let (Some(Val::Str(full)), Some(m)) = (rec.field(field), &mnemonic)
                && *full != format!("{dialect_name}.{m}")
            {
                self.refuse(
                    rec,
                    field,
                    &loc,
                    format!(
                        "`{field}` `{full}` of `{}` is not supported by ods-build: the name is \
                         always `{dialect_name}.{m}`, the dialect's and the mnemonic; remove it",
                        rec.name
                    ),
                );
            }
        }
        if self.bit(rec, "hasStorageCustomConstructor") {
            self.refuse(
                rec,
                "hasStorageCustomConstructor",
                &loc,
                "`hasStorageCustomConstructor = 1` is not supported by ods-build: the storage \
                 struct is built from its parameters; remove it"
                    .to_string(),
            );
        }
        let class_name = self.opt_string(rec, "cppClassName").unwrap_or_default();
        for (field, default) in [
            ("storageClass", format!("{class_name}Storage")),
            ("storageNamespace", "detail".to_string()),
        ] {
            if let Some(Val::Str(v)) = rec.field(field)
                && *v != default
            {
                self.refuse(
                    rec,
                    field,
                    &loc,
                    format!(
                        "`{field}` `{v}` of `{}` is not supported by ods-build: the storage \
                         struct is always `{class_name}Storage` beside the handle; remove it",
                        rec.name
                    ),
                );
            }
        }
        if self.bit(rec, "genMnemonicAlias") && mnemonic.is_none() {
            self.refuse(
                rec,
                "genMnemonicAlias",
                &loc,
                format!(
                    "`genMnemonicAlias = 1` of `{}` needs a mnemonic to name the alias",
                    rec.name
                ),
            );
        }
        // Upstream's default base (`::mlir::Attribute`, `::mlir::Type`) is what the
        // definitions are handles over.
        let default_base = if rec.is_a("AttrDef") {
            "Attribute"
        } else {
            "Type"
        };
        if let Some(Val::Str(base)) = rec.field("cppBaseClassName")
            && !base.is_empty()
            && base.trim_start_matches("::").trim_start_matches("mlir::") != default_base
        {
            if self.stub.is_some() {
                let at = self.loc_of(rec, &loc);
                self.stubbed(
                    &at,
                    format!("C++ base class `{base}` of `{}`: ignored", rec.name),
                );
            } else {
                self.refuse(
                    rec,
                    "cppBaseClassName",
                    &loc,
                    format!(
                        "C++ base class `{base}` of `{}` has no Rust counterpart: definitions \
                     are handles over `::ods_runtime::Type` or `::ods_runtime::Attribute`; \
                     remove `cppBaseClassName`",
                        rec.name
                    ),
                );
            }
        }
        // `TypedAttrInterface` on an attribute is honoured (its self-type parameter is its
        // type); attribute and type interfaces are implemented; other traits are refused.
        let kind = if rec.is_a("AttrDef") {
            InterfaceKind::Attr
        } else {
            InterfaceKind::Type
        };
        let mut typed_attr = false;
        let mut type_hook = false;
        let mut others = Vec::new();
        let mut interfaces = Vec::new();
        let mut native_traits = Vec::new();
        let mut trait_code = String::new();
        let set = self.set;
        if let Some(Val::List(traits)) = rec.field("traits") {
            for t in traits {
                match t {
                    Val::Def(n) if n == "TypedAttrInterface" && kind == InterfaceKind::Attr => {
                        typed_attr = true;
                    }
                    Val::Def(n) => match set.get(n) {
                        // `getType` written by hand: a hook of the attribute.
                        Some(t)
                            if kind == InterfaceKind::Attr
                                && t.is_a("DeclareInterfaceMethods")
                                && matches!(t.field("cppInterfaceName"),
                                    Some(Val::Str(c)) if c == "TypedAttr") =>
                        {
                            type_hook = true;
                        }
                        Some(t) if t.is_a("InterfaceTrait") => {
                            self.def_interface(&mut interfaces, t, kind, &loc);
                        }
                        Some(t) if is_def_native_trait(t, kind) => {
                            if let Some(path) = self.def_native_trait(t, &loc, &mut trait_code)
                                && !native_traits.contains(&path)
                            {
                                native_traits.push(path);
                            }
                        }
                        _ => others.push(n.clone()),
                    },
                    _ => others.push(String::new()),
                }
            }
        }
        if let Some(first) = others.first().cloned() {
            self.diags.error_at(
                &loc,
                Anchor::Text {
                    text: first,
                    offset: 0,
                },
                if rec.is_a("AttrDef") {
                    format!(
                        "traits of `{}` are not supported by ods-build: attribute traits other \
                         than interfaces and native attribute traits (`NativeAttrTrait`) are \
                         not supported yet; remove them",
                        rec.name
                    )
                } else {
                    format!(
                        "traits of `{}` are not supported by ods-build: type traits other than \
                         interfaces and native type traits (`NativeTypeTrait`) are not \
                         supported yet; remove them",
                        rec.name
                    )
                },
            );
        }
        let mut parameters = Vec::new();
        if let Some(Val::Dag(dag)) = rec.field("parameters") {
            for (val, name) in &dag.args {
                let name = name.clone().unwrap_or_default();
                match val {
                    Val::Str(ty) => {
                        let rust_type = self.rust_type(&loc, ty, Position::Owned);
                        parameters.push(Parameter {
                            name,
                            rust_type,
                            summary: String::new(),
                            default_value: None,
                            syntax: None,
                            cpp_type: Some(ty.clone()),
                            class: cpp_types::builtin_class(ty).map(str::to_string),
                            self_type: false,
                            parser: None,
                            printer: None,
                            constraint: None,
                        });
                    }
                    Val::Def(d) => {
                        let Some(p) = self.resolve(&loc, d) else {
                            continue;
                        };
                        if p.is_a("AttrOrTypeDef") {
                            // Another type or attribute of the spec as a parameter: stored
                            // as its generated handle, named in errors by its C++ class.
                            let class = self.string(p, "cppClassName");
                            let ns = match p.field("dialect") {
                                Some(Val::Def(d)) => self
                                    .set
                                    .get(d)
                                    .and_then(|d| match d.field("cppNamespace") {
                                        Some(Val::Str(ns)) => Some(ns.clone()),
                                        _ => None,
                                    })
                                    .unwrap_or_default(),
                                _ => String::new(),
                            };
                            parameters.push(Parameter {
                                name,
                                cpp_type: Some(if ns.is_empty() {
                                    class.clone()
                                } else {
                                    format!("{ns}::{class}")
                                }),
                                rust_type: class,
                                summary: String::new(),
                                default_value: None,
                                syntax: None,
                                class: None,
                                self_type: false,
                                parser: None,
                                printer: None,
                                constraint: None,
                            });
                            continue;
                        }
                        if p.is_a("TypeConstraint") {
                            // A type constraint as a parameter: a `Type` checked when the
                            // definition is built, as mlir-tblgen's `verifyInvariants` does.
                            let constraint = self.type_constraint(p, &loc);
                            parameters.push(Parameter {
                                name,
                                rust_type: "::ods_runtime::Type".to_string(),
                                summary: constraint.summary.clone(),
                                default_value: None,
                                syntax: None,
                                cpp_type: Some("::mlir::Type".to_string()),
                                class: None,
                                self_type: false,
                                parser: None,
                                printer: None,
                                constraint: Some(constraint),
                            });
                            continue;
                        }
                        if !p.is_a("AttrOrTypeParameter") {
                            self.diags.error(
                                &loc,
                                format!(
                                    "parameter `{name}` of `{}` must be a type string or an AttrOrTypeParameter, found `{}`",
                                    rec.name, p.name
                                ),
                            );
                            continue;
                        }
                        if let Some(param) = self.parameter(p, name, &rec.name, &loc) {
                            parameters.push(param);
                        }
                    }
                    other => self.diags.error(
                        &loc,
                        format!(
                            "parameter `{name}` of `{}` must be a type string, found {other:?}",
                            rec.name
                        ),
                    ),
                }
            }
        }
        let mut builders = Vec::new();
        for b in self.def_list(rec, "builders") {
            if let Some(b) = self.builder(b, &loc) {
                builders.push(b);
            }
        }
        let mut extra = self.extra_code(rec);
        append_code(&mut extra, &trait_code);
        Some(AttrOrTypeDef {
            def_name: rec.name.clone(),
            rust_name: rust_type_name(&self.string(rec, "cppClassName")),
            dialect,
            mnemonic: self.opt_string(rec, "mnemonic"),
            summary: self.string(rec, "summary"),
            description: self.string(rec, "description"),
            parameters,
            builders,
            skip_default_builders: self.bit(rec, "skipDefaultBuilders"),
            gen_verify_decl: self.bit(rec, "genVerifyDecl"),
            has_custom_assembly_format: self.bit(rec, "hasCustomAssemblyFormat"),
            assembly_format: self.opt_string(rec, "assemblyFormat"),
            typed_attr,
            type_hook,
            mnemonic_alias: self.bit(rec, "genMnemonicAlias"),
            extra_class_declaration: extra,
            interfaces,
            native_traits,
            loc,
        })
    }

    /// The Rust path of the native trait `t` a type or attribute definition lists (its
    /// marker type), with its extra declarations added to `code`; `None` with an error at
    /// `t` when the library refuses it (`odsUnsupported`) or its namespace is C++'s.
    fn def_native_trait(&mut self, t: &'a Rec, loc: &Loc, code: &mut String) -> Option<String> {
        let name = self.string(t, "trait");
        if let Some(Val::Str(why)) = t.field("odsUnsupported")
            && !why.is_empty()
        {
            self.diags.error(
                loc,
                format!("trait `{name}` is not supported by ods-build: {why}"),
            );
            return None;
        }
        let ns = self.string(t, "cppNamespace");
        let ns = ns.trim();
        // The build script says where a trait left in C++'s (or the library's default)
        // namespace lives in Rust.
        if (ns == "::ods_runtime::traits" || cpp_types::cpp_marker(ns).is_some())
            && let Some(path) = self.selection.native_traits.get(&name)
        {
            self.append_trait_extras(t, code);
            return Some(path.clone());
        }
        if cpp_types::cpp_marker(ns).is_some() {
            let dropped = format!("C++ trait `{ns}::{name}` has no Rust counterpart: dropped");
            let refused = format!(
                "C++ namespace `{ns}` of trait `{name}` has no Rust counterpart: write the Rust \
                 module path that holds the trait's marker type"
            );
            self.drop_or_refuse(t, "cppNamespace", loc, dropped, refused);
            return None;
        }
        // Left in the default namespace, a trait the runtime does not define would name
        // nothing there: refused (dropped in the stub mode), as an op's native trait is.
        if ns == "::ods_runtime::traits" && !RUNTIME_TRAITS.contains(&name.as_str()) {
            let dropped = format!("C++ trait `{name}`, not one of the runtime's: dropped");
            let refused = format!(
                "C++ trait `{name}` has no Rust counterpart: it is not one of \
                 `::ods_runtime::traits`; set `cppNamespace` to the Rust module path that \
                 holds its marker type (a dialect's own traits live in its crate: \
                 `crate::traits`), or name it with `Config::native_trait`"
            );
            self.drop_or_refuse(t, "trait", loc, dropped, refused);
            return None;
        }
        self.append_trait_extras(t, code);
        Some(format!("{ns}::{name}"))
    }

    /// Lowers the interface `t` an op or a definition implements; its name, or `None` with
    /// an error at `loc` when ods-build refuses it (`odsUnsupported`).
    fn supported_interface(&mut self, t: &'a Rec, loc: &Loc) -> Option<String> {
        let name = self.interface(t, loc)?;
        if let Some(Val::Str(why)) = t.field("odsUnsupported")
            && !why.is_empty()
        {
            self.diags.error(
                loc,
                format!("interface `{name}` is not supported by ods-build: {why}"),
            );
            return None;
        }
        Some(name)
    }

    /// Adds the attribute or type interface `t` (a def or a `Declare...InterfaceMethods`)
    /// that a definition of `kind` lists, after its bases, to `out`.
    fn def_interface(
        &mut self,
        out: &mut Vec<InterfaceUse>,
        t: &'a Rec,
        kind: InterfaceKind,
        loc: &Loc,
    ) {
        if interface_kind(t) != Some(kind) {
            self.refuse_interface_kind(t, loc, Some(kind));
            return;
        }
        let Some(name) = self.supported_interface(t, loc) else {
            return;
        };
        // Listed as itself, `TypedAttrInterface` is honoured through the self-type parameter,
        // and declared (`DeclareAttrInterfaceMethods`) through a hook (see `attr_or_type`);
        // reached otherwise (as another interface's base) it is not.
        if name == "TypedAttr" && kind == InterfaceKind::Attr {
            self.diags.error(
                loc,
                "C++ `getType` written by hand for `DeclareAttrInterfaceMethods<\
                 TypedAttrInterface>` has no Rust counterpart: ods-build takes an attribute's \
                 type from its `AttributeSelfTypeParameter`; give the attribute one and list \
                 `TypedAttrInterface` itself"
                    .to_string(),
            );
            return;
        }
        for base in self.def_list(t, "baseInterfaces") {
            self.def_interface(out, base, kind, loc);
        }
        let more = self.written_methods(t, &name, loc);
        match out.iter_mut().find(|u| u.name == name) {
            Some(used) => {
                for m in more {
                    if !used.written.contains(&m) {
                        used.written.push(m);
                    }
                }
            }
            None => out.push(InterfaceUse {
                name,
                written: more,
            }),
        }
    }

    /// An `AttrOrTypeParameter` of the definition `owner`.
    fn parameter(&mut self, p: &Rec, name: String, owner: &str, loc: &Loc) -> Option<Parameter> {
        let at = self.loc_of(p, loc);
        let cpp = self.string(p, "cppType");
        let rust_type = self.rust_type(&at, &cpp, Position::Owned);
        let accessor = self.string(p, "cppAccessorType");
        if !accessor.is_empty() && accessor != cpp {
            let mapped = cpp_types::map(&accessor, Position::Owned);
            if mapped.as_deref() != Ok(rust_type.as_str()) {
                self.diags.error_at(
                    &at,
                    Anchor::Text {
                        text: accessor.clone(),
                        offset: 0,
                    },
                    format!(
                        "the accessor type `{accessor}` of parameter `{name}` of `{owner}` is not \
                         supported by ods-build: accessors return the stored type `{rust_type}`; \
                         remove it"
                    ),
                );
            }
        }
        for field in ["allocator", "comparator"] {
            let value = self.opt_string(p, field).unwrap_or_default();
            // `APFloatParameter`'s comparator: the Rust `ApFloat`'s `Eq` compares the format
            // and the bits, as `bitwiseIsEqual` does.
            let bitwise_apfloat = field == "comparator"
                && value.trim() == "$_lhs.bitwiseIsEqual($_rhs)"
                && rust_type == APFLOAT;
            if !value.trim().is_empty() && !bitwise_apfloat {
                self.refuse(
                    p,
                    field,
                    &at,
                    format!(
                        "`{field}` of parameter `{name}` of `{owner}` is not supported by \
                         ods-build: parameters are stored as their Rust type, compared with \
                         `Eq` and printed and parsed through `DialectParam`; remove it"
                    ),
                );
            }
        }
        let storage = self.opt_string(p, "cppStorageType").unwrap_or_default();
        let from_storage = self.opt_string(p, "convertFromStorage").unwrap_or_default();
        if (!storage.is_empty() && storage != cpp)
            || (!from_storage.is_empty() && from_storage.trim() != "$_self")
        {
            self.refuse(
                p,
                "cppStorageType",
                &at,
                format!(
                    "a storage type or conversion of parameter `{name}` of `{owner}` other than \
                     its type is not supported by ods-build: the parameter is stored as \
                     `{rust_type}`; remove `cppStorageType` and `convertFromStorage`"
                ),
            );
        }
        // A default of an optional parameter is written in C++ as the contained value or
        // `std::nullopt`, converted implicitly; stored as an `Option`, it is `Some(..)` or
        // `None`.
        // An empty `defaultValue` is no default, as for MLIR (`LLVM_DIParameter`s pass one).
        let default_value = self
            .opt_string(p, "defaultValue")
            .filter(|d| !d.trim().is_empty())
            .map(|d| {
                let d = d.trim().to_string();
                if !rust_type.starts_with("Option<") {
                    d
                } else if d == "std::nullopt" || d == "None" {
                    "None".to_string()
                } else if d.starts_with("Some(") {
                    d
                } else {
                    format!("Some({d})")
                }
            });
        if self.bit(p, "isOptional") && default_value.is_none() {
            self.diags.error(
                &at,
                format!(
                    "parameter `{name}` of `{owner}` is optional but has no `defaultValue`; use \
                     `OptionalParameter<..>` or give it a default"
                ),
            );
        }
        Some(Parameter {
            name,
            rust_type,
            summary: self.string(p, "summary"),
            default_value,
            syntax: self.opt_string(p, "syntax"),
            class: cpp_types::builtin_class(&cpp).map(str::to_string),
            cpp_type: Some(cpp),
            self_type: p.is_a("AttributeSelfTypeParameter"),
            parser: self
                .opt_string(p, "parser")
                .filter(|c| !c.trim().is_empty()),
            printer: self
                .opt_string(p, "printer")
                .filter(|c| !c.trim().is_empty()),
            constraint: None,
        })
    }
}

/// The default `default` of a builder parameter of type `rust_type`: for an `Option`
/// (C++'s `std::optional`), a contained value as C++ writes it, converted implicitly
/// (upstream's `pdl.pattern`: `CArg<"std::optional<uint16_t>", "1">`), is `Some(..)`.
fn optional_default(rust_type: &str, default: String) -> String {
    let optional = ["Option<", "::core::option::Option<", "std::option::Option<"]
        .iter()
        .any(|p| rust_type.trim().starts_with(p));
    let d = default.trim();
    if !optional
        || matches!(d, "None" | "Default::default()" | "::core::todo!()")
        || d.starts_with("Some(")
        || d.contains("Option::")
    {
        default
    } else {
        format!("Some({d})")
    }
}

/// The Rust name of a definition whose C++ class is `class`: the class name, with its first
/// letter made uppercase when it is lowercase and the rest is UpperCamelCase (upstream's
/// Tosa `mxint8Type` is `Mxint8Type`), as Rust names types. Any other name is kept, and
/// validation refuses it when it is not a Rust type name.
fn rust_type_name(class: &str) -> String {
    let mut chars = class.chars();
    match chars.next() {
        Some(first)
            if first.is_ascii_lowercase()
                && chars.as_str().chars().all(|c| c.is_ascii_alphanumeric()) =>
        {
            format!("{}{}", first.to_ascii_uppercase(), chars.as_str())
        }
        _ => class.to_string(),
    }
}

/// The library's classes every native trait derives from, which say nothing about where
/// its Rust item lives.
/// The op traits `::ods_runtime::traits` has (`ods-runtime/src/traits.rs`; the test
/// `runtime_traits_are_the_runtime_modules` keeps the two in step).
const RUNTIME_TRAITS: &[&str] = &[
    "AffineScope",
    "AlwaysSpeculatable",
    "AtLeastNOperands",
    "AtLeastNRegions",
    "AtLeastNResults",
    "AtLeastNSuccessors",
    "AtMostOneChildOf",
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "AutomaticAllocationScope",
    "Commutative",
    "ConstantLike",
    "DistinctObjectsTrait",
    "Elementwise",
    "FirstAttrDerivedResultType",
    "FunctionLike",
    "HasOnlyGraphRegion",
    "HasParallelRegion",
    "HasParent",
    "HasRecursiveMemoryEffects",
    "Idempotent",
    "InterfaceVerifier",
    "Involution",
    "IsIsolatedFromAbove",
    "IsTerminator",
    "MemAlloc",
    "MemFree",
    "MemRead",
    "MemRefsNormalizable",
    "MemWrite",
    "NOperands",
    "NRegions",
    "NResults",
    "NSuccessors",
    "NoMemoryEffect",
    "NoRegionArguments",
    "NoTerminator",
    "OneOperand",
    "OneRegion",
    "OneResult",
    "OneSuccessor",
    "OpInvariants",
    "Pure",
    "RecursivelySpeculatable",
    "ResultsAreFloatLike",
    "ResultsBroadcastableShape",
    "ReturnLike",
    "SameOperandsAndResultElementType",
    "SameOperandsAndResultRank",
    "SameOperandsAndResultShape",
    "SameOperandsAndResultType",
    "SameOperandsElementType",
    "SameOperandsShape",
    "SameTypeOperands",
    "SameVariadicOperandSize",
    "SameVariadicResultSize",
    "Scalarizable",
    "SingleBlock",
    "SingleBlockImplicitTerminator",
    "Symbol",
    "SymbolTable",
    "Tensorizable",
    "TypeClass",
    "ValueSemantics",
    "VariadicOperands",
    "VariadicRegions",
    "VariadicResults",
    "VariadicSuccessors",
    "Vectorizable",
    "ZeroOperands",
    "ZeroRegions",
    "ZeroResults",
    "ZeroSuccessors",
];

/// A trait's name without its arguments (`NOperands` for `NOperands<2>`).
fn trait_base(name: &str) -> &str {
    name.split('<').next().unwrap_or(name).trim()
}

const GENERIC_TRAIT_CLASSES: &[&str] = &[
    "Trait",
    "NativeTrait",
    "OpTrait",
    "NativeOpTrait",
    "ParamNativeOpTrait",
    "GenInternalOpTrait",
    "StructuralOpTrait",
    "OpNamesNativeOpTrait",
    "PredTrait",
    "PredOpTrait",
];

/// A default value of `{}`, C++'s value-initialization of the default's type (upstream's
/// `DefaultValuedAttr<I64ArrayAttr, "{}">`), is the Rust type's `Default` when the type is
/// one whose C++ counterpart value-initializes to the same value (an empty array or string,
/// zero, `false`, no value). Otherwise (a null `Attribute`) it stays, and is refused as C++.
/// A `bool` defaulting to `0` or `1` is `false` or `true`.
fn value_initialized(default: String, rust_type: &str) -> String {
    let ty = rust_type.trim();
    let defaulted = [
        "Vec<",
        "::std::vec::Vec<",
        "Option<",
        "::core::option::Option<",
    ]
    .iter()
    .any(|p| ty.starts_with(p))
        || [
            "String", "bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64",
            "usize", "isize",
        ]
        .contains(&ty);
    // C++ converts an integer to `bool` (`DefaultValuedAttr<I1Attr, "0">`); Rust does not.
    if ty == "bool" {
        match default.trim() {
            "0" => return "false".to_string(),
            "1" => return "true".to_string(),
            _ => {}
        }
    }
    if default.trim() == "{}" && defaulted {
        format!(
            "<{} as ::core::default::Default>::default()",
            rust_type.trim()
        )
    } else {
        default
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `RUNTIME_TRAITS` lists exactly the op traits `ods-runtime/src/traits.rs` defines: its
    /// `pub struct`s and the names its `marker_trait!`, `count_trait!` and
    /// `bounded_count_trait!` invocations define.
    #[test]
    fn runtime_traits_are_the_runtime_modules() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../ods-runtime/src/traits.rs");
        let text = std::fs::read_to_string(path).expect("the runtime's traits.rs");
        let mut found = BTreeSet::new();
        let ident = |rest: &str| -> String {
            rest.chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect()
        };
        let mut lines = text.lines().map(str::trim).peekable();
        while let Some(line) = lines.next() {
            // (`pub struct $name;` inside a macro's body names no trait.)
            if let Some(rest) = line.strip_prefix("pub struct ")
                && !rest.starts_with('$')
            {
                found.insert(ident(rest));
            }
            let invocation = ["marker_trait!(", "count_trait!(", "bounded_count_trait!("]
                .iter()
                .any(|m| line.starts_with(m) && !line.starts_with("macro_rules"));
            if invocation {
                // The defined name is the first line of the invocation that is not a doc
                // comment or an attribute.
                while let Some(next) = lines.peek() {
                    if next.starts_with("///") || next.starts_with("#[") || next.is_empty() {
                        lines.next();
                    } else {
                        break;
                    }
                }
                if let Some(next) = lines.next() {
                    found.insert(ident(next));
                }
            }
        }
        let listed: BTreeSet<String> = RUNTIME_TRAITS.iter().map(|s| s.to_string()).collect();
        assert_eq!(listed, found);
    }

    /// Lowers and validates `text` as the main file `x.td`.
    fn load(text: &str) -> Result<Spec, Error> {
        let mut tg = ods_tablegen::TableGen::new();
        for (name, text) in crate::library::FILES {
            tg.virtual_file(*name, *text);
        }
        let records = tg
            .load_source("x.td", text)
            .map_err(|d| Error::new(Loc::new("x.td", 1, 1), d.message.clone()))?;
        let set = RecordSet::from_tablegen(&records, "x.td");
        let spec = lower(&set)?;
        spec.validate()?;
        Ok(spec)
    }

    /// As mlir-tblgen, an enum written inline in an `EnumAttr` (an anonymous record, as
    /// SPIR-V writes its enums) is generated, once.
    #[test]
    fn inline_enums_are_generated() {
        let spec = load(
            r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
class T_Enum<string name, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, "an enum", cases> { let cppNamespace = "::t"; }
def T_KindAttr : EnumAttr<T_Dialect, T_Enum<"Kind", [
    I32EnumAttrCase<"a", 0>, I32EnumAttrCase<"b", 1>]>, "kind"> {
  let assemblyFormat = "`<` $value `>`";
}
"#,
        )
        .expect("spec is valid");
        let names: Vec<&str> = spec.enums.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["Kind"]);
    }

    /// A `ParamNativeOpTrait` whose parameters are op classes (IRDL's
    /// `AtMostOneChildOf<"OperandsOp, ResultsOp">`) is called with the ops' full names; one
    /// with other parameters keeps them as generic arguments.
    #[test]
    fn op_class_parameters_of_native_traits_become_op_names() {
        let spec = load(
            r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_AOp : Op<T_Dialect, "a">;
def T_BOp : Op<T_Dialect, "b">;
def T_HolderOp : Op<T_Dialect, "holder", [
    ParamNativeOpTrait<"AtMostOneChildOf", "AOp, BOp">,
    ParamNativeOpTrait<"NOperands", "2">]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
}
"#,
        )
        .expect("spec is valid");
        let op = spec
            .ops
            .iter()
            .find(|o| o.def_name == "T_HolderOp")
            .expect("op");
        let rust: Vec<&str> = op
            .traits
            .iter()
            .filter_map(|t| match t {
                Trait::Native { rust, .. } => Some(rust.as_str()),
                _ => None,
            })
            .collect();
        assert!(
            rust.contains(&r#"::ods_runtime::traits::AtMostOneChildOf(&["t.a", "t.b"])"#),
            "{rust:?}"
        );
        assert!(
            rust.contains(&"::ods_runtime::traits::NOperands::<2>"),
            "{rust:?}"
        );
    }

    /// As in mlir-tblgen, an `assemblyFormat` wins over `hasCustomAssemblyFormat` (SPIR-V's
    /// base op sets the bit, its ops a format); an empty format does not.
    #[test]
    fn a_format_wins_over_the_custom_format_bit() {
        let spec = load(
            r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m> { let hasCustomAssemblyFormat = 1; }
def T_A : T_Op<"a"> { let assemblyFormat = "attr-dict"; }
def T_B : T_Op<"b">;
"#,
        )
        .expect("accepted, as by mlir-tblgen");
        assert!(!spec.ops[0].hooks.custom_assembly_format);
        assert!(spec.ops[1].hooks.custom_assembly_format);
    }

    /// One `dependentDialects` entry may name several dialects, as C++ template arguments.
    #[test]
    fn a_dependent_dialects_entry_may_name_several() {
        let spec = load(
            r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let dependentDialects = ["::mlir::LLVM::LLVMDialect, ::mlir::func::FuncDialect", "x::XDialect"];
}
"#,
        )
        .expect("lowers");
        assert_eq!(
            spec.dialects[0].dependent_dialects,
            [
                "::mlir::LLVM::LLVMDialect",
                "::mlir::func::FuncDialect",
                "x::XDialect"
            ]
        );
    }

    /// A dialect split over files, as upstream's (`ArithOps.td` including `ArithBase.td`):
    /// the main file's dialect is generated whole, from whichever file holds its records;
    /// another dialect's records, included too, are not.
    #[test]
    fn a_dialect_split_over_included_files_is_generated_whole() {
        let mut tg = ods_tablegen::TableGen::new();
        for (name, text) in crate::library::FILES {
            tg.virtual_file(*name, *text);
        }
        tg.virtual_file(
            "m/Base.td",
            r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def M_Dialect : Dialect { let name = "m"; let cppNamespace = "::mlir::m"; }
def M_Kind : I32Enum<"Kind", "a kind", [I32EnumCase<"A", 0, "a">]> {
  let cppNamespace = "::mlir::m";
}
def M_KindAttr : EnumAttr<M_Dialect, M_Kind, "kind">;
def M_BaseOp : Op<M_Dialect, "base">;
"#,
        );
        tg.virtual_file(
            "o/Other.td",
            r#"
include "mlir/IR/OpBase.td"
def O_Dialect : Dialect { let name = "o"; let cppNamespace = "::mlir::o"; }
def O_Shade : I32Enum<"Shade", "a shade", [I32EnumCase<"B", 0, "b">]> {
  let cppNamespace = "::mlir::o";
}
def O_OtherOp : Op<O_Dialect, "other">;
"#,
        );
        let records = tg
            .load_source(
                "x.td",
                "include \"m/Base.td\"\ninclude \"o/Other.td\"\n\
                 def M_UseOp : Op<M_Dialect, \"use\"> { let arguments = (ins M_KindAttr:$k); }\n",
            )
            .expect("the spec loads");
        let set = RecordSet::from_tablegen(&records, "x.td");
        let spec = lower(&set).expect("the spec lowers");
        spec.validate().expect("the spec is valid");
        let ops: Vec<&str> = spec.ops.iter().map(|o| o.def_name.as_str()).collect();
        assert_eq!(ops, ["M_BaseOp", "M_UseOp"]);
        let enums: Vec<&str> = spec.enums.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(enums, ["Kind"]);
        let attrs: Vec<&str> = spec.attrdefs.iter().map(|a| a.def_name.as_str()).collect();
        assert_eq!(attrs, ["M_KindAttr"]);
        let dialects: Vec<&str> = spec.dialects.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(dialects, ["m"]);
    }

    fn op<'s>(spec: &'s Spec, def: &str) -> &'s Operator {
        spec.ops
            .iter()
            .find(|o| o.def_name == def)
            .unwrap_or_else(|| panic!("no op {def}"))
    }

    fn rust_of<'o>(op: &'o Operator, name: &str) -> Vec<&'o str> {
        op.traits
            .iter()
            .filter_map(|t| match t {
                Trait::Native { name: n, rust, .. } if n == name => Some(rust.as_str()),
                _ => None,
            })
            .collect()
    }

    const HEAD: &str = r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::mlir::t"; }
def T_ScopeOp : Op<T_Dialect, "scope"> { let regions = (region AnyRegion:$body); }
def T_YieldOp : Op<T_Dialect, "yield">;
"#;

    #[test]
    fn op_names_in_traits_resolve_to_full_names() {
        let spec = load(&format!(
            r#"{HEAD}
def T_A : Op<T_Dialect, "a", [HasParent<"ScopeOp">]>;
def T_B : Op<T_Dialect, "b", [HasParent<"T_ScopeOp">]>;
def T_C : Op<T_Dialect, "c", [HasParent<"::mlir::t::ScopeOp">]>;
def T_D : Op<T_Dialect, "d", [ParentOneOf<["t.scope", "other.op"]>]>;
def T_E : Op<T_Dialect, "e", [SingleBlockImplicitTerminator<"YieldOp">]> {{
  let regions = (region AnyRegion:$body);
}}
"#
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        for def in ["T_A", "T_B", "T_C"] {
            assert_eq!(
                rust_of(op(&spec, def), "HasParent"),
                [r#"::ods_runtime::traits::HasParent(&["t.scope"])"#]
            );
        }
        assert_eq!(
            rust_of(op(&spec, "T_D"), "HasParent"),
            [r#"::ods_runtime::traits::HasParent(&["t.scope", "other.op"])"#]
        );
        assert_eq!(
            rust_of(op(&spec, "T_E"), "SingleBlockImplicitTerminator"),
            [r#"::ods_runtime::traits::SingleBlockImplicitTerminator("t.yield")"#]
        );
        assert!(op(&spec, "T_E").has_trait("SingleBlock"));
    }

    #[test]
    fn a_namespaced_op_name_must_match_the_dialect_namespace() {
        let err = load(&format!(
            r#"{HEAD}
def T_A : Op<T_Dialect, "a", [HasParent<"::mlir::scf::ScopeOp">]>;
"#
        ))
        .unwrap_err();
        let d = &err.diagnostics[0];
        assert!(
            d.message
                .contains("no dialect with the namespace `::mlir::scf` defines `ScopeOp`"),
            "{}",
            d.message
        );
        assert!(
            matches!(&d.anchor, Some(Anchor::Text { text, .. }) if text == "::mlir::scf::ScopeOp")
        );
    }

    #[test]
    fn cpp_types_map_to_rust() {
        let spec = load(&format!(
            r#"{HEAD}
def T_R : TypeDef<T_Dialect, "R"> {{
  let mnemonic = "r";
  let parameters = (ins "int64_t":$lo, "::llvm::StringRef":$name,
                    ArrayRefParameter<"uint32_t">:$dims);
  let builders = [TypeBuilder<(ins "::llvm::ArrayRef<int64_t>":$sizes)>];
}}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins Property<"unsigned">:$n);
  let builders = [OpBuilder<(ins "::mlir::Type":$ty, "Block *":$block,
                                 CArg<"::llvm::StringRef", "{{}}">:$name,
                                 CArg<"std::optional<int>", "std::nullopt">:$k)>];
}}
"#
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let r = &spec.typedefs[0];
        let types: Vec<&str> = r.parameters.iter().map(|p| p.rust_type.as_str()).collect();
        assert_eq!(types, ["i64", "String", "Vec<u32>"]);
        assert_eq!(r.builders[0].params[0].rust_type, "&[i64]");
        assert_eq!(r.builders[0].body, None);
        let o = op(&spec, "T_Op");
        assert_eq!(o.properties[0].storage_type, "u32");
        assert_eq!(o.properties[0].interface_type, "u32");
        let params: Vec<(&str, Option<&str>)> = o.builders[0]
            .params
            .iter()
            .map(|p| (p.rust_type.as_str(), p.default.as_deref()))
            .collect();
        assert_eq!(
            params,
            [
                ("::ods_runtime::Type", None),
                ("::ods_runtime::ir::BlockId", None),
                ("&str", Some("Default::default()")),
                ("Option<i32>", Some("None")),
            ]
        );
    }

    #[test]
    fn derived_attribute_fields_follow_the_arguments() {
        let spec = load(&format!(
            r#"{HEAD}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins I32Attr:$stored, DerivedAttr<"i32", [{{ 1 }}]>:$listed);
  DerivedAttr second = DerivedAttr<"bool", [{{ true }}]>;
  DerivedAttr first = DerivedAttr<"usize", [{{ $_ctxt.op_num_results($_op) }}]>;
}}
"#
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let o = op(&spec, "T_Op");
        let attrs: Vec<(&str, bool)> = o
            .attributes
            .iter()
            .map(|a| (a.name.as_str(), matches!(a.kind, AttrKind::Derived { .. })))
            .collect();
        assert_eq!(
            attrs,
            [
                ("stored", false),
                ("listed", true),
                ("second", true),
                ("first", true)
            ]
        );
        assert_eq!(o.attributes[3].attr.return_type, "usize");
    }

    #[test]
    fn unnamed_operands_and_results_are_accepted() {
        let spec = load(&format!(
            r#"{HEAD}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins I32, I32:$named, Variadic<I32>);
  let results = (outs I32);
  let traits = [SameVariadicOperandSize];
}}
"#
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let o = op(&spec, "T_Op");
        let names: Vec<&str> = o.operands.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(names, ["", "named", ""]);
        assert_eq!(o.results[0].name, "");
    }

    #[test]
    fn extra_definitions_and_trait_items_join_the_declarations() {
        let spec = load(&format!(
            r#"{HEAD}
def MyTrait : NativeOpTrait<"MyTrait", [], [{{ pub fn from_trait() {{}} }}]> {{
  let cppNamespace = "crate::traits";
}}
def T_Op : Op<T_Dialect, "op", [MyTrait]> {{
  let extraClassDeclaration = [{{ pub fn a() {{}} }}];
  let extraClassDefinition = [{{ pub fn b() {{}} }}];
}}
def T_R : TypeDef<T_Dialect, "R"> {{
  let mnemonic = "r";
  let extraClassDefinition = [{{ pub fn c() {{}} }}];
}}
"#
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let o = op(&spec, "T_Op");
        assert_eq!(
            o.extra_class_declaration,
            " pub fn a() {} \n pub fn b() {} \n pub fn from_trait() {} "
        );
        assert_eq!(rust_of(o, "MyTrait"), ["crate::traits::MyTrait"]);
        assert_eq!(spec.typedefs[0].extra_class_declaration, " pub fn c() {} ");
    }

    #[test]
    fn bare_properties_convert_through_the_runtime_trait() {
        let spec = load(&format!(
            r#"{HEAD}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins Property<"::llvm::SmallVector<int64_t>">:$dims);
}}
"#
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let p = &op(&spec, "T_Op").properties[0];
        assert_eq!(p.storage_type, "Vec<i64>");
        assert!(
            p.convert_to_attribute
                .contains("PropertyValue::to_attribute")
        );
        assert!(
            p.convert_from_attribute
                .contains("PropertyValue::from_attribute")
        );
    }

    #[test]
    fn descriptions_and_syntax_are_kept_and_round_trip() {
        let spec = load(&format!(
            r#"{HEAD}
def T_Even : Type<CPred<"true">, "even"> {{ let description = "An even type."; }}
def T_Flag : Attr<CPred<"true">, "flag"> {{ let description = "A flag."; }}
def T_Prop : Property<"u32", "count"> {{ let description = "How many."; }}
def T_Out : Res<T_Even, "the output"> {{ let description = "More."; }}
def T_Width : AttrOrTypeParameter<"u32", "width"> {{ let syntax = "`w`"; }}
def T_Op : Op<T_Dialect, "op"> {{
  let arguments = (ins Arg<T_Even, "the input", []>:$a, T_Flag:$f,
                       Arg<T_Prop, "the count">:$n);
  let results = (outs T_Out:$r);
}}
def T_R : TypeDef<T_Dialect, "R"> {{
  let mnemonic = "r";
  let parameters = (ins T_Width:$w);
}}
"#
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let o = op(&spec, "T_Op");
        assert_eq!(o.operands[0].constraint.description, "An even type.");
        assert_eq!(o.operands[0].description, "the input");
        assert_eq!(o.attributes[0].attr.description, "A flag.");
        assert_eq!(o.properties[0].description, "the count\n\nHow many.");
        assert_eq!(o.results[0].description, "the output\n\nMore.");
        assert_eq!(
            spec.typedefs[0].parameters[0].syntax.as_deref(),
            Some("`w`")
        );
        let yaml = crate::spec::yaml::to_string(&spec);
        assert_eq!(crate::spec::yaml::from_str(&yaml, "x.yaml").unwrap(), spec);
    }

    /// The user-style spec of MLIR idioms lowers, validates and survives the YAML mirror.
    #[test]
    fn the_idioms_spec_lowers() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let (spec, _) = crate::Config::new()
            .root(&root)
            .load(std::path::Path::new("tests/ods/ok/idioms.td"))
            .unwrap_or_else(|e| panic!("{e}"));
        let yield_op = op(&spec, "Calc_YieldOp");
        assert_eq!(
            rust_of(yield_op, "HasParent"),
            [r#"::ods_runtime::traits::HasParent(&["calc.scope", "calc.loop"])"#]
        );
        let add = op(&spec, "Calc_AddOp");
        assert_eq!(add.operands.len(), 2);
        assert!(add.operands.iter().all(|o| o.name.is_empty()));
        assert!(add.attributes.iter().any(|a| a.name == "hasDims"));
        assert_eq!(spec.enums[0].separator, ", ");
        let yaml = crate::spec::yaml::to_string(&spec);
        assert_eq!(crate::spec::yaml::from_str(&yaml, "x.yaml").unwrap(), spec);
    }
}
