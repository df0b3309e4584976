//! ods-build: the library a dialect crate's `build.rs` calls to turn an MLIR ODS spec
//! (TableGen `.td` or its YAML mirror) into typed Rust ops, adaptors, properties, enums,
//! type and attribute definitions, dialect registration and docs.
//!
//! ```no_run
//! // in build.rs's `main`:
//! ods_build::compile("src/TestOps.td");
//! ```
//!
//! Data flows one way, each stage entered once by [`emit`]: [`spec`] (records or YAML) ->
//! [`model`] (validated ODS semantics) -> [`format`](mod@format) (every assembly format parsed,
//! checked and planned) -> [`render`] (view structs and handlebars templates) -> [`emit`]
//! (files in `OUT_DIR`). [`names`] (Rust naming) is a leaf every stage uses.
//! Errors are [`Error`]s whose `Display` is `path:line:col: error: message` with the source
//! line and a caret.

pub mod bytecode;
pub mod diag;
pub mod emit;
pub mod format;
pub mod library;
pub mod model;
pub mod names;
mod placeholders;
pub mod render;
pub mod spec;

pub use diag::{Error, Loc};
pub use emit::{Config, Generated, GeneratedFile, compile};
pub use model::Spec;
