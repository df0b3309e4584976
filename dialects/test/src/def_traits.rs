//! The native trait marker types of `tests/ods/ok/def_traits.td`, which its definitions
//! name with `cppNamespace = "crate::def_traits"`.

/// An attribute handling the translation of offloading operations (upstream's GPU
/// `OffloadingTranslationAttrTrait`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OffloadingTranslationAttrTrait;

/// A type whose values cannot be opened.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Sealed;
