//! The IR that ods-build's generated code targets: context, types, attributes, operations,
//! properties, traits, verification and the textual format.
//!
//! Module map (who depends on whom):
//! - [`context`]: the [`Context`] that uniques types/attributes and owns the IR arenas.
//! - [`types`], [`attributes`], [`location`]: uniqued builtin types, attributes and locations.
//! - [`asm`]: the textual format: lexer, parser and printer infrastructure, type/attribute
//!   syntax, and the generic operation form.
//! - [`ir`]: operations, blocks, regions, values and use lists.
//! - [`builder`]: the [`builder::OpBuilder`] that creates operations and blocks at an
//!   insertion point (part of the `ir` layer).
//! - [`builtin_ops`]: the builtin dialect's `builtin.module` and its [`builtin_ops::ModuleOp`]
//!   builder.
//! - [`registry`]: registered dialects and operation names with their traits, interfaces
//!   and hooks.
//! - [`rewrite`]: rewrite patterns and pattern sets (canonicalization patterns by benefit).
//! - [`traits`], [`verify`]: trait markers and verifiers, and the verifier driver.
//! - [`diag`]: diagnostics with source locations.

pub mod asm;
pub mod attributes;
pub mod builder;
pub mod builtin_ops;
pub mod context;
pub mod diag;
pub mod dialect_storage;
pub mod ir;
pub mod location;
pub mod property_value;
pub mod registry;
pub mod rewrite;
pub mod support;
pub mod traits;
pub mod types;
pub mod verify;

pub use attributes::Attribute;
pub use context::Context;
pub use diag::Diagnostic;
pub use location::Location;
pub use types::Type;
