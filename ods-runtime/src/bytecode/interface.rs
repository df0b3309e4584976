//! The dialect hook of the bytecode (MLIR's `BytecodeDialectInterface` with its
//! `DialectBytecodeWriter`): a dialect that gives its attributes and types a binary encoding
//! implements [`BytecodeDialectInterface`]; an attribute or type it does not handle (or of a
//! dialect without the hook) is written in its textual form. The builtin dialect's encodings
//! are in `builtin.rs`; generated encodings (ODS `BytecodeBase.td`) plug in through the same
//! trait.

use crate::attributes::ApInt;
use crate::{Attribute, Context, Type};

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
}

/// The bytecode hook a dialect registered (see [`Context::set_bytecode_interface`]).
struct BytecodeHook(&'static dyn BytecodeDialectInterface);

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

/// The bytecode interface of dialect `name`, if it has one.
pub fn dialect_interface(
    ctx: &Context,
    name: &str,
) -> Option<&'static dyn BytecodeDialectInterface> {
    if name == "builtin" {
        return Some(&super::builtin::BuiltinBytecode);
    }
    ctx.dialect_definition(name)?
        .extension::<BytecodeHook>()
        .map(|h| h.0)
}
