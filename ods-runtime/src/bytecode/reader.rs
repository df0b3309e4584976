//! The bytecode reader (MLIR's `BytecodeReader`): the header, the sections, then the IR,
//! built into the context under the same top-level wrapper the textual parser creates.
//! Attributes and types are read when first referenced. Every count is checked against the
//! bytes left before anything is allocated for it, and malformed input is an error with its
//! byte offset, never a panic.

use super::encoding::{Cursor, MAGIC, ReadError, section, version};
use super::file_state::{FileState, RawEntry, string};
use super::read_ir::read_ir_section;
use crate::Context;
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

/// A hook for the custom-encoded type entries (MLIR's type callbacks of a
/// `BytecodeReaderConfig`): given a reader over the entry and the name of its dialect group,
/// it reads the entry (`Some`), or leaves it (`None`) to the dialect, which reads it again
/// from its start. It may be called again while it reads (for the types an entry refers to).
pub type TypeCallback<'a> =
    dyn Fn(&mut dyn super::DialectReader, &str) -> Result<Option<crate::Type>, ReadError> + 'a;

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

/// Everything after the header.
fn read_sections<'a>(
    ctx: &mut Context,
    mut c: Cursor<'a>,
    v: u64,
    file: &str,
    config: ReaderConfig<'a>,
) -> Result<crate::ir::OpId, ReadError> {
    let mut sections: [Option<Cursor<'_>>; 9] = [None; 9];
    while !c.is_empty() {
        let at = c;
        let (id, body) = c.section()?;
        if id >= section::COUNT {
            return Err(at.error(format!("invalid section ID: {id}")));
        }
        if sections[id as usize].is_some() {
            return Err(at.error(format!(
                "duplicate top-level section: {}",
                SECTION_NAMES[id as usize]
            )));
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
                SECTION_NAMES[i]
            )));
        }
    }
    let get = |id: u8| sections[id as usize].unwrap_or(Cursor::new(&[], 0));
    let mut st = FileState {
        version: v,
        strings: read_strings(get(section::STRING))?,
        dialects: Vec::new(),
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
    read_dialects(ctx, &mut st, get(section::DIALECT))?;
    read_attr_type_offsets(
        &mut st,
        get(section::ATTR_TYPE_OFFSET),
        get(section::ATTR_TYPE),
    )?;
    if let (Some(offsets), Some(data)) = (
        sections[section::RESOURCE_OFFSET as usize],
        sections[section::RESOURCE as usize],
    ) {
        read_resources(ctx, &mut st, offsets, data)?;
    } else if sections[section::RESOURCE_OFFSET as usize].is_some() {
        return Err(
            c.error("unexpected resource offset section when resource section is not present")
        );
    }
    if let Some(p) = sections[section::PROPERTIES as usize] {
        read_properties(&mut st, p)?;
    }
    let container = ctx.top_level;
    (container.register)(ctx);
    let file_loc = ctx.file_line_col_loc(file, 0, 0);
    let (wrapper, block) = (container.create)(ctx, file_loc);
    read_ir_section(ctx, &mut st, get(section::IR), block)?;
    Ok(wrapper)
}

/// The string section: a count, the sizes in reverse order, then the nul-terminated strings.
fn read_strings(mut c: Cursor<'_>) -> Result<Vec<&[u8]>, ReadError> {
    let n = c.count(2)?;
    let mut sizes = Vec::with_capacity(n);
    for _ in 0..n {
        sizes.push(c.var_int()?);
    }
    let data_start = c;
    let total = c.remaining() as u64;
    let mut end = total;
    let mut out = vec![&[][..]; n];
    for (i, &size) in sizes.iter().enumerate() {
        if size == 0 || size > end {
            return Err(c.error("string size exceeds the available data size"));
        }
        let start = end - size;
        let mut s = data_start;
        s.bytes(start as usize)?;
        let bytes = s.bytes(size as usize)?;
        if bytes[bytes.len() - 1] != 0 {
            return Err(s.error("expected string to be null-terminated"));
        }
        out[n - 1 - i] = &bytes[..bytes.len() - 1];
        end = start;
    }
    if end != 0 {
        return Err(
            c.error("unexpected trailing data between the offsets for strings and their data")
        );
    }
    Ok(out)
}

fn read_dialects(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    mut c: Cursor<'_>,
) -> Result<(), ReadError> {
    let n = c.count(1)?;
    for _ in 0..n {
        let name = if st.version < version::DIALECT_VERSIONING {
            c.var_int()?
        } else {
            let (id, has_version) = c.var_int_with_flag()?;
            if has_version {
                let (sid, _) = c.section()?;
                if sid != section::DIALECT_VERSIONS {
                    return Err(c.error(format!("expected dialect version section, but got {sid}")));
                }
            }
            id
        };
        let s = string(st, &c, name)?;
        st.dialects.push(String::from_utf8_lossy(s).into_owned());
    }
    if st.version >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
        c.var_int()?;
    }
    while !c.is_empty() {
        let d = c.var_int()?;
        let Some(dialect) = st.dialects.get(d as usize).cloned() else {
            return Err(c.error(format!("invalid dialect index: {d}")));
        };
        let count = c.count(1)?;
        for _ in 0..count {
            let id = if st.version < version::NATIVE_PROPERTIES {
                c.var_int()?
            } else {
                c.var_int_with_flag()?.0
            };
            let s = String::from_utf8_lossy(string(st, &c, id)?).into_owned();
            // An empty name stands for an operation named after its dialect alone (a name
            // without a dot, which MLIR still reads).
            let full = if s.is_empty() {
                dialect.clone()
            } else {
                format!("{dialect}.{s}")
            };
            st.op_names.push(ctx.op_name_id(&full));
        }
    }
    Ok(())
}

fn read_attr_type_offsets<'a>(
    st: &mut FileState<'a>,
    mut c: Cursor<'a>,
    data: Cursor<'a>,
) -> Result<(), ReadError> {
    let num_attrs = c.count(1)?;
    let num_types = c.count(1)?;
    if num_attrs.saturating_add(num_types) > c.remaining() {
        return Err(c.error("too many attribute and type entries for the offset section"));
    }
    let mut data = data;
    for (count, is_attr) in [(num_attrs, true), (num_types, false)] {
        let mut read = 0usize;
        while read < count {
            let d = c.var_int()? as usize;
            if d >= st.dialects.len() {
                return Err(c.error(format!("invalid dialect index: {d}")));
            }
            let n = c.var_int()? as usize;
            if n > count - read {
                return Err(c.error("attribute or type group exceeds the number of entries"));
            }
            for _ in 0..n {
                let (size, custom) = c.var_int_with_flag()?;
                let base = data.offset();
                let bytes = data.bytes(usize::try_from(size).unwrap_or(usize::MAX))?;
                let entry = RawEntry {
                    dialect: d,
                    custom,
                    data: Cursor::new(bytes, base),
                };
                if is_attr {
                    st.attr_entries.push(entry);
                } else {
                    st.type_entries.push(entry);
                }
            }
            read += n;
        }
    }
    if !data.is_empty() {
        return Err(data.error("unexpected trailing data in the Attribute/Type section"));
    }
    st.attrs = vec![None; num_attrs];
    st.attrs_busy = vec![false; num_attrs];
    st.types = vec![None; num_types];
    st.types_busy = vec![false; num_types];
    Ok(())
}

fn read_resources<'a>(
    ctx: &mut Context,
    st: &mut FileState<'a>,
    mut offsets: Cursor<'a>,
    data: Cursor<'a>,
) -> Result<(), ReadError> {
    let mut data = data;
    let external = offsets.count(1)?;
    let mut groups = 0usize;
    while !offsets.is_empty() {
        let key = offsets.var_int()?;
        let group = if groups < external {
            String::from_utf8_lossy(string(st, &offsets, key)?).into_owned()
        } else {
            st.dialects
                .get(key as usize)
                .cloned()
                .ok_or_else(|| offsets.error(format!("invalid dialect index: {key}")))?
        };
        let n = offsets.count(3)?;
        for _ in 0..n {
            let k = offsets.var_int()?;
            let k = String::from_utf8_lossy(string(st, &offsets, k)?).into_owned();
            let size = offsets.var_int()?;
            let kind = offsets.byte()?;
            let base = data.offset();
            let mut entry = Cursor::new(
                data.bytes(usize::try_from(size).unwrap_or(usize::MAX))?,
                base,
            );
            let value = read_resource_value(st, &mut entry, kind)?;
            if groups < external {
                if let Some(v) = value {
                    ctx.add_external_resource(&group, &k, v);
                }
            } else if group == "builtin" {
                st.resources.push(k.clone());
                if let Some(crate::resources::ResourceValue::Blob(b)) = value {
                    ctx.set_resource_blob(&k, b);
                }
            }
        }
        groups += 1;
    }
    Ok(())
}

fn read_resource_value(
    st: &FileState<'_>,
    c: &mut Cursor<'_>,
    kind: u8,
) -> Result<Option<crate::resources::ResourceValue>, ReadError> {
    use crate::resources::{Blob, ResourceValue};
    if c.is_empty() {
        return Ok(None);
    }
    Ok(Some(match kind {
        0 => {
            let alignment = c.var_int()?;
            let size = c.var_int()?;
            c.align_to(alignment.max(1))?;
            let bytes = c.bytes(usize::try_from(size).unwrap_or(usize::MAX))?;
            ResourceValue::Blob(Blob {
                alignment: u32::try_from(alignment).map_err(|_| c.error("invalid alignment"))?,
                data: bytes.to_vec(),
            })
        }
        1 => ResourceValue::Bool(c.byte()? != 0),
        2 => {
            let i = c.var_int()?;
            ResourceValue::String(string(st, c, i)?.to_vec())
        }
        k => return Err(c.error(format!("unknown AsmResourceEntryKind: {k}"))),
    }))
}

fn read_properties<'a>(st: &mut FileState<'a>, mut c: Cursor<'a>) -> Result<(), ReadError> {
    let n = c.count(1)?;
    for _ in 0..n {
        let size = c.var_int()?;
        let base = c.offset();
        let bytes = c.bytes(usize::try_from(size).unwrap_or(usize::MAX))?;
        st.props.push(Cursor::new(bytes, base));
    }
    Ok(())
}
