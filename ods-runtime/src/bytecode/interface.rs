//! The dialect hook of the bytecode (MLIR's `BytecodeDialectInterface` with its
//! `DialectBytecodeWriter`): a dialect that gives its attributes and types a binary encoding
//! implements [`BytecodeDialectInterface`]; an attribute or type it does not handle (or of a
//! dialect without the hook) is written in its textual form. The builtin dialect's encodings
//! are in `builtin.rs`; generated encodings (ODS `BytecodeBase.td`) plug in through the same
//! trait.

use super::encoding::ReadError;
use crate::attributes::ApInt;
use crate::attributes::apfloat::ApFloat;
use crate::ir::OpId;
use crate::op_error::VerifyError;
use crate::types::Identifier;
use crate::{Attribute, Context, Type};
use std::any::Any;

/// A dialect's version as its bytecode hook read it from a file (MLIR's `DialectVersion`):
/// what [`BytecodeDialectInterface::read_version`] returns, handed back to the dialect's
/// readers ([`DialectReader::dialect_version`]) and to its
/// [`BytecodeDialectInterface::upgrade_from_version`].
pub type DialectVersion = Box<dyn Any>;

/// What a dialect's encoder writes through (MLIR's `DialectBytecodeWriter`).
pub trait DialectWriter {
    /// The context the IR lives in.
    fn ctx(&self) -> &Context;
    /// The bytecode version being written.
    fn bytecode_version(&self) -> u64;
    /// A reference to an attribute.
    fn write_attribute(&mut self, attr: Attribute);
    /// A reference to an attribute that may be absent.
    fn write_optional_attribute(&mut self, attr: Option<Attribute>);
    /// A reference to a type.
    fn write_type(&mut self, ty: Type);
    /// A reference to `value` (MLIR's `writeAttribute` of a class); an absent one writes
    /// nothing.
    fn write_attribute_ref(&mut self, value: &dyn AttrRef) {
        if let Some(a) = value.attr_ref() {
            self.write_attribute(a);
        }
    }
    /// A reference to the builtin dialect's resource `key`.
    fn write_resource_handle(&mut self, key: &str);
    /// An unsigned varint.
    fn write_var_int(&mut self, value: u64);
    /// A signed (zigzag) varint.
    fn write_signed_var_int(&mut self, value: i64);
    /// A string, kept in the string section.
    fn write_owned_string(&mut self, s: &[u8]);
    /// A blob: its size and bytes.
    fn write_owned_blob(&mut self, data: &[u8]);
    /// A bool, as one byte.
    fn write_owned_bool(&mut self, value: bool);

    /// A list: its length, then each element.
    fn write_attributes(&mut self, attrs: &[Attribute]) {
        self.write_var_int(attrs.len() as u64);
        for &a in attrs {
            self.write_attribute(a);
        }
    }

    /// A list of types.
    fn write_types(&mut self, types: &[Type]) {
        self.write_var_int(types.len() as u64);
        for &t in types {
            self.write_type(t);
        }
    }

    /// A list of signed varints.
    fn write_signed_var_ints(&mut self, values: &[i64]) {
        self.write_var_int(values.len() as u64);
        for &v in values {
            self.write_signed_var_int(v);
        }
    }

    /// A varint with a flag in its low bit.
    fn write_var_int_with_flag(&mut self, value: u64, flag: bool) {
        self.write_var_int((value << 1) | u64::from(flag));
    }

    /// An integer whose width the reader knows: one byte up to 8 bits, a signed varint up
    /// to 64, else the active 64-bit words (count, then each as a signed varint).
    fn write_ap_int_with_known_width(&mut self, value: &ApInt) {
        let width = value.width();
        let bytes = value.to_le_bytes();
        let word = |i: usize| -> u64 {
            let mut w = [0u8; 8];
            for (j, b) in w.iter_mut().enumerate() {
                *b = bytes.get(i * 8 + j).copied().unwrap_or(0);
            }
            u64::from_le_bytes(w)
        };
        if width <= 8 {
            self.write_var_int_raw_byte(word(0) as u8);
            return;
        }
        if width <= 64 {
            self.write_signed_var_int(word(0) as i64);
            return;
        }
        let num_words = width.div_ceil(64) as usize;
        let active = (0..num_words)
            .rev()
            .find(|&i| word(i) != 0)
            .map_or(1, |i| i + 1);
        self.write_var_int(active as u64);
        for i in 0..active {
            self.write_signed_var_int(word(i) as i64);
        }
    }

    /// A float whose semantics the reader knows: its bits as an integer of known width
    /// (MLIR's `writeAPFloatWithKnownSemantics`).
    fn write_ap_float_with_known_semantics(&mut self, value: &ApFloat) {
        // MLIR writes `bitcastToAPInt()`: an `f80` unnormal goes out as the NaN it reads as.
        self.write_ap_int_with_known_width(&value.bitcast_to_apint());
    }

    /// One raw byte (an integer of at most 8 bits).
    fn write_var_int_raw_byte(&mut self, byte: u8);

    /// A sparse array of small integers (MLIR's `writeSparseArray`).
    fn write_sparse_array(&mut self, array: &[i32]) {
        let size = array.len() as u64;
        let mut non_zeroes = 0u64;
        let mut last_index = 0usize;
        for (i, &v) in array.iter().enumerate() {
            if v != 0 {
                non_zeroes += 1;
                last_index = i;
            }
        }
        if last_index > 256 || non_zeroes > size / 2 {
            self.write_var_int_with_flag(size, false);
            for &v in array {
                self.write_var_int(v as u32 as u64);
            }
            return;
        }
        self.write_var_int_with_flag(non_zeroes, true);
        if non_zeroes == 0 {
            return;
        }
        let index_bits = u64::from(usize::BITS - last_index.leading_zeros());
        let index_bits = if last_index == 0 { 0 } else { index_bits };
        self.write_var_int(index_bits);
        for (i, &v) in array.iter().enumerate().take(last_index + 1) {
            if v != 0 {
                self.write_var_int(((v as u32 as u64) << index_bits) | i as u64);
            }
        }
    }
}

/// A dialect's binary encodings of its attributes and types (MLIR's
/// `BytecodeDialectInterface`). Returning `false` leaves the value to the textual encoding.
pub trait BytecodeDialectInterface: Sync {
    /// Writes `attr` and returns true, or returns false without writing.
    fn write_attribute(&self, attr: Attribute, writer: &mut dyn DialectWriter) -> bool {
        let _ = (attr, writer);
        false
    }
    /// Writes `ty` and returns true, or returns false without writing.
    fn write_type(&self, ty: Type, writer: &mut dyn DialectWriter) -> bool {
        let _ = (ty, writer);
        false
    }
    /// Writes the dialect's version (from bytecode version 1); writing nothing says the
    /// dialect has none.
    fn write_version(&self, writer: &mut dyn DialectWriter) {
        let _ = writer;
    }
    /// Reads the dialect's version entry (MLIR's `readVersion`); `None` when the dialect
    /// has no versions (the reader then reports that it does not support versioning).
    fn read_version(
        &self,
        reader: &mut dyn DialectReader,
    ) -> Option<Result<DialectVersion, ReadError>> {
        let _ = reader;
        None
    }
    /// Upgrades what was read from a file written at the dialect's `version` (as its
    /// [`read_version`](Self::read_version) returned it) to the dialect's current form
    /// (MLIR's `upgradeFromVersion`): called once the whole IR under `top`, the reader's
    /// top-level operation, is read, before it is verified, for each dialect the file gave a
    /// version and the reader loaded. An error fails the read.
    fn upgrade_from_version(
        &self,
        ctx: &mut Context,
        top: OpId,
        version: &dyn Any,
    ) -> Result<(), VerifyError> {
        let _ = (ctx, top, version);
        Ok(())
    }
    /// Reads an attribute the dialect wrote (MLIR's `readAttribute`); `None` when the
    /// dialect reads no attributes.
    fn read_attribute(
        &self,
        reader: &mut dyn DialectReader,
    ) -> Option<Result<Attribute, ReadError>> {
        let _ = reader;
        None
    }
    /// Reads a type the dialect wrote (MLIR's `readType`); `None` when the dialect reads no
    /// types.
    fn read_type(&self, reader: &mut dyn DialectReader) -> Option<Result<Type, ReadError>> {
        let _ = reader;
        None
    }
}

/// The bytecode hook a dialect registered (see [`Context::set_bytecode_interface`]).
pub(crate) struct BytecodeHook(pub(crate) &'static dyn BytecodeDialectInterface);

impl Context {
    /// Gives the dialect `namespace` (registered if it is not yet) its bytecode encodings.
    pub fn set_bytecode_interface(
        &mut self,
        namespace: &str,
        interface: &'static dyn BytecodeDialectInterface,
    ) {
        self.register_dialect(namespace);
        if let Some(def) = self.dialect_definition_mut(namespace) {
            def.set_extension(BytecodeHook(interface));
        }
    }
}

/// What a dialect's decoder reads through (MLIR's `DialectBytecodeReader`). Errors are
/// located at the entry being read.
pub trait DialectReader {
    /// The context the IR lives in.
    fn ctx(&self) -> &Context;
    /// An error at the entry being read (MLIR's `emitError`).
    fn emit_error(&self, message: String) -> ReadError;
    /// A reference to an attribute.
    fn read_attribute(&mut self) -> Result<Attribute, ReadError>;
    /// A reference to a type.
    fn read_type(&mut self) -> Result<Type, ReadError>;
    /// An unsigned varint.
    fn read_var_int(&mut self) -> Result<u64, ReadError>;
    /// A signed (zigzag) varint.
    fn read_signed_var_int(&mut self) -> Result<i64, ReadError>;
    /// A reference to a string of the string section.
    fn read_string(&mut self) -> Result<Vec<u8>, ReadError>;
    /// A blob: its size and bytes.
    fn read_blob(&mut self) -> Result<Vec<u8>, ReadError>;
    /// One raw byte.
    fn read_byte(&mut self) -> Result<u8, ReadError>;
    /// A reference to a resource: its key.
    fn read_resource_key(&mut self) -> Result<String, ReadError>;
    /// The length of a list, as read: read its elements one by one rather than allocating
    /// for it up front (a length beyond the bytes left fails where they run out, as in
    /// MLIR).
    fn read_count(&mut self) -> Result<usize, ReadError>;

    /// The version the file gave `dialect`, as the dialect's hook read it (MLIR's
    /// `getDialectVersion`): `None` when the file gave it none, or it is not loaded yet.
    fn dialect_version(&self, dialect: &str) -> Option<&dyn Any> {
        let _ = dialect;
        None
    }

    /// The identifier of `text`, what the string attribute `attr` holds (a location's file
    /// name): a reader may remember it by the attribute, so that a name many entries refer
    /// to is interned once.
    fn identifier_of(&mut self, attr: Attribute, text: &[u8]) -> Identifier {
        let _ = attr;
        Identifier::get(self.ctx(), &String::from_utf8_lossy(text))
    }

    /// A bool, as one byte.
    fn read_bool(&mut self) -> Result<bool, ReadError> {
        Ok(self.read_byte()? != 0)
    }

    /// A reference to an attribute of class `T` (MLIR's `readAttribute<T>`).
    fn read_attribute_as<T: AttrClass>(&mut self) -> Result<T, ReadError>
    where
        Self: Sized,
    {
        let a = self.read_attribute()?;
        T::cast(self.ctx(), a).ok_or_else(|| {
            let got = crate::asm::printer::attribute_to_string(self.ctx(), a);
            self.emit_error(format!("expected mlir::{}, but got: {got}", T::NAME))
        })
    }

    /// A reference to a type of class `T` (MLIR's `readType<T>`).
    fn read_type_as<T: TypeClass>(&mut self) -> Result<T, ReadError>
    where
        Self: Sized,
    {
        let t = self.read_type()?;
        T::cast(self.ctx(), t).ok_or_else(|| {
            let got = crate::asm::printer::type_to_string(self.ctx(), t);
            self.emit_error(format!("expected mlir::{}, but got: {got}", T::NAME))
        })
    }

    /// A list of attributes of class `T` (MLIR's `readAttributes`).
    fn read_attributes_as<T: AttrClass>(&mut self) -> Result<Vec<T>, ReadError>
    where
        Self: Sized,
    {
        read_list(self, |r| r.read_attribute_as())
    }

    /// A list of types of class `T` (MLIR's `readTypes`).
    fn read_types_as<T: TypeClass>(&mut self) -> Result<Vec<T>, ReadError>
    where
        Self: Sized,
    {
        read_list(self, |r| r.read_type_as())
    }
}

/// A reader behind a reference is a reader, so that the generic decoders (the builtin
/// dialect's) run on a `&mut dyn DialectReader`.
impl<R: DialectReader + ?Sized> DialectReader for &mut R {
    fn ctx(&self) -> &Context {
        (**self).ctx()
    }
    fn emit_error(&self, message: String) -> ReadError {
        (**self).emit_error(message)
    }
    fn read_attribute(&mut self) -> Result<Attribute, ReadError> {
        (**self).read_attribute()
    }
    fn read_type(&mut self) -> Result<Type, ReadError> {
        (**self).read_type()
    }
    fn read_var_int(&mut self) -> Result<u64, ReadError> {
        (**self).read_var_int()
    }
    fn read_signed_var_int(&mut self) -> Result<i64, ReadError> {
        (**self).read_signed_var_int()
    }
    fn read_string(&mut self) -> Result<Vec<u8>, ReadError> {
        (**self).read_string()
    }
    fn read_blob(&mut self) -> Result<Vec<u8>, ReadError> {
        (**self).read_blob()
    }
    fn read_byte(&mut self) -> Result<u8, ReadError> {
        (**self).read_byte()
    }
    fn read_resource_key(&mut self) -> Result<String, ReadError> {
        (**self).read_resource_key()
    }
    fn read_count(&mut self) -> Result<usize, ReadError> {
        (**self).read_count()
    }
    fn dialect_version(&self, dialect: &str) -> Option<&dyn Any> {
        (**self).dialect_version(dialect)
    }
    fn identifier_of(&mut self, attr: Attribute, text: &[u8]) -> Identifier {
        (**self).identifier_of(attr, text)
    }
}

/// A list: its length, then each element read by `read` (MLIR's `readList`).
pub fn read_list<R: DialectReader, T>(
    reader: &mut R,
    mut read: impl FnMut(&mut R) -> Result<T, ReadError>,
) -> Result<Vec<T>, ReadError> {
    let n = reader.read_count()?;
    let mut out = Vec::new();
    for _ in 0..n {
        out.push(read(reader)?);
    }
    Ok(out)
}

/// A list: its length, then each element written by `write` (MLIR's `writeList`).
pub fn write_list<T>(
    writer: &mut dyn DialectWriter,
    items: Vec<T>,
    mut write: impl FnMut(&mut dyn DialectWriter, T),
) {
    writer.write_var_int(items.len() as u64);
    for item in items {
        write(writer, item);
    }
}

/// What [`DialectWriter::write_attribute_ref`] takes: an attribute of a class, or an attribute that may be
/// absent (MLIR's null `Attribute`, which the encodings write only under a
/// `printerPredicate` that saw it present).
pub trait AttrRef {
    /// The attribute, if present.
    fn attr_ref(&self) -> Option<Attribute>;
}

impl<T: AttrClass> AttrRef for T {
    fn attr_ref(&self) -> Option<Attribute> {
        Some(self.as_attr())
    }
}

impl AttrRef for Option<Attribute> {
    fn attr_ref(&self) -> Option<Attribute> {
        *self
    }
}

/// A list of attributes of a class (MLIR's `writeAttributes`).
pub fn write_attributes_as<T: AttrClass>(writer: &mut dyn DialectWriter, items: Vec<T>) {
    write_list(writer, items, |w, a| w.write_attribute(a.as_attr()));
}

/// A list of types of a class (MLIR's `writeTypes`).
pub fn write_types_as<T: TypeClass>(writer: &mut dyn DialectWriter, items: Vec<T>) {
    write_list(writer, items, |w, t| w.write_type(t.as_type()));
}

/// An attribute class (MLIR's `Attribute` subclasses as `dyn_cast` sees them): the value an
/// attribute of the class holds, read when it is cast.
pub trait AttrClass: Sized {
    /// The class name, as MLIR's messages give it.
    const NAME: &'static str;
    /// `attr` as this class, if it is one (MLIR's `dyn_cast`).
    fn cast(ctx: &Context, attr: Attribute) -> Option<Self>;
    /// The attribute.
    fn as_attr(&self) -> Attribute;
}

/// A type class (MLIR's `Type` subclasses as `dyn_cast` sees them).
pub trait TypeClass: Sized {
    /// The class name, as MLIR's messages give it.
    const NAME: &'static str;
    /// `ty` as this class, if it is one (MLIR's `dyn_cast`).
    fn cast(ctx: &Context, ty: Type) -> Option<Self>;
    /// The type.
    fn as_type(&self) -> Type;
}

impl AttrClass for Attribute {
    const NAME: &'static str = "Attribute";
    fn cast(_: &Context, attr: Attribute) -> Option<Self> {
        Some(attr)
    }
    fn as_attr(&self) -> Attribute {
        *self
    }
}

impl TypeClass for Type {
    const NAME: &'static str = "Type";
    fn cast(_: &Context, ty: Type) -> Option<Self> {
        Some(ty)
    }
    fn as_type(&self) -> Type {
        *self
    }
}

/// A class's `get` from the values its encoding holds (MLIR's `get<T>(context, args...)`,
/// overloaded by the tuple of arguments); the error is the message of an invalid value.
pub trait Get<Args>: Sized {
    /// What `get` builds (`Attribute`, `Type`, or a value of a list).
    type Output;
    /// Builds the value.
    fn get(context: &Context, args: Args) -> Result<Self::Output, String>;
}

/// True when `ty` is of class `T` (MLIR's `isa<T>`).
pub fn isa<T: TypeClass>(ctx: &Context, ty: Type) -> bool {
    T::cast(ctx, ty).is_some()
}

/// A resource handle class: the key of the resource it refers to.
pub trait ResourceHandle: Sized {
    /// The handle of resource `key`.
    fn from_key(key: String) -> Self;
    /// The resource's key.
    fn key(&self) -> &str;
}

/// A handle to a resource (MLIR's `readResourceHandle<T>`).
pub fn read_resource_handle<T: ResourceHandle, R: DialectReader>(
    reader: &mut R,
) -> Result<T, ReadError> {
    Ok(T::from_key(reader.read_resource_key()?))
}

/// A hook for the custom-encoded type entries (MLIR's type callbacks of a
/// `BytecodeReaderConfig`): given a reader over the entry and the name of its dialect group,
/// it reads the entry (`Some`), or leaves it (`None`) to the dialect, which reads it again
/// from its start. It may be called again while it reads (for the types an entry refers to).
pub type TypeCallback<'a> =
    dyn Fn(&mut dyn DialectReader, &str) -> Result<Option<Type>, ReadError> + 'a;
