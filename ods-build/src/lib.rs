//! ods-build: the library a dialect crate's `build.rs` calls to turn an MLIR ODS spec
//! (TableGen `.td` or its YAML mirror) into typed Rust ops, adaptors, properties, enums,
//! type and attribute definitions, dialect registration and docs.
//!
//! Data flows one way: [`spec`] (records or YAML) -> [`model`] (validated ODS semantics) ->
//! render (view structs and templates) -> emit (files in `OUT_DIR`). Errors are
//! [`diag::Error`]s whose `Display` is `path:line:col: error: message` with the source line.

pub mod diag;
pub mod library;
pub mod model;
pub mod spec;

pub use diag::{Error, Loc};
pub use model::Spec;
