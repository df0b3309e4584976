//! The boxed parameters of a dialect type or attribute, as the contents of a
//! [`crate::types::TypeKind::Dialect`] or [`crate::attributes::AttrKind::Dialect`] hold
//! them: clonable, comparable and hashable whatever their Rust type.
//!
//! This is the part of dialect storage the uniqued contents need, so it lies below them and
//! names nothing of the textual syntax. How parameters print is a hook the context keeps
//! per parameter type (registered when the first value of that type is uniqued, see
//! [`crate::dialect_storage`]), which the printer looks up.

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};

use crate::Context;
use crate::handles::Type;

/// The object-safe face of [`crate::dialect_storage::DialectParams`], implemented for every
/// parameter type.
pub trait DialectStorage: fmt::Debug + Send + Sync {
    /// The storage as `Any`, for downcasting to its concrete type.
    fn as_any(&self) -> &dyn Any;
    /// Equality with another storage: same concrete type and equal contents.
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool;
    /// Hashes the concrete type and the contents.
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// A boxed copy.
    fn dyn_clone(&self) -> Box<dyn DialectStorage>;
    /// See [`crate::dialect_storage::DialectParams::self_type`].
    fn dyn_self_type(&self) -> Option<Type>;
    /// See [`crate::dialect_storage::DialectParams::attr_type`].
    fn dyn_attr_type(&self, ctx: &Context) -> Option<Type>;
}

/// A boxed [`DialectStorage`] that is itself clonable, comparable and hashable, so it can
/// live in the uniquer's contents. Only `Type::get_dialect` and `Attribute::get_dialect`
/// box parameters, so that every boxed parameter type has its print hook registered.
pub struct StorageBox(Box<dyn DialectStorage>);

impl StorageBox {
    /// Boxes `params`.
    pub(crate) fn new<S: DialectStorage + 'static>(params: S) -> Self {
        StorageBox(Box::new(params))
    }

    /// The storage as its concrete type, if it is an `S`.
    pub fn downcast<S: 'static>(&self) -> Option<&S> {
        self.0.as_any().downcast_ref::<S>()
    }

    /// The storage as a trait object.
    pub fn storage(&self) -> &dyn DialectStorage {
        &*self.0
    }

    /// The Rust type of the parameters: what identifies the definition (one parameter
    /// type per `TypeDef` or `AttrDef`) when its interfaces are looked up.
    pub fn params_type_id(&self) -> TypeId {
        self.0.as_any().type_id()
    }
}

impl Clone for StorageBox {
    fn clone(&self) -> Self {
        StorageBox(self.0.dyn_clone())
    }
}

impl PartialEq for StorageBox {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(&*other.0)
    }
}

impl Eq for StorageBox {}

impl Hash for StorageBox {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state);
    }
}

impl fmt::Debug for StorageBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
