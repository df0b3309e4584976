//! Which records the spec generates (main file, generated dialects, the op selection) and
//! which definitions of other dialects the generated items use.

use std::collections::BTreeSet;

use crate::diag::Loc;
use crate::model::ForeignUse;
use crate::spec::records::{Rec, Val};

use super::op_index::last_segment;
use super::{Lower, is_anonymous};

impl<'a> Lower<'a> {
    pub(super) fn in_main(&self, rec: &Rec) -> bool {
        rec.loc.file == self.set.main_file
            || rec.loc.is_unknown()
            || (self.umbrella && self.set.main_includes.contains(&rec.loc.file))
    }

    /// Whether the op `rec` is selected (`Config::op_include_regex`), by its operation name.
    pub(super) fn selected_op(&self, rec: &Rec) -> bool {
        self.ops
            .by_def
            .get(&rec.name)
            .is_none_or(|full| self.selection.op(full))
    }

    /// Whether `rec` comes from the embedded ODS library.
    pub(super) fn in_library(rec: &Rec) -> bool {
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
    pub(super) fn generated_dialects(&self) -> BTreeSet<String> {
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
    pub(super) fn generates(&self, rec: &Rec) -> bool {
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
    pub(super) fn generates_enum(&self, rec: &Rec, modules: &[String]) -> bool {
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
    pub(super) fn foreign_dialect_of_module(&self, module: &str) -> Option<String> {
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
    pub(super) fn note_foreign(&mut self, rec: &Rec, loc: &Loc) {
        let mut rec = rec;
        for _ in 0..16 {
            if rec.is_a("AttrDef")
                && let Some(Val::Def(d)) = rec.field("dialect")
                && let Some((dialect, module)) = self.foreign_dialect_of_def(d)
            {
                let class = self.string(rec, "cppClassName");
                let module = crate::names::snake(&module);
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
}
