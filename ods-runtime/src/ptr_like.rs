//! `PtrLikeTypeInterface` (MLIR's `BuiltinTypeInterfaces.td`): a type holding a memory
//! address, with a memory space and an optional element type. The builtin memref types
//! implement it, as in MLIR; a dialect type implements it by listing it in its `TypeDef`'s
//! traits and writing the methods, and its dialect registers the model.

use crate::Context;
use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::Printer;
use crate::attributes::Attribute;
use crate::dialect_storage::{DefView, DialectParam, InterfaceModel, TypeInterfaceView};
use crate::types::{Type, TypeKind};

/// `PtrLikeTypeInterface`: a `Copy` view of a type holding a memory address.
#[derive(Copy, Clone)]
pub struct PtrLikeTypeInterface {
    ty: Type,
    model: &'static dyn PtrLikeTypeInterfaceModel,
}

impl std::fmt::Debug for PtrLikeTypeInterface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("PtrLikeTypeInterface")
            .field(&self.ty)
            .finish()
    }
}

impl TypeInterfaceView for PtrLikeTypeInterface {
    type Model = dyn PtrLikeTypeInterfaceModel;
    fn from_parts(ty: Type, model: &'static dyn PtrLikeTypeInterfaceModel) -> Self {
        Self { ty, model }
    }
}

/// Compared and hashed by the type it views, so that a type definition can have a parameter
/// of the interface (upstream's `ptr.ptr_metadata`).
impl PartialEq for PtrLikeTypeInterface {
    fn eq(&self, other: &Self) -> bool {
        self.ty == other.ty
    }
}

impl Eq for PtrLikeTypeInterface {}

impl std::hash::Hash for PtrLikeTypeInterface {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.ty.hash(state);
    }
}

/// As a parameter of a declarative format: the type written in full, which must be
/// pointer-like (MLIR's `FieldParser` of an interface).
impl DialectParam for PtrLikeTypeInterface {
    fn print_param(&self, printer: &mut Printer<'_>) {
        printer.print_type(self.ty);
    }

    fn parse_param(parser: &mut Parser<'_>) -> PResult<Self> {
        let start = parser.span();
        let ty = parser.parse_type()?;
        Self::cast(parser.ctx, ty)
            .ok_or_else(|| parser.error_at(start, "invalid kind of type specified"))
    }

    fn parse_optional_field(parser: &mut Parser<'_>) -> PResult<Option<Self>> {
        let start = parser.span();
        match parser.parse_optional_type()? {
            Some(ty) => Self::cast(parser.ctx, ty)
                .map(Some)
                .ok_or_else(|| parser.error_at(start, "invalid kind of type specified")),
            None => Ok(None),
        }
    }
}

impl From<PtrLikeTypeInterface> for Type {
    fn from(value: PtrLikeTypeInterface) -> Self {
        value.ty
    }
}

impl PtrLikeTypeInterface {
    /// The interface name.
    pub const NAME: &'static str = "PtrLikeTypeInterface";

    /// `ty` seen through the interface: a builtin memref, or a type whose definition
    /// implements it.
    pub fn cast(ctx: &Context, ty: Type) -> Option<Self> {
        if matches!(
            ctx.ty(ty).kind(),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        ) {
            return Some(Self {
                ty,
                model: &BuiltinMemRef,
            });
        }
        ctx.ty(ty).interface::<Self>()
    }

    /// The underlying type.
    pub fn ty(self) -> Type {
        self.ty
    }

    /// The model a type definition `T` registers.
    pub fn model<T: PtrLikeTypeInterfaceImpl>() -> &'static dyn PtrLikeTypeInterfaceModel {
        &InterfaceModel::<T>::NEW
    }

    /// `getMemorySpace`: the memory space of the address (none for the default space).
    pub fn get_memory_space(self, ctx: &Context) -> Option<Attribute> {
        self.model.get_memory_space(self.ty, ctx)
    }

    /// `getElementType`: the type of the value pointed to, if the type has one.
    pub fn get_element_type(self, ctx: &Context) -> Option<Type> {
        self.model.get_element_type(self.ty, ctx)
    }

    /// `hasPtrMetadata`: whether the type carries metadata besides the address.
    pub fn has_ptr_metadata(self, ctx: &Context) -> bool {
        self.model.has_ptr_metadata(self.ty, ctx)
    }

    /// `clonePtrWith`: the same kind of type in `memory_space`, with `element_type` when
    /// given; none when the type cannot be built.
    pub fn clone_ptr_with(
        self,
        ctx: &Context,
        memory_space: Option<Attribute>,
        element_type: Option<Type>,
    ) -> Option<PtrLikeTypeInterface> {
        self.model
            .clone_ptr_with(self.ty, ctx, memory_space, element_type)
    }
}

/// The methods of `PtrLikeTypeInterface`, as a type definition implements them.
pub trait PtrLikeTypeInterfaceImpl: DefView<Handle = Type> {
    /// See [`PtrLikeTypeInterface::get_memory_space`].
    fn get_memory_space(self, ctx: &Context) -> Option<Attribute>;
    /// See [`PtrLikeTypeInterface::get_element_type`].
    fn get_element_type(self, ctx: &Context) -> Option<Type>;
    /// See [`PtrLikeTypeInterface::has_ptr_metadata`].
    fn has_ptr_metadata(self, ctx: &Context) -> bool;
    /// See [`PtrLikeTypeInterface::clone_ptr_with`].
    fn clone_ptr_with(
        self,
        ctx: &Context,
        memory_space: Option<Attribute>,
        element_type: Option<Type>,
    ) -> Option<PtrLikeTypeInterface>;
}

/// The methods of `PtrLikeTypeInterface` over a type: what a definition registers.
pub trait PtrLikeTypeInterfaceModel: Sync {
    /// See [`PtrLikeTypeInterface::get_memory_space`].
    fn get_memory_space(&self, ty: Type, ctx: &Context) -> Option<Attribute>;
    /// See [`PtrLikeTypeInterface::get_element_type`].
    fn get_element_type(&self, ty: Type, ctx: &Context) -> Option<Type>;
    /// See [`PtrLikeTypeInterface::has_ptr_metadata`].
    fn has_ptr_metadata(&self, ty: Type, ctx: &Context) -> bool;
    /// See [`PtrLikeTypeInterface::clone_ptr_with`].
    fn clone_ptr_with(
        &self,
        ty: Type,
        ctx: &Context,
        memory_space: Option<Attribute>,
        element_type: Option<Type>,
    ) -> Option<PtrLikeTypeInterface>;
}

impl<T: PtrLikeTypeInterfaceImpl> PtrLikeTypeInterfaceModel for InterfaceModel<T> {
    fn get_memory_space(&self, ty: Type, ctx: &Context) -> Option<Attribute> {
        T::from_handle_unchecked(ty).get_memory_space(ctx)
    }
    fn get_element_type(&self, ty: Type, ctx: &Context) -> Option<Type> {
        T::from_handle_unchecked(ty).get_element_type(ctx)
    }
    fn has_ptr_metadata(&self, ty: Type, ctx: &Context) -> bool {
        T::from_handle_unchecked(ty).has_ptr_metadata(ctx)
    }
    fn clone_ptr_with(
        &self,
        ty: Type,
        ctx: &Context,
        memory_space: Option<Attribute>,
        element_type: Option<Type>,
    ) -> Option<PtrLikeTypeInterface> {
        T::from_handle_unchecked(ty).clone_ptr_with(ctx, memory_space, element_type)
    }
}

/// The builtin memref types' implementation (MLIR's `BaseMemRefType`): the memory space
/// and element type of the memref, metadata (sizes and strides) always, and the same
/// shape and layout when cloned.
struct BuiltinMemRef;

impl PtrLikeTypeInterfaceModel for BuiltinMemRef {
    fn get_memory_space(&self, ty: Type, ctx: &Context) -> Option<Attribute> {
        match ctx.ty(ty).kind() {
            TypeKind::MemRef { memory_space, .. }
            | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }
    fn get_element_type(&self, ty: Type, ctx: &Context) -> Option<Type> {
        ctx.ty(ty).element_type()
    }
    fn has_ptr_metadata(&self, _: Type, _: &Context) -> bool {
        true
    }
    fn clone_ptr_with(
        &self,
        ty: Type,
        ctx: &Context,
        memory_space: Option<Attribute>,
        element_type: Option<Type>,
    ) -> Option<PtrLikeTypeInterface> {
        let kind = match ctx.ty(ty).kind().clone() {
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                ..
            } => TypeKind::MemRef {
                shape,
                elem: element_type.unwrap_or(elem),
                layout,
                memory_space,
            },
            TypeKind::UnrankedMemRef { elem, .. } => TypeKind::UnrankedMemRef {
                elem: element_type.unwrap_or(elem),
                memory_space,
            },
            _ => return None,
        };
        PtrLikeTypeInterface::cast(ctx, Type::get(ctx, kind))
    }
}

/// Whether `ty` implements `PtrLikeTypeInterface` (the library's type constraint).
pub fn is_ptr_like(ctx: &Context, ty: Type) -> bool {
    PtrLikeTypeInterface::cast(ctx, ty).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memrefs_are_ptr_like() {
        let ctx = Context::new();
        let f32_ty = Type::float(&ctx, crate::types::FloatKind::F32);
        let m = Type::memref(&ctx, &[4], f32_ty);
        let p = PtrLikeTypeInterface::cast(&ctx, m).expect("memref");
        assert_eq!(p.get_memory_space(&ctx), None);
        assert_eq!(p.get_element_type(&ctx), Some(f32_ty));
        assert!(p.has_ptr_metadata(&ctx));
        let space = Attribute::integer(&ctx, Type::int(&ctx, 64), 3);
        let i8_ty = Type::int(&ctx, 8);
        let q = p
            .clone_ptr_with(&ctx, Some(space), Some(i8_ty))
            .expect("cloned");
        assert_eq!(q.get_memory_space(&ctx), Some(space));
        assert_eq!(q.get_element_type(&ctx), Some(i8_ty));
        assert_eq!(ctx.ty(q.ty()).shape(), Some(&[4][..]));
        assert!(!is_ptr_like(&ctx, f32_ty));
    }
}
