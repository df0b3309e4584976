//! Source locations (`loc(...)`), uniqued like attributes.

/// A uniqued location handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) u32);
