//! MLIR bytecode: the binary form of the IR `mlir-opt --emit-bytecode` writes, byte for
//! byte (every version from 0 to 6), and reads back.
//!
//! - `encoding`: varints, sections, the format's constants;
//! - `interface`: the dialect hook ([`BytecodeDialectInterface`], MLIR's
//!   `BytecodeDialectInterface`) through which a dialect encodes its attributes and types;
//!   what no hook handles is written in its textual form;
//! - `builtin`: the builtin dialect's encodings (`BuiltinDialectBytecode.td`);
//! - `numbering`: what the writer numbers and in which order (MLIR's `IRNumbering`);
//! - `properties`: operation properties;
//! - `writer`: the sections;
//! - `reader`, `read_attrs`, `read_ir`: reading it back.

mod builtin;
mod encoding;
mod interface;
mod numbering;
mod properties;
mod read_attrs;
mod read_ir;
mod reader;
mod writer;

pub use encoding::{MAGIC, ReadError, version};
pub use interface::{BytecodeDialectInterface, DialectWriter, dialect_interface};
pub use reader::read_bytecode;
pub use writer::{WriteError, WriterConfig, write_bytecode};

/// True when `data` starts with the bytecode magic number.
pub fn is_bytecode(data: &[u8]) -> bool {
    data.starts_with(MAGIC)
}
