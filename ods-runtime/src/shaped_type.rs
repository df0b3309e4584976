//! `ShapedType` (MLIR's `ShapedTypeInterface` of `BuiltinTypeInterfaces.td`): a
//! multi-dimensional container type with a shape and an element type. The builtin vectors,
//! tensors and memrefs implement it, as in MLIR; a dialect type implements it by listing
//! `ShapedTypeInterface` in its `TypeDef`'s traits and writing the four methods, and its
//! dialect registers the model. Upstream's shared declarations (`getRank`,
//! `getNumElements`, `hasStaticShape`, `getDimSize`, ...) are methods of the view, over
//! the four.

use crate::Context;
use crate::iface_macro::def_interface;
use crate::types::{DYNAMIC, Type, TypeKind};

def_interface! {
    /// `ShapedType`: a type with a shape (ranked or not) and an element type. Upstream's
    /// `ArrayRef<int64_t>` shapes are `Vec<i64>` here, with [`DYNAMIC`] for `?`.
    pub struct ShapedType(Type, TypeInterfaceView, ty, builtin builtin_model),
        trait ShapedTypeImpl, model ShapedTypeModel {
        /// `cloneWith`: a type of the same kind with `shape` (this type's when `None`; an
        /// unranked type stays unranked then) and `element_type`. A given shape makes the
        /// result ranked.
        fn clone_with(self, ctx: &Context, shape: Option<&[i64]>, element_type: Type) -> Type;
        /// `getElementType`: the element type.
        fn get_element_type(self, ctx: &Context) -> Type;
        /// `hasRank`: whether the number of dimensions is known.
        fn has_rank(self, ctx: &Context) -> bool;
        /// `getShape`: the dimension sizes of a ranked type (upstream asserts on an
        /// unranked one; here it is empty).
        fn get_shape(self, ctx: &Context) -> Vec<i64>;
    }
}

/// Upstream's shared declarations of `ShapedType`, over its methods.
impl ShapedType {
    /// `getRank`: the number of dimensions; `None` when unranked (upstream asserts).
    pub fn get_rank(self, ctx: &Context) -> Option<usize> {
        self.has_rank(ctx).then(|| self.get_shape(ctx).len())
    }

    /// `hasStaticShape`: ranked with no dynamic dimension.
    pub fn has_static_shape(self, ctx: &Context) -> bool {
        self.has_rank(ctx) && self.get_shape(ctx).iter().all(|&d| d != DYNAMIC)
    }

    /// `getNumElements`: the product of the dimensions of a static shape; `None` for a
    /// dynamic or unranked one (upstream asserts).
    pub fn get_num_elements(self, ctx: &Context) -> Option<i64> {
        if !self.has_static_shape(ctx) {
            return None;
        }
        self.get_shape(ctx)
            .iter()
            .try_fold(1i64, |n, &d| n.checked_mul(d))
    }

    /// `getDimSize`: the size of dimension `idx` ([`DYNAMIC`] for `?`); `None` out of
    /// range or unranked.
    pub fn get_dim_size(self, ctx: &Context, idx: usize) -> Option<i64> {
        if !self.has_rank(ctx) {
            return None;
        }
        self.get_shape(ctx).get(idx).copied()
    }

    /// `isDynamicDim`: whether dimension `idx` is dynamic; `None` out of range.
    pub fn is_dynamic_dim(self, ctx: &Context, idx: usize) -> Option<bool> {
        self.get_dim_size(ctx, idx).map(|d| d == DYNAMIC)
    }

    /// `getNumDynamicDims`: the number of dynamic dimensions of a ranked type.
    pub fn get_num_dynamic_dims(self, ctx: &Context) -> usize {
        self.get_shape(ctx)
            .iter()
            .filter(|&&d| d == DYNAMIC)
            .count()
    }

    /// `getDynamicDimIndex`: the position of dynamic dimension `index` among the dynamic
    /// dimensions; `None` when it is not a dynamic dimension.
    pub fn get_dynamic_dim_index(self, ctx: &Context, index: usize) -> Option<usize> {
        let shape = self.get_shape(ctx);
        (shape.get(index) == Some(&DYNAMIC))
            .then(|| shape[..index].iter().filter(|&&d| d == DYNAMIC).count())
    }

    /// `getElementTypeBitWidth`: the width of an integer or float element type.
    pub fn get_element_type_bit_width(self, ctx: &Context) -> Option<u32> {
        ctx.ty(self.get_element_type(ctx)).int_or_float_width()
    }

    /// `clone`: the same shape (and rankedness) with `element_type`.
    pub fn clone_with_element_type(self, ctx: &Context, element_type: Type) -> Type {
        self.clone_with(ctx, None, element_type)
    }
}

/// Whether `ty` is a shaped type: a builtin vector, tensor or memref, or a dialect type
/// implementing the interface (the library's `ShapedTypeInterface` constraint).
pub fn is_shaped_type(ctx: &Context, ty: Type) -> bool {
    ShapedType::cast(ctx, ty).is_some()
}

/// The runtime's model for the builtin shaped types.
fn builtin_model(ctx: &Context, ty: Type) -> Option<&'static dyn ShapedTypeModel> {
    ctx.ty(ty)
        .is_shaped()
        .then_some(&BuiltinShaped as &dyn ShapedTypeModel)
}

/// The builtin vectors, tensors and memrefs (`VectorType`, `TensorType`,
/// `BaseMemRefType`).
struct BuiltinShaped;

impl ShapedTypeModel for BuiltinShaped {
    fn clone_with(&self, ty: Type, ctx: &Context, shape: Option<&[i64]>, elem: Type) -> Type {
        let kind = match (ctx.ty(ty).kind().clone(), shape) {
            (
                TypeKind::Vector {
                    shape: old,
                    scalable,
                    ..
                },
                shape,
            ) => {
                let shape = shape.map_or(old, <[i64]>::to_vec);
                // `VectorType::cloneWith` keeps the scalable flags.
                let scalable = if scalable.len() == shape.len() {
                    scalable
                } else {
                    vec![false; shape.len()]
                };
                TypeKind::Vector {
                    shape,
                    scalable,
                    elem,
                }
            }
            (
                TypeKind::RankedTensor {
                    shape: old,
                    encoding,
                    ..
                },
                shape,
            ) => TypeKind::RankedTensor {
                shape: shape.map_or(old, <[i64]>::to_vec),
                elem,
                encoding,
            },
            (TypeKind::UnrankedTensor { .. }, None) => TypeKind::UnrankedTensor { elem },
            (TypeKind::UnrankedTensor { .. }, Some(shape)) => TypeKind::RankedTensor {
                shape: shape.to_vec(),
                elem,
                encoding: None,
            },
            // `MemRefType::Builder` keeps the layout and the memory space.
            (
                TypeKind::MemRef {
                    shape: old,
                    layout,
                    memory_space,
                    ..
                },
                shape,
            ) => TypeKind::MemRef {
                shape: shape.map_or(old, <[i64]>::to_vec),
                elem,
                layout,
                memory_space,
            },
            (TypeKind::UnrankedMemRef { memory_space, .. }, None) => {
                TypeKind::UnrankedMemRef { elem, memory_space }
            }
            (TypeKind::UnrankedMemRef { memory_space, .. }, Some(shape)) => TypeKind::MemRef {
                shape: shape.to_vec(),
                elem,
                layout: None,
                memory_space,
            },
            _ => return ty,
        };
        Type::get(ctx, kind)
    }

    fn get_element_type(&self, ty: Type, ctx: &Context) -> Type {
        ctx.ty(ty).element_type().unwrap_or(ty)
    }

    fn has_rank(&self, ty: Type, ctx: &Context) -> bool {
        ctx.ty(ty).shape().is_some()
    }

    fn get_shape(&self, ty: Type, ctx: &Context) -> Vec<i64> {
        ctx.ty(ty).shape().map(<[i64]>::to_vec).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::FloatKind;

    #[test]
    fn builtin_shaped_types() {
        let ctx = Context::new();
        let f32_ty = Type::float(&ctx, FloatKind::F32);
        let i8_ty = Type::int(&ctx, 8);
        let t = Type::ranked_tensor(&ctx, &[2, DYNAMIC, 3], f32_ty);
        let s = ShapedType::cast(&ctx, t).expect("tensor");
        assert_eq!(s.get_rank(&ctx), Some(3));
        assert!(!s.has_static_shape(&ctx));
        assert_eq!(s.get_num_elements(&ctx), None);
        assert_eq!(s.get_num_dynamic_dims(&ctx), 1);
        assert_eq!(s.get_dynamic_dim_index(&ctx, 1), Some(0));
        assert_eq!(s.get_dynamic_dim_index(&ctx, 0), None);
        assert_eq!(s.get_element_type_bit_width(&ctx), Some(32));
        let c = s.clone_with(&ctx, Some(&[4, 5]), i8_ty);
        assert_eq!(c, Type::ranked_tensor(&ctx, &[4, 5], i8_ty));
        let u = Type::unranked_tensor(&ctx, f32_ty);
        let su = ShapedType::cast(&ctx, u).expect("unranked tensor");
        assert!(!su.has_rank(&ctx));
        assert_eq!(su.get_rank(&ctx), None);
        assert_eq!(
            su.clone_with_element_type(&ctx, i8_ty),
            Type::unranked_tensor(&ctx, i8_ty)
        );
        let m = Type::memref(&ctx, &[4], f32_ty);
        assert_eq!(
            ShapedType::cast(&ctx, m).and_then(|s| s.get_num_elements(&ctx)),
            Some(4)
        );
        assert!(!is_shaped_type(&ctx, f32_ty));
    }
}
