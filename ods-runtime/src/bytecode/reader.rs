//! The bytecode reader (MLIR's `BytecodeReader`): the header, the sections, then the IR,
//! built into the context under the same top-level wrapper the textual parser creates.
//! Attributes and types are read when first referenced. Nothing is allocated for a count
//! before the bytes it counts are read, and malformed input is an error with its byte offset
//! and mlir-opt's message, never a panic.

use super::encoding::{Cursor, MAGIC, ReadError, section, version};
use super::file_state::{FileState, OpNameEntry, RawEntry, string};
use super::interface::TypeCallback;
use super::read_attrs::load_dialect;
use super::read_ir::read_ir_section;
use crate::Context;
use crate::ir::OperationName;
use crate::location::Location;
use foldhash::HashMap;
const SECTION_NAMES: [&str; 9] = [
    "String",
    "Dialect",
    "AttrType",
    "AttrTypeOffset",
    "IR",
    "Resource",
    "ResourceOffset",
    "DialectVersions",
    "Properties",
];

/// How to read bytecode (MLIR's `BytecodeReaderConfig`).
#[derive(Clone, Copy, Default)]
pub struct ReaderConfig<'a> {
    /// The hook for custom-encoded type entries.
    pub type_callback: Option<&'a TypeCallback<'a>>,
}

/// Reads the bytecode `data` into `ctx`: returns the top-level wrapper operation (as the
/// textual parser's `parse_source` does), located at `file`:0:0.
pub fn read_bytecode(
    ctx: &mut Context,
    data: &[u8],
    file: &str,
) -> Result<crate::ir::OpId, ReadError> {
    read_bytecode_with(ctx, data, file, ReaderConfig::default())
}

/// [`read_bytecode`] with `config`.
pub fn read_bytecode_with<'a>(
    ctx: &mut Context,
    data: &'a [u8],
    file: &str,
    config: ReaderConfig<'a>,
) -> Result<crate::ir::OpId, ReadError> {
    let mut c = Cursor::new(data, 0);
    let magic = c
        .bytes(4)
        .map_err(|_| c.error("input buffer is not an MLIR bytecode file"))?;
    if magic != MAGIC {
        return Err(c.error("input buffer is not an MLIR bytecode file"));
    }
    let v = c.var_int()?;
    if v > version::CURRENT {
        return Err(c.error(format!(
            "bytecode version {v} is newer than the current version {}",
            version::CURRENT
        )));
    }
    let producer = String::from_utf8_lossy(c.nul_terminated()?).into_owned();
    read_sections(ctx, c, v, file, config).map_err(|mut e| {
        e.note = Some(producer_note(v, &producer));
        e
    })
}

/// The note MLIR's reader attaches to every diagnostic emitted while it reads a file.
fn producer_note(version: u64, producer: &str) -> String {
    format!("in bytecode version {version} produced by: {producer}")
}

/// The note MLIR's reader attaches to every diagnostic emitted while it reads `data` (the
/// verification of what it read included): `in bytecode version N produced by: P`, from the
/// file's header; `None` when the header does not read.
pub fn header_note(data: &[u8]) -> Option<String> {
    let mut c = Cursor::new(data, 0);
    if c.bytes(4).ok()? != MAGIC {
        return None;
    }
    let v = c.var_int().ok()?;
    let producer = String::from_utf8_lossy(c.nul_terminated().ok()?).into_owned();
    Some(producer_note(v, &producer))
}

/// Everything after the header, in MLIR's order: the sections' framing, then the strings,
/// properties, dialects, resources, attribute and type offsets, and the IR, so that
/// malformed input fails at the first check mlir-opt fails at, with its message.
fn read_sections<'a>(
    ctx: &mut Context,
    mut c: Cursor<'a>,
    v: u64,
    file: &str,
    config: ReaderConfig<'a>,
) -> Result<crate::ir::OpId, ReadError> {
    let mut sections: [Option<Cursor<'_>>; 9] = [None; 9];
    while !c.is_empty() {
        let (id, body) = c.section()?;
        if sections[id as usize].is_some() {
            return Err(c.error(format!("duplicate top-level section: {}", section_name(id))));
        }
        sections[id as usize] = Some(body);
    }
    for (i, s) in sections.iter().enumerate() {
        let optional = matches!(
            i as u8,
            section::RESOURCE | section::RESOURCE_OFFSET | section::DIALECT_VERSIONS
        ) || (i as u8 == section::PROPERTIES && v < version::NATIVE_PROPERTIES);
        if s.is_none() && !optional {
            return Err(c.error(format!(
                "missing data for top-level section: {}",
                section_name(i as u8)
            )));
        }
    }
    let get = |id: u8| sections[id as usize].unwrap_or(Cursor::new(&[], 0));
    let mut st = FileState {
        version: v,
        strings: read_strings(get(section::STRING))?,
        dialects: Vec::new(),
        dialect_versions: Vec::new(),
        loaded_versions: Vec::new(),
        dialects_loaded: Vec::new(),
        op_names: Vec::new(),
        attr_entries: Vec::new(),
        type_entries: Vec::new(),
        attrs: Vec::new(),
        types: Vec::new(),
        attrs_busy: Vec::new(),
        types_busy: Vec::new(),
        props: Vec::new(),
        resources: Vec::new(),
        depth: 0,
        identifiers: HashMap::default(),
        type_callback: config.type_callback,
    };
    if let Some(p) = sections[section::PROPERTIES as usize] {
        read_properties(&mut st, p)?;
    }
    read_dialects(ctx, &mut st, get(section::DIALECT))?;
    match (
        sections[section::RESOURCE as usize],
        sections[section::RESOURCE_OFFSET as usize],
    ) {
        (Some(data), Some(offsets)) => read_resources(ctx, &mut st, offsets, data)?,
        (Some(_), None) => {
            return Err(
                c.error("expected resource offset section when resource section is present")
            );
        }
        (None, Some(_)) => {
            return Err(
                c.error("unexpected resource offset section when resource section is not present")
            );
        }
        (None, None) => {}
    }
    read_attr_type_offsets(
        &mut st,
        get(section::ATTR_TYPE_OFFSET),
        get(section::ATTR_TYPE),
    )?;
    let container = ctx.top_level;
    (container.register)(ctx);
    let file_loc = Location::file_line_col(ctx, file, 0, 0);
    let (wrapper, block) = (container.create)(ctx, file_loc);
    read_ir_section(ctx, &mut st, get(section::IR), block)?;
    upgrade(ctx, &st, wrapper)?;
    Ok(wrapper)
}

/// Gives each dialect the file gave a version, and that was loaded, the chance to upgrade
/// what was read (MLIR's `upgradeFromVersion` hooks, run in the dialect section's order
/// once the IR is read, before it is verified). An error fails the read, emitted on `top`
/// (see [`ReadError::op_error`]).
fn upgrade(ctx: &mut Context, st: &FileState<'_>, top: crate::ir::OpId) -> Result<(), ReadError> {
    for (name, version) in st.dialects.iter().zip(&st.loaded_versions) {
        let Some(version) = version else {
            continue;
        };
        let Some(iface) = super::builtin::dialect_interface(ctx, name) else {
            continue;
        };
        iface
            .upgrade_from_version(ctx, top, version.as_ref())
            .map_err(ReadError::on_op)?;
    }
    Ok(())
}

/// A section's name as MLIR's reader gives it in messages.
fn section_name(id: u8) -> String {
    match SECTION_NAMES.get(id as usize) {
        Some(name) => format!("{name} ({id})"),
        None => format!("Unknown ({id})"),
    }
}

/// The string section: a count, the sizes in reverse order, then the strings (each with
/// its nul, which is dropped). Checked as MLIR checks it: each size against the data left
/// as it is read, then that the sizes end where the data starts.
fn read_strings(section: Cursor<'_>) -> Result<Vec<&[u8]>, ReadError> {
    let all = section.rest();
    let mut c = section;
    let n = c.var_int()?;
    let mut end = all.len();
    let mut reversed = Vec::new();
    for _ in 0..n {
        let size = c.var_int()?;
        if (end as u64) < size {
            return Err(c.error("string size exceeds the available data size"));
        }
        let start = end - size as usize;
        reversed.push(&all[start..end.max(start + 1) - 1]);
        end = start;
    }
    if all.len() - c.remaining() != end {
        return Err(
            c.error("unexpected trailing data between the offsets for strings and their data")
        );
    }
    reversed.reverse();
    Ok(reversed)
}

fn read_dialects<'a>(
    ctx: &mut Context,
    st: &mut FileState<'a>,
    mut c: Cursor<'a>,
) -> Result<(), ReadError> {
    let n = c.var_int()?;
    for _ in 0..n {
        let mut version_entry = None;
        let name = if st.version < version::DIALECT_VERSIONING {
            let id = c.var_int()?;
            string(st, &c, id)?
        } else {
            let (id, has_version) = c.var_int_with_flag()?;
            let name = string(st, &c, id)?;
            if has_version {
                let (sid, body) = c.section()?;
                if sid != section::DIALECT_VERSIONS {
                    return Err(c.error("expected dialect version section"));
                }
                // An empty entry is as none (MLIR tests the buffer for emptiness).
                version_entry = (!body.is_empty()).then_some(body);
            }
            name
        };
        st.dialects.push(String::from_utf8_lossy(name).into_owned());
        st.dialect_versions.push(version_entry);
        st.loaded_versions.push(None);
        st.dialects_loaded.push(false);
    }
    if st.version >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
        c.var_int()?;
    }
    while !c.is_empty() {
        let d = c.var_int()?;
        let Some(dialect) = st.dialects.get(d as usize).cloned() else {
            return Err(c.error(format!("invalid dialect index: {d}")));
        };
        let count = c.var_int()?;
        for _ in 0..count {
            let (id, was_registered) = if st.version < version::NATIVE_PROPERTIES {
                (c.var_int()?, None)
            } else {
                let (id, flag) = c.var_int_with_flag()?;
                (id, Some(flag))
            };
            let s = String::from_utf8_lossy(string(st, &c, id)?).into_owned();
            // An empty name stands for an operation named after its dialect alone (a name
            // without a dot, which MLIR still reads).
            let (full, loads) = if s.is_empty() {
                (dialect.clone(), None)
            } else {
                (format!("{dialect}.{s}"), Some(d as usize))
            };
            st.op_names.push(OpNameEntry {
                name: OperationName::get(ctx, &full),
                was_registered,
                dialect: loads,
            });
        }
    }
    Ok(())
}

fn read_attr_type_offsets<'a>(
    st: &mut FileState<'a>,
    mut c: Cursor<'a>,
    data: Cursor<'a>,
) -> Result<(), ReadError> {
    let num_attrs = c.var_int()?;
    let num_types = c.var_int()?;
    let mut data = data;
    for (count, is_attr) in [(num_attrs, true), (num_types, false)] {
        let mut read = 0u64;
        // MLIR reads groups until it has read exactly `count` entries: once a group takes
        // it past, it reads on (writing past its table) until a read fails, which it must
        // as each group takes bytes. The entries past the table are read and dropped.
        while read != count {
            let d = c.var_int()?;
            if d >= st.dialects.len() as u64 {
                return Err(c.error(format!("invalid dialect index: {d}")));
            }
            let n = c.var_int()?;
            for k in 0..n {
                let (size, custom) = c.var_int_with_flag()?;
                if size > data.remaining() as u64 {
                    return Err(
                        c.error("Attribute or Type entry offset points past the end of section")
                    );
                }
                let base = data.offset();
                let bytes = data.bytes(size as usize)?;
                let entry = RawEntry {
                    dialect: d as usize,
                    custom,
                    data: Cursor::new(bytes, base),
                };
                if read.saturating_add(k) >= count {
                    continue;
                }
                if is_attr {
                    st.attr_entries.push(entry);
                } else {
                    st.type_entries.push(entry);
                }
            }
            read = read.saturating_add(n);
        }
    }
    if !c.is_empty() {
        return Err(c.error("unexpected trailing data in the Attribute/Type offset section"));
    }
    let (num_attrs, num_types) = (st.attr_entries.len(), st.type_entries.len());
    st.attrs = vec![None; num_attrs];
    st.attrs_busy = vec![false; num_attrs];
    st.types = vec![None; num_types];
    st.types_busy = vec![false; num_types];
    Ok(())
}

/// The resource sections: the external groups (every key kept, as MLIR's fallback
/// resource map keeps them), then the dialects' groups (only the builtin dialect's
/// blobs are known; an empty entry only declares its key).
fn read_resources<'a>(
    ctx: &mut Context,
    st: &mut FileState<'a>,
    mut offsets: Cursor<'a>,
    data: Cursor<'a>,
) -> Result<(), ReadError> {
    let mut data = data;
    let external = offsets.var_int()?;
    for _ in 0..external {
        let key = offsets.var_int()?;
        let group = String::from_utf8_lossy(string(st, &offsets, key)?).into_owned();
        let n = offsets.var_int()?;
        for _ in 0..n {
            let (k, mut entry, kind) = resource_entry(st, &mut offsets, &mut data)?;
            let value = read_resource_value(st, &mut entry, kind, &k)?;
            ctx.add_external_resource(&group, &k, value);
        }
    }
    while !offsets.is_empty() {
        let d = offsets.var_int()?;
        let Some(dialect) = st.dialects.get(d as usize).cloned() else {
            return Err(offsets.error(format!("invalid dialect index: {d}")));
        };
        load_dialect(ctx, st, d as usize, &offsets)?;
        if dialect != "builtin" {
            return Err(data.error(if ctx.is_dialect_registered(&dialect) {
                format!("unexpected resources for dialect '{dialect}'")
            } else if ctx.allows_unregistered_dialects() {
                format!("dialect '{dialect}' is unknown")
            } else {
                format!(
                    "dialect '{dialect}' is unknown. If this is intended, please call \
                     allowUnregisteredDialects() on the MLIRContext, or use \
                     -allow-unregistered-dialect with the MLIR tool used."
                )
            }));
        }
        let n = offsets.var_int()?;
        for _ in 0..n {
            let (k, mut entry, kind) = resource_entry(st, &mut offsets, &mut data)?;
            st.resources.push(k.clone());
            if entry.is_empty() {
                continue;
            }
            if kind != 0 {
                return Err(entry.error(format!(
                    "expected a blob resource entry, but found a {} entry instead",
                    resource_kind_name(kind)
                )));
            }
            if let crate::resources::ResourceValue::Blob(b) =
                read_resource_value(st, &mut entry, kind, &k)?
            {
                ctx.set_resource_blob(&k, b);
            }
        }
    }
    Ok(())
}

/// One resource's key, the cursor over its bytes, and its kind.
fn resource_entry<'a>(
    st: &FileState<'a>,
    offsets: &mut Cursor<'a>,
    data: &mut Cursor<'a>,
) -> Result<(String, Cursor<'a>, u8), ReadError> {
    let k = offsets.var_int()?;
    let key = String::from_utf8_lossy(string(st, offsets, k)?).into_owned();
    let size = offsets.var_int()?;
    let kind = offsets.byte()?;
    let base = data.offset();
    let bytes = data.bytes(usize::try_from(size).unwrap_or(usize::MAX))?;
    Ok((key, Cursor::new(bytes, base), kind))
}

/// MLIR's name of a resource entry's kind.
fn resource_kind_name(kind: u8) -> &'static str {
    match kind {
        0 => "blob",
        1 => "bool",
        2 => "string",
        _ => "unknown",
    }
}

fn read_resource_value(
    st: &FileState<'_>,
    c: &mut Cursor<'_>,
    kind: u8,
    key: &str,
) -> Result<crate::resources::ResourceValue, ReadError> {
    use crate::resources::{Blob, ResourceValue};
    let value = match kind {
        0 => {
            let alignment = c.var_int()?;
            let size = c.var_int()?;
            c.align_to(alignment)?;
            let bytes = c.bytes(usize::try_from(size).unwrap_or(usize::MAX))?;
            ResourceValue::Blob(Blob {
                alignment: alignment as u32,
                data: bytes.to_vec(),
            })
        }
        1 => ResourceValue::Bool(c.byte()? != 0),
        2 => {
            let i = c.var_int()?;
            ResourceValue::String(string(st, c, i)?.to_vec())
        }
        k => return Err(c.error(format!("unknown AsmResourceEntryKind: {k}"))),
    };
    if !c.is_empty() {
        return Err(c.error(format!(
            "unexpected trailing bytes in resource entry '{key}'"
        )));
    }
    Ok(value)
}

/// The properties section: a count, then each op's properties as a size and its bytes,
/// which must end with the section.
fn read_properties<'a>(st: &mut FileState<'a>, mut c: Cursor<'a>) -> Result<(), ReadError> {
    if c.is_empty() {
        return Ok(());
    }
    let n = c.var_int()?;
    for _ in 0..n {
        let size = c.var_int()?;
        let base = c.offset();
        let bytes = c.bytes(usize::try_from(size).unwrap_or(usize::MAX))?;
        st.props.push(Cursor::new(bytes, base));
    }
    if !c.is_empty() {
        return Err(c.error("Broken properties section: didn't exhaust the offsets table"));
    }
    Ok(())
}
