//! Spec readers: every input format lowers to the same [`crate::model::Spec`].
//!
//! - [`td`]: TableGen records (through the [`records`] view) to the model.
//! - [`yaml`]: the YAML mirror of the model, read with serde.
//! - [`input`]: the spec stage's entry, reading either.

pub mod input;
pub mod records;
pub mod td;
pub mod yaml;

use ods_tablegen::regex::Regex;

/// The selection's four patterns as ods-tblgen's flags name them (mlir-tblgen's for ops), in
/// the order of [`LowerOptions`]'s pattern fields.
pub const SELECTION_FLAGS: [&str; 4] = [
    "op-include-regex",
    "op-exclude-regex",
    "def-include-regex",
    "def-exclude-regex",
];

/// What a build script says about a spec beyond its records.
///
/// Which of a spec's ops, types and attributes are generated, as mlir-tblgen's
/// `--op-include-regex` and `--op-exclude-regex` select ops: an op is generated when its
/// operation name (`test.br`) matches the include pattern somewhere (or there is none) and
/// does not match the exclude pattern. Type and attribute definitions are selected the same
/// way by their record name (`TestTypeAttr`). A pattern naming an op left out is left out
/// too, as the op it would match or build is not generated. Patterns are POSIX extended
/// regular expressions, as LLVM's `Regex`.
///
/// And where the native traits of type and attribute definitions that the spec leaves in
/// C++'s namespace (upstream's `NativeTypeTrait<"TestTypeTrait">`) live in Rust: the trait's
/// name to the path of its marker type.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    pub op_include: Option<Regex>,
    pub op_exclude: Option<Regex>,
    pub def_include: Option<Regex>,
    pub def_exclude: Option<Regex>,
    pub native_traits: std::collections::BTreeMap<String, String>,
}

fn selected(include: &Option<Regex>, exclude: &Option<Regex>, name: &str) -> bool {
    include.as_ref().is_none_or(|r| r.is_match(name))
        && !exclude.as_ref().is_some_and(|r| r.is_match(name))
}

impl LowerOptions {
    /// Whether the op of operation name `name` is generated.
    pub fn op(&self, name: &str) -> bool {
        selected(&self.op_include, &self.op_exclude, name)
    }

    /// Whether the type or attribute definition of record name `name` is generated.
    pub fn def(&self, name: &str) -> bool {
        selected(&self.def_include, &self.def_exclude, name)
    }

    /// Whether everything is generated.
    pub fn is_everything(&self) -> bool {
        self.op_include.is_none()
            && self.op_exclude.is_none()
            && self.def_include.is_none()
            && self.def_exclude.is_none()
    }
}
