//! Integer operations: folds (upstream's `AddIOp::fold`, ...), canonicalization pattern
//! sets, range inference, speculatability, `cmpi` and `select`.

use ods_runtime::asm::op_parser::OpParser;
use ods_runtime::asm::op_printer::OpPrinter;
use ods_runtime::asm::parser::PResult;
use ods_runtime::attributes::{ApInt, Scalar};
use ods_runtime::common_folders::{self as cf, const_fold_binary_int};
use ods_runtime::interfaces::int_range::infer::{self, CmpPredicate, OverflowFlags};
use ods_runtime::interfaces::int_range::{ConstantIntRanges, IntegerValueRange};
use ods_runtime::interfaces::side_effects::Speculatability;
use ods_runtime::ir::{OperationState, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::{RewritePattern, RewritePatternSet};
use ods_runtime::traits::element_type_or_self;
use ods_runtime::types::TypeKind;
use ods_runtime::verify::VerifyError;
use ods_runtime::{Attribute, Context, Type};

use super::{SetRange, attr, bool_attribute, is_poison, one, poison, value};
use crate::arith as a;
use crate::canonicalization as drr;
use crate::{CmpIPredicate, IntegerOverflowFlags};

/// The range inference flags of an op's overflow flags.
fn overflow_flags(flags: IntegerOverflowFlags) -> OverflowFlags {
    OverflowFlags {
        nsw: flags.contains(IntegerOverflowFlags::NSW),
        nuw: flags.contains(IntegerOverflowFlags::NUW),
    }
}

/// `x == 1` for an integer of any width.
fn is_one(v: &ApInt) -> bool {
    *v == ApInt::from_u128(v.width(), 1)
}

/// `m_One` of a constant operand.
fn is_one_attr(ctx: &Context, attr: Option<Attribute>) -> bool {
    cf::is_one_int(ctx, attr)
}

/// The zero of `ty`, when the shape allows a constant.
fn zero_of(ctx: &Context, ty: Type) -> Option<Attribute> {
    if ctx
        .ty(ty)
        .shape()
        .is_some_and(|s| s.contains(&ods_runtime::types::DYNAMIC))
    {
        return None;
    }
    if ctx.ty(ty).is_tensor() && ctx.ty(ty).shape().is_none() {
        return None;
    }
    cf::zero_attr(ctx, ty)
}

/// The op defining `v` when it is a `T`.
fn def<T: ods_runtime::ir::OpView + Copy>(
    ctx: &Context,
    v: Value,
    cast: fn(&Context, ods_runtime::ir::OpId) -> Option<T>,
) -> Option<T> {
    ctx.value(v).defining_op().and_then(|d| cast(ctx, d))
}

/// Implements `fold` and range inference of a binary integer op. `$fold` gets the op, the
/// context, the lhs and rhs constants; `$range` the argument ranges and the op.
macro_rules! int_binary {
    ($op:ident, $hooks:ident, $adaptor:ident,
     fold: $fold:expr, range: $range:expr $(, $extra:item)*) => {
        impl a::$hooks for a::$op {
            fn fold(self, ctx: &mut Context, adaptor: a::$adaptor<'_>) -> Option<Vec<OpFoldResult>> {
                #[allow(clippy::redundant_closure_call)]
                one(($fold)(self, ctx, adaptor.lhs(), adaptor.rhs()))
            }

            fn infer_result_ranges(
                self,
                ctx: &Context,
                arg_ranges: &[ConstantIntRanges],
                set: SetRange<'_>,
            ) {
                let result = self.result(ctx);
                #[allow(clippy::redundant_closure_call)]
                let range = ($range)(self, &*ctx, arg_ranges);
                set(result, range);
            }

            $($extra)*
        }
    };
}

/// The type of a binary fold.
type Fold<Op> = fn(Op, &mut Context, Option<Attribute>, Option<Attribute>) -> Option<OpFoldResult>;

/// `constFoldBinaryOp<IntegerAttr>` with a total calculation (a poison operand folds to
/// itself without it).
fn fold_int(
    ctx: &Context,
    l: Option<Attribute>,
    r: Option<Attribute>,
    f: impl Fn(&ApInt, &ApInt) -> ApInt,
) -> Option<OpFoldResult> {
    fold_int_checked(ctx, l, r, |a, b| Some(f(a, b)))
}

/// `constFoldBinaryOp<IntegerAttr>` with a calculation that may refuse (division by zero,
/// overflow): any refused element leaves the op unfolded.
fn fold_int_checked(
    ctx: &Context,
    l: Option<Attribute>,
    r: Option<Attribute>,
    f: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<OpFoldResult> {
    if let Some(p) = poison(ctx, &[l, r]) {
        return attr(Some(p));
    }
    attr(const_fold_binary_int(ctx, l, r, None, f))
}

const ADDI_FOLD: Fold<a::AddIOp> = |op, ctx, _l, r| {
    let (lhs, rhs) = (op.lhs(ctx), op.rhs(ctx));
    if cf::is_zero_int(ctx, r) {
        return value(lhs);
    }
    // addi(subi(a, b), b) -> a
    if let Some(sub) = def(ctx, lhs, a::SubIOp::cast).filter(|s| rhs == s.rhs(ctx)) {
        return value(sub.lhs(ctx));
    }
    // addi(b, subi(a, b)) -> a
    if let Some(sub) = def(ctx, rhs, a::SubIOp::cast).filter(|s| lhs == s.rhs(ctx)) {
        return value(sub.lhs(ctx));
    }
    fold_int(ctx, _l, r, ApInt::wrapping_add)
};

int_binary!(AddIOp, AddIOpHooks, AddIOpFoldAdaptor,
fold: ADDI_FOLD,
range: |op: a::AddIOp, ctx: &Context, r: &[ConstantIntRanges]| {
    infer::infer_add(r, overflow_flags(op.overflow_flags(ctx)))
},
fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
    patterns.add(drr::AddIAddConstant);
    patterns.add(drr::AddISubConstantRHS);
    patterns.add(drr::AddISubConstantLHS);
    patterns.add(drr::AddIMulNegativeOneRhs);
    patterns.add(drr::AddIMulNegativeOneLhs);
});

const SUBI_FOLD: Fold<a::SubIOp> = |op, ctx, l, r| {
    let (lhs, rhs) = (op.lhs(ctx), op.rhs(ctx));
    // subi(x, x) -> 0
    if lhs == rhs {
        let ty = ctx.value(op.result(ctx)).ty();
        if let Some(z) = zero_of(ctx, ty) {
            return attr(Some(z));
        }
    }
    if cf::is_zero_int(ctx, r) {
        return value(lhs);
    }
    if let Some(add) = def(ctx, lhs, a::AddIOp::cast) {
        // subi(addi(a, b), b) -> a
        if rhs == add.rhs(ctx) {
            return value(add.lhs(ctx));
        }
        // subi(addi(a, b), a) -> b
        if rhs == add.lhs(ctx) {
            return value(add.rhs(ctx));
        }
    }
    fold_int(ctx, l, r, ApInt::wrapping_sub)
};

int_binary!(SubIOp, SubIOpHooks, SubIOpFoldAdaptor,
fold: SUBI_FOLD,
range: |op: a::SubIOp, ctx: &Context, r: &[ConstantIntRanges]| {
    infer::infer_sub(r, overflow_flags(op.overflow_flags(ctx)))
},
fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
    patterns.add(drr::SubIRHSAddConstant);
    patterns.add(drr::SubILHSAddConstant);
    patterns.add(drr::SubIRHSSubConstantRHS);
    patterns.add(drr::SubIRHSSubConstantLHS);
    patterns.add(drr::SubILHSSubConstantRHS);
    patterns.add(drr::SubILHSSubConstantLHS);
    patterns.add(drr::SubISubILHSRHSLHS);
});

const MULI_FOLD: Fold<a::MulIOp> = |op, ctx, l, r| {
    if cf::is_zero_int(ctx, r) {
        return value(op.rhs(ctx));
    }
    if is_one_attr(ctx, r) {
        return value(op.lhs(ctx));
    }
    fold_int(ctx, l, r, ApInt::wrapping_mul)
};

int_binary!(MulIOp, MulIOpHooks, MulIOpFoldAdaptor,
fold: MULI_FOLD,
range: |op: a::MulIOp, ctx: &Context, r: &[ConstantIntRanges]| {
    infer::infer_mul(r, overflow_flags(op.overflow_flags(ctx)))
},
fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
    patterns.add(drr::MulIMulIConstant);
},
/// `%c4_vscale` for `c * vector.vscale` of `index` type.
fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
    let result = self.result(ctx);
    if !ctx.ty(ctx.value(result).ty()).is_index() {
        return Vec::new();
    }
    let is_vscale = |v: Value| {
        ctx.value(v).defining_op()
            .is_some_and(|d| ctx.op_name(ctx.op(d).name()).as_str() == "vector.vscale")
    };
    let base = |v: Value| {
        let d = ctx.value(v).defining_op()?;
        if !ctx.op(d).has_trait::<ods_runtime::traits::ConstantLike>() {
            return None;
        }
        let c = ctx.op(d).attr("value")?;
        match ctx.attr(c).kind() {
            ods_runtime::attributes::AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    };
    let (l, r) = (self.lhs(ctx), self.rhs(ctx));
    let found = if is_vscale(r) { base(l) } else { None }
        .or_else(|| if is_vscale(l) { base(r) } else { None });
    match found {
        Some(c) => vec![(result, format!("c{c}_vscale"))],
        None => Vec::new(),
    }
});

/// `(a * b) / b -> a` when the multiplication has `flags`.
fn fold_div_mul(
    ctx: &Context,
    lhs: Value,
    rhs: Value,
    flags: IntegerOverflowFlags,
) -> Option<Value> {
    let mul = def(ctx, lhs, a::MulIOp::cast)?;
    if !mul.overflow_flags(ctx).contains(flags) {
        return None;
    }
    if mul.lhs(ctx) == rhs {
        return Some(mul.rhs(ctx));
    }
    if mul.rhs(ctx) == rhs {
        return Some(mul.lhs(ctx));
    }
    None
}

/// `matchPattern(v, m_ConstantInt(&c))`: the integer (or splat) the constant-like op
/// defining `v` folds to.
fn matched_constant_int(ctx: &mut Context, v: Value) -> Option<ApInt> {
    let d = ctx.value(v).defining_op()?;
    let c = ods_runtime::greedy::constant_value(ctx, d)?;
    cf::constant_int(ctx, Some(c))
}

/// MLIR's `constant_int_range_predicate_matcher` (`m_IntRangeWithout*`): the range of the
/// divisor, a constant's own value or what its defining op's range inference gives with
/// every operand unknown.
fn divisor_range(ctx: &Context, divisor: Value) -> Option<ConstantIntRanges> {
    match constant_int_of(ctx, divisor) {
        Some(v) => Some(ConstantIntRanges::constant(v)),
        None => ods_runtime::interfaces::int_range::inferred_range_of_definition(ctx, divisor),
    }
}

/// `getDivUISpeculatability`: speculatable when the divisor's range excludes zero
/// (`m_IntRangeWithoutZeroU`).
fn div_ui_speculatability(ctx: &Context, divisor: Value) -> Speculatability {
    match divisor_range(ctx, divisor) {
        Some(r) if !r.umin().is_zero() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// `getDivSISpeculatability`: speculatable when the divisor's signed range excludes zero
/// and -1 (`m_IntRangeWithoutZeroS`, `m_IntRangeWithoutNegOneS`).
fn div_si_speculatability(ctx: &Context, divisor: Value) -> Speculatability {
    let Some(r) = divisor_range(ctx, divisor) else {
        return Speculatability::NotSpeculatable;
    };
    let width = r.width();
    let zero = ApInt::zero(width);
    let minus_one = ApInt::from_i128(width, -1);
    let without_zero = r.smin().sgt(&zero) || r.smax().slt(&zero);
    let without_minus_one = r.smin().sgt(&minus_one) || r.smax().slt(&minus_one);
    if without_zero && without_minus_one {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// The integer (or splat) a constant-like op defining `v` holds, read from its `value`.
fn constant_int_of(ctx: &Context, v: Value) -> Option<ApInt> {
    let d = ctx.value(v).defining_op()?;
    if !ctx.op(d).has_trait::<ods_runtime::traits::ConstantLike>() {
        return None;
    }
    cf::constant_int(ctx, ctx.op(d).attr("value"))
}

const DIVUI_FOLD: Fold<a::DivUIOp> = |op, ctx, l, r| {
    if is_one_attr(ctx, r) {
        return value(op.lhs(ctx));
    }
    if let Some(v) = fold_div_mul(ctx, op.lhs(ctx), op.rhs(ctx), IntegerOverflowFlags::NUW) {
        return value(v);
    }
    fold_int_checked(ctx, l, r, |a, b| (!b.is_zero()).then(|| a.udiv(b)))
};

int_binary!(DivUIOp, DivUIOpHooks, DivUIOpFoldAdaptor,
fold: DIVUI_FOLD,
range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_divu(r),
fn get_speculatability(self, ctx: &Context) -> Speculatability {
    div_ui_speculatability(ctx, self.rhs(ctx))
});

const DIVSI_FOLD: Fold<a::DivSIOp> = |op, ctx, l, r| {
    if is_one_attr(ctx, r) {
        return value(op.lhs(ctx));
    }
    if let Some(v) = fold_div_mul(ctx, op.lhs(ctx), op.rhs(ctx), IntegerOverflowFlags::NSW) {
        return value(v);
    }
    fold_int_checked(ctx, l, r, |a, b| {
        if b.is_zero() {
            return None;
        }
        let (q, overflow) = a.sdiv_ov(b);
        (!overflow).then_some(q)
    })
};

int_binary!(DivSIOp, DivSIOpHooks, DivSIOpFoldAdaptor,
fold: DIVSI_FOLD,
range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_divs(r),
fn get_speculatability(self, ctx: &Context) -> Speculatability {
    div_si_speculatability(ctx, self.rhs(ctx))
});

/// `signedCeilNonnegInputs`: `(a - 1) / b + 1`, or `None` on overflow.
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let one = ApInt::from_i128(a.width(), 1);
    let (x, o1) = a.ssub_ov(&one);
    let (x, o2) = x.sdiv_ov(b);
    let (x, o3) = x.sadd_ov(&one);
    (!(o1 || o2 || o3)).then_some(x)
}

const CEILDIVUI_FOLD: Fold<a::CeilDivUIOp> = |op, ctx, l, r| {
    if is_one_attr(ctx, r) {
        return value(op.lhs(ctx));
    }
    fold_int_checked(ctx, l, r, |a, b| {
        if b.is_zero() {
            return None;
        }
        let q = a.udiv(b);
        if a.urem(b).is_zero() {
            return Some(q);
        }
        let (q, overflow) = q.uadd_ov(&ApInt::from_i128(a.width(), 1));
        (!overflow).then_some(q)
    })
};

int_binary!(CeilDivUIOp, CeilDivUIOpHooks, CeilDivUIOpFoldAdaptor,
fold: CEILDIVUI_FOLD,
range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_ceil_divu(r),
fn get_speculatability(self, ctx: &Context) -> Speculatability {
    div_ui_speculatability(ctx, self.rhs(ctx))
});

/// `ceildivsi` of two constants as upstream folds it: `None` on division by zero or any
/// overflow of the intermediate steps.
fn ceil_div_si(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    let zero = ApInt::zero(a.width());
    let (a_pos, b_pos) = (a.sgt(&zero), b.sgt(&zero));
    if a_pos && b_pos {
        return signed_ceil_nonneg(a, b);
    }
    if !a_pos && !b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (pb, o2) = zero.ssub_ov(b);
        let res = signed_ceil_nonneg(&pa, &pb);
        return if o1 || o2 { None } else { res };
    }
    if !a_pos && b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (div, o2) = pa.sdiv_ov(b);
        let (res, o3) = zero.ssub_ov(&div);
        return (!(o1 || o2 || o3)).then_some(res);
    }
    let (pb, o1) = zero.ssub_ov(b);
    let (div, o2) = a.sdiv_ov(&pb);
    let (res, o3) = zero.ssub_ov(&div);
    (!(o1 || o2 || o3)).then_some(res)
}

const CEILDIVSI_FOLD: Fold<a::CeilDivSIOp> = |op, ctx, l, r| {
    if is_one_attr(ctx, r) {
        return value(op.lhs(ctx));
    }
    fold_int_checked(ctx, l, r, ceil_div_si)
};

int_binary!(CeilDivSIOp, CeilDivSIOpHooks, CeilDivSIOpFoldAdaptor,
fold: CEILDIVSI_FOLD,
range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_ceil_divs(r),
fn get_speculatability(self, ctx: &Context) -> Speculatability {
    div_si_speculatability(ctx, self.rhs(ctx))
});

/// `APInt::sfloordiv_ov`.
fn sfloordiv_ov(a: &ApInt, b: &ApInt) -> (ApInt, bool) {
    let (q, overflow) = a.sdiv_ov(b);
    if q.wrapping_mul(b) != *a && a.is_negative() != b.is_negative() {
        return (q.wrapping_sub(&ApInt::from_i128(a.width(), 1)), overflow);
    }
    (q, overflow)
}

const FLOORDIVSI_FOLD: Fold<a::FloorDivSIOp> = |op, ctx, l, r| {
    if is_one_attr(ctx, r) {
        return value(op.lhs(ctx));
    }
    // As upstream, the flag is set by each element in turn (a zero divisor keeps `a`), so
    // the last element decides whether the op folds.
    let failed = std::cell::Cell::new(false);
    let folded = fold_int(ctx, l, r, |a, b| {
        if b.is_zero() {
            failed.set(true);
            return a.clone();
        }
        let (q, overflow) = sfloordiv_ov(a, b);
        failed.set(overflow);
        q
    });
    if failed.get() { None } else { folded }
};

int_binary!(FloorDivSIOp, FloorDivSIOpHooks, FloorDivSIOpFoldAdaptor,
    fold: FLOORDIVSI_FOLD,
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_floor_divs(r));

const REMUI_FOLD: Fold<a::RemUIOp> = |op, ctx, l, r| {
    if is_one_attr(ctx, r) {
        let ty = ctx.value(op.result(ctx)).ty();
        return attr(cf::zero_attr(ctx, ty));
    }
    fold_int_checked(ctx, l, r, |a, b| (!b.is_zero()).then(|| a.urem(b)))
};

int_binary!(RemUIOp, RemUIOpHooks, RemUIOpFoldAdaptor,
    fold: REMUI_FOLD,
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_remu(r));

const REMSI_FOLD: Fold<a::RemSIOp> = |op, ctx, l, r| {
    if is_one_attr(ctx, r) {
        let ty = ctx.value(op.result(ctx)).ty();
        return attr(cf::zero_attr(ctx, ty));
    }
    fold_int_checked(ctx, l, r, |a, b| (!b.is_zero()).then(|| a.srem(b)))
};

int_binary!(RemSIOp, RemSIOpHooks, RemSIOpFoldAdaptor,
    fold: REMSI_FOLD,
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_rems(r));

/// `m_Op<XOrIOp>(m_Val(x), m_ConstantInt(&c))` with `c` all ones: `v = xori(x, -1)`.
fn is_not_of(ctx: &mut Context, v: Value, x: Value) -> bool {
    let Some(xor) = def(ctx, v, a::XOrIOp::cast) else {
        return false;
    };
    if xor.lhs(ctx) != x {
        return false;
    }
    let rhs = xor.rhs(ctx);
    matched_constant_int(ctx, rhs).is_some_and(|c| c.is_all_ones())
}

const ANDI_FOLD: Fold<a::AndIOp> = |op, ctx, l, r| {
    let (lhs, rhs) = (op.lhs(ctx), op.rhs(ctx));
    if cf::is_zero_int(ctx, r) {
        return value(rhs);
    }
    if cf::constant_int(ctx, r).is_some_and(|c| c.is_all_ones()) {
        return value(lhs);
    }
    let ty = ctx.value(op.result(ctx)).ty();
    // and(x, not(x)) -> 0, and(not(x), x) -> 0
    if is_not_of(ctx, rhs, lhs) || is_not_of(ctx, lhs, rhs) {
        return attr(cf::zero_attr(ctx, ty));
    }
    // and(a, and(a, b)) -> and(a, b)
    for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
        let and =
            def(ctx, prev, a::AndIOp::cast).filter(|p| other == p.lhs(ctx) || other == p.rhs(ctx));
        if let Some(p) = and {
            return value(p.result(ctx));
        }
    }
    fold_int(ctx, l, r, ApInt::and)
};

int_binary!(AndIOp, AndIOpHooks, AndIOpFoldAdaptor,
fold: ANDI_FOLD,
range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_and(r),
fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
    patterns.add(drr::AndOfExtUI);
    patterns.add(drr::AndOfExtSI);
});

const ORI_FOLD: Fold<a::OrIOp> = |op, ctx, l, r| {
    let (lhs, rhs) = (op.lhs(ctx), op.rhs(ctx));
    if let Some(c) = cf::constant_int(ctx, r) {
        if c.is_zero() {
            return value(lhs);
        }
        if c.is_all_ones() {
            return attr(r);
        }
    }
    // or(x, xor(x, 1)) -> 1, or(xor(x, 1), x) -> 1
    for (not, x) in [(rhs, lhs), (lhs, rhs)] {
        if is_not_of(ctx, not, x) {
            let xor = def(ctx, not, a::XOrIOp::cast)?;
            return value(xor.rhs(ctx));
        }
    }
    fold_int(ctx, l, r, ApInt::or)
};

int_binary!(OrIOp, OrIOpHooks, OrIOpFoldAdaptor,
fold: ORI_FOLD,
range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_or(r),
fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
    patterns.add(drr::OrOfExtUI);
    patterns.add(drr::OrOfExtSI);
});

const XORI_FOLD: Fold<a::XOrIOp> = |op, ctx, l, r| {
    let (lhs, rhs) = (op.lhs(ctx), op.rhs(ctx));
    if cf::is_zero_int(ctx, r) {
        return value(lhs);
    }
    if lhs == rhs {
        let ty = ctx.value(op.result(ctx)).ty();
        return attr(cf::zero_attr(ctx, ty));
    }
    // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
    if let Some(prev) = def(ctx, lhs, a::XOrIOp::cast) {
        if prev.rhs(ctx) == rhs {
            return value(prev.lhs(ctx));
        }
        if prev.lhs(ctx) == rhs {
            return value(prev.rhs(ctx));
        }
    }
    // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
    if let Some(prev) = def(ctx, rhs, a::XOrIOp::cast) {
        if prev.rhs(ctx) == lhs {
            return value(prev.lhs(ctx));
        }
        if prev.lhs(ctx) == lhs {
            return value(prev.rhs(ctx));
        }
    }
    fold_int(ctx, l, r, ApInt::xor)
};

int_binary!(XOrIOp, XOrIOpHooks, XOrIOpFoldAdaptor,
fold: XORI_FOLD,
range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_xor(r),
fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
    patterns.add(drr::XOrINotCmpI);
    patterns.add(drr::XOrIOfExtUI);
    patterns.add(drr::XOrIOfExtSI);
});

/// A max or min: its absorbing and identity constants, and whether it picks the lhs.
struct MinMax {
    absorbing: fn(&ApInt) -> bool,
    identity: fn(&ApInt) -> bool,
    pick_lhs: fn(&ApInt, &ApInt) -> bool,
}

/// A max/min fold: `x op x -> x`, the absorbing constant, the identity constant, then the
/// constant fold.
fn min_max_fold(
    ctx: &Context,
    (lhs, rhs): (Value, Value),
    l: Option<Attribute>,
    r: Option<Attribute>,
    m: &MinMax,
) -> Option<OpFoldResult> {
    if lhs == rhs {
        return value(rhs);
    }
    if let Some(c) = cf::constant_int(ctx, r) {
        if (m.absorbing)(&c) {
            return value(rhs);
        }
        if (m.identity)(&c) {
            return value(lhs);
        }
    }
    fold_int(ctx, l, r, |a, b| {
        if (m.pick_lhs)(a, b) {
            a.clone()
        } else {
            b.clone()
        }
    })
}

fn is_smax(v: &ApInt) -> bool {
    *v == ApInt::signed_max_value(v.width())
}
fn is_smin(v: &ApInt) -> bool {
    v.is_min_signed_value()
}
fn is_umax(v: &ApInt) -> bool {
    v.is_all_ones()
}
fn is_umin(v: &ApInt) -> bool {
    v.is_zero()
}

int_binary!(MaxSIOp, MaxSIOpHooks, MaxSIOpFoldAdaptor,
    fold: |op: a::MaxSIOp, ctx: &mut Context, l, r| {
        let m = MinMax { absorbing: is_smax, identity: is_smin, pick_lhs: |a, b| a.sge(b) };
        min_max_fold(ctx, (op.lhs(ctx), op.rhs(ctx)), l, r, &m)
    },
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_maxs(r));
int_binary!(MaxUIOp, MaxUIOpHooks, MaxUIOpFoldAdaptor,
    fold: |op: a::MaxUIOp, ctx: &mut Context, l, r| {
        let m = MinMax { absorbing: is_umax, identity: is_umin, pick_lhs: |a, b| a.uge(b) };
        min_max_fold(ctx, (op.lhs(ctx), op.rhs(ctx)), l, r, &m)
    },
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_maxu(r));
int_binary!(MinSIOp, MinSIOpHooks, MinSIOpFoldAdaptor,
    fold: |op: a::MinSIOp, ctx: &mut Context, l, r| {
        let m = MinMax { absorbing: is_smin, identity: is_smax, pick_lhs: |a, b| a.sle(b) };
        min_max_fold(ctx, (op.lhs(ctx), op.rhs(ctx)), l, r, &m)
    },
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_mins(r));
int_binary!(MinUIOp, MinUIOpHooks, MinUIOpFoldAdaptor,
    fold: |op: a::MinUIOp, ctx: &mut Context, l, r| {
        let m = MinMax { absorbing: is_umin, identity: is_umax, pick_lhs: |a, b| a.ule(b) };
        min_max_fold(ctx, (op.lhs(ctx), op.rhs(ctx)), l, r, &m)
    },
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_minu(r));

/// A shift fold: `x shift 0 -> x`, then the constant fold when the amount is below the
/// width.
fn shift_fold(
    ctx: &Context,
    lhs: Value,
    l: Option<Attribute>,
    r: Option<Attribute>,
    shift: fn(&ApInt, u32) -> ApInt,
) -> Option<OpFoldResult> {
    if cf::is_zero_int(ctx, r) {
        return value(lhs);
    }
    // As upstream, each element's shift is computed (an amount of the width or more gives
    // what `APInt` gives), and whether the last element's amount is below the width
    // decides whether the op folds.
    let bounded = std::cell::Cell::new(false);
    let folded = fold_int(ctx, l, r, |a, b| {
        let amount = b.to_u64().filter(|&n| n < u64::from(b.width()));
        bounded.set(amount.is_some());
        shift(a, amount.map_or(b.width(), |n| n as u32))
    });
    if bounded.get() { folded } else { None }
}

int_binary!(ShLIOp, ShLIOpHooks, ShLIOpFoldAdaptor,
fold: |op: a::ShLIOp, ctx: &mut Context, l, r| shift_fold(ctx, op.lhs(ctx), l, r, ApInt::shl_bits),
range: |op: a::ShLIOp, ctx: &Context, r: &[ConstantIntRanges]| {
    infer::infer_shl(r, overflow_flags(op.overflow_flags(ctx)))
});
int_binary!(ShRUIOp, ShRUIOpHooks, ShRUIOpFoldAdaptor,
    fold: |op: a::ShRUIOp, ctx: &mut Context, l, r| shift_fold(ctx, op.lhs(ctx), l, r, ApInt::lshr),
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_shru(r));
int_binary!(ShRSIOp, ShRSIOpHooks, ShRSIOpFoldAdaptor,
    fold: |op: a::ShRSIOp, ctx: &mut Context, l, r| shift_fold(ctx, op.lhs(ctx), l, r, ApInt::ashr),
    range: |_, _: &Context, r: &[ConstantIntRanges]| infer::infer_shrs(r));

/// `llvm::APIntOps::mulhs`/`mulhu`: the high half of the double-width product.
fn mul_high(a: &ApInt, b: &ApInt, signed: bool) -> ApInt {
    let w = a.width();
    let ext = |v: &ApInt| if signed { v.sext(2 * w) } else { v.zext(2 * w) };
    ext(a).wrapping_mul(&ext(b)).lshr(w).trunc(w)
}

impl a::AddUIExtendedOpHooks for a::AddUIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::AddUIExtendedOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let overflow_ty = ctx.value(self.overflow(ctx)).ty();
        let rhs = self.rhs(ctx);
        // addui_extended(x, 0) -> x, false
        if matched_constant_int(ctx, rhs).is_some_and(|c| c.is_zero()) {
            let f = cf::zero_attr(ctx, overflow_ty)?;
            return Some(vec![
                OpFoldResult::Value(self.lhs(ctx)),
                OpFoldResult::Attribute(f),
            ]);
        }
        let (l, r) = (adaptor.lhs(), adaptor.rhs());
        // A poison operand makes both results poison. (LLVM 22 crashes here, reading the
        // type of the poison sum; this is what its successors do.)
        if let Some(p) = poison(ctx, &[l, r]) {
            return Some(vec![OpFoldResult::Attribute(p); 2]);
        }
        let sum = const_fold_binary_int(ctx, l, r, None, |a, b| Some(a.wrapping_add(b)))?;
        let sum_ty = ctx.attr(sum).ty()?;
        let i1 = ctx.ty(sum_ty).i1_same_shape();
        let overflow = const_fold_binary_int(ctx, Some(sum), l, Some(i1), |s, a| {
            Some(ApInt::from_u128(1, u128::from(s.ult(a))))
        })?;
        Some(vec![
            OpFoldResult::Attribute(sum),
            OpFoldResult::Attribute(overflow),
        ])
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::AddUIExtendedToAddI);
    }
}

/// The fold of `mulsi_extended`/`mului_extended` once the zero (and one) cases are handled.
fn mul_extended_fold(
    ctx: &Context,
    l: Option<Attribute>,
    r: Option<Attribute>,
    signed: bool,
) -> Option<Vec<OpFoldResult>> {
    // Both folds give the first poison operand.
    if let Some(p) = poison(ctx, &[l, r]) {
        return Some(vec![OpFoldResult::Attribute(p); 2]);
    }
    let low = const_fold_binary_int(ctx, l, r, None, |a, b| Some(a.wrapping_mul(b)))?;
    let high = const_fold_binary_int(ctx, l, r, None, |a, b| Some(mul_high(a, b, signed)))?;
    Some(vec![
        OpFoldResult::Attribute(low),
        OpFoldResult::Attribute(high),
    ])
}

impl a::MulSIExtendedOpHooks for a::MulSIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::MulSIExtendedOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let r = adaptor.rhs();
        if cf::is_zero_int(ctx, r) {
            let zero = OpFoldResult::Attribute(r?);
            return Some(vec![zero, zero]);
        }
        mul_extended_fold(ctx, adaptor.lhs(), r, true)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::MulSIExtendedToMulI);
        patterns.add(drr::MulSIExtendedRHSOne);
    }
}

impl a::MulUIExtendedOpHooks for a::MulUIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::MulUIExtendedOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let r = adaptor.rhs();
        if cf::is_zero_int(ctx, r) {
            let zero = OpFoldResult::Attribute(r?);
            return Some(vec![zero, zero]);
        }
        if is_one_attr(ctx, r) {
            let lhs = self.lhs(ctx);
            let zero = cf::zero_attr(ctx, ctx.value(lhs).ty())?;
            return Some(vec![
                OpFoldResult::Value(lhs),
                OpFoldResult::Attribute(zero),
            ]);
        }
        mul_extended_fold(ctx, adaptor.lhs(), r, false)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::MulUIExtendedToMulI);
    }
}

// ----- cmpi --------------------------------------------------------------------------------

/// `applyCmpPredicate` for integers.
pub(crate) fn apply_cmp_predicate(pred: CmpIPredicate, lhs: &ApInt, rhs: &ApInt) -> bool {
    use CmpIPredicate as P;
    match pred {
        P::Eq => lhs == rhs,
        P::Ne => lhs != rhs,
        P::Slt => lhs.slt(rhs),
        P::Sle => lhs.sle(rhs),
        P::Sgt => lhs.sgt(rhs),
        P::Sge => lhs.sge(rhs),
        P::Ult => lhs.ult(rhs),
        P::Ule => lhs.ule(rhs),
        P::Ugt => lhs.ugt(rhs),
        P::Uge => lhs.uge(rhs),
    }
}

/// Whether `pred` holds for two equal operands.
fn cmp_equal_operands(pred: CmpIPredicate) -> bool {
    use CmpIPredicate as P;
    matches!(pred, P::Eq | P::Sle | P::Sge | P::Ule | P::Uge)
}

/// The range-analysis predicate of a `cmpi` predicate.
fn range_predicate(pred: CmpIPredicate) -> CmpPredicate {
    use CmpIPredicate as P;
    match pred {
        P::Eq => CmpPredicate::Eq,
        P::Ne => CmpPredicate::Ne,
        P::Slt => CmpPredicate::Slt,
        P::Sle => CmpPredicate::Sle,
        P::Sgt => CmpPredicate::Sgt,
        P::Sge => CmpPredicate::Sge,
        P::Ult => CmpPredicate::Ult,
        P::Ule => CmpPredicate::Ule,
        P::Ugt => CmpPredicate::Ugt,
        P::Uge => CmpPredicate::Uge,
    }
}

/// The width of an integer or vector of integers (`getIntegerWidth`).
fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.ty(ty).kind() {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { elem, .. } => match ctx.ty(*elem).kind() {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

/// Whether the element type of `ty` is `i1`.
fn is_i1_like(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.ty(element_type_or_self(ctx, ty)).kind(),
        TypeKind::Integer { width: 1, .. }
    )
}

impl a::CmpIOpHooks for a::CmpIOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::CmpIOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let pred = self.predicate(ctx);
        let ty = ctx.value(self.result(ctx)).ty();
        if lhs == rhs {
            return one(attr(bool_attribute(ctx, ty, cmp_equal_operands(pred))));
        }
        let (l, r) = (adaptor.lhs(), adaptor.rhs());
        if cf::is_zero_int(ctx, r) {
            // extsi/extui(%x : i1 -> iN) != 0 -> %x
            let ext_in = def(ctx, lhs, a::ExtSIOp::cast)
                .map(|e| e.in_(ctx))
                .or_else(|| def(ctx, lhs, a::ExtUIOp::cast).map(|e| e.in_(ctx)));
            let ext_in = ext_in.filter(|&x| {
                integer_width(ctx, ctx.value(x).ty()) == Some(1) && pred == CmpIPredicate::Ne
            });
            if let Some(x) = ext_in {
                return one(value(x));
            }
            // cmpi ne, %val, %zero : i1 -> %val
            if is_i1_like(ctx, ctx.value(lhs).ty()) && pred == CmpIPredicate::Ne {
                return one(value(lhs));
            }
        }
        if is_one_attr(ctx, r) && is_i1_like(ctx, ctx.value(lhs).ty()) && pred == CmpIPredicate::Eq
        {
            return one(value(lhs));
        }
        // Move a constant to the right.
        if l.is_some() && r.is_none() {
            use CmpIPredicate as P;
            let swapped = match pred {
                P::Slt => P::Sgt,
                P::Sgt => P::Slt,
                P::Sle => P::Sge,
                P::Sge => P::Sle,
                P::Ult => P::Ugt,
                P::Ugt => P::Ult,
                P::Ule => P::Uge,
                P::Uge => P::Ule,
                P::Eq => P::Eq,
                P::Ne => P::Ne,
            };
            self.set_predicate(ctx, swapped);
            let op = self.op();
            op.set_operand(ctx, 0, rhs);
            op.set_operand(ctx, 1, lhs);
            return one(value(self.result(ctx)));
        }
        let lhs_ty = ctx.attr(l?).ty()?;
        let i1 = ctx.ty(lhs_ty).i1_same_shape();
        one(attr(const_fold_binary_int(ctx, l, r, Some(i1), |a, b| {
            Some(ApInt::from_u128(
                1,
                u128::from(apply_cmp_predicate(pred, a, b)),
            ))
        })))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::CmpIExtSI);
        patterns.add(drr::CmpIExtUI);
    }

    fn infer_result_ranges(
        self,
        ctx: &Context,
        arg_ranges: &[ConstantIntRanges],
        set: SetRange<'_>,
    ) {
        let pred = range_predicate(self.predicate(ctx));
        let result = self.result(ctx);
        if let [lhs, rhs] = arg_ranges {
            set(result, infer::infer_cmp(pred, lhs, rhs));
        }
    }
}

// ----- select ------------------------------------------------------------------------------

/// `select %x, c1, c0 => extui %x` and `select %x, c0, c1 => extui (xor %x, true)`, for
/// integer results wider than `i1` (upstream's `SelectToExtUI`).
#[derive(Clone, Copy, Debug, Default)]
struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root_name(&self) -> Option<&str> {
        Some("arith.select")
    }

    fn debug_name(&self) -> &str {
        "SelectToExtUI"
    }

    fn match_and_rewrite(&self, ctx: &mut Context, op: ods_runtime::ir::OpId) -> bool {
        let Some(select) = a::SelectOp::cast(ctx, op) else {
            return false;
        };
        let ty = ctx.value(select.result(ctx)).ty();
        if !matches!(ctx.ty(ty).kind(), TypeKind::Integer { width, .. } if *width != 1) {
            return false;
        }
        let (t, f) = (select.true_value(ctx), select.false_value(ctx));
        let (tc, fc) = (matched_constant_int(ctx, t), matched_constant_int(ctx, f));
        let is = |c: &Option<ApInt>, one: bool| {
            c.as_ref()
                .is_some_and(|c| if one { is_one(c) } else { c.is_zero() })
        };
        let loc = ctx.op(op).loc();
        let cond = select.condition(ctx);
        let input = if is(&tc, true) && is(&fc, false) {
            cond
        } else if is(&tc, false) && is(&fc, true) {
            let cond_ty = ctx.value(cond).ty();
            let one_attr = Attribute::integer(ctx, cond_ty, 1);
            let c = a::ConstantOp::build(ctx, loc, cond_ty, one_attr);
            c.op().insert_before(ctx, op);
            let c = c.result(ctx);
            let x = a::XOrIOp::build(ctx, loc, cond_ty, cond, c);
            x.op().insert_before(ctx, op);
            x.result(ctx)
        } else {
            return false;
        };
        let ext = a::ExtUIOp::build(ctx, loc, ty, input);
        ext.op().insert_before(ctx, op);
        let v = ext.out(ctx);
        op.replace_with(ctx, &[v]);
        true
    }
}

impl a::SelectOpHooks for a::SelectOp {
    fn verify(self, ctx: &Context) -> Result<(), VerifyError> {
        let cond_ty = ctx.value(self.condition(ctx)).ty();
        if ctx
            .ty(cond_ty)
            .is_integer_of(1, ods_runtime::types::Signedness::Signless)
        {
            return Ok(());
        }
        let result_ty = ctx.value(self.result(ctx)).ty();
        let print = |t| ods_runtime::asm::printer::type_to_string(ctx, t);
        if !ctx.ty(result_ty).is_tensor() && !ctx.ty(result_ty).is_vector() {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                format!(
                    "expected condition to be a signless i1, but got {}",
                    print(cond_ty)
                ),
            ));
        }
        let expected = ctx.ty(result_ty).i1_same_shape();
        if cond_ty != expected {
            return Err(VerifyError::op(
                ctx,
                self.op(),
                format!(
                    "expected condition type to have the same shape as the result type, \
                     expected {}, but got {}",
                    print(expected),
                    print(cond_ty)
                ),
            ));
        }
        Ok(())
    }

    fn fold(
        self,
        ctx: &mut Context,
        adaptor: a::SelectOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let (t, f) = (self.true_value(ctx), self.false_value(ctx));
        if t == f {
            return one(value(t));
        }
        let cond = self.condition(ctx);
        let c = adaptor.condition();
        if is_one_attr(ctx, c) {
            return one(value(t));
        }
        if cf::is_zero_int(ctx, c) {
            return one(value(f));
        }
        // If either operand is fully poisoned, the other.
        if is_poison(ctx, adaptor.true_value()) {
            return one(value(f));
        }
        if is_poison(ctx, adaptor.false_value()) {
            return one(value(t));
        }
        let ty = ctx.value(self.result(ctx)).ty();
        if ctx
            .ty(ty)
            .is_integer_of(1, ods_runtime::types::Signedness::Signless)
            && is_one_attr(ctx, adaptor.true_value())
            && cf::is_zero_int(ctx, adaptor.false_value())
        {
            return one(value(cond));
        }
        if let Some(cmp) = def(ctx, cond, a::CmpIOp::cast) {
            let pred = cmp.predicate(ctx);
            if matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
                let (cl, cr) = (cmp.lhs(ctx), cmp.rhs(ctx));
                if (cl == t && cr == f) || (cr == t && cl == f) {
                    return one(value(if pred == CmpIPredicate::Ne { t } else { f }));
                }
            }
        }
        // A non-splat constant condition over dense constants.
        let dense = |a: Option<Attribute>| match a.map(|a| ctx.attr(a).kind()) {
            Some(ods_runtime::attributes::AttrKind::DenseElements { ty, values }) => {
                Some((*ty, values.clone()))
            }
            _ => None,
        };
        if let (Some((_, conds)), Some((lty, lhs)), Some((_, rhs))) = (
            dense(c),
            dense(adaptor.true_value()),
            dense(adaptor.false_value()),
        ) {
            let n = ctx
                .ty(lty)
                .shape()
                .map(|s| s.iter().product::<i64>())
                .unwrap_or(0) as usize;
            let at = |v: &Vec<Scalar>, i: usize| v.get(if v.len() == 1 { 0 } else { i }).cloned();
            let values = (0..n)
                .map(|i| {
                    let Scalar::Int(b) = at(&conds, i)? else {
                        return None;
                    };
                    if b.is_zero() {
                        at(&rhs, i)
                    } else {
                        at(&lhs, i)
                    }
                })
                .collect::<Option<Vec<_>>>()?;
            return one(attr(Some(Attribute::dense_elements(ctx, lty, values))));
        }
        None
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _ctx: &Context) {
        patterns.add(drr::RedundantSelectFalse);
        patterns.add(drr::RedundantSelectTrue);
        patterns.add(drr::SelectNotCond);
        patterns.add(drr::SelectI1ToNot);
        patterns.add(SelectToExtUI);
    }

    /// `%c, %t, %f {attrs} : type` or `%c, %t, %f {attrs} : i1-shaped type, type`.
    fn parse(parser: &mut OpParser<'_>, state: &mut OperationState) -> PResult<()> {
        let at = parser.p.span();
        let operands = parser.parse_operand_list()?;
        if operands.len() != 3 {
            return Err(parser.p.emit_error(at, "expected 3 operands"));
        }
        let attrs = parser.parse_optional_attr_dict()?;
        let mut result_ty = parser.p.parse_colon_type()?;
        let cond_ty = if parser.p.eat(ods_runtime::asm::lexer::TokenKind::Comma) {
            let cond = result_ty;
            result_ty = parser.p.parse_type()?;
            cond
        } else {
            Type::i1(parser.ctx())
        };
        state.result_types.push(result_ty);
        state.operands =
            parser.resolve_operands(state, &operands, &[cond_ty, result_ty, result_ty], at)?;
        parser.set_attr_dict(state, attrs)
    }

    fn print(self, p: &mut OpPrinter<'_>) {
        let ctx = p.context();
        let operands: Vec<Value> = ctx.op(self.op()).operands().collect();
        p.write(a::SelectOp::NAME);
        p.write(" ");
        for (i, v) in operands.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_value(*v);
        }
        p.print_optional_attr_dict(self.op(), &[]);
        p.write(" : ");
        let cond_ty = ctx.value(self.condition(ctx)).ty();
        if ctx.ty(cond_ty).is_shaped() {
            p.print_type(cond_ty);
            p.write(", ");
        }
        p.print_type(ctx.value(self.result(ctx)).ty());
    }

    /// The union of the ranges of the chosen values; one of them when the condition is a
    /// known constant.
    fn infer_result_ranges_from_optional(
        self,
        ctx: &Context,
        arg_ranges: &[IntegerValueRange],
        set: &mut dyn FnMut(Value, IntegerValueRange),
    ) {
        let result = self.result(ctx);
        let [cond, t, f] = arg_ranges else {
            return;
        };
        let known = cond.value().and_then(ConstantIntRanges::get_constant_value);
        let range = match known {
            Some(c) if c.is_zero() => f.clone(),
            Some(_) => t.clone(),
            None => IntegerValueRange::join(t, f),
        };
        set(result, range);
    }

    fn get_false_value(self, ctx: &Context) -> Value {
        self.false_value(ctx)
    }

    fn get_true_value(self, ctx: &Context) -> Value {
        self.true_value(ctx)
    }

    fn get_condition(self, ctx: &Context) -> Value {
        self.condition(ctx)
    }
}
