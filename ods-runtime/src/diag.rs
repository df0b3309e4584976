//! Diagnostics: an error message anchored at a source position.

/// An error with the position it refers to, displayed as `file:line:col: error: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// File name as given to the parser (`-` or `<stdin>` for standard input).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// The message, in mlir-opt's words.
    pub message: String,
}
