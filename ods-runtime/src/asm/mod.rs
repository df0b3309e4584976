//! The textual format. `lexer` tokenizes MLIR assembly; `parser` holds the [`parser::Parser`]
//! with type, attribute and location syntax; `printer` holds the [`printer::Printer`] with
//! the same; `op_parser` and `op_printer` add the generic operation form on top; `op_format`
//! holds the tables of the custom forms declared by `assemblyFormat`, `format_parse` and
//! `format_print` what their generated parsers and printers call, with `prop_form` for how
//! their property variables are written and `enum_form` for how enum attributes and
//! properties are.
//!
//! The module spans layers (see the crate docs): the lexer sits at the bottom, the syntax of
//! types, attributes and locations with the storage it reads and writes, the operation
//! printer above the registry, and the operation parser at the top.

pub mod enum_form;
pub mod format_parse;
pub mod format_print;
pub mod function;
pub mod lexer;
pub mod op_format;
pub mod op_parser;
pub mod op_printer;
pub mod parser;
pub mod printer;
pub mod prop_form;
