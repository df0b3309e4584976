//! The assembly-format compiler's front half: an op's or a type's/attribute's
//! `assemblyFormat` string is lexed (`lexer`), parsed into a tree (`ast`) by the grammar
//! shared by both (`parser`), and checked as mlir-tblgen checks it, with its wording: op
//! rules in `op`, type and attribute rules in `def`. Every error carries the byte offset in
//! the format string it is about; model validation turns that into a `file:line:col` of
//! the spec. Code generation calls [`parse_op`] or [`parse_def`] for the tree, and
//! [`plan::plan`] for what the generated parser and printer of an op format need.

pub mod ast;
mod def;
mod error;
pub mod lexer;
pub(crate) mod op;
mod parser;
pub mod plan;

use crate::model::{AttrOrTypeDef, Operator};
pub use ast::Format;
pub use error::FormatError;

/// Parses and checks `format` as the assembly format of `op`.
pub fn parse_op(op: &Operator, format: &str) -> Result<Format, FormatError> {
    parser::Parser::new(format, parser::Target::Op(op))?.parse()
}

/// Parses and checks `format` as the assembly format of the type or attribute `def`.
pub fn parse_def(def: &AttrOrTypeDef, format: &str) -> Result<Format, FormatError> {
    parser::Parser::new(format, parser::Target::Def(def))?.parse()
}

#[cfg(test)]
mod tests;
