//! The index of every op the records hold (included files too), by full name, def name and
//! C++ class name: how traits and patterns name ops.

use std::collections::{BTreeMap, BTreeSet};

use crate::model::strip_dialect_prefix;
use crate::spec::records::{RecordSet, Val};

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
pub(super) struct OpIndex {
    full: BTreeSet<String>,
    pub(super) by_def: BTreeMap<String, String>,
    /// The last segment of each op's C++ namespace, by full name.
    module_by_full: BTreeMap<String, String>,
    by_class: BTreeMap<String, Vec<KnownOp>>,
}

impl OpIndex {
    pub(super) fn new(set: &RecordSet) -> OpIndex {
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
    pub(super) fn knows_class(&self, name: &str) -> bool {
        let class = name.trim().rsplit("::").next().unwrap_or_default();
        self.by_class.contains_key(class)
    }

    /// The last segment of the C++ namespace of the op `full`.
    pub(super) fn module_of(&self, full: &str) -> Option<String> {
        self.module_by_full.get(full).cloned()
    }

    /// The full name of the op `name` (a C++ class name, optionally namespaced, a def name
    /// or a full name) as named from an op of `dialect` whose namespace ends in `module`.
    pub(super) fn resolve(
        &self,
        name: &str,
        dialect: &str,
        module: Option<&str>,
    ) -> Result<String, String> {
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

/// The last segment of a C++ namespace or Rust path (`::mlir::arith` -> `arith`).
pub(super) fn last_segment(ns: &str) -> &str {
    ns.trim_start_matches("::")
        .rsplit("::")
        .next()
        .unwrap_or_default()
}
