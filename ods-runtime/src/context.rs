//! The [`Context`]: one per compilation. It uniques types, attributes and locations (so their
//! handles compare by identity) and owns every operation, block, region and value.
//!
//! This is the facade at the top of the layers: it composes each layer's store, while the
//! methods live in `impl Context` blocks in the modules they belong to (see the crate docs).

/// Owns the uniqued type/attribute storage and the IR arenas.
#[derive(Default)]
pub struct Context {
    /// Uniqued types, attributes and locations.
    pub(crate) uniquer: crate::types::Uniquer,
    /// Operations, blocks, regions and values.
    pub(crate) ir: crate::ir::IrStore,
    /// Registered dialects and operation names.
    pub(crate) registry: crate::registry::Registry,
}

impl Context {
    /// A fresh context with nothing registered.
    pub fn new() -> Self {
        Self::default()
    }
}
