//! Registered dialects and operation names: traits, interfaces and hooks per op.

/// Every registered dialect and operation name.
#[derive(Default)]
pub(crate) struct Registry {}
