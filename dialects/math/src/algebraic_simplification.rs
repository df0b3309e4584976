//! Upstream's `populateMathAlgebraicSimplificationPatterns` (MLIR's
//! `Math/Transforms/AlgebraicSimplification.cpp`), as LLVM 22 has it: strength reduction of
//! `math.powf` by the constant exponents 1, 2, 3, -1, 0.5, -0.5 and 0.75, and of
//! `math.ipowi`, `math.fpowi` and `complex.powi` by a constant exponent of magnitude at most
//! 8 into multiplications (and a division for a negative exponent).
//!
//! Upstream broadcasts a scalar constant into a vector with `vector.broadcast` where the
//! rewrite of a vector-typed op needs one; without the vector dialect these rewrites
//! (`powf(x, -1.0)`, and `powi` by 0 or a negative exponent, on vectors) are not made.

use ods_dialect_arith::arith;
use ods_dialect_complex::complex;
use ods_runtime::attributes::apfloat::{ApFloat, RoundingMode};
use ods_runtime::attributes::{AttrKind, Scalar};
use ods_runtime::greedy::constant_value;
use ods_runtime::ir::{OpId, Value};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::traits::element_type_or_self;
use ods_runtime::types::TypeKind;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::math as m;

/// The largest exponent magnitude `powi` is expanded for (upstream's `exponentThreshold`).
const EXPONENT_THRESHOLD: i64 = 8;

/// Adds the patterns to `patterns`.
pub fn populate_algebraic_simplification_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_fn(m::PowFOp::NAME, powf_strength_reduction);
    patterns.add_fn(m::IPowIOp::NAME, |ctx, op| {
        powi_strength_reduction(ctx, op, PowI::Integer)
    });
    patterns.add_fn(m::FPowIOp::NAME, |ctx, op| {
        powi_strength_reduction(ctx, op, PowI::Float)
    });
    patterns.add_fn(complex::PowiOp::NAME, |ctx, op| {
        powi_strength_reduction(ctx, op, PowI::Complex)
    });
}

/// The constant `v` is defined as, if any.
fn constant_of(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let def = ctx.value(v).defining_op()?;
    constant_value(ctx, def)
}

/// Whether `ty` is a vector type.
fn is_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.ty(ty).kind(), TypeKind::Vector { .. })
}

/// Whether the float constant `attr` (a scalar, or a splat of dense elements) is exactly
/// `value` in its own format (APFloat's `isExactlyValue`).
fn is_exactly(ctx: &Context, attr: Attribute, value: f64) -> bool {
    let (ty, bits) = match ctx.attr(attr).kind() {
        AttrKind::Float { ty, bits } => (*ty, *bits),
        AttrKind::DenseElements { ty, values } => match values.as_slice() {
            [Scalar::Float(bits)] => (*ty, *bits),
            _ => return false,
        },
        _ => return false,
    };
    let TypeKind::Float(kind) = *ctx.ty(element_type_or_self(ctx, ty)).kind() else {
        return false;
    };
    let mut expected = ApFloat::from_f64(ods_runtime::types::FloatKind::F64, value);
    expected.convert(kind, RoundingMode::NearestTiesToEven);
    expected.bits() == bits
}

/// The integer constant `attr` (a scalar, or a splat of dense elements) as a signed value
/// (IntegerAttr's `getInt`).
fn int_value(ctx: &Context, attr: Attribute) -> Option<i64> {
    match ctx.attr(attr).kind() {
        AttrKind::Integer { value, .. } => value.to_i64(),
        AttrKind::DenseElements { values, .. } => match values.as_slice() {
            [Scalar::Int(v)] => v.to_i64(),
            _ => None,
        },
        _ => None,
    }
}

/// Builds `ops` before `op` in order and replaces `op`'s result by `result`.
fn replace(ctx: &mut Context, op: OpId, ops: &[OpId], result: Value) {
    for &new in ops {
        new.insert_before(ctx, op);
    }
    op.replace_with(ctx, &[result]);
}

/// Upstream's `PowFStrengthReduction`.
fn powf_strength_reduction(ctx: &mut Context, op: OpId) -> bool {
    let Some(pow) = m::PowFOp::cast(ctx, op) else {
        return false;
    };
    let Some(exponent) = constant_of(ctx, pow.rhs(ctx)) else {
        return false;
    };
    let x = pow.lhs(ctx);
    let ty = ctx.value(pow.result(ctx)).ty();
    let fmf = pow.fastmath_attr(ctx);
    let loc: Location = ctx.op(op).loc();
    let is = |ctx: &Context, v: f64| is_exactly(ctx, exponent, v);
    if is(ctx, 1.0) {
        op.replace_with(ctx, &[x]);
        return true;
    }
    if is(ctx, 2.0) {
        let mul = arith::MulFOp::build(ctx, loc, ty, x, x, fmf);
        let r = mul.result(ctx);
        replace(ctx, op, &[mul.op()], r);
        return true;
    }
    if is(ctx, 3.0) {
        let square = arith::MulFOp::build(ctx, loc, ty, x, x, fmf);
        let s = square.result(ctx);
        let cube = arith::MulFOp::build(ctx, loc, ty, x, s, fmf);
        let r = cube.result(ctx);
        replace(ctx, op, &[square.op(), cube.op()], r);
        return true;
    }
    if is(ctx, -1.0) {
        if is_vector(ctx, ty) {
            return false;
        }
        let one_attr = Attribute::float(ctx, ty, 1.0);
        let one = arith::ConstantOp::build(ctx, loc, ty, one_attr);
        let o = one.result(ctx);
        let div = arith::DivFOp::build(ctx, loc, ty, o, x, fmf);
        let r = div.result(ctx);
        replace(ctx, op, &[one.op(), div.op()], r);
        return true;
    }
    if is(ctx, 0.5) {
        let sqrt = m::SqrtOp::build(ctx, loc, ty, x, fmf);
        let r = sqrt.result(ctx);
        replace(ctx, op, &[sqrt.op()], r);
        return true;
    }
    if is(ctx, -0.5) {
        let rsqrt = m::RsqrtOp::build(ctx, loc, ty, x, fmf);
        let r = rsqrt.result(ctx);
        replace(ctx, op, &[rsqrt.op()], r);
        return true;
    }
    if is(ctx, 0.75) {
        let half = m::SqrtOp::build(ctx, loc, ty, x, fmf);
        let h = half.result(ctx);
        let quarter = m::SqrtOp::build(ctx, loc, ty, h, fmf);
        let q = quarter.result(ctx);
        let mul = arith::MulFOp::build(ctx, loc, ty, h, q, fmf);
        let r = mul.result(ctx);
        replace(ctx, op, &[half.op(), quarter.op(), mul.op()], r);
        return true;
    }
    false
}

/// Which `powi` a rewrite is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PowI {
    /// `math.ipowi`: `arith.muli`, `arith.divsi`.
    Integer,
    /// `math.fpowi`: `arith.mulf`, `arith.divf`.
    Float,
    /// `complex.powi`: `complex.mul`, `complex.div`, with the op's fast-math flags.
    Complex,
}

/// Upstream's `PowIStrengthReduction` for the three `powi` ops.
fn powi_strength_reduction(ctx: &mut Context, op: OpId, which: PowI) -> bool {
    let (base, exponent_value, fmf) = match which {
        PowI::Integer => {
            let Some(p) = m::IPowIOp::cast(ctx, op) else {
                return false;
            };
            (p.lhs(ctx), p.rhs(ctx), None)
        }
        PowI::Float => {
            let Some(p) = m::FPowIOp::cast(ctx, op) else {
                return false;
            };
            (p.lhs(ctx), p.rhs(ctx), None)
        }
        PowI::Complex => {
            let Some(p) = complex::PowiOp::cast(ctx, op) else {
                return false;
            };
            (p.lhs(ctx), p.rhs(ctx), p.fastmath_attr(ctx))
        }
    };
    let Some(exponent) = constant_of(ctx, exponent_value).and_then(|a| int_value(ctx, a)) else {
        return false;
    };
    let negative = exponent < 0;
    let Some(magnitude) = exponent.checked_abs() else {
        return false;
    };
    if magnitude > EXPONENT_THRESHOLD {
        return false;
    }
    let ty = ctx.value(ctx.op(op).result(0)).ty();
    // `1`, broadcast upstream for a vector: made only where it is needed.
    let needs_one = magnitude == 0 || negative;
    if needs_one && is_vector(ctx, ty) {
        return false;
    }
    let loc = ctx.op(op).loc();
    let mut ops = Vec::new();
    let one = needs_one.then(|| {
        let elem = element_type_or_self(ctx, ty);
        let c = match which {
            PowI::Integer => {
                let attr = Attribute::integer(ctx, elem, 1);
                arith::ConstantOp::build(ctx, loc, elem, attr).op()
            }
            PowI::Float => {
                let attr = Attribute::float(ctx, elem, 1.0);
                arith::ConstantOp::build(ctx, loc, elem, attr).op()
            }
            PowI::Complex => {
                let part = ctx.ty(elem).complex_element_type();
                let re = Attribute::float(ctx, part, 1.0);
                let im = Attribute::float(ctx, part, 0.0);
                let value = Attribute::array(ctx, &[re, im]);
                complex::ConstantOp::build(ctx, loc, elem, value).op()
            }
        };
        ops.push(c);
        ctx.op(c).result(0)
    });
    if magnitude == 0 {
        let one = one.expect("made for a zero exponent");
        replace(ctx, op, &ops, one);
        return true;
    }
    let mut result = base;
    for _ in 1..magnitude {
        let mul = match which {
            PowI::Integer => arith::MulIOp::build(ctx, loc, ty, result, base, None).op(),
            PowI::Float => arith::MulFOp::build(ctx, loc, ty, result, base, None).op(),
            PowI::Complex => complex::MulOp::build(ctx, loc, ty, result, base, fmf).op(),
        };
        ops.push(mul);
        result = ctx.op(mul).result(0);
    }
    if let Some(one) = one {
        let div = match which {
            PowI::Integer => arith::DivSIOp::build(ctx, loc, ty, one, result, None).op(),
            PowI::Float => arith::DivFOp::build(ctx, loc, ty, one, result, None).op(),
            PowI::Complex => complex::DivOp::build(ctx, loc, ty, one, result, fmf).op(),
        };
        ops.push(div);
        result = ctx.op(div).result(0);
    }
    replace(ctx, op, &ops, result);
    true
}
