//! Operations, blocks, regions and SSA values, stored in arenas owned by the context.

/// Arenas for operations, blocks, regions and values.
#[derive(Default)]
pub(crate) struct IrStore {}
