//! The error every stage of the assembly-format compiler returns: mlir-tblgen's message and
//! the byte offset in the format string it is about.

/// A format error: what is wrong and where in the format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// Byte offset into the format string (its length for "unexpected end").
    pub offset: usize,
    /// mlir-tblgen's message.
    pub message: String,
}

impl FormatError {
    pub(crate) fn new(offset: usize, message: impl Into<String>) -> Self {
        FormatError {
            offset,
            message: message.into(),
        }
    }
}
