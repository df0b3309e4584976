//! Builtin attributes as uniqued `Copy` handles.

/// A uniqued attribute: a cheap handle compared by identity within one [`crate::Context`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);
