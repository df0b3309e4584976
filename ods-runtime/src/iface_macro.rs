//! Declares a runtime type or attribute interface with the shape ods-build generates (see
//! `ptr_like`): a `Copy` view (`cast`, the methods), a trait definitions implement
//! (`<Name>Impl`, with upstream's default bodies) and a model trait implemented for
//! [`crate::dialect_storage::InterfaceModel`], which a dialect registers. `builtin` names a
//! function giving the runtime's own model for a handle (the DLTI attributes, the builtin
//! shaped types), consulted
//! before the registered models.

macro_rules! def_interface {
    (
        $(#[$doc:meta])*
        pub struct $name:ident($handle:ident, $view:ident, $lookup:ident, builtin $builtin:path),
            trait $imp:ident, model $model:ident {
            $(
                $(#[$mdoc:meta])*
                fn $m:ident($slf:ident, $cx:ident: &Context $(, $p:ident: $pt:ty)* $(,)?) -> $ret:ty $(= $default:block)?;
            )*
        }
    ) => {
        $(#[$doc])*
        #[derive(Copy, Clone)]
        pub struct $name {
            handle: $handle,
            model: &'static dyn $model,
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.debug_tuple(stringify!($name)).field(&self.handle).finish()
            }
        }

        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.handle == other.handle
            }
        }

        impl Eq for $name {}

        impl $crate::dialect_storage::$view for $name {
            type Model = dyn $model;
            fn from_parts(handle: $handle, model: &'static dyn $model) -> Self {
                Self { handle, model }
            }
        }

        impl From<$name> for $handle {
            fn from(value: $name) -> Self {
                value.handle
            }
        }

        impl $name {
            /// The interface name.
            pub const NAME: &'static str = stringify!($name);

            /// The handle seen through the interface: one of the runtime's own
            /// implementations, or a definition that registered the interface.
            pub fn cast(ctx: &Context, handle: $handle) -> Option<Self> {
                if let Some(model) = $builtin(ctx, handle) {
                    return Some(Self { handle, model });
                }
                ctx.$lookup(handle).interface::<Self>()
            }

            /// The underlying handle.
            pub fn handle(self) -> $handle {
                self.handle
            }

            /// The model a definition `T` registers.
            pub fn model<T: $imp>() -> &'static dyn $model {
                &$crate::dialect_storage::InterfaceModel::<T>::NEW
            }

            $(
                $(#[$mdoc])*
                pub fn $m(self, ctx: &Context $(, $p: $pt)*) -> $ret {
                    self.model.$m(self.handle, ctx $(, $p)*)
                }
            )*
        }

        /// The methods of the interface, as a definition implements them.
        pub trait $imp: $crate::dialect_storage::DefView<Handle = $handle> {
            $(
                def_interface!(@method [$(#[$mdoc])*] $m ($slf, $cx) ($($p: $pt),*) $ret $(= $default)?);
            )*
        }

        /// The interface's methods over a handle: what a definition registers.
        pub trait $model: Sync {
            $(
                $(#[$mdoc])*
                fn $m(&self, handle: $handle, ctx: &Context $(, $p: $pt)*) -> $ret;
            )*
        }

        impl<T: $imp> $model for $crate::dialect_storage::InterfaceModel<T> {
            $(
                fn $m(&self, handle: $handle, ctx: &Context $(, $p: $pt)*) -> $ret {
                    <T as $imp>::$m(T::from_handle_unchecked(handle), ctx $(, $p)*)
                }
            )*
        }
    };
    (@method [$(#[$mdoc:meta])*] $m:ident ($slf:ident, $cx:ident) ($($p:ident: $pt:ty),*) $ret:ty = $default:block) => {
        $(#[$mdoc])*
        #[allow(unused_variables)]
        fn $m($slf, $cx: &Context $(, $p: $pt)*) -> $ret $default
    };
    (@method [$(#[$mdoc:meta])*] $m:ident ($slf:ident, $cx:ident) ($($p:ident: $pt:ty),*) $ret:ty) => {
        $(#[$mdoc])*
        fn $m($slf, $cx: &Context $(, $p: $pt)*) -> $ret;
    };
}
pub(crate) use def_interface;
