//! Constant folding of element-wise operations, as MLIR's `CommonFolders.h` does it for the
//! dialects that fold arithmetic (`arith`, `math`, `index`): a scalar constant folds to a
//! scalar, two splats to a splat, and two dense element attributes of the same type element
//! by element. Anything else (a missing operand, mismatched types, a sparse or resource
//! attribute, an element the calculation refuses) does not fold.
//!
//! The calculations see the elements as [`Scalar`]s: integers as [`ApInt`] of the element
//! type's width (64 bits for `index`), floats as the bit pattern of their format.

use crate::attributes::{ApInt, AttrKind, Scalar};
use crate::types::TypeKind;
use crate::{Attribute, Context, Type};

/// The element kind a fold applies to: MLIR's `IntegerAttr` or `FloatAttr` element type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// Integer and `index` elements.
    Int,
    /// Float elements.
    Float,
}

/// A constant as a fold sees it.
enum Elements<'a> {
    /// A scalar attribute of this type.
    Scalar(Type, Scalar),
    /// A splat dense elements attribute of this shaped type.
    Splat(Type, &'a Scalar),
    /// All elements of a dense elements attribute of this shaped type.
    Dense(Type, &'a [Scalar]),
}

impl Elements<'_> {
    fn ty(&self) -> Type {
        match self {
            Elements::Scalar(t, _) | Elements::Splat(t, _) | Elements::Dense(t, _) => *t,
        }
    }
}

/// `attr` as the elements of kind `kind`, if it is a scalar, splat or dense constant of it.
fn elements(ctx: &Context, attr: Attribute, kind: ElementKind) -> Option<Elements<'_>> {
    match (ctx.attr(attr).kind(), kind) {
        (AttrKind::Integer { ty, value }, ElementKind::Int) => {
            Some(Elements::Scalar(*ty, Scalar::Int(value.clone())))
        }
        (AttrKind::Float { ty, bits }, ElementKind::Float) => {
            Some(Elements::Scalar(*ty, Scalar::Float(*bits)))
        }
        (AttrKind::DenseElements { ty, values }, _) => {
            let elem = ctx.ty(*ty).element_type()?;
            let fits = match kind {
                ElementKind::Int => {
                    matches!(
                        ctx.ty(elem).kind(),
                        TypeKind::Integer { .. } | TypeKind::Index
                    )
                }
                ElementKind::Float => ctx.ty(elem).is_float(),
            };
            if !fits {
                return None;
            }
            match values.as_slice() {
                [one] => Some(Elements::Splat(*ty, one)),
                all => Some(Elements::Dense(*ty, all)),
            }
        }
        _ => None,
    }
}

/// A scalar attribute of type `ty` holding `value`.
pub fn scalar_attr(ctx: &Context, ty: Type, value: Scalar) -> Option<Attribute> {
    Some(match value {
        Scalar::Int(v) => Attribute::integer_ap(ctx, ty, v),
        Scalar::Float(bits) => Attribute::float_bits(ctx, ty, bits),
        Scalar::Complex(_) => return None,
    })
}

/// Whether `ty` is a shaped type of static shape (what a dense elements attribute needs).
fn has_static_shape(ctx: &Context, ty: Type) -> bool {
    ctx.ty(ty)
        .shape()
        .is_some_and(|s| s.iter().all(|&d| d != crate::types::DYNAMIC))
        && !ctx.ty(ty).is_memref()
}

/// `constFoldBinaryOp`: folds `calc` over two constants of element kind `kind`. The result
/// has type `result_type`, or the type of `lhs` when it is `None`.
pub fn const_fold_binary(
    ctx: &Context,
    kind: ElementKind,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_type: Option<Type>,
    mut calc: impl FnMut(&Scalar, &Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let (l, r) = (elements(ctx, lhs?, kind)?, elements(ctx, rhs?, kind)?);
    if l.ty() != r.ty() {
        return None;
    }
    let result_type = result_type.unwrap_or(l.ty());
    match (l, r) {
        (Elements::Scalar(_, a), Elements::Scalar(_, b)) => {
            scalar_attr(ctx, result_type, calc(&a, &b)?)
        }
        (Elements::Splat(_, a), Elements::Splat(_, b)) => {
            let v = calc(a, b)?;
            Some(Attribute::dense_elements(ctx, result_type, vec![v]))
        }
        (l @ (Elements::Splat(..) | Elements::Dense(..)), r) => {
            let n = element_count(ctx, l.ty())?;
            let values = (0..n)
                .map(|i| calc(element(&l, i)?, element(&r, i)?))
                .collect::<Option<Vec<_>>>()?;
            Some(Attribute::dense_elements(ctx, result_type, values))
        }
        _ => None,
    }
}

/// [`const_fold_binary`] over integers.
pub fn const_fold_binary_int(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_type: Option<Type>,
    mut calc: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    const_fold_binary(
        ctx,
        ElementKind::Int,
        lhs,
        rhs,
        result_type,
        |a, b| match (a, b) {
            (Scalar::Int(a), Scalar::Int(b)) => calc(a, b).map(Scalar::Int),
            _ => None,
        },
    )
}

/// `constFoldUnaryOp` and `constFoldCastOp`: folds `calc` over one constant of element kind
/// `kind` into a constant of type `result_type`. A splat of a dynamically shaped result does
/// not fold.
pub fn const_fold_cast(
    ctx: &Context,
    kind: ElementKind,
    operand: Option<Attribute>,
    result_type: Type,
    mut calc: impl FnMut(&Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    match elements(ctx, operand?, kind)? {
        Elements::Scalar(_, a) => scalar_attr(ctx, result_type, calc(&a)?),
        Elements::Splat(_, a) => {
            let v = calc(a)?;
            has_static_shape(ctx, result_type)
                .then(|| Attribute::dense_elements(ctx, result_type, vec![v]))
        }
        Elements::Dense(_, all) => {
            let values = all.iter().map(&mut calc).collect::<Option<Vec<_>>>()?;
            Some(Attribute::dense_elements(ctx, result_type, values))
        }
    }
}

/// The number of elements of a statically shaped type.
fn element_count(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = ctx.ty(ty).shape()?;
    shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
}

/// Element `i` of a splat or dense constant.
fn element<'a>(e: &'a Elements<'_>, i: usize) -> Option<&'a Scalar> {
    match e {
        Elements::Splat(_, v) => Some(v),
        Elements::Dense(_, all) => all.get(i),
        Elements::Scalar(..) => None,
    }
}

/// `m_ConstantInt`: the value of an integer constant, or of the splat of an integer dense
/// elements constant.
pub fn constant_int(ctx: &Context, attr: Option<Attribute>) -> Option<ApInt> {
    match elements(ctx, attr?, ElementKind::Int)? {
        Elements::Scalar(_, Scalar::Int(v)) => Some(v),
        Elements::Splat(_, Scalar::Int(v)) => Some(v.clone()),
        _ => None,
    }
}

/// `m_ConstantFloat`: the bits of a float constant, or of the splat of a float dense elements
/// constant, with the float type.
pub fn constant_float(ctx: &Context, attr: Option<Attribute>) -> Option<(Type, u128)> {
    match elements(ctx, attr?, ElementKind::Float)? {
        Elements::Scalar(ty, Scalar::Float(b)) => Some((ty, b)),
        Elements::Splat(ty, Scalar::Float(b)) => Some((ctx.ty(ty).element_type()?, *b)),
        _ => None,
    }
}

/// `m_Zero`: an integer constant (or splat) of zero.
pub fn is_zero_int(ctx: &Context, attr: Option<Attribute>) -> bool {
    constant_int(ctx, attr).is_some_and(|v| v.is_zero())
}

/// `m_One`: an integer constant (or splat) of one.
pub fn is_one_int(ctx: &Context, attr: Option<Attribute>) -> bool {
    constant_int(ctx, attr).is_some_and(|v| v == ApInt::from_u128(v.width(), 1))
}

/// `Builder::getZeroAttr`: zero of an integer, `index` or float type, or a splat of zero for
/// a statically shaped vector or tensor of them; `None` for other types.
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let zero = |elem: Type| match ctx.ty(elem).kind() {
        TypeKind::Integer { width, .. } => Some(Scalar::Int(ApInt::zero(*width))),
        TypeKind::Index => Some(Scalar::Int(ApInt::zero(64))),
        TypeKind::Float(_) => Some(Scalar::Float(0)),
        _ => None,
    };
    match ctx.ty(ty).kind() {
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => {
            let z = zero(*elem)?;
            Some(Attribute::dense_elements(ctx, ty, vec![z]))
        }
        _ => scalar_attr(ctx, ty, zero(ty)?),
    }
}
