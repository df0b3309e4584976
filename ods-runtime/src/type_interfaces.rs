//! The builtin type interfaces a dialect type may implement to be an element of builtin
//! shaped types (MLIR's `BuiltinTypeInterfaces.td`): `MemRefElementTypeInterface` makes a
//! type valid in `memref<...>`, `VectorElementTypeInterface` in `vector<...>`. Both have no
//! methods; a dialect type opts in by listing them in its `TypeDef`'s traits, and its
//! dialect registers the model. The builtin integer, float and index types implement
//! both, as in MLIR (`is_memref_element_type`, `is_vector_element_type`).

use crate::Context;
use crate::dialect_storage::{DefView, InterfaceModel, TypeInterfaceView};
use crate::types::{Type, TypeKind};

/// Declares a method-less builtin type interface: its view, the trait a definition
/// implements and the model it registers, shaped as generated type interfaces are.
macro_rules! marker_type_interface {
    ($(#[$doc:meta])* $name:ident, $imp:ident, $model:ident) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug)]
        pub struct $name {
            ty: Type,
        }

        /// The methods of the interface over a type (none).
        pub trait $model: Sync {}

        /// Implemented by a type definition that has the interface.
        pub trait $imp: DefView<Handle = Type> {}

        impl<T: $imp> $model for InterfaceModel<T> {}

        impl TypeInterfaceView for $name {
            type Model = dyn $model;
            fn from_parts(ty: Type, _: &'static dyn $model) -> Self {
                Self { ty }
            }
        }

        impl $name {
            /// The interface name.
            pub const NAME: &'static str = stringify!($name);

            /// `ty` seen through the interface, if its definition implements it.
            pub fn cast(ctx: &Context, ty: Type) -> Option<Self> {
                ctx.ty(ty).interface::<Self>()
            }

            /// The underlying type.
            pub fn ty(self) -> Type {
                self.ty
            }

            /// The model a type definition `T` registers.
            pub fn model<T: $imp>() -> &'static dyn $model {
                &InterfaceModel::<T>::NEW
            }
        }
    };
}

marker_type_interface!(
    /// A type that can be the element of a ranked or unranked memref.
    MemRefElementTypeInterface,
    MemRefElementTypeInterfaceImpl,
    MemRefElementTypeInterfaceModel
);

marker_type_interface!(
    /// A type that can be the element of a vector.
    VectorElementTypeInterface,
    VectorElementTypeInterfaceImpl,
    VectorElementTypeInterfaceModel
);

/// Whether `ty` is a builtin integer, float or index type, which implement both interfaces.
fn is_builtin_scalar(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.ty(ty).kind(),
        TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index
    )
}

/// MLIR's `BaseMemRefType::isValidElementType`: integers, floats, index, complex, vectors,
/// memrefs and the types implementing `MemRefElementTypeInterface`.
pub fn is_memref_element_type(ctx: &Context, ty: Type) -> bool {
    is_builtin_scalar(ctx, ty)
        || matches!(
            ctx.ty(ty).kind(),
            TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
        || MemRefElementTypeInterface::cast(ctx, ty).is_some()
}

/// MLIR's `VectorType::isValidElementType`: the types implementing
/// `VectorElementTypeInterface` (integers, floats, index and dialect types opting in).
pub fn is_vector_element_type(ctx: &Context, ty: Type) -> bool {
    is_builtin_scalar(ctx, ty) || VectorElementTypeInterface::cast(ctx, ty).is_some()
}
