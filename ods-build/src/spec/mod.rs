//! Spec readers: every input format lowers to the same [`crate::model::Spec`].
//!
//! - [`td`]: TableGen records (through the [`records`] view) to the model.
//! - [`yaml`]: the YAML mirror of the model, read with serde.

pub mod records;
pub mod td;
pub mod yaml;
