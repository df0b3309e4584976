//! What the bytecode reader knows of a file before its IR: the string table, the dialects
//! and operation names, the attribute and type entries (read when first referenced) with
//! those already read, the properties and the resources. The reader fills it section by
//! section; the IR section and the attribute and type entries read from it.

use super::encoding::{Cursor, ReadError};
use super::interface::DialectVersion;
use crate::ir::OperationName;
use crate::types::Identifier;
use crate::{Attribute, Type};
use foldhash::HashMap;

/// One attribute or type entry: its dialect, whether it has a custom encoding, its bytes.
#[derive(Clone, Copy)]
pub(crate) struct RawEntry<'a> {
    pub dialect: usize,
    pub custom: bool,
    pub data: Cursor<'a>,
}

/// An operation name of the dialect section.
#[derive(Clone, Copy)]
pub(crate) struct OpNameEntry {
    pub name: OperationName,
    /// Whether the operation was registered when the file was written (recorded from
    /// version 5 on, MLIR's `wasRegistered`).
    pub was_registered: Option<bool>,
    /// The dialect loaded when the name is first read; `None` for a name that is its
    /// dialect's alone, for which MLIR loads none.
    pub dialect: Option<usize>,
}

/// What was read before the IR.
pub(crate) struct FileState<'a> {
    pub version: u64,
    pub strings: Vec<&'a [u8]>,
    pub dialects: Vec<String>,
    /// Each dialect's version entry, if it has one.
    pub dialect_versions: Vec<Option<Cursor<'a>>>,
    /// Each loaded dialect's version, as its bytecode hook read it from its entry.
    pub loaded_versions: Vec<Option<DialectVersion>>,
    /// Whether each dialect was loaded (MLIR's `BytecodeDialect::load`, done when an
    /// operation name, a custom entry or a resource of the dialect is first read).
    pub dialects_loaded: Vec<bool>,
    /// The operation names.
    pub op_names: Vec<OpNameEntry>,
    pub attr_entries: Vec<RawEntry<'a>>,
    pub type_entries: Vec<RawEntry<'a>>,
    pub attrs: Vec<Option<Attribute>>,
    pub types: Vec<Option<Type>>,
    /// Entries being read (to refuse a cycle).
    pub attrs_busy: Vec<bool>,
    pub types_busy: Vec<bool>,
    pub props: Vec<Cursor<'a>>,
    pub resources: Vec<String>,
    pub depth: usize,
    /// The identifiers of string attributes read (file names of locations), interned once.
    pub identifiers: HashMap<Attribute, Identifier>,
    /// The reader's hook for custom-encoded type entries, if any.
    pub type_callback: Option<&'a super::interface::TypeCallback<'a>>,
}

/// The string of the string section at index `i`.
pub(crate) fn string<'a>(
    st: &FileState<'a>,
    c: &Cursor<'_>,
    i: u64,
) -> Result<&'a [u8], ReadError> {
    st.strings
        .get(i as usize)
        .copied()
        .ok_or_else(|| c.error(format!("invalid string index: {i}")))
}
