//! The hand-written parts of the math dialect: what upstream writes in C++ in `MathOps.cpp`,
//! in Rust. Folds follow upstream's `constFoldUnaryOp`/`constFoldBinaryOp` (and their
//! `Conditional` forms) through [`ods_runtime::common_folders`]: scalars, splats and dense
//! elements fold alike. The transcendental functions fold only `f32` and `f64`, by the
//! host's C math library as upstream calls it (`sinf`/`sin`, ...); the rounding, sign and
//! classification folds use [`ApFloat`] on every float format. As upstream's, the folders
//! propagate the ub dialect's `#ub.poison` (an operand that is poison folds the op to it,
//! whatever the format or the other operand) and the materializer builds `ub.poison` for it
//! (`ods-dialect-ub`); the classification ops, whose folders read float constants only, keep
//! a poison operand, as upstream's do.
//!
//! Not folded, where upstream folds (apart from poison, which they fold): `math.erf` and
//! `math.erfc` (Rust's standard library has no `erf`, and this crate calls no C function
//! directly), and `math.asinh`, `math.acosh` and `math.atanh` (Rust's standard library
//! computes them with its own formulas instead of the C library's, which differ in the last
//! bits and in the sign of the NaN they give).

use ods_dialect_arith::arith;
use ods_dialect_ub::ub;
use ods_runtime::attributes::apfloat::{ApFloat, RoundingMode as Rm};
use ods_runtime::attributes::{ApInt, AttrKind, Scalar};
use ods_runtime::common_folders::{
    ElementKind, const_fold_binary, const_fold_binary_int, const_fold_cast,
};
use ods_runtime::ir::OpId;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::traits::element_type_or_self;
use ods_runtime::types::{FloatKind, TypeKind};
use ods_runtime::{Attribute, Context, Location, Type};

use crate::math as m;

impl m::DialectHooks for m::Dialect {
    /// Registers the dialect's inliner interface: upstream's lets every operation of the
    /// dialect be inlined.
    fn initialize(ctx: &mut Context) {
        ctx.register_inliner_interface(
            "math",
            ods_runtime::transforms::inlining::DialectInlinerInterface::ops_legal(),
        );
    }

    /// `#ub.poison` as `ub.poison` (what the folders propagate), any other constant as
    /// `arith.constant` through arith's `ConstantOp::materialize`, as upstream does.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        if ub::PoisonAttr::cast(ctx, value).is_some() {
            return Some(ub::PoisonOp::build(ctx, loc, ty, Some(value)).op());
        }
        arith::ConstantOp::materialize(ctx, value, ty, loc).map(|c| c.op())
    }
}

/// `getShapeForUnroll` of `math.sincos` (two results): the shape of the first when it is a
/// vector.
pub(crate) fn shape_for_unroll(ctx: &Context, op: OpId) -> Option<Vec<i64>> {
    match ctx.ty(ctx.value(ctx.op(op).result(0)).ty()).kind() {
        TypeKind::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// The float format of a float type or of the elements of a shaped one.
fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.ty(element_type_or_self(ctx, ty)).kind() {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// A fold to a constant.
fn folded(a: Option<Attribute>) -> Option<Vec<OpFoldResult>> {
    a.map(|a| vec![OpFoldResult::Attribute(a)])
}

/// The poison propagation upstream's `constFoldUnaryOp`, `constFoldBinaryOp` and their
/// `Conditional` forms begin with (their default `ub::PoisonAttr`): a fold to the first of
/// `operands` that is `#ub.poison`, whatever the others are.
fn poison(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
    let p = operands
        .iter()
        .flatten()
        .copied()
        .find(|&a| ub::PoisonAttr::cast(ctx, a).is_some());
    folded(p)
}

/// `constFoldUnaryOpConditional<FloatAttr>`: poison to poison, else `calc` on each element
/// of a float constant; nothing when it refuses one.
fn fold_unary_float(
    ctx: &Context,
    operand: Option<Attribute>,
    calc: impl Fn(&ApFloat) -> Option<ApFloat>,
) -> Option<Vec<OpFoldResult>> {
    if let Some(p) = poison(ctx, &[operand]) {
        return Some(p);
    }
    let ty = ctx.attr(operand?).ty()?;
    let kind = float_kind(ctx, ty)?;
    folded(const_fold_cast(
        ctx,
        ElementKind::Float,
        operand,
        ty,
        |a| match a {
            Scalar::Float(bits) => {
                calc(&ApFloat::from_bits(kind, *bits)).map(|r| Scalar::Float(r.bits()))
            }
            _ => None,
        },
    ))
}

/// `constFoldBinaryOpConditional<FloatAttr>`.
fn fold_binary_float(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    calc: impl Fn(&ApFloat, &ApFloat) -> Option<ApFloat>,
) -> Option<Vec<OpFoldResult>> {
    if let Some(p) = poison(ctx, &[lhs, rhs]) {
        return Some(p);
    }
    let kind = float_kind(ctx, ctx.attr(lhs?).ty()?)?;
    folded(const_fold_binary(
        ctx,
        ElementKind::Float,
        lhs,
        rhs,
        None,
        |a, b| match (a, b) {
            (Scalar::Float(a), Scalar::Float(b)) => {
                let r = calc(&ApFloat::from_bits(kind, *a), &ApFloat::from_bits(kind, *b))?;
                Some(Scalar::Float(r.bits()))
            }
            _ => None,
        },
    ))
}

/// `constFoldUnaryOp<IntegerAttr>`.
fn fold_unary_int(
    ctx: &Context,
    operand: Option<Attribute>,
    calc: impl Fn(&ApInt) -> ApInt,
) -> Option<Vec<OpFoldResult>> {
    if let Some(p) = poison(ctx, &[operand]) {
        return Some(p);
    }
    let ty = ctx.attr(operand?).ty()?;
    folded(const_fold_cast(
        ctx,
        ElementKind::Int,
        operand,
        ty,
        |a| match a {
            Scalar::Int(v) => Some(Scalar::Int(calc(v))),
            _ => None,
        },
    ))
}

/// The C library's function of an `f32` or `f64` value (`sinf(a.convertToFloat())` or
/// `sin(a.convertToDouble())`); other formats do not fold.
fn host_unary(a: &ApFloat, f64_fn: fn(f64) -> f64, f32_fn: fn(f32) -> f32) -> Option<ApFloat> {
    match a.kind() {
        FloatKind::F64 => {
            let r = f64_fn(f64::from_bits(a.bits() as u64));
            Some(ApFloat::from_bits(FloatKind::F64, u128::from(r.to_bits())))
        }
        FloatKind::F32 => {
            let r = f32_fn(f32::from_bits(a.bits() as u32));
            Some(ApFloat::from_bits(FloatKind::F32, u128::from(r.to_bits())))
        }
        _ => None,
    }
}

/// [`host_unary`] for two operands of the same format.
fn host_binary(
    a: &ApFloat,
    b: &ApFloat,
    f64_fn: fn(f64, f64) -> f64,
    f32_fn: fn(f32, f32) -> f32,
) -> Option<ApFloat> {
    match (a.kind(), b.kind()) {
        (FloatKind::F64, FloatKind::F64) => {
            let (x, y) = (
                f64::from_bits(a.bits() as u64),
                f64::from_bits(b.bits() as u64),
            );
            Some(ApFloat::from_bits(
                FloatKind::F64,
                u128::from(f64_fn(x, y).to_bits()),
            ))
        }
        (FloatKind::F32, FloatKind::F32) => {
            let (x, y) = (
                f32::from_bits(a.bits() as u32),
                f32::from_bits(b.bits() as u32),
            );
            Some(ApFloat::from_bits(
                FloatKind::F32,
                u128::from(f32_fn(x, y).to_bits()),
            ))
        }
        _ => None,
    }
}

/// Folds that need no condition besides the format.
fn any(_: &ApFloat) -> bool {
    true
}

/// The folds of `log`, `log2`, `log10` and `sqrt`: not of a negative value (`-0` and
/// negative NaNs included).
fn not_negative(a: &ApFloat) -> bool {
    !a.is_negative()
}

/// The fold of `log1p`: not when `a + 1` is negative.
fn one_plus_not_negative(a: &ApFloat) -> bool {
    let mut sum = *a;
    sum.add(&ApFloat::from_f64(a.kind(), 1.0), Rm::NearestTiesToEven);
    !sum.is_negative()
}

/// Implements the folds of unary float ops by the C library: `$guard` on the value, then
/// `$f` on `f64` and `f32`.
macro_rules! host_unary_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $f:ident, $guard:path;)*) => {$(
        impl m::$hooks for m::$op {
            fn fold(self, ctx: &mut Context, adaptor: m::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                fold_unary_float(ctx, adaptor.operand(), |a| {
                    if !$guard(a) {
                        return None;
                    }
                    host_unary(a, f64::$f, f32::$f)
                })
            }
        }
    )*};
}

host_unary_folds! {
    AcosOp, AcosOpHooks, AcosOpFoldAdaptor, acos, any;
    AsinOp, AsinOpHooks, AsinOpFoldAdaptor, asin, any;
    AtanOp, AtanOpHooks, AtanOpFoldAdaptor, atan, any;
    CosOp, CosOpHooks, CosOpFoldAdaptor, cos, any;
    CoshOp, CoshOpHooks, CoshOpFoldAdaptor, cosh, any;
    SinOp, SinOpHooks, SinOpFoldAdaptor, sin, any;
    SinhOp, SinhOpHooks, SinhOpFoldAdaptor, sinh, any;
    TanOp, TanOpHooks, TanOpFoldAdaptor, tan, any;
    TanhOp, TanhOpHooks, TanhOpFoldAdaptor, tanh, any;
    ExpOp, ExpOpHooks, ExpOpFoldAdaptor, exp, any;
    Exp2Op, Exp2OpHooks, Exp2OpFoldAdaptor, exp2, any;
    ExpM1Op, ExpM1OpHooks, ExpM1OpFoldAdaptor, exp_m1, any;
    LogOp, LogOpHooks, LogOpFoldAdaptor, ln, not_negative;
    Log2Op, Log2OpHooks, Log2OpFoldAdaptor, log2, not_negative;
    Log10Op, Log10OpHooks, Log10OpFoldAdaptor, log10, not_negative;
    Log1pOp, Log1pOpHooks, Log1pOpFoldAdaptor, ln_1p, one_plus_not_negative;
    SqrtOp, SqrtOpHooks, SqrtOpFoldAdaptor, sqrt, not_negative;
    RoundOp, RoundOpHooks, RoundOpFoldAdaptor, round, any;
}

impl m::TruncOpHooks for m::TruncOp {
    /// `truncf`/`trunc`; a NaN comes back quieted, as the C library's does (Rust's `trunc`
    /// keeps a signalling NaN as it is).
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: m::TruncOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        fold_unary_float(ctx, adaptor.operand(), |a| {
            host_unary(
                a,
                |x| if x.is_nan() { x + x } else { x.trunc() },
                |x| if x.is_nan() { x + x } else { x.trunc() },
            )
        })
    }
}

/// Implements the folds upstream has and this crate leaves out (see the module docs) but
/// for their poison propagation.
macro_rules! poison_only_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident;)*) => {$(
        impl m::$hooks for m::$op {
            fn fold(self, ctx: &mut Context, adaptor: m::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                poison(ctx, &[adaptor.operand()])
            }
        }
    )*};
}

poison_only_folds! {
    ErfOp, ErfOpHooks, ErfOpFoldAdaptor;
    ErfcOp, ErfcOpHooks, ErfcOpFoldAdaptor;
    AsinhOp, AsinhOpHooks, AsinhOpFoldAdaptor;
    AcoshOp, AcoshOpHooks, AcoshOpFoldAdaptor;
    AtanhOp, AtanhOpHooks, AtanhOpFoldAdaptor;
}

/// Implements the folds of unary float ops on every format with `$calc`.
macro_rules! apfloat_unary_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $calc:expr;)*) => {$(
        impl m::$hooks for m::$op {
            fn fold(self, ctx: &mut Context, adaptor: m::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                fold_unary_float(ctx, adaptor.operand(), |a| Some($calc(a)))
            }
        }
    )*};
}

/// `roundToIntegral` with `rm`.
fn round_with(rm: Rm) -> impl Fn(&ApFloat) -> ApFloat {
    move |a| {
        let mut r = *a;
        r.round_to_integral(rm);
        r
    }
}

apfloat_unary_folds! {
    AbsFOp, AbsFOpHooks, AbsFOpFoldAdaptor, ApFloat::abs;
    CeilOp, CeilOpHooks, CeilOpFoldAdaptor, round_with(Rm::TowardPositive);
    FloorOp, FloorOpHooks, FloorOpFoldAdaptor, round_with(Rm::TowardNegative);
    RoundEvenOp, RoundEvenOpHooks, RoundEvenOpFoldAdaptor, round_with(Rm::NearestTiesToEven);
}

impl m::CopySignOpHooks for m::CopySignOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: m::CopySignOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        fold_binary_float(ctx, adaptor.lhs(), adaptor.rhs(), |a, b| {
            let mut r = *a;
            r.copy_sign(b);
            Some(r)
        })
    }
}

impl m::Atan2OpHooks for m::Atan2Op {
    /// Two zeros give the default NaN of any format; otherwise `atan2` of `f32` or `f64`.
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: m::Atan2OpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        fold_binary_float(ctx, adaptor.lhs(), adaptor.rhs(), |a, b| {
            if a.is_zero() && b.is_zero() {
                return Some(ApFloat::nan(a.kind()));
            }
            host_binary(a, b, f64::atan2, f32::atan2)
        })
    }
}

impl m::PowFOpHooks for m::PowFOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: m::PowFOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        fold_binary_float(ctx, adaptor.lhs(), adaptor.rhs(), |a, b| {
            host_binary(a, b, f64::powf, f32::powf)
        })
    }
}

/// Implements the folds of the classification ops: a float constant gives a `bool`, a splat
/// an `i1` splat of the result's type; dense elements do not fold, as upstream.
macro_rules! classification_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $test:expr;)*) => {$(
        impl m::$hooks for m::$op {
            fn fold(self, ctx: &mut Context, adaptor: m::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                let result_ty = ctx.value(self.result(ctx)).ty();
                folded(classify(ctx, adaptor.operand(), result_ty, $test))
            }
        }
    )*};
}

/// `test` of a float constant as a `bool`, or of a splat's value as an `i1` splat of
/// `result_ty`.
fn classify(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    test: fn(&ApFloat) -> bool,
) -> Option<Attribute> {
    match ctx.attr(operand?).kind() {
        AttrKind::Float { ty, bits } => {
            let kind = float_kind(ctx, *ty)?;
            Some(Attribute::bool(ctx, test(&ApFloat::from_bits(kind, *bits))))
        }
        AttrKind::DenseElements { ty, values } => {
            let [Scalar::Float(bits)] = values.as_slice() else {
                return None;
            };
            let kind = float_kind(ctx, *ty)?;
            let bit = u128::from(test(&ApFloat::from_bits(kind, *bits)));
            Some(Attribute::dense_elements(
                ctx,
                result_ty,
                vec![Scalar::Int(ApInt::from_u128(1, bit))],
            ))
        }
        _ => None,
    }
}

classification_folds! {
    IsFiniteOp, IsFiniteOpHooks, IsFiniteOpFoldAdaptor, ApFloat::is_finite;
    IsInfOp, IsInfOpHooks, IsInfOpFoldAdaptor, ApFloat::is_inf;
    IsNaNOp, IsNaNOpHooks, IsNaNOpFoldAdaptor, ApFloat::is_nan;
    IsNormalOp, IsNormalOpHooks, IsNormalOpFoldAdaptor, ApFloat::is_normal;
}

/// Implements the folds of the integer unary ops with `$calc`.
macro_rules! int_unary_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $calc:expr;)*) => {$(
        impl m::$hooks for m::$op {
            fn fold(self, ctx: &mut Context, adaptor: m::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                fold_unary_int(ctx, adaptor.operand(), $calc)
            }
        }
    )*};
}

/// A count as an integer of `a`'s width.
fn count(a: &ApInt, n: u32) -> ApInt {
    ApInt::from_u128(a.width(), u128::from(n))
}

int_unary_folds! {
    AbsIOp, AbsIOpHooks, AbsIOpFoldAdaptor, ApInt::abs;
    CountLeadingZerosOp, CountLeadingZerosOpHooks, CountLeadingZerosOpFoldAdaptor,
        |a: &ApInt| count(a, a.countl_zero());
    CountTrailingZerosOp, CountTrailingZerosOpHooks, CountTrailingZerosOpFoldAdaptor,
        |a: &ApInt| count(a, a.countr_zero());
    CtPopOp, CtPopOpHooks, CtPopOpFoldAdaptor, |a: &ApInt| count(a, a.popcount());
}

impl m::IPowIOpHooks for m::IPowIOp {
    /// Upstream's `ipowi` fold: `x^0 = 1`; a negative power gives 1 for a base of 1, 0 for
    /// a base other than 1 and -1, and ±1 for -1 by the power's parity, and leaves `0^-n`;
    /// a positive power multiplies by squaring (wrapping). A poison operand, either, folds
    /// to poison first.
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: m::IPowIOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        if let Some(p) = poison(ctx, &[adaptor.lhs(), adaptor.rhs()]) {
            return Some(p);
        }
        folded(const_fold_binary_int(
            ctx,
            adaptor.lhs(),
            adaptor.rhs(),
            None,
            ipowi,
        ))
    }
}

fn ipowi(base: &ApInt, power: &ApInt) -> Option<ApInt> {
    let width = base.width();
    let one = ApInt::from_u128(width, 1);
    let minus_one = ApInt::max_value(width);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if *base == one {
            return Some(one);
        }
        if *base != minus_one {
            return Some(ApInt::zero(width));
        }
        return Some(if power.bits().bit(0) { minus_one } else { one });
    }
    let (mut result, mut cur_base, mut cur_power) = (one, base.clone(), power.clone());
    loop {
        if cur_power.bits().bit(0) {
            result = result.wrapping_mul(&cur_base);
        }
        cur_power = cur_power.lshr(1);
        if cur_power.is_zero() {
            return Some(result);
        }
        cur_base = cur_base.wrapping_mul(&cur_base);
    }
}
