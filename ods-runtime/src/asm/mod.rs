//! The textual format. `lexer` tokenizes MLIR assembly; `parser` holds the [`parser::Parser`]
//! with type, attribute and location syntax; `printer` holds the [`printer::Printer`] with
//! the same; `op_parser` and `op_printer` add the generic operation form on top.

pub mod lexer;
pub mod op_parser;
pub mod op_printer;
pub mod parser;
pub mod printer;
