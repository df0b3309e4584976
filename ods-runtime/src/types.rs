//! Builtin types as uniqued `Copy` handles.

/// A uniqued type: a cheap handle compared by identity within one [`crate::Context`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// Storage behind [`Type`], [`crate::Attribute`] and [`crate::Location`] handles.
#[derive(Default)]
pub(crate) struct Uniquer {}
