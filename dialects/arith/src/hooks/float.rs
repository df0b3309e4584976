//! Floating-point operations: folds with [`ApFloat`] (LLVM's `APFloat` semantics for every
//! float format), float casts and `cmpf` with its canonicalization to `cmpi`.

use ods_runtime::attributes::apfloat::{ApFloat, CmpResult, OpStatus, RoundingMode as Rm};
use ods_runtime::attributes::float::{NonFinite, semantics};
use ods_runtime::attributes::{ApInt, Scalar};
use ods_runtime::common_folders::{self as cf, ElementKind, const_fold_binary, const_fold_cast};
use ods_runtime::ir::{OpId, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::{RewritePattern, RewritePatternSet};
use ods_runtime::traits::element_type_or_self;
use ods_runtime::types::{FloatKind, TypeKind};
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Type};

use super::cast::{Elem, int_float_cast, verify_width, width_change_cast};
use super::{attr, one, poison, value};
use crate::arith as a;
use crate::canonicalization as drr;
use crate::{CmpFPredicate, CmpIPredicate, FastMathFlags, RoundingMode};

/// The float format of a float type.
fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.ty(element_type_or_self(ctx, ty)).kind() {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// `m_ConstantFloat` with a predicate: a float constant or splat whose value satisfies `p`.
fn float_matches(ctx: &Context, c: Option<Attribute>, p: impl Fn(&ApFloat) -> bool) -> bool {
    let Some((ty, bits)) = cf::constant_float(ctx, c) else {
        return false;
    };
    float_kind(ctx, ty).is_some_and(|k| p(&ApFloat::from_bits(k, bits)))
}

/// `isExactlyValue(1.0)`.
fn is_one(f: &ApFloat) -> bool {
    ApFloat::from_f64(f.kind(), 1.0).bits() == f.bits()
}

/// `constFoldBinaryOp<FloatAttr>`.
fn fold_float(
    ctx: &Context,
    l: Option<Attribute>,
    r: Option<Attribute>,
    f: impl Fn(&ApFloat, &ApFloat) -> ApFloat,
) -> Option<OpFoldResult> {
    if let Some(p) = poison(ctx, &[l, r]) {
        return attr(Some(p));
    }
    let kind = float_kind(ctx, ctx.attr(l?).ty()?)?;
    attr(const_fold_binary(
        ctx,
        ElementKind::Float,
        l,
        r,
        None,
        |a, b| {
            let (Scalar::Float(a), Scalar::Float(b)) = (a, b) else {
                return None;
            };
            let r = f(&ApFloat::from_bits(kind, *a), &ApFloat::from_bits(kind, *b));
            Some(Scalar::Float(r.bits()))
        },
    ))
}

/// An arithmetic operation rounded to nearest, ties to even (the default rounding mode).
fn arith(op: fn(&mut ApFloat, &ApFloat, Rm) -> OpStatus) -> impl Fn(&ApFloat, &ApFloat) -> ApFloat {
    move |a, b| {
        let mut r = *a;
        op(&mut r, b, Rm::NearestTiesToEven);
        r
    }
}

/// Implements the fold of a binary float op: `$special` first (the op, the context, the
/// constants), then the constant fold with `$calc`.
macro_rules! float_binary {
    ($op:ident, $hooks:ident, $adaptor:ident, $special:expr, $calc:expr $(, $extra:item)*) => {
        impl a::$hooks for a::$op {
            fn fold(self, ctx: &mut Context, adaptor: a::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                let (l, r) = (adaptor.lhs(), adaptor.rhs());
                #[allow(clippy::redundant_closure_call)]
                if let Some(v) = ($special)(self, &*ctx, l, r) {
                    return one(Some(v));
                }
                one(fold_float(ctx, l, r, $calc))
            }
            $($extra)*
        }
    };
}

/// The special case of `addf(x, -0)` and friends: `x` when the rhs constant satisfies `p`.
fn lhs_if(
    ctx: &Context,
    lhs: Value,
    r: Option<Attribute>,
    p: impl Fn(&ApFloat) -> bool,
) -> Option<OpFoldResult> {
    float_matches(ctx, r, p).then_some(OpFoldResult::Value(lhs))
}

float_binary!(
    AddFOp,
    AddFOpHooks,
    AddFOpFoldAdaptor,
    |op: a::AddFOp, ctx: &Context, _l, r| {
        lhs_if(ctx, op.lhs(ctx), r, |f| f.is_zero() && f.is_negative())
    },
    arith(ApFloat::add)
);
float_binary!(
    SubFOp,
    SubFOpHooks,
    SubFOpFoldAdaptor,
    |op: a::SubFOp, ctx: &Context, _l, r| {
        lhs_if(ctx, op.lhs(ctx), r, |f| f.is_zero() && !f.is_negative())
    },
    arith(ApFloat::subtract)
);
float_binary!(
    MulFOp,
    MulFOpHooks,
    MulFOpFoldAdaptor,
    |op: a::MulFOp, ctx: &Context, _l, r: Option<Attribute>| {
        if let Some(v) = lhs_if(ctx, op.lhs(ctx), r, is_one) {
            return Some(v);
        }
        let flags = op.fastmath(ctx);
        let nnan_nsz = FastMathFlags(FastMathFlags::NNAN.bits() | FastMathFlags::NSZ.bits());
        if flags.contains(nnan_nsz) && float_matches(ctx, r, ApFloat::is_zero) {
            return Some(OpFoldResult::Value(op.rhs(ctx)));
        }
        None
    },
    arith(ApFloat::multiply),
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::MulFOfNegF);
    }
);
float_binary!(
    DivFOp,
    DivFOpHooks,
    DivFOpFoldAdaptor,
    |op: a::DivFOp, ctx: &Context, _l, r| lhs_if(ctx, op.lhs(ctx), r, is_one),
    arith(ApFloat::divide),
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::DivFOfNegF);
    }
);
float_binary!(
    RemFOp,
    RemFOpHooks,
    RemFOpFoldAdaptor,
    |_, _: &Context, _l, _r| None,
    |a: &ApFloat, b: &ApFloat| {
        let mut r = *a;
        r.mod_(b);
        r
    }
);

/// `op(x, x) -> x`, then `x` when the rhs constant satisfies `p`.
fn same_or_lhs_if(
    ctx: &Context,
    lhs: Value,
    rhs: Value,
    r: Option<Attribute>,
    p: impl Fn(&ApFloat) -> bool,
) -> Option<OpFoldResult> {
    if lhs == rhs {
        return Some(OpFoldResult::Value(rhs));
    }
    lhs_if(ctx, lhs, r, p)
}

float_binary!(
    MaximumFOp,
    MaximumFOpHooks,
    MaximumFOpFoldAdaptor,
    |op: a::MaximumFOp, ctx: &Context, _l, r| {
        same_or_lhs_if(ctx, op.lhs(ctx), op.rhs(ctx), r, |f| {
            f.is_inf() && f.is_negative()
        })
    },
    ApFloat::maximum
);
float_binary!(
    MinimumFOp,
    MinimumFOpHooks,
    MinimumFOpFoldAdaptor,
    |op: a::MinimumFOp, ctx: &Context, _l, r| {
        same_or_lhs_if(ctx, op.lhs(ctx), op.rhs(ctx), r, |f| {
            f.is_inf() && !f.is_negative()
        })
    },
    ApFloat::minimum
);
float_binary!(
    MaxNumFOp,
    MaxNumFOpHooks,
    MaxNumFOpFoldAdaptor,
    |op: a::MaxNumFOp, ctx: &Context, _l, r| {
        same_or_lhs_if(ctx, op.lhs(ctx), op.rhs(ctx), r, ApFloat::is_nan)
    },
    ApFloat::maxnum
);
float_binary!(
    MinNumFOp,
    MinNumFOpHooks,
    MinNumFOpFoldAdaptor,
    |op: a::MinNumFOp, ctx: &Context, _l, r| {
        same_or_lhs_if(ctx, op.lhs(ctx), op.rhs(ctx), r, ApFloat::is_nan)
    },
    ApFloat::minnum
);

impl a::NegFOpHooks for a::NegFOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::NegFOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let operand = self.operand(ctx);
        if let Some(inner) = ctx
            .value(operand)
            .defining_op()
            .and_then(|d| a::NegFOp::cast(ctx, d))
        {
            return one(value(inner.operand(ctx)));
        }
        if let Some(p) = poison(ctx, &[adaptor.operand()]) {
            return one(attr(Some(p)));
        }
        let ty = ctx.value(self.result(ctx)).ty();
        let kind = float_kind(ctx, ty)?;
        one(attr(const_fold_cast(
            ctx,
            ElementKind::Float,
            adaptor.operand(),
            ty,
            |s| {
                let Scalar::Float(b) = s else { return None };
                Some(Scalar::Float(ApFloat::from_bits(kind, *b).neg().bits()))
            },
        )))
    }
}

// ----- float casts -------------------------------------------------------------------------

/// The LLVM rounding mode of an `arith` rounding mode (nearest-even by default).
fn llvm_rounding(rm: Option<RoundingMode>) -> Rm {
    match rm {
        None | Some(RoundingMode::ToNearestEven) => Rm::NearestTiesToEven,
        Some(RoundingMode::Downward) => Rm::TowardNegative,
        Some(RoundingMode::Upward) => Rm::TowardPositive,
        Some(RoundingMode::TowardZero) => Rm::TowardZero,
        Some(RoundingMode::ToNearestAway) => Rm::NearestTiesToAway,
    }
}

/// `convertFloatValue`: `a` converted to `to` without any loss, or nothing.
fn convert_float_value(a: &ApFloat, to: FloatKind, rm: Rm) -> Option<ApFloat> {
    let target = semantics(to).non_finite;
    let nan_only = matches!(target, NonFinite::NanAllOnes | NonFinite::NanNegativeZero);
    if a.is_inf() && (nan_only || target == NonFinite::FiniteOnly) {
        return None;
    }
    if a.is_nan() && target == NonFinite::FiniteOnly {
        return None;
    }
    let mut r = *a;
    let (status, loses_info) = r.convert(to, rm);
    (!loses_info && status == OpStatus::OK).then_some(r)
}

/// `constFoldCastOp<FloatAttr, FloatAttr>` converting to the result's format.
fn fold_float_cast(
    ctx: &Context,
    operand: Option<Attribute>,
    out: Value,
    rm: Rm,
) -> Option<OpFoldResult> {
    if let Some(p) = poison(ctx, &[operand]) {
        return attr(Some(p));
    }
    let ty = ctx.value(out).ty();
    let to = float_kind(ctx, ty)?;
    let from = float_kind(ctx, ctx.attr(operand?).ty()?)?;
    attr(const_fold_cast(ctx, ElementKind::Float, operand, ty, |s| {
        let Scalar::Float(b) = s else { return None };
        convert_float_value(&ApFloat::from_bits(from, *b), to, rm).map(|r| Scalar::Float(r.bits()))
    }))
}

/// `APFloatBase::isRepresentableBy(a, b)`: every value of `a` is one of `b`.
fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
    let (a, b) = (semantics(a), semantics(b));
    a.max_exp <= b.max_exp && a.min_exp >= b.min_exp && a.precision <= b.precision
}

impl a::ExtFOpHooks for a::ExtFOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_width(ctx, self.op(), true)
    }

    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::ExtFOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let input = self.in_(ctx);
        let out = self.out(ctx);
        let trunc = ctx
            .value(input)
            .defining_op()
            .and_then(|d| a::TruncFOp::cast(ctx, d))
            .filter(|t| ctx.value(t.in_(ctx)).ty() == ctx.value(out).ty());
        if let Some(trunc) = trunc {
            let contract = |f: Option<FastMathFlags>| {
                f.unwrap_or(FastMathFlags::NONE)
                    .contains(FastMathFlags::CONTRACT)
            };
            if contract(trunc.fastmath(ctx)) && contract(self.fastmath(ctx)) {
                return one(value(trunc.in_(ctx)));
            }
        }
        one(fold_float_cast(
            ctx,
            adaptor.in_(),
            out,
            Rm::NearestTiesToEven,
        ))
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change_cast(ctx, inputs, outputs, Elem::Float, true)
    }
}

impl a::TruncFOpHooks for a::TruncFOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_width(ctx, self.op(), false)
    }

    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::TruncFOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let out = self.out(ctx);
        let res_kind = float_kind(ctx, ctx.value(out).ty())?;
        let input = self.in_(ctx);
        if let Some(ext) = ctx
            .value(input)
            .defining_op()
            .and_then(|d| a::ExtFOp::cast(ctx, d))
        {
            let src = ext.in_(ctx);
            let src_kind = float_kind(ctx, ctx.value(src).ty())?;
            let mid_kind = float_kind(ctx, ctx.value(ext.out(ctx)).ty())?;
            if is_representable_by(src_kind, mid_kind) {
                // truncf(extf(a)) -> truncf(a)
                if src_kind.width() > res_kind.width() {
                    self.op().set_operand(ctx, 0, src);
                    return one(value(out));
                }
                // truncf(extf(a)) -> a
                if src_kind == res_kind {
                    return one(value(src));
                }
            }
        }
        let rm = llvm_rounding(self.roundingmode(ctx));
        one(fold_float_cast(ctx, adaptor.in_(), out, rm))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::TruncFSIToFPToSIToFP);
        patterns.add(drr::TruncFUIToFPToUIToFP);
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change_cast(ctx, inputs, outputs, Elem::Float, false)
    }
}

impl a::ScalingExtFOpHooks for a::ScalingExtFOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_width(ctx, self.op(), true)
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change_cast(
            ctx,
            &inputs[..inputs.len().min(1)],
            outputs,
            Elem::Float,
            true,
        )
    }
}

impl a::ScalingTruncFOpHooks for a::ScalingTruncFOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        verify_width(ctx, self.op(), false)
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change_cast(
            ctx,
            &inputs[..inputs.len().min(1)],
            outputs,
            Elem::Float,
            false,
        )
    }
}

/// `uitofp`/`sitofp` of constants: rounded to nearest, ties to even.
fn int_to_fp_fold(
    ctx: &Context,
    operand: Option<Attribute>,
    out: Value,
    signed: bool,
) -> Option<OpFoldResult> {
    if let Some(p) = poison(ctx, &[operand]) {
        return attr(Some(p));
    }
    let ty = ctx.value(out).ty();
    let kind = float_kind(ctx, ty)?;
    attr(const_fold_cast(ctx, ElementKind::Int, operand, ty, |s| {
        let Scalar::Int(v) = s else { return None };
        let (f, _) = ApFloat::from_apint(kind, v, signed, Rm::NearestTiesToEven);
        Some(Scalar::Float(f.bits()))
    }))
}

/// `fptoui`/`fptosi` of constants: toward zero, not folded when out of range.
fn fp_to_int_fold(
    ctx: &Context,
    operand: Option<Attribute>,
    out: Value,
    signed: bool,
) -> Option<OpFoldResult> {
    if let Some(p) = poison(ctx, &[operand]) {
        return attr(Some(p));
    }
    let ty = ctx.value(out).ty();
    let width = match ctx.ty(element_type_or_self(ctx, ty)).kind() {
        TypeKind::Integer { width, .. } => *width,
        _ => return None,
    };
    let kind = float_kind(ctx, ctx.attr(operand?).ty()?)?;
    attr(const_fold_cast(ctx, ElementKind::Float, operand, ty, |s| {
        let Scalar::Float(b) = s else { return None };
        let (v, status, _) =
            ApFloat::from_bits(kind, *b).convert_to_integer(width, signed, Rm::TowardZero);
        (!status.contains(OpStatus::INVALID_OP)).then_some(Scalar::Int(v))
    }))
}

/// The hooks of an int/float conversion: its fold (`$fold` with `$signed`) and the element
/// kinds it converts between.
macro_rules! int_float_conversion {
    ($op:ident, $hooks:ident, $adaptor:ident, $fold:ident, $signed:expr, $from:ident, $to:ident) => {
        impl a::$hooks for a::$op {
            fn fold(
                self,
                ctx: &mut Context,
                adaptor: a::$adaptor<'_>,
            ) -> Option<Vec<OpFoldResult>> {
                let out = self.out(ctx);
                one($fold(ctx, adaptor.in_(), out, $signed))
            }

            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                int_float_cast(ctx, inputs, outputs, Elem::$from, Elem::$to)
            }
        }
    };
}

int_float_conversion!(
    UIToFPOp,
    UIToFPOpHooks,
    UIToFPOpFoldAdaptor,
    int_to_fp_fold,
    false,
    Int,
    Float
);
int_float_conversion!(
    SIToFPOp,
    SIToFPOpHooks,
    SIToFPOpFoldAdaptor,
    int_to_fp_fold,
    true,
    Int,
    Float
);
int_float_conversion!(
    FPToUIOp,
    FPToUIOpHooks,
    FPToUIOpFoldAdaptor,
    fp_to_int_fold,
    false,
    Float,
    Int
);
int_float_conversion!(
    FPToSIOp,
    FPToSIOpHooks,
    FPToSIOpFoldAdaptor,
    fp_to_int_fold,
    true,
    Float,
    Int
);

// ----- cmpf ----------------------------------------------------------------------------------

/// `applyCmpPredicate` for floats.
fn apply_cmp_predicate(pred: CmpFPredicate, lhs: &ApFloat, rhs: &ApFloat) -> bool {
    use CmpFPredicate as P;
    use CmpResult::*;
    let c = lhs.compare(rhs);
    match pred {
        P::AlwaysFalse => false,
        P::Oeq => c == Equal,
        P::Ogt => c == GreaterThan,
        P::Oge => matches!(c, GreaterThan | Equal),
        P::Olt => c == LessThan,
        P::Ole => matches!(c, LessThan | Equal),
        P::One => !matches!(c, Unordered | Equal),
        P::Ord => c != Unordered,
        P::Ueq => matches!(c, Unordered | Equal),
        P::Ugt => matches!(c, Unordered | GreaterThan),
        P::Uge => matches!(c, Unordered | GreaterThan | Equal),
        P::Ult => matches!(c, Unordered | LessThan),
        P::Ule => matches!(c, Unordered | LessThan | Equal),
        P::Une => c != Equal,
        P::Uno => c == Unordered,
        P::AlwaysTrue => true,
    }
}

/// A scalar float constant (`dyn_cast_if_present<FloatAttr>`).
fn scalar_float(ctx: &Context, c: Option<Attribute>) -> Option<ApFloat> {
    match ctx.attr(c?).kind() {
        ods_runtime::attributes::AttrKind::Float { ty, bits } => {
            Some(ApFloat::from_bits(float_kind(ctx, *ty)?, *bits))
        }
        _ => None,
    }
}

impl a::CmpFOpHooks for a::CmpFOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::CmpFOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let mut lhs = scalar_float(ctx, adaptor.lhs());
        let mut rhs = scalar_float(ctx, adaptor.rhs());
        // One NaN operand decides like two.
        if lhs.as_ref().is_some_and(ApFloat::is_nan) {
            rhs = lhs;
        }
        if rhs.as_ref().is_some_and(ApFloat::is_nan) {
            lhs = rhs;
        }
        let (l, r) = (lhs?, rhs?);
        let b = apply_cmp_predicate(self.predicate(ctx), &l, &r);
        one(attr(Some(Attribute::bool(ctx, b))))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(CmpFIntToFPConst);
    }
}

/// `ilogb`: the unbiased exponent of a finite non-zero value; `i32::MAX` for infinities,
/// `i32::MIN + 1` for zero and `i32::MIN` for NaN (LLVM's `IEK_*`).
fn ilogb(f: &ApFloat) -> i32 {
    use ods_runtime::attributes::float::Decoded;
    match semantics(f.kind()).decode(f.bits()) {
        Decoded::Finite {
            significand, exp, ..
        } => exp + 127 - significand.leading_zeros() as i32,
        Decoded::Inf(_) => i32::MAX,
        Decoded::Zero(_) => i32::MIN + 1,
        Decoded::NaN => i32::MIN,
    }
}

/// `cmpf(sitofp/uitofp(x), c)` with `c` a float constant becomes an integer comparison or a
/// constant when the conversion cannot change the outcome (upstream's `CmpFIntToFPConst`).
#[derive(Clone, Copy, Debug, Default)]
struct CmpFIntToFPConst;

/// The `cmpi` predicate of a `cmpf` predicate (ordered and unordered alike).
fn integer_predicate(pred: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    Some(match pred {
        F::Ueq | F::Oeq => I::Eq,
        F::Ugt | F::Ogt => {
            if unsigned {
                I::Ugt
            } else {
                I::Sgt
            }
        }
        F::Uge | F::Oge => {
            if unsigned {
                I::Uge
            } else {
                I::Sge
            }
        }
        F::Ult | F::Olt => {
            if unsigned {
                I::Ult
            } else {
                I::Slt
            }
        }
        F::Ule | F::Ole => {
            if unsigned {
                I::Ule
            } else {
                I::Sle
            }
        }
        F::Une | F::One => I::Ne,
        _ => return None,
    })
}

/// Replaces `op` by an `i1` constant.
fn replace_with_bool(ctx: &mut Context, op: OpId, b: bool) -> bool {
    let loc = ctx.op(op).loc();
    let i1 = Type::i1(ctx);
    let v = Attribute::integer(ctx, i1, i64::from(b));
    let c = a::ConstantOp::build(ctx, loc, i1, v);
    c.op().insert_before(ctx, op);
    let r = c.result(ctx);
    op.replace_with(ctx, &[r]);
    true
}

impl RewritePattern for CmpFIntToFPConst {
    fn root_name(&self) -> Option<&str> {
        Some("arith.cmpf")
    }

    fn debug_name(&self) -> &str {
        "CmpFIntToFPConst"
    }

    fn match_and_rewrite(&self, ctx: &mut Context, op: OpId) -> bool {
        let Some(cmp) = a::CmpFOp::cast(ctx, op) else {
            return false;
        };
        let rhs_v = cmp.rhs(ctx);
        let Some(rhs) = ctx
            .value(rhs_v)
            .defining_op()
            .and_then(|d| ods_runtime::greedy::constant_value(ctx, d))
            .and_then(|c| scalar_float(ctx, Some(c)))
        else {
            return false;
        };
        if rhs.is_nan() {
            return false;
        }
        let float_kind = rhs.kind();
        let mantissa_width = semantics(float_kind).precision as i32;
        let lhs = cmp.lhs(ctx);
        let (unsigned, int_val) = match ctx.value(lhs).defining_op() {
            Some(d) if a::SIToFPOp::cast(ctx, d).is_some() => (false, ctx.op(d).operand(0)),
            Some(d) if a::UIToFPOp::cast(ctx, d).is_some() => (true, ctx.op(d).operand(0)),
            _ => return false,
        };
        let int_ty = ctx.value(int_val).ty();
        let TypeKind::Integer {
            width: int_width, ..
        } = *ctx.ty(int_ty).kind()
        else {
            return false;
        };
        let value_bits = if unsigned { int_width } else { int_width - 1 } as i32;
        if int_width as i32 > mantissa_width {
            let exponent = ilogb(&rhs);
            if exponent == i32::MAX {
                let max_exponent = ilogb(&ApFloat::largest(float_kind, false));
                if max_exponent < value_bits {
                    return false;
                }
            } else if mantissa_width <= exponent && exponent <= value_bits {
                return false;
            }
        }
        let pred = match cmp.predicate(ctx) {
            CmpFPredicate::Ord => return replace_with_bool(ctx, op, true),
            CmpFPredicate::Uno => return replace_with_bool(ctx, op, false),
            p => match integer_predicate(p, unsigned) {
                Some(p) => p,
                None => return false,
            },
        };
        use CmpIPredicate as I;
        let rm = Rm::NearestTiesToEven;
        let bound = |v: ApInt, signed| ApFloat::from_apint(float_kind, &v, signed, rm).0;
        let w = int_width;
        let (max, min) = if unsigned {
            (
                bound(ApInt::max_value(w), false),
                bound(ApInt::zero(w), false),
            )
        } else {
            (
                bound(ApInt::signed_max_value(w), true),
                bound(ApInt::signed_min_value(w), true),
            )
        };
        if max.compare(&rhs) == CmpResult::LessThan {
            let t = matches!(pred, I::Ne | I::Slt | I::Sle | I::Ult | I::Ule);
            return replace_with_bool(ctx, op, t);
        }
        if min.compare(&rhs) == CmpResult::GreaterThan {
            let t = matches!(pred, I::Ne | I::Sgt | I::Sge | I::Ugt | I::Uge);
            return replace_with_bool(ctx, op, t);
        }
        let (rhs_int, status, _) = rhs.convert_to_integer(w, !unsigned, Rm::TowardZero);
        if status.contains(OpStatus::INVALID_OP) {
            return false;
        }
        let mut pred = pred;
        if !rhs.is_zero() {
            let back = ApFloat::from_apint(float_kind, &rhs_int, !unsigned, rm).0;
            if back.compare(&rhs) != CmpResult::Equal {
                let neg = rhs.is_negative();
                match pred {
                    I::Ne => return replace_with_bool(ctx, op, true),
                    I::Eq => return replace_with_bool(ctx, op, false),
                    I::Ule if neg => return replace_with_bool(ctx, op, false),
                    I::Sle if neg => pred = I::Slt,
                    I::Ult if neg => return replace_with_bool(ctx, op, false),
                    I::Ult => pred = I::Ule,
                    I::Slt if !neg => pred = I::Sle,
                    I::Ugt if neg => return replace_with_bool(ctx, op, true),
                    I::Sgt if neg => pred = I::Sge,
                    I::Uge if neg => return replace_with_bool(ctx, op, true),
                    I::Uge => pred = I::Ugt,
                    I::Sge if !neg => pred = I::Sgt,
                    _ => {}
                }
            }
        }
        let loc = ctx.op(op).loc();
        let c_attr = Attribute::integer_ap(ctx, int_ty, rhs_int);
        let c = a::ConstantOp::build(ctx, loc, int_ty, c_attr);
        c.op().insert_before(ctx, op);
        let c = c.result(ctx);
        let i1 = Type::i1(ctx);
        let pred = pred.to_attr(ctx);
        let new = a::CmpIOp::build(ctx, loc, i1, pred, int_val, c);
        new.op().insert_before(ctx, op);
        let r = new.result(ctx);
        op.replace_with(ctx, &[r]);
        true
    }
}
