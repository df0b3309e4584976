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

use crate::diag::{Diags, Error};
use crate::model::{ConstraintFn, Effect, ForeignUse, Interface, InterfaceKind, Operator, Spec};
use crate::spec::records::{Rec, RecordSet, Val};

mod attr_or_type;
mod builder;
mod constraints;
mod dialect;
mod enums;
mod fields;
mod interface;
mod op;
mod op_index;
mod patterns;
mod property;
mod select;
#[cfg(test)]
mod tests;
mod traits;

use op_index::{OpIndex, last_segment};

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

fn is_anonymous(name: &str) -> bool {
    name.starts_with("anonymous_")
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
}
