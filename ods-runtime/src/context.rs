//! The [`Context`]: one per compilation. It uniques types, attributes and locations (so their
//! handles compare by identity) and owns every operation, block, region and value.

/// Owns the uniqued type/attribute storage and the IR arenas.
#[derive(Default)]
pub struct Context {
    /// Uniqued types, attributes and locations.
    pub(crate) uniquer: crate::types::Uniquer,
    /// Operations, blocks, regions and values.
    pub(crate) ir: crate::ir::IrStore,
    /// Registered dialects and operation names.
    pub(crate) registry: crate::registry::Registry,
    /// Whether operations of unregistered dialects are legal (`--allow-unregistered-dialect`).
    pub(crate) allow_unregistered: bool,
}

impl Context {
    /// A fresh context with nothing registered.
    pub fn new() -> Self {
        Self::default()
    }

    /// Allows or forbids operations whose name is not registered.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Whether operations whose name is not registered are legal.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }
}
