//! The handles of uniqued values: [`Type`], [`Attribute`], [`Location`] and [`Identifier`],
//! each an index into its arena in the context's uniquer, compared by identity.
//!
//! They are defined here, below the modules that give them their contents and methods
//! ([`crate::types`], [`crate::attributes`], [`crate::location`]), so that the contents of
//! one kind can hold handles of another (a memref type its layout attribute, a location
//! its metadata attribute, an attribute its type) without those modules importing each
//! other.

/// A uniqued type: a cheap handle compared by identity within one [`crate::Context`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// A uniqued attribute: a cheap handle compared by identity within one [`crate::Context`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// A uniqued location handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub(crate) u32);

/// An interned string (operation names, attribute names, file names): compared by identity.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Identifier(pub(crate) u32);
