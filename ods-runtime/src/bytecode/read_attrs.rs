//! Reading attribute and type entries on first reference: the builtin dialect's encodings
//! (generated, see `builtin.rs`) through [`EntryReader`], MLIR's `DialectBytecodeReader`
//! over one entry, and the textual fallback.

use super::encoding::{Cursor, ReadError};
use super::file_state::{FileState, RawEntry, string};
use super::interface::{BytecodeDialectInterface, DialectReader};
use crate::attributes::AttrKind;
use crate::types::Identifier;
use crate::{Attribute, Context, Location, Type};

/// How deep attribute and type references may nest while reading.
const MAX_DEPTH: usize = 512;

/// What reading an attribute entry and reading a type entry differ in.
trait Entry: Copy + Sized {
    /// `Attribute` or `Type`, as MLIR's messages name them.
    const NAME: &'static str;
    /// The values read so far, the entries being read, and the raw entries.
    fn table<'s, 'a>(
        st: &'s mut FileState<'a>,
    ) -> (
        &'s mut Vec<Option<Self>>,
        &'s mut Vec<bool>,
        &'s [RawEntry<'a>],
    );
    /// The builtin dialect's encoding.
    fn builtin(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
    ) -> Result<Self, ReadError>;
    /// Another dialect's encoding, read by its bytecode interface (`None` when it reads
    /// no entries of this kind).
    fn custom(
        iface: &dyn BytecodeDialectInterface,
        reader: &mut dyn DialectReader,
    ) -> Option<Result<Self, ReadError>>;
    /// The textual fallback.
    fn parse(ctx: &mut Context, text: &str) -> crate::asm::parser::PResult<Self>;
    /// The reader's hook for custom-encoded entries of this kind, run on entry `c` of
    /// `dialect`'s group (`None` when there is no hook).
    fn callback(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
        dialect: &str,
    ) -> Option<Result<Option<Self>, ReadError>>;
}

impl Entry for Attribute {
    const NAME: &'static str = "Attribute";
    fn table<'s, 'a>(
        st: &'s mut FileState<'a>,
    ) -> (
        &'s mut Vec<Option<Self>>,
        &'s mut Vec<bool>,
        &'s [RawEntry<'a>],
    ) {
        (&mut st.attrs, &mut st.attrs_busy, &st.attr_entries)
    }
    fn builtin(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
    ) -> Result<Self, ReadError> {
        super::builtin::read_attribute(&mut EntryReader::new(ctx, st, c))
    }
    fn custom(
        iface: &dyn BytecodeDialectInterface,
        reader: &mut dyn DialectReader,
    ) -> Option<Result<Self, ReadError>> {
        iface.read_attribute(reader)
    }
    fn parse(ctx: &mut Context, text: &str) -> crate::asm::parser::PResult<Self> {
        crate::asm::parser::parse_attribute_str(ctx, text, "")
    }
    fn callback(
        _: &mut Context,
        _: &mut FileState<'_>,
        _: &mut Cursor<'_>,
        _: &str,
    ) -> Option<Result<Option<Self>, ReadError>> {
        None
    }
}

impl Entry for Type {
    const NAME: &'static str = "Type";
    fn table<'s, 'a>(
        st: &'s mut FileState<'a>,
    ) -> (
        &'s mut Vec<Option<Self>>,
        &'s mut Vec<bool>,
        &'s [RawEntry<'a>],
    ) {
        (&mut st.types, &mut st.types_busy, &st.type_entries)
    }
    fn builtin(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
    ) -> Result<Self, ReadError> {
        super::builtin::read_type(&mut EntryReader::new(ctx, st, c))
    }
    fn custom(
        iface: &dyn BytecodeDialectInterface,
        reader: &mut dyn DialectReader,
    ) -> Option<Result<Self, ReadError>> {
        iface.read_type(reader)
    }
    fn parse(ctx: &mut Context, text: &str) -> crate::asm::parser::PResult<Self> {
        crate::asm::parser::parse_type_str(ctx, text, "")
    }
    fn callback(
        ctx: &mut Context,
        st: &mut FileState<'_>,
        c: &mut Cursor<'_>,
        dialect: &str,
    ) -> Option<Result<Option<Self>, ReadError>> {
        let callback = st.type_callback?;
        Some(callback(&mut EntryReader::new(ctx, st, c), dialect))
    }
}

/// Attribute `idx`, read when first referenced.
pub(crate) fn attr(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    idx: u64,
) -> Result<Attribute, ReadError> {
    read(ctx, st, at, idx)
}

/// Type `idx`, read when first referenced.
pub(crate) fn ty(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    idx: u64,
) -> Result<Type, ReadError> {
    read(ctx, st, at, idx)
}

/// Entry `idx` of `T`'s table, read when first referenced (a cycle or too deep a nesting of
/// references is an error).
fn read<T: Entry>(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    at: &Cursor<'_>,
    idx: u64,
) -> Result<T, ReadError> {
    let depth = st.depth;
    let (values, busy, entries) = T::table(st);
    let i = usize::try_from(idx).unwrap_or(usize::MAX);
    if i >= values.len() {
        // MLIR names the kind capitalized when the IR refers to the entry, in lower case
        // when another entry does.
        return Err(at.error(format!("invalid {} index: {idx}", entry_kind::<T>(depth))));
    }
    if let Some(v) = values[i] {
        return Ok(v);
    }
    if busy[i] || depth > MAX_DEPTH {
        return Err(at.error(format!(
            "cyclic or too deeply nested reference to {} {idx}",
            T::NAME
        )));
    }
    busy[i] = true;
    let entry = entries[i];
    st.depth += 1;
    let mut c = entry.data;
    let result = if entry.custom {
        let dialect = st.dialects[entry.dialect].clone();
        // The dialect is loaded first; then the reader's hook, and what it leaves is read
        // again from the entry's start.
        let loaded = load_dialect(ctx, st, entry.dialect, &c);
        match loaded.map(|()| T::callback(ctx, st, &mut c, &dialect)) {
            Err(e) | Ok(Some(Err(e))) => Err(e),
            Ok(Some(Ok(Some(v)))) => Ok(v),
            Ok(Some(Ok(None)) | None) => {
                c = entry.data;
                if dialect == "builtin" {
                    T::builtin(ctx, st, &mut c)
                } else {
                    read_custom::<T>(ctx, st, &mut c, &dialect)
                }
            }
        }
        .and_then(|v| {
            if c.is_empty() {
                Ok(v)
            } else {
                Err(c.error(format!(
                    "unexpected trailing bytes after {} entry",
                    entry_kind::<T>(depth)
                )))
            }
        })
    } else {
        text(&c).and_then(|(t, rest)| {
            let v = T::parse(ctx, &t).map_err(|d| ReadError {
                at: Some(format!("{t}:{}:{}", d.line, d.col)),
                ..c.error(d.message.trim_end())
            })?;
            if !rest.is_empty() {
                return Err(rest.error(format!(
                    "unexpected trailing bytes after {} entry",
                    entry_kind::<T>(depth)
                )));
            }
            Ok(v)
        })
    };
    st.depth -= 1;
    let (values, busy, _) = T::table(st);
    busy[i] = false;
    let v = result?;
    values[i] = Some(v);
    Ok(v)
}

/// An entry of `dialect`'s own encoding, read by its bytecode interface.
fn read_custom<T: Entry>(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    c: &mut Cursor<'_>,
    dialect: &str,
) -> Result<T, ReadError> {
    let Some(iface) = super::builtin::dialect_interface(ctx, dialect) else {
        return Err(c.error(format!(
            "dialect '{dialect}' does not implement the bytecode interface"
        )));
    };
    let mut reader = EntryReader::new(ctx, st, c);
    let kind = if T::NAME == "Type" {
        "types"
    } else {
        "attributes"
    };
    T::custom(iface, &mut reader).unwrap_or_else(|| {
        Err(reader.emit_error(format!(
            "dialect {dialect} does not support reading {kind} from bytecode"
        )))
    })
}

/// The text of a fallback entry (nul-terminated).
/// A textual entry (nul-terminated; bytes that are not UTF-8 read as U+FFFD, which MLIR's
/// lexer refuses as it refuses them) and the cursor after it.
fn text<'a>(c: &Cursor<'a>) -> Result<(String, Cursor<'a>), ReadError> {
    let mut c = *c;
    let bytes = c.nul_terminated()?;
    Ok((String::from_utf8_lossy(bytes).into_owned(), c))
}

/// How MLIR names the kind of entry `T` in messages: capitalized when the IR refers to the
/// entry (`depth` 0), in lower case when another entry does.
fn entry_kind<T: Entry>(depth: usize) -> String {
    if depth == 0 {
        T::NAME.to_string()
    } else {
        T::NAME.to_ascii_lowercase()
    }
}

/// `a` as a location, or mlir-opt's error.
pub(crate) fn as_location(
    ctx: &Context,
    at: &Cursor<'_>,
    a: Attribute,
) -> Result<Location, ReadError> {
    match ctx.attr(a).kind() {
        AttrKind::Location(l) => Ok(*l),
        _ => Err(at.error(format!(
            "expected attribute of type: mlir::LocationAttr, but got: {}",
            crate::asm::printer::attribute_to_string(ctx, a)
        ))),
    }
}

/// MLIR's `DialectBytecodeReader` over the entry `c` is in; errors are located at the
/// entry's start.
pub(crate) struct EntryReader<'r, 's, 'a> {
    ctx: &'r mut Context,
    st: &'r mut FileState<'s>,
    c: &'r mut Cursor<'a>,
    at: Cursor<'a>,
}

impl<'r, 's, 'a> EntryReader<'r, 's, 'a> {
    pub(crate) fn new(
        ctx: &'r mut Context,
        st: &'r mut FileState<'s>,
        c: &'r mut Cursor<'a>,
    ) -> Self {
        let at = *c;
        EntryReader { ctx, st, c, at }
    }
}

impl DialectReader for EntryReader<'_, '_, '_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn emit_error(&self, message: String) -> ReadError {
        self.at.error(message)
    }
    fn read_attribute(&mut self) -> Result<Attribute, ReadError> {
        let at = *self.c;
        let i = self.c.var_int()?;
        attr(self.ctx, self.st, &at, i)
    }
    fn read_type(&mut self) -> Result<Type, ReadError> {
        let at = *self.c;
        let i = self.c.var_int()?;
        ty(self.ctx, self.st, &at, i)
    }
    fn identifier_of(&mut self, attr: Attribute, text: &[u8]) -> Identifier {
        let ctx = &*self.ctx;
        *self
            .st
            .identifiers
            .entry(attr)
            .or_insert_with(|| Identifier::get(ctx, &String::from_utf8_lossy(text)))
    }
    fn read_var_int(&mut self) -> Result<u64, ReadError> {
        self.c.var_int()
    }
    fn read_signed_var_int(&mut self) -> Result<i64, ReadError> {
        self.c.signed_var_int()
    }
    fn read_string(&mut self) -> Result<Vec<u8>, ReadError> {
        let i = self.c.var_int()?;
        Ok(string(self.st, self.c, i)?.to_vec())
    }
    fn read_blob(&mut self) -> Result<Vec<u8>, ReadError> {
        let n = self.c.var_int()?;
        Ok(self
            .c
            .bytes(usize::try_from(n).unwrap_or(usize::MAX))?
            .to_vec())
    }
    fn read_byte(&mut self) -> Result<u8, ReadError> {
        self.c.byte()
    }
    fn read_resource_key(&mut self) -> Result<String, ReadError> {
        let i = self.c.var_int()?;
        self.st
            .resources
            .get(usize::try_from(i).unwrap_or(usize::MAX))
            .cloned()
            .ok_or_else(|| self.c.error(format!("invalid resource index: {i}")))
    }
    fn read_count(&mut self) -> Result<usize, ReadError> {
        self.c.count()
    }
    fn dialect_version(&self, dialect: &str) -> Option<&dyn std::any::Any> {
        let d = self.st.dialects.iter().position(|n| n == dialect)?;
        self.st.loaded_versions.get(d)?.as_deref()
    }
}

/// Loads dialect `d` as MLIR's reader does when it first needs it: an unknown dialect is
/// an error unless unregistered dialects are allowed, and a version entry is read by the
/// dialect's bytecode interface, which it must have.
pub(crate) fn load_dialect(
    ctx: &mut Context,
    st: &mut FileState<'_>,
    d: usize,
    at: &Cursor<'_>,
) -> Result<(), ReadError> {
    if st.dialects_loaded.get(d).copied().unwrap_or(true) {
        return Ok(());
    }
    let name = st.dialects[d].clone();
    // The builtin dialect is always loaded.
    let known = name == "builtin" || ctx.is_dialect_registered(&name);
    if !known && !ctx.allows_unregistered_dialects() {
        return Err(at.error(format!(
            "dialect '{name}' is unknown. If this is intended, please call \
             allowUnregisteredDialects() on the MLIRContext, or use \
             -allow-unregistered-dialect with the MLIR tool used."
        )));
    }
    st.dialects_loaded[d] = true;
    let Some(mut version) = st.dialect_versions[d] else {
        return Ok(());
    };
    let Some(iface) = super::builtin::dialect_interface(ctx, &name) else {
        return Err(at.error(format!(
            "dialect '{name}' does not implement the bytecode interface, but found a version \
             entry"
        )));
    };
    let mut reader = EntryReader::new(ctx, st, &mut version);
    let loaded = match iface.read_version(&mut reader) {
        Some(result) => result?,
        None => return Err(reader.emit_error("Dialect does not support versioning".to_string())),
    };
    st.loaded_versions[d] = Some(loaded);
    Ok(())
}
