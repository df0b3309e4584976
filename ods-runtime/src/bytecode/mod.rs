//! MLIR bytecode: the binary form of the IR `mlir-opt --emit-bytecode` writes, byte for
//! byte (every version from 0 to 6), and reads back.
//!
//! - `encoding`: varints, sections, the format's constants;
//! - `interface`: the dialect hook ([`BytecodeDialectInterface`], MLIR's
//!   `BytecodeDialectInterface`) through which a dialect encodes its attributes and types;
//!   what no hook handles is written in its textual form;
//! - `builtin`: the builtin dialect's encodings (and which interface encodes a dialect's
//!   attributes and types), generated from `BuiltinDialectBytecode.td`
//!   (`ods/BuiltinDialectBytecode.gen.rs`), over MLIR's builtin classes (`builtin_classes`) and dense
//!   element storage (`elements`);
//! - `numbering`: what the writer numbers and in which order (MLIR's `IRNumbering`);
//! - `properties`: operation properties, and `property_codec` the encodings of
//!   `Properties.td`'s kinds;
//! - `writer`: the sections;
//! - `reader`, `read_attrs`, `read_ir`: reading it back, into what `file_state` holds of
//!   the file before its IR.

mod builtin;
mod builtin_classes;
mod elements;
mod encoding;
mod file_state;
mod interface;
mod numbering;
mod properties;
mod property_codec;
mod read_attrs;
mod read_ir;
mod reader;
mod use_lists;
mod writer;

pub use builtin::dialect_interface;
pub use encoding::{MAGIC, ReadError, version};
pub use interface::{
    AttrClass, AttrRef, BytecodeDialectInterface, DialectReader, DialectVersion, DialectWriter,
    Get, ResourceHandle, TypeCallback, TypeClass, isa, read_list, read_resource_handle,
    write_attributes_as, write_list, write_types_as,
};
pub use reader::{ReaderConfig, header_note, read_bytecode, read_bytecode_with};
pub use writer::{WriteError, WriterConfig, write_bytecode};

/// True when `data` starts with the bytecode magic number.
pub fn is_bytecode(data: &[u8]) -> bool {
    data.starts_with(MAGIC)
}
