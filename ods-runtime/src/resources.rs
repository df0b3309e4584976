//! File resources: what a `{-# dialect_resources: {...}, external_resources: {...} #-}`
//! section at the end of a `.mlir` file holds, kept in the context and printed back as
//! mlir-opt prints them.
//!
//! The builtin dialect's resources are the blobs `dense_resource<key>` attributes name:
//! each is a hex string whose first 4 bytes are the blob's alignment (little endian). Only
//! the blobs the printed IR refers to are printed back, in the order it refers to them.
//! External resources (`mlir_reproducer`, tools' own entries) are kept as read and all
//! printed back.

use crate::Context;
use crate::asm::printer::write_escaped;

/// A blob: the data and the alignment it was declared with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blob {
    /// The alignment, in bytes.
    pub alignment: u32,
    /// The bytes.
    pub data: Vec<u8>,
}

impl Blob {
    /// The blob from its textual form `"0x<alignment><data>"` (hex, at least 4 bytes):
    /// `None` when it is not hex, `Some(None)` when it is shorter than the alignment.
    pub fn from_hex(text: &str) -> Option<Option<Blob>> {
        let bytes = decode_hex(text.strip_prefix("0x")?)?;
        if bytes.len() < 4 {
            return Some(None);
        }
        let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        Some(Some(Blob {
            alignment,
            data: bytes[4..].to_vec(),
        }))
    }

    /// The textual form, upper-case hex as mlir-opt writes it.
    pub fn to_hex(&self) -> String {
        let mut out = String::from("0x");
        for b in self.alignment.to_le_bytes().iter().chain(&self.data) {
            out.push_str(&format!("{b:02X}"));
        }
        out
    }
}

/// The bytes of an even-length hex string.
fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    if hex.len() % 2 != 0 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok())
        .collect()
}

/// The value of an external resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// `true` or `false`.
    Bool(bool),
    /// A string.
    String(Vec<u8>),
    /// A hex blob.
    Blob(Blob),
}

/// The resources of a context.
#[derive(Clone, Debug, Default)]
pub struct ResourceStore {
    blobs: Vec<(String, Blob)>,
    external: Vec<(String, Vec<(String, ResourceValue)>)>,
}

impl Context {
    /// Sets the builtin dialect's blob `key` (a later definition replaces an earlier one).
    pub(crate) fn set_resource_blob(&mut self, key: &str, blob: Blob) {
        let blobs = &mut std::sync::Arc::make_mut(&mut self.resources).blobs;
        match blobs.iter_mut().find(|(k, _)| k == key) {
            Some((_, b)) => *b = blob,
            None => blobs.push((key.to_string(), blob)),
        }
    }

    /// The builtin dialect's blob `key`, if one was declared.
    pub(crate) fn resource_blob(&self, key: &str) -> Option<&Blob> {
        self.resources
            .blobs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, b)| b)
    }

    /// Adds the entry `key` of the external resource group `group`.
    pub(crate) fn add_external_resource(&mut self, group: &str, key: &str, value: ResourceValue) {
        let external = &mut std::sync::Arc::make_mut(&mut self.resources).external;
        let entries = match external.iter().position(|(g, _)| g == group) {
            Some(i) => &mut external[i].1,
            None => {
                external.push((group.to_string(), Vec::new()));
                &mut external.last_mut().expect("just pushed").1
            }
        };
        match entries.iter_mut().find(|(k, _)| k == key) {
            Some((_, v)) => *v = value,
            None => entries.push((key.to_string(), value)),
        }
    }

    /// The external resource groups, each with its entries, in the order they were read.
    pub(crate) fn external_resources(&self) -> &[(String, Vec<(String, ResourceValue)>)] {
        &self.resources.external
    }
}

/// The `{-# ... #-}` section mlir-opt prints after the IR: the declared blobs among
/// `referenced` (in that order) and every external resource; `None` when there is nothing
/// to print.
pub fn file_metadata_text(ctx: &Context, referenced: &[String]) -> Option<String> {
    let blobs: Vec<(&String, &Blob)> = referenced
        .iter()
        .filter_map(|k| ctx.resource_blob(k).map(|b| (k, b)))
        .collect();
    let external = ctx.external_resources();
    if blobs.is_empty() && external.is_empty() {
        return None;
    }
    let mut sections = Vec::new();
    if !blobs.is_empty() {
        let entries: Vec<String> = blobs
            .iter()
            .map(|(k, b)| format!("      {}: \"{}\"", key_text(k), b.to_hex()))
            .collect();
        sections.push(format!(
            "  dialect_resources: {{\n    builtin: {{\n{}\n    }}\n  }}",
            entries.join(",\n")
        ));
    }
    if !external.is_empty() {
        let groups: Vec<String> = external
            .iter()
            .map(|(g, entries)| {
                let entries: Vec<String> = entries
                    .iter()
                    .map(|(k, v)| {
                        let value = match v {
                            ResourceValue::Bool(b) => b.to_string(),
                            ResourceValue::String(s) => quote(s),
                            ResourceValue::Blob(b) => format!("\"{}\"", b.to_hex()),
                        };
                        format!("      {}: {value}", key_text(k))
                    })
                    .collect();
                format!("    {}: {{\n{}\n    }}", key_text(g), entries.join(",\n"))
            })
            .collect();
        sections.push(format!(
            "  external_resources: {{\n{}\n  }}",
            groups.join(",\n")
        ));
    }
    Some(format!("{{-#\n{}\n#-}}\n", sections.join(",\n")))
}

/// A string literal as the printer writes one.
fn quote(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    write_escaped(&mut out, bytes);
    out.push('"');
    out
}

/// A key as written: bare when it is an identifier, else quoted.
fn key_text(key: &str) -> String {
    let bare = key
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'));
    if bare {
        key.to_string()
    } else {
        quote(key.as_bytes())
    }
}
