//! The standard op interfaces MLIR's `mlir/Interfaces/*.td` declare, in the shape ods-build
//! generates for a spec's own interfaces: a `Copy` view named as the interface (`cast`,
//! the methods), a trait ops implement (`<Name>Impl`) and a model trait implemented for
//! [`crate::registry::InterfaceModel`], which an op registers with
//! [`crate::registry::OpDefinition::with_op_interface`]. The embedded ODS library's
//! definitions of these interfaces name this module, so a spec's ops implement them here.

pub mod alignment;
pub mod call;
pub mod cast;
pub mod control_flow;
pub mod data_layout;
pub mod destination_style;
pub mod function;
pub mod indexing_map;
pub mod infer_type;
pub mod int_range;
pub mod loop_like;
pub mod mem_op;
pub mod memory_slot;
pub mod op_asm;
pub mod parallel_combining;
pub mod region_kind;
pub mod shaped;
pub mod side_effects;
pub mod strided_metadata;
pub mod subset;
pub mod symbols;
pub mod tiling;
pub mod vector;
pub mod view_like;

/// Declares a runtime op interface with the shape ods-build generates (see the module
/// docs). Each method takes the op (`self`) and the context, and may have a default body;
/// the methods of an optional `static { ... }` list take no op (`StaticInterfaceMethod`).
macro_rules! op_interface {
    (
        $(#[$doc:meta])*
        pub struct $name:ident, trait $imp:ident, model $model:ident {
            $(
                $(#[$mdoc:meta])*
                fn $m:ident($slf:ident, $cx:ident: $ctx:ty $(, $p:ident: $pt:ty)* $(,)?) -> $ret:ty $(= $default:block)?;
            )*
        }
        $(static {
            $(
                $(#[$sdoc:meta])*
                fn $sm:ident($scx:ident: $sctx:ty $(, $sp:ident: $spt:ty)* $(,)?) -> $sret:ty $(= $sdefault:block)?;
            )*
        })?
    ) => {
        $(#[$doc])*
        #[derive(Copy, Clone)]
        pub struct $name {
            op: $crate::ir::OpId,
            model: &'static dyn $model,
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.debug_tuple(stringify!($name)).field(&self.op).finish()
            }
        }

        impl $crate::registry::OpInterfaceView for $name {
            type Model = dyn $model;
            fn from_parts(op: $crate::ir::OpId, model: &'static dyn $model) -> Self {
                Self { op, model }
            }
        }

        impl $name {
            /// The interface name.
            pub const NAME: &'static str = stringify!($name);

            /// `op` seen through the interface, if its operation implements it.
            pub fn cast(ctx: &$crate::Context, op: $crate::ir::OpId) -> Option<Self> {
                ctx.op(op).as_interface::<Self>()
            }

            /// The underlying operation.
            pub fn op(self) -> $crate::ir::OpId {
                self.op
            }

            /// The model an op of type `T` registers.
            pub fn model<T: $imp + 'static>() -> &'static dyn $model {
                &$crate::registry::InterfaceModel::<T>::NEW
            }

            $(
                $(#[$mdoc])*
                pub fn $m(self, ctx: $ctx $(, $p: $pt)*) -> $ret {
                    self.model.$m(self.op, ctx $(, $p)*)
                }
            )*
            $($(
                $(#[$sdoc])*
                pub fn $sm(self, ctx: $sctx $(, $sp: $spt)*) -> $sret {
                    self.model.$sm(ctx $(, $sp)*)
                }
            )*)?
        }

        /// The methods of the interface, as each op implements them.
        pub trait $imp: $crate::ir::OpView {
            $(
                op_interface!(@method [$(#[$mdoc])*] $m ($slf, $cx: $ctx) ($($p: $pt),*) $ret $(= $default)?);
            )*
            $($(
                op_interface!(@static [$(#[$sdoc])*] $sm ($scx: $sctx) ($($sp: $spt),*) $sret $(= $sdefault)?);
            )*)?
        }

        /// The interface's methods over an operation: what an op registers.
        pub trait $model: Sync {
            $(
                $(#[$mdoc])*
                fn $m(&self, op: $crate::ir::OpId, ctx: $ctx $(, $p: $pt)*) -> $ret;
            )*
            $($(
                $(#[$sdoc])*
                fn $sm(&self, ctx: $sctx $(, $sp: $spt)*) -> $sret;
            )*)?
        }

        impl<T: $imp> $model for $crate::registry::InterfaceModel<T> {
            $(
                fn $m(&self, op: $crate::ir::OpId, ctx: $ctx $(, $p: $pt)*) -> $ret {
                    <T as $imp>::$m(T::from_op_unchecked(op), ctx $(, $p)*)
                }
            )*
            $($(
                fn $sm(&self, ctx: $sctx $(, $sp: $spt)*) -> $sret {
                    <T as $imp>::$sm(ctx $(, $sp)*)
                }
            )*)?
        }
    };
    (@static [$(#[$mdoc:meta])*] $m:ident ($cx:ident: $ctx:ty) ($($p:ident: $pt:ty),*) $ret:ty = $default:block) => {
        $(#[$mdoc])*
        #[allow(unused_variables)]
        fn $m($cx: $ctx $(, $p: $pt)*) -> $ret $default
    };
    (@static [$(#[$mdoc:meta])*] $m:ident ($cx:ident: $ctx:ty) ($($p:ident: $pt:ty),*) $ret:ty) => {
        $(#[$mdoc])*
        fn $m($cx: $ctx $(, $p: $pt)*) -> $ret;
    };
    (@method [$(#[$mdoc:meta])*] $m:ident ($slf:ident, $cx:ident: $ctx:ty) ($($p:ident: $pt:ty),*) $ret:ty = $default:block) => {
        $(#[$mdoc])*
        #[allow(unused_variables)]
        fn $m($slf, $cx: $ctx $(, $p: $pt)*) -> $ret $default
    };
    (@method [$(#[$mdoc:meta])*] $m:ident ($slf:ident, $cx:ident: $ctx:ty) ($($p:ident: $pt:ty),*) $ret:ty) => {
        $(#[$mdoc])*
        fn $m($slf, $cx: $ctx $(, $p: $pt)*) -> $ret;
    };
}
pub(crate) use op_interface;
