//! What generated code calls in the runtime: the crate's path, and the printer's and
//! parser's methods for type and attribute handles.

pub(crate) const RT: &str = "::ods_runtime";

/// The printer's and parser's methods for a type handle (`is_type`) or an attribute handle.
pub(crate) struct HandleIo {
    /// The printer's method (`print_type`).
    pub print: &'static str,
    /// The parser's call (`parse_type()`).
    pub parse: &'static str,
    /// The parser's call when the value may be absent (`parse_optional_type()`).
    pub parse_optional: &'static str,
}

/// See [`HandleIo`].
pub(crate) fn handle_io(is_type: bool) -> HandleIo {
    if is_type {
        HandleIo {
            print: "print_type",
            parse: "parse_type()",
            parse_optional: "parse_optional_type()",
        }
    } else {
        HandleIo {
            print: "print_attribute",
            parse: "parse_attribute(None)",
            parse_optional: "parse_optional_attribute(None)",
        }
    }
}
