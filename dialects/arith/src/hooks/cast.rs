//! Casts: integer extension and truncation, `index_cast`, `bitcast` and the cast
//! compatibility rules (`areCastCompatible`) of every cast op.

use ods_runtime::Attribute;
use ods_runtime::attributes::{ApInt, AttrKind, Scalar};
use ods_runtime::common_folders::{self as cf, ElementKind, const_fold_cast};
use ods_runtime::interfaces::int_range::ConstantIntRanges;
use ods_runtime::interfaces::int_range::infer;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::traits::{compatible_shape, element_type_or_self};
use ods_runtime::types::TypeKind;
use ods_runtime::verify::VerifyError;
use ods_runtime::{Context, Type};

use super::{SetRange, attr, is_poison, one, poison, value};
use crate::arith as a;
use crate::canonicalization as drr;

/// What a cast allows on each side.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Elem {
    /// Integers (any signedness).
    Int,
    /// Floats.
    Float,
    /// Integers or `index`.
    IntOrIndex,
    /// Integers or floats.
    IntOrFloat,
}

/// `getUnderlyingType`: the element type of `ty` when `ty` is a scalar of `elem`, or a
/// vector or tensor (or, with `memref`, a memref) of it.
fn underlying(ctx: &Context, ty: Type, elem: Elem, memref: bool) -> Option<Type> {
    let shaped_ok = match ctx.ty(ty).kind() {
        TypeKind::Vector { .. }
        | TypeKind::RankedTensor { .. }
        | TypeKind::UnrankedTensor { .. } => true,
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => memref,
        _ => !ctx.ty(ty).is_shaped(),
    };
    if !shaped_ok {
        return None;
    }
    let e = element_type_or_self(ctx, ty);
    let ok = matches!(
        (elem, ctx.ty(e).kind()),
        (
            Elem::Int | Elem::IntOrIndex | Elem::IntOrFloat,
            TypeKind::Integer { .. }
        ) | (Elem::IntOrIndex, TypeKind::Index)
            | (Elem::Float | Elem::IntOrFloat, TypeKind::Float(_))
    );
    ok.then_some(e)
}

/// The encoding of a ranked tensor.
fn encoding(ctx: &Context, ty: Type) -> Option<Option<Attribute>> {
    match ctx.ty(ty).kind() {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    }
}

/// `areValidCastInputsAndOutputs`: one input and one output, the same tensor encoding and
/// compatible shapes.
fn valid_cast(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> Option<(Type, Type)> {
    let ([i], [o]) = (inputs, outputs) else {
        return None;
    };
    if let (Some(a), Some(b)) = (encoding(ctx, *i), encoding(ctx, *o)) {
        if a != b {
            return None;
        }
    }
    compatible_shape(ctx, *i, *o).then_some((*i, *o))
}

/// `checkWidthChangeCast`: a valid cast of `elem` types whose width grows (`wider`) or
/// shrinks.
pub(super) fn width_change_cast(
    ctx: &Context,
    inputs: &[Type],
    outputs: &[Type],
    elem: Elem,
    wider: bool,
) -> bool {
    let Some((i, o)) = valid_cast(ctx, inputs, outputs) else {
        return false;
    };
    let (Some(s), Some(d)) = (
        underlying(ctx, i, elem, false),
        underlying(ctx, o, elem, false),
    ) else {
        return false;
    };
    let (sw, dw) = (
        ctx.ty(s).int_or_float_width(),
        ctx.ty(d).int_or_float_width(),
    );
    if wider { dw > sw } else { dw < sw }
}

/// `checkIntFloatCast`: a valid cast from `from` to `to` element types.
pub(super) fn int_float_cast(
    ctx: &Context,
    inputs: &[Type],
    outputs: &[Type],
    from: Elem,
    to: Elem,
) -> bool {
    let Some((i, o)) = valid_cast(ctx, inputs, outputs) else {
        return false;
    };
    underlying(ctx, i, from, false).is_some() && underlying(ctx, o, to, false).is_some()
}

/// `verifyExtOp`/`verifyTruncateOp`: the result element type is wider (narrower) than the
/// operand's. The message has no op prefix, as upstream emits it with `emitError`.
pub(super) fn verify_width(
    ctx: &Context,
    op: ods_runtime::ir::OpId,
    wider: bool,
) -> Result<(), VerifyError> {
    let src = element_type_or_self(ctx, ctx.value(ctx.op(op).operand(0)).ty());
    let dst = element_type_or_self(ctx, ctx.value(ctx.op(op).result(0)).ty());
    let (sw, dw) = (
        ctx.ty(src).int_or_float_width(),
        ctx.ty(dst).int_or_float_width(),
    );
    let print = |t| ods_runtime::asm::printer::type_to_string(ctx, t);
    if wider && sw >= dw {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!(
                "result type {} must be wider than operand type {}",
                print(dst),
                print(src)
            ),
        ));
    }
    if !wider && sw <= dw {
        return Err(VerifyError::plain(
            ctx,
            op,
            format!(
                "result type {} must be shorter than operand type {}",
                print(dst),
                print(src)
            ),
        ));
    }
    Ok(())
}

/// The width of the integer element type of `ty`.
fn int_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.ty(element_type_or_self(ctx, ty)).kind() {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// `constFoldCastOp<IntegerAttr, IntegerAttr>` with `f`.
fn fold_int_cast(
    ctx: &Context,
    operand: Option<Attribute>,
    ty: Type,
    f: impl Fn(&ApInt) -> ApInt,
) -> Option<OpFoldResult> {
    if let Some(p) = poison(ctx, &[operand]) {
        return attr(Some(p));
    }
    attr(const_fold_cast(
        ctx,
        ElementKind::Int,
        operand,
        ty,
        |s| match s {
            Scalar::Int(v) => Some(Scalar::Int(f(v))),
            _ => None,
        },
    ))
}

/// The range of an integer extension or truncation.
fn cast_range(
    ctx: &Context,
    out: ods_runtime::ir::Value,
    arg: &ConstantIntRanges,
    kind: u8,
) -> ConstantIntRanges {
    let w = int_width(ctx, ctx.value(out).ty());
    match kind {
        0 => infer::ext_ui_range(arg, w),
        1 => infer::ext_si_range(arg, w),
        _ => infer::trunc_range(arg, w),
    }
}

impl a::ExtUIOpHooks for a::ExtUIOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_width(ctx, self.op(), true)
    }

    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::ExtUIOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let input = self.in_(ctx);
        if let Some(inner) = ctx
            .value(input)
            .defining_op()
            .and_then(|d| a::ExtUIOp::cast(ctx, d))
        {
            let x = inner.in_(ctx);
            self.op().set_operand(ctx, 0, x);
            return one(value(self.out(ctx)));
        }
        let ty = ctx.value(self.out(ctx)).ty();
        let w = int_width(ctx, ty);
        one(fold_int_cast(ctx, adaptor.in_(), ty, |v| v.zext(w)))
    }

    fn infer_result_ranges(self, ctx: &Context, args: &[ConstantIntRanges], set: SetRange<'_>) {
        let out = self.out(ctx);
        if let [arg] = args {
            set(out, cast_range(ctx, out, arg, 0));
        }
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change_cast(ctx, inputs, outputs, Elem::Int, true)
    }
}

impl a::ExtSIOpHooks for a::ExtSIOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_width(ctx, self.op(), true)
    }

    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::ExtSIOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let input = self.in_(ctx);
        if let Some(inner) = ctx
            .value(input)
            .defining_op()
            .and_then(|d| a::ExtSIOp::cast(ctx, d))
        {
            let x = inner.in_(ctx);
            self.op().set_operand(ctx, 0, x);
            return one(value(self.out(ctx)));
        }
        let ty = ctx.value(self.out(ctx)).ty();
        let w = int_width(ctx, ty);
        one(fold_int_cast(ctx, adaptor.in_(), ty, |v| v.sext(w)))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::ExtSIOfExtUI);
    }

    fn infer_result_ranges(self, ctx: &Context, args: &[ConstantIntRanges], set: SetRange<'_>) {
        let out = self.out(ctx);
        if let [arg] = args {
            set(out, cast_range(ctx, out, arg, 1));
        }
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change_cast(ctx, inputs, outputs, Elem::Int, true)
    }
}

impl a::TruncIOpHooks for a::TruncIOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_width(ctx, self.op(), false)
    }

    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::TruncIOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let input = self.in_(ctx);
        let ty = ctx.value(self.out(ctx)).ty();
        let ext = ctx
            .value(input)
            .defining_op()
            .filter(|&d| a::ExtUIOp::cast(ctx, d).is_some() || a::ExtSIOp::cast(ctx, d).is_some());
        if let Some(d) = ext {
            let src = ctx.op(d).operand(0);
            let src_ty = element_type_or_self(ctx, ctx.value(src).ty());
            let dst_ty = element_type_or_self(ctx, ty);
            // trunci(ext(a)) -> trunci(a)
            if int_width(ctx, src_ty) > int_width(ctx, dst_ty) {
                self.op().set_operand(ctx, 0, src);
                return one(value(self.out(ctx)));
            }
            // trunci(ext(a)) -> a
            if src_ty == dst_ty {
                return one(value(src));
            }
        }
        // trunci(trunci(a)) -> trunci(a)
        let trunc = ctx
            .value(input)
            .defining_op()
            .filter(|&d| a::TruncIOp::cast(ctx, d).is_some());
        if let Some(d) = trunc {
            let src = ctx.op(d).operand(0);
            self.op().set_operand(ctx, 0, src);
            return one(value(self.out(ctx)));
        }
        let w = int_width(ctx, ty);
        one(fold_int_cast(ctx, adaptor.in_(), ty, |v| v.trunc(w)))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::TruncIExtSIToExtSI);
        patterns.add(drr::TruncIExtUIToExtUI);
        patterns.add(drr::TruncIShrSIToTrunciShrUI);
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change_cast(ctx, inputs, outputs, Elem::Int, false)
    }

    fn infer_result_ranges(self, ctx: &Context, args: &[ConstantIntRanges], set: SetRange<'_>) {
        let out = self.out(ctx);
        if let [arg] = args {
            set(out, cast_range(ctx, out, arg, 2));
        }
    }
}

/// `areIndexCastCompatible`: between `index` and a signless integer (or vectors, tensors,
/// memrefs of them).
fn index_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let Some((i, o)) = valid_cast(ctx, inputs, outputs) else {
        return false;
    };
    let (Some(s), Some(d)) = (
        underlying(ctx, i, Elem::IntOrIndex, true),
        underlying(ctx, o, Elem::IntOrIndex, true),
    ) else {
        return false;
    };
    (ctx.ty(s).is_index() && ctx.ty(d).is_signless_integer())
        || (ctx.ty(s).is_signless_integer() && ctx.ty(d).is_index())
}

/// The width an `index_cast` checks: the integer element width, 64 for `index`.
fn index_cast_width(ctx: &Context, ty: Type) -> u32 {
    int_width(ctx, ty)
}

/// The fold of `index_cast` (`signed`) and `index_castui`.
fn index_cast_fold(
    ctx: &mut Context,
    op: ods_runtime::ir::OpId,
    operand: Option<Attribute>,
    signed: bool,
    inner_cast: fn(&Context, ods_runtime::ir::OpId) -> bool,
) -> Option<OpFoldResult> {
    let out = ctx.op(op).result(0);
    let ty = ctx.value(out).ty();
    let w = int_width(ctx, ty);
    let folded = fold_int_cast(ctx, operand, ty, |v| {
        if v.width() >= w {
            v.trunc(w)
        } else if signed {
            v.sext(w)
        } else {
            v.zext(w)
        }
    });
    if folded.is_some() {
        return folded;
    }
    // cast(cast(x : A) : B) : A -> x when B is at least as wide as A.
    let input = ctx.op(op).operand(0);
    let inner = ctx
        .value(input)
        .defining_op()
        .filter(|&d| inner_cast(ctx, d))?;
    let x = ctx.op(inner).operand(0);
    if ctx.value(x).ty() == ty
        && index_cast_width(ctx, ctx.value(input).ty()) >= index_cast_width(ctx, ctx.value(x).ty())
    {
        return value(x);
    }
    None
}

/// The range of an index cast.
fn index_cast_range(
    ctx: &Context,
    out: ods_runtime::ir::Value,
    arg: &ConstantIntRanges,
    unsigned: bool,
) -> ConstantIntRanges {
    let w = ConstantIntRanges::storage_bitwidth(ctx, ctx.value(out).ty());
    infer::infer_index_cast(arg, w, unsigned)
}

impl a::IndexCastOpHooks for a::IndexCastOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::IndexCastOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        one(index_cast_fold(
            ctx,
            self.op(),
            adaptor.in_(),
            true,
            |c, d| a::IndexCastOp::cast(c, d).is_some(),
        ))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::IndexCastOfIndexCast);
        patterns.add(drr::IndexCastOfExtSI);
    }

    fn infer_result_ranges(self, ctx: &Context, args: &[ConstantIntRanges], set: SetRange<'_>) {
        let out = self.out(ctx);
        if let [arg] = args {
            set(out, index_cast_range(ctx, out, arg, false));
        }
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast_compatible(ctx, inputs, outputs)
    }
}

impl a::IndexCastUIOpHooks for a::IndexCastUIOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::IndexCastUIOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        one(index_cast_fold(
            ctx,
            self.op(),
            adaptor.in_(),
            false,
            |c, d| a::IndexCastUIOp::cast(c, d).is_some(),
        ))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::IndexCastUIOfIndexCastUI);
        patterns.add(drr::IndexCastUIOfExtUI);
    }

    fn infer_result_ranges(self, ctx: &Context, args: &[ConstantIntRanges], set: SetRange<'_>) {
        let out = self.out(ctx);
        if let [arg] = args {
            set(out, index_cast_range(ctx, out, arg, true));
        }
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast_compatible(ctx, inputs, outputs)
    }
}

impl a::BitcastOpHooks for a::BitcastOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::BitcastOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let operand = adaptor.in_()?;
        let res_ty = ctx.value(self.out(ctx)).ty();
        // Dense elements: the same bits, reinterpreted.
        if let AttrKind::DenseElements { values, .. } = ctx.attr(operand).kind() {
            let elem = ctx.ty(res_ty).element_type()?;
            let values: Vec<Scalar> = values
                .iter()
                .map(|v| bitcast_scalar(ctx, v, elem))
                .collect::<Option<_>>()?;
            return one(attr(Some(Attribute::dense_elements(ctx, res_ty, values))));
        }
        if ctx.ty(res_ty).is_shaped() {
            return None;
        }
        // Poison bitcasts to poison.
        if is_poison(ctx, Some(operand)) {
            return one(attr(Some(operand)));
        }
        let scalar = match ctx.attr(operand).kind() {
            AttrKind::Integer { value, .. } => Scalar::Int(value.clone()),
            AttrKind::Float { bits, .. } => Scalar::Float(*bits),
            _ => return None,
        };
        let s = bitcast_scalar(ctx, &scalar, res_ty)?;
        one(attr(cf::scalar_attr(ctx, res_ty, s)))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::BitcastOfBitcast);
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let Some((i, o)) = valid_cast(ctx, inputs, outputs) else {
            return false;
        };
        let (Some(s), Some(d)) = (
            underlying(ctx, i, Elem::IntOrFloat, true),
            underlying(ctx, o, Elem::IntOrFloat, true),
        ) else {
            return false;
        };
        ctx.ty(s).int_or_float_width() == ctx.ty(d).int_or_float_width()
    }
}

/// The bits of `s` as an element of type `elem`.
fn bitcast_scalar(ctx: &Context, s: &Scalar, elem: Type) -> Option<Scalar> {
    let bits = match s {
        Scalar::Int(v) => v.clone(),
        Scalar::Float(b) => ApInt::from_u128(ctx.ty(elem).int_or_float_width()?, *b),
        Scalar::Complex(_) => return None,
    };
    Some(match ctx.ty(elem).kind() {
        TypeKind::Float(_) => Scalar::Float(bits.bits().low_u128()),
        TypeKind::Integer { width, .. } => Scalar::Int(ApInt::from_biguint(*width, bits.bits())),
        _ => return None,
    })
}
