//! The hand-written parts of the index dialect: what upstream writes in C++ in
//! `IndexOps.cpp` and `InferIntRangeInterfaceImpls.cpp`, in Rust.
//!
//! `index` has no fixed width: a value is 32 or 64 bits wide depending on the target. A fold
//! is only made when it holds for both widths, as upstream does: an operation whose low 32
//! bits of result depend only on the low 32 bits of its operands (`add`, `mul`, `and`, ...)
//! folds in 64 bits ([`fold_unchecked`]); the others ([`fold_checked`]) fold only when the
//! 64-bit result truncated to 32 bits is the 32-bit result of the truncated operands.

use ods_runtime::attributes::{ApInt, AttrKind};
use ods_runtime::interfaces::int_range::ConstantIntRanges;
use ods_runtime::interfaces::int_range::infer::{
    self, CmpMode, CmpPredicate, INDEX_MAX_WIDTH, INDEX_MIN_WIDTH, OverflowFlags,
};
use ods_runtime::ir::{OpId, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::types::TypeKind;
use ods_runtime::{Attribute, Context, Location, Type};

use crate::IndexCmpPredicate;
use crate::index as ix;

/// The callback `inferResultRanges` reports a result's range through.
type SetRange<'a> = &'a mut dyn FnMut(Value, ConstantIntRanges);

impl ix::DialectHooks for ix::Dialect {
    /// Registers the dialect's inliner interface: upstream's lets every operation of the
    /// dialect be inlined.
    fn initialize(ctx: &mut Context) {
        ctx.register_inliner_interface(
            "index",
            ods_runtime::transforms::inlining::DialectInlinerInterface::ops_legal(),
        );
    }

    /// Booleans become `index.bool.constant` (of `i1` only), `index` integers
    /// `index.constant`; nothing else is materialized.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let (attr_ty, is_bool) = match ctx.attr(value).kind() {
            AttrKind::Integer { ty, .. } => (*ty, is_i1(ctx, *ty)),
            _ => return None,
        };
        if is_bool {
            if !is_i1(ctx, ty) {
                return None;
            }
            return Some(ix::BoolConstantOp::build(ctx, loc, ty, value).op());
        }
        if !ctx.ty(attr_ty).is_index() || !ctx.ty(ty).is_index() {
            return None;
        }
        Some(ix::ConstantOp::build(ctx, loc, ty, value).op())
    }
}

/// `ty` is the signless `i1` (the type of MLIR's `BoolAttr`).
fn is_i1(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.ty(ty).kind(),
        TypeKind::Integer {
            width: 1,
            signedness: ods_runtime::types::Signedness::Signless,
        }
    )
}

/// The value of an integer attribute (MLIR's `dyn_cast_if_present<IntegerAttr>`).
fn int_value(ctx: &Context, attr: Option<Attribute>) -> Option<ApInt> {
    match ctx.attr(attr?).kind() {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// An `index` integer attribute holding `value`.
fn index_attr(ctx: &mut Context, value: ApInt) -> OpFoldResult {
    let ty = Type::index(ctx);
    OpFoldResult::Attribute(Attribute::integer_ap(ctx, ty, value))
}

/// `foldBinaryOpUnchecked`: folds in 64 bits an operation whose truncated result does not
/// depend on the operands' high bits.
fn fold_unchecked(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    calculate: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<OpFoldResult> {
    let (l, r) = (int_value(ctx, lhs)?, int_value(ctx, rhs)?);
    let result = calculate(&l, &r)?;
    Some(index_attr(ctx, result))
}

/// `foldBinaryOpChecked`: folds only when the 64-bit result truncated to 32 bits is the
/// 32-bit result of the truncated operands.
fn fold_checked(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    calculate: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<OpFoldResult> {
    let (l, r) = (int_value(ctx, lhs)?, int_value(ctx, rhs)?);
    let wide = calculate(&l, &r)?;
    let narrow = calculate(&l.trunc(32), &r.trunc(32))?;
    if wide.trunc(32) != narrow {
        return None;
    }
    Some(index_attr(ctx, wide))
}

/// `value` as an integer of `like`'s width.
fn int_like(like: &ApInt, value: i128) -> ApInt {
    ApInt::from_i128(like.width(), value)
}

/// One fold result.
fn one(result: Option<OpFoldResult>) -> Option<Vec<OpFoldResult>> {
    result.map(|r| vec![r])
}

/// `x = op(v, c1); y = op(x, c2)` becomes `y = op(v, op(c2, c1))` when the inner `op(c2,
/// c1)` folds (upstream's `canonicalizeAssociativeCommutativeBinaryOp`).
fn canonicalize_associative(ctx: &mut Context, op: OpId) -> bool {
    let name = ctx.op(op).name();
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    let [lhs, rhs] = operands[..] else {
        return false;
    };
    if !is_constant(ctx, rhs) {
        return false;
    }
    let Some(inner) = ctx
        .value(lhs)
        .defining_op()
        .filter(|&d| ctx.op(d).name() == name)
    else {
        return false;
    };
    let inner_operands: Vec<Value> = ctx.op(inner).operands().collect();
    let [inner_lhs, inner_rhs] = inner_operands[..] else {
        return false;
    };
    if !is_constant(ctx, inner_rhs) {
        return false;
    }
    let loc = ctx.op(op).loc();
    let ty = ctx.value(ctx.op(op).result(0)).ty();
    let combined = binary_state(name, loc, ty, rhs, inner_rhs);
    let folded = OpId::create_or_fold_before(ctx, op, combined);
    let [c] = folded[..] else {
        return false;
    };
    if ctx
        .value(c)
        .defining_op()
        .is_some_and(|d| ctx.op(d).name() == name)
    {
        // The combination did not fold: take the operation back out again.
        if let Some(d) = ctx.value(c).defining_op() {
            d.erase(ctx);
        }
        return false;
    }
    let state = binary_state(name, loc, ty, inner_lhs, c);
    op.replace_with_new_op(ctx, state);
    true
}

/// The state of a binary index operation `name` (they have no attributes).
fn binary_state(
    name: ods_runtime::ir::OperationName,
    loc: Location,
    ty: Type,
    lhs: Value,
    rhs: Value,
) -> ods_runtime::ir::OperationState {
    let mut state = ods_runtime::ir::OperationState::new(name, loc);
    state.operands = vec![lhs, rhs];
    state.result_types = vec![ty];
    state
}

/// `matchPattern(v, m_Constant())`.
fn is_constant(ctx: &mut Context, v: Value) -> bool {
    constant_of(ctx, v).is_some()
}

/// The constant `v` holds when a constant-like operation defines it.
fn constant_of(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let def = ctx.value(v).defining_op()?;
    ods_runtime::greedy::constant_value(ctx, def)
}

/// The range inference of a binary operation, as upstream's `inferIndexOp` runs it for both
/// widths of `index`.
fn set_index_range(
    result: Value,
    arg_ranges: &[ConstantIntRanges],
    set: SetRange<'_>,
    infer_fn: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    mode: CmpMode,
) {
    set(result, infer::infer_index_op(infer_fn, arg_ranges, mode));
}

/// Implements the fold, range inference and (when `canonical`) canonicalization of binary
/// operations.
macro_rules! binary_op {
    ($op:ident, $hooks:ident, $adaptor:ident, fold: $fold:expr, range: $range:expr, $mode:expr
     $(, canonicalize: $canon:ident)?) => {
        impl ix::$hooks for ix::$op {
            fn fold(
                self,
                ctx: &mut Context,
                adaptor: ix::$adaptor<'_>,
            ) -> Option<Vec<OpFoldResult>> {
                #[allow(clippy::redundant_closure_call)]
                one(($fold)(self, ctx, adaptor.lhs(), adaptor.rhs()))
            }

            fn infer_result_ranges(
                self,
                ctx: &Context,
                arg_ranges: &[ConstantIntRanges],
                set_result_ranges: SetRange<'_>,
            ) {
                let result = self.result(ctx);
                set_index_range(result, arg_ranges, set_result_ranges, &$range, $mode);
            }

            $(
                /// `op(op(v, c1), c2)` becomes `op(v, c2 op c1)`.
                fn $canon(self, ctx: &mut Context) -> bool {
                    canonicalize_associative(ctx, self.op())
                }
            )?
        }
    };
}

/// The type of a binary fold: the op, the context and the operands' constants.
type BinaryFold<Op> =
    fn(Op, &mut Context, Option<Attribute>, Option<Attribute>) -> Option<OpFoldResult>;

/// Folds `op(x, 0)` to `x` once constant folding failed (`add` and `sub`).
fn fold_zero_identity(
    ctx: &mut Context,
    lhs_value: Value,
    rhs: Option<Attribute>,
) -> Option<OpFoldResult> {
    int_value(ctx, rhs)
        .filter(ApInt::is_zero)
        .map(|_| OpFoldResult::Value(lhs_value))
}

const ADD_FOLD: BinaryFold<ix::AddOp> = |op, ctx, l, r| {
    fold_unchecked(ctx, l, r, |a, b| Some(a.wrapping_add(b))).or_else(|| {
        let lhs = op.lhs(ctx);
        fold_zero_identity(ctx, lhs, r)
    })
};
const SUB_FOLD: BinaryFold<ix::SubOp> = |op, ctx, l, r| {
    fold_unchecked(ctx, l, r, |a, b| Some(a.wrapping_sub(b))).or_else(|| {
        let lhs = op.lhs(ctx);
        fold_zero_identity(ctx, lhs, r)
    })
};
const MUL_FOLD: BinaryFold<ix::MulOp> = |op, ctx, l, r| {
    fold_unchecked(ctx, l, r, |a, b| Some(a.wrapping_mul(b))).or_else(|| {
        let c = int_value(ctx, r)?;
        if c == int_like(&c, 1) {
            Some(OpFoldResult::Value(op.lhs(ctx)))
        } else if c.is_zero() {
            r.map(OpFoldResult::Attribute)
        } else {
            None
        }
    })
};

/// A rounding division `n / m`: not folded by zero, `0` for a zero `n` (as upstream's
/// short cut), `rest(n, m)` otherwise.
fn rounding_division(
    n: &ApInt,
    m: &ApInt,
    rest: impl Fn(&ApInt, &ApInt) -> ApInt,
) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    Some(rest(n, m))
}

/// `ceildivs(n, m)`: `n*m > 0 ? (n+x)/m + 1 : -(-n/m)` with `x = m > 0 ? -1 : 1`.
fn ceil_div_s(n: &ApInt, m: &ApInt) -> Option<ApInt> {
    rounding_division(n, m, |n, m| {
        let zero = ApInt::zero(n.width());
        let m_gt_zero = m.sgt(&zero);
        if n.sgt(&zero) != m_gt_zero {
            return n.wrapping_neg().sdiv(m).wrapping_neg();
        }
        let x = int_like(n, if m_gt_zero { -1 } else { 1 });
        n.wrapping_add(&x).sdiv(m).wrapping_add(&int_like(n, 1))
    })
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n-1)/m + 1`.
fn ceil_div_u(n: &ApInt, m: &ApInt) -> Option<ApInt> {
    rounding_division(n, m, |n, m| {
        let one = int_like(n, 1);
        n.wrapping_sub(&one).udiv(m).wrapping_add(&one)
    })
}

/// `floordivs(n, m)`: `n*m < 0 ? -1 - (x-n)/m : n/m` with `x = m < 0 ? 1 : -1`.
fn floor_div_s(n: &ApInt, m: &ApInt) -> Option<ApInt> {
    rounding_division(n, m, |n, m| {
        let zero = ApInt::zero(n.width());
        let m_lt_zero = m.slt(&zero);
        if n.slt(&zero) == m_lt_zero {
            return n.sdiv(m);
        }
        let x = int_like(n, if m_lt_zero { 1 } else { -1 });
        int_like(n, -1).wrapping_sub(&x.wrapping_sub(n).sdiv(m))
    })
}

/// A shift amount below 32 (a larger one is undefined for a 32-bit `index`).
fn small_shift(amount: &ApInt) -> Option<u32> {
    amount
        .ult(&int_like(amount, 32))
        .then(|| amount.to_u64().unwrap_or(0) as u32)
}

/// A division or remainder, not folded by zero.
fn nonzero(rhs: &ApInt) -> Option<()> {
    (!rhs.is_zero()).then_some(())
}

binary_op!(AddOp, AddOpHooks, AddOpFoldAdaptor,
    fold: ADD_FOLD,
    range: |r: &[ConstantIntRanges]| infer::infer_add(r, OverflowFlags::default()), CmpMode::Both,
    canonicalize: canonicalize);
binary_op!(SubOp, SubOpHooks, SubOpFoldAdaptor,
    fold: SUB_FOLD,
    range: |r: &[ConstantIntRanges]| infer::infer_sub(r, OverflowFlags::default()), CmpMode::Both);
binary_op!(MulOp, MulOpHooks, MulOpFoldAdaptor,
    fold: MUL_FOLD,
    range: |r: &[ConstantIntRanges]| infer::infer_mul(r, OverflowFlags::default()), CmpMode::Both,
    canonicalize: canonicalize);
binary_op!(DivSOp, DivSOpHooks, DivSOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| nonzero(b).map(|()| a.sdiv(b))),
    range: infer::infer_divs, CmpMode::Signed);
binary_op!(DivUOp, DivUOpHooks, DivUOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| nonzero(b).map(|()| a.udiv(b))),
    range: infer::infer_divu, CmpMode::Unsigned);
binary_op!(CeilDivSOp, CeilDivSOpHooks, CeilDivSOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, ceil_div_s),
    range: infer::infer_ceil_divs, CmpMode::Signed);
binary_op!(CeilDivUOp, CeilDivUOpHooks, CeilDivUOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, ceil_div_u),
    range: infer::infer_ceil_divu, CmpMode::Unsigned);
binary_op!(FloorDivSOp, FloorDivSOpHooks, FloorDivSOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, floor_div_s),
    range: infer::infer_floor_divs, CmpMode::Signed);
binary_op!(RemSOp, RemSOpHooks, RemSOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| nonzero(b).map(|()| a.srem(b))),
    range: infer::infer_rems, CmpMode::Signed);
binary_op!(RemUOp, RemUOpHooks, RemUOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| nonzero(b).map(|()| a.urem(b))),
    range: infer::infer_remu, CmpMode::Unsigned);
binary_op!(MaxSOp, MaxSOpHooks, MaxSOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| Some(if a.sgt(b) { a } else { b }.clone())),
    range: infer::infer_maxs, CmpMode::Signed,
    canonicalize: canonicalize);
binary_op!(MaxUOp, MaxUOpHooks, MaxUOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| Some(if a.ugt(b) { a } else { b }.clone())),
    range: infer::infer_maxu, CmpMode::Unsigned,
    canonicalize: canonicalize);
binary_op!(MinSOp, MinSOpHooks, MinSOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| Some(if a.slt(b) { a } else { b }.clone())),
    range: infer::infer_mins, CmpMode::Signed,
    canonicalize: canonicalize);
binary_op!(MinUOp, MinUOpHooks, MinUOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| Some(if a.ult(b) { a } else { b }.clone())),
    range: infer::infer_minu, CmpMode::Unsigned,
    canonicalize: canonicalize);
binary_op!(ShlOp, ShlOpHooks, ShlOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_unchecked(ctx, l, r, |a, b| small_shift(b).map(|s| a.shl_bits(s))),
    range: |r: &[ConstantIntRanges]| infer::infer_shl(r, OverflowFlags::default()), CmpMode::Both);
binary_op!(ShrSOp, ShrSOpHooks, ShrSOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| small_shift(b).map(|s| a.ashr(s))),
    range: infer::infer_shrs, CmpMode::Signed);
binary_op!(ShrUOp, ShrUOpHooks, ShrUOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_checked(ctx, l, r, |a, b| small_shift(b).map(|s| a.lshr(s))),
    range: infer::infer_shru, CmpMode::Unsigned);
binary_op!(AndOp, AndOpHooks, AndOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_unchecked(ctx, l, r, |a, b| Some(a.and(b))),
    range: infer::infer_and, CmpMode::Unsigned,
    canonicalize: canonicalize);
binary_op!(OrOp, OrOpHooks, OrOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_unchecked(ctx, l, r, |a, b| Some(a.or(b))),
    range: infer::infer_or, CmpMode::Unsigned,
    canonicalize: canonicalize);
binary_op!(XOrOp, XOrOpHooks, XOrOpFoldAdaptor,
    fold: |_, ctx: &mut Context, l, r| fold_unchecked(ctx, l, r, |a, b| Some(a.xor(b))),
    range: infer::infer_xor, CmpMode::Unsigned,
    canonicalize: canonicalize);

/// `value` sign- or zero-extended, or truncated, to `width` bits.
fn ext_or_trunc(value: &ApInt, width: u32, signed: bool) -> ApInt {
    if width > value.width() {
        ext(value, width, signed)
    } else {
        value.trunc(width)
    }
}

/// `value` sign- or zero-extended to `width` bits.
fn ext(value: &ApInt, width: u32, signed: bool) -> ApInt {
    if signed {
        value.sext(width)
    } else {
        value.zext(width)
    }
}

/// `foldCastOp`: to `index` the cast is made as for a 64-bit target (a 32-bit one gets its
/// truncation); from `index` it is folded only when both widths give the same result.
fn fold_cast(
    ctx: &mut Context,
    input: Option<Attribute>,
    ty: Type,
    signed: bool,
) -> Option<OpFoldResult> {
    let value = int_value(ctx, input)?;
    if ctx.ty(ty).is_index() {
        let result = ext_or_trunc(&value, 64, signed);
        return Some(OpFoldResult::Attribute(Attribute::integer_ap(
            ctx, ty, result,
        )));
    }
    let TypeKind::Integer { width, .. } = *ctx.ty(ty).kind() else {
        return None;
    };
    let result = if width <= 32 {
        value.trunc(width)
    } else if width >= 64 {
        if ext(&value.trunc(32), 64, signed) != value {
            return None;
        }
        ext(&value, width, signed)
    } else {
        let result = value.trunc(width);
        if result != ext(&value.trunc(32), width, signed) {
            return None;
        }
        result
    };
    Some(OpFoldResult::Attribute(Attribute::integer_ap(
        ctx, ty, result,
    )))
}

/// `index.casts` and `index.castu`: exactly one side is `index`.
fn index_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    match (inputs.first(), outputs.first()) {
        (Some(&i), Some(&o)) => ctx.ty(i).is_index() != ctx.ty(o).is_index(),
        _ => false,
    }
}

/// The range of a cast to or from `index` (upstream's `inferIndexCast`).
fn cast_range(
    ctx: &Context,
    input: Value,
    result: Value,
    arg_ranges: &[ConstantIntRanges],
    signed: bool,
    set: SetRange<'_>,
) {
    let source = ctx.value(input).ty();
    let dest = ctx.value(result).ty();
    let dest_width = ConstantIntRanges::storage_bitwidth(ctx, dest);
    let range = infer::infer_index_dialect_cast(
        &arg_ranges[0],
        ctx.ty(source).is_index(),
        dest_width,
        !signed,
    );
    set(result, range);
}

/// Implements the hooks of `index.casts` (`signed`) or `index.castu`.
macro_rules! cast_op {
    ($op:ident, $hooks:ident, $adaptor:ident, signed: $signed:expr) => {
        impl ix::$hooks for ix::$op {
            fn fold(
                self,
                ctx: &mut Context,
                adaptor: ix::$adaptor<'_>,
            ) -> Option<Vec<OpFoldResult>> {
                let ty = ctx.value(self.output(ctx)).ty();
                one(fold_cast(ctx, adaptor.input(), ty, $signed))
            }

            fn infer_result_ranges(
                self,
                ctx: &Context,
                arg_ranges: &[ConstantIntRanges],
                set: SetRange<'_>,
            ) {
                let (input, output) = (self.input(ctx), self.output(ctx));
                cast_range(ctx, input, output, arg_ranges, $signed, set);
            }

            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                index_cast_compatible(ctx, inputs, outputs)
            }
        }
    };
}

cast_op!(CastSOp, CastSOpHooks, CastSOpFoldAdaptor, signed: true);
cast_op!(CastUOp, CastUOpHooks, CastUOpFoldAdaptor, signed: false);

/// The range-analysis predicate of an `index.cmp` predicate (the same order).
fn range_predicate(pred: IndexCmpPredicate) -> CmpPredicate {
    match pred {
        IndexCmpPredicate::Eq => CmpPredicate::Eq,
        IndexCmpPredicate::Ne => CmpPredicate::Ne,
        IndexCmpPredicate::Slt => CmpPredicate::Slt,
        IndexCmpPredicate::Sle => CmpPredicate::Sle,
        IndexCmpPredicate::Sgt => CmpPredicate::Sgt,
        IndexCmpPredicate::Sge => CmpPredicate::Sge,
        IndexCmpPredicate::Ult => CmpPredicate::Ult,
        IndexCmpPredicate::Ule => CmpPredicate::Ule,
        IndexCmpPredicate::Ugt => CmpPredicate::Ugt,
        IndexCmpPredicate::Uge => CmpPredicate::Uge,
    }
}

/// `lhs pred rhs`.
fn compare(lhs: &ApInt, rhs: &ApInt, pred: IndexCmpPredicate) -> bool {
    match pred {
        IndexCmpPredicate::Eq => lhs == rhs,
        IndexCmpPredicate::Ne => lhs != rhs,
        IndexCmpPredicate::Sge => lhs.sge(rhs),
        IndexCmpPredicate::Sgt => lhs.sgt(rhs),
        IndexCmpPredicate::Sle => lhs.sle(rhs),
        IndexCmpPredicate::Slt => lhs.slt(rhs),
        IndexCmpPredicate::Uge => lhs.uge(rhs),
        IndexCmpPredicate::Ugt => lhs.ugt(rhs),
        IndexCmpPredicate::Ule => lhs.ule(rhs),
        IndexCmpPredicate::Ult => lhs.ult(rhs),
    }
}

/// `cmp(pred, x, x)`.
fn compare_same(pred: IndexCmpPredicate) -> bool {
    matches!(
        pred,
        IndexCmpPredicate::Eq
            | IndexCmpPredicate::Sge
            | IndexCmpPredicate::Sle
            | IndexCmpPredicate::Uge
            | IndexCmpPredicate::Ule
    )
}

/// The op name and constant `a` when `v` is `max/min(x, a)` with a constant `a`.
fn cmp_of_constant_bound(ctx: &mut Context, v: Value) -> Option<(String, ApInt)> {
    let def = ctx.value(v).defining_op()?;
    let name = ctx.op(def).name();
    let kind = ctx.op_name(name).as_str().to_string();
    if !matches!(
        kind.as_str(),
        "index.mins" | "index.minu" | "index.maxs" | "index.maxu"
    ) {
        return None;
    }
    let bound = ctx.op(def).operands().nth(1)?;
    let a = constant_of(ctx, bound)?;
    Some((kind, int_value(ctx, Some(a))?))
}

/// `cmp(max/min(x, a), b)` at `width` bits: the range of the `max`/`min` (`kind`) against
/// the constant `b`.
fn cmp_of_max_or_min(
    kind: &str,
    a: &ApInt,
    b: &ApInt,
    width: u32,
    pred: IndexCmpPredicate,
) -> Option<bool> {
    let range = match kind {
        "index.mins" => ConstantIntRanges::from_signed(ApInt::signed_min_value(width), a.clone()),
        "index.minu" => ConstantIntRanges::from_unsigned(ApInt::zero(width), a.clone()),
        "index.maxs" => ConstantIntRanges::from_signed(a.clone(), ApInt::signed_max_value(width)),
        "index.maxu" => ConstantIntRanges::from_unsigned(a.clone(), ApInt::max_value(width)),
        _ => return None,
    };
    infer::evaluate_pred(
        range_predicate(pred),
        &range,
        &ConstantIntRanges::constant(b.clone()),
    )
}

impl ix::CmpOpHooks for ix::CmpOp {
    fn fold(
        self,
        ctx: &mut Context,
        adaptor: ix::CmpOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        let pred = self.pred(ctx);
        let lhs = int_value(ctx, adaptor.lhs());
        let rhs = int_value(ctx, adaptor.rhs());
        if let (Some(l), Some(r)) = (&lhs, &rhs) {
            let wide = compare(l, r, pred);
            let narrow = compare(&l.trunc(32), &r.trunc(32), pred);
            if wide == narrow {
                return Some(vec![OpFoldResult::Attribute(Attribute::bool(ctx, wide))]);
            }
        }
        // `cmp(max/min(x, a), b)`.
        let lhs_value = self.lhs(ctx);
        if let (Some(b), Some(folded)) = (&rhs, cmp_of_constant_bound(ctx, lhs_value)) {
            let (kind, a) = folded;
            let wide = cmp_of_max_or_min(&kind, &a, b, 64, pred);
            let narrow = cmp_of_max_or_min(&kind, &a.trunc(32), &b.trunc(32), 32, pred);
            if let (Some(w), Some(n)) = (wide, narrow) {
                if w == n {
                    return Some(vec![OpFoldResult::Attribute(Attribute::bool(ctx, w))]);
                }
            }
        }
        if lhs_value == self.rhs(ctx) {
            return Some(vec![OpFoldResult::Attribute(Attribute::bool(
                ctx,
                compare_same(pred),
            ))]);
        }
        None
    }

    /// `cmp(x - y, 0)` becomes `cmp(x, y)`, and `cmp(0, x - y)` becomes `cmp(y, x)`.
    fn canonicalize(self, ctx: &mut Context) -> bool {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let is_zero = |ctx: &mut Context, v: Value| {
            constant_of(ctx, v)
                .and_then(|c| int_value(ctx, Some(c)))
                .is_some_and(|c| c.is_zero())
        };
        let rhs_zero = is_zero(ctx, rhs);
        let lhs_zero = is_zero(ctx, lhs);
        if !rhs_zero && !lhs_zero {
            return false;
        }
        let other = if rhs_zero { lhs } else { rhs };
        let Some(sub) = ctx
            .value(other)
            .defining_op()
            .and_then(|d| ix::SubOp::cast(ctx, d))
        else {
            return false;
        };
        let (x, y) = (sub.lhs(ctx), sub.rhs(ctx));
        let (new_lhs, new_rhs) = if rhs_zero { (x, y) } else { (y, x) };
        let pred = ix::IndexCmpPredicateAttr::get(ctx, self.pred(ctx)).attr();
        let loc = ctx.op(self.op()).loc();
        let ty = ctx.value(self.result(ctx)).ty();
        let name = ctx.op(self.op()).name();
        let mut state = ods_runtime::ir::OperationState::new(name, loc);
        ix::CmpOp::build_state(ctx, &mut state, ty, pred, new_lhs, new_rhs);
        self.op().replace_with_new_op(ctx, state);
        true
    }

    fn infer_result_ranges(
        self,
        ctx: &Context,
        arg_ranges: &[ConstantIntRanges],
        set: SetRange<'_>,
    ) {
        let pred = self.pred(ctx);
        let result = self.result(ctx);
        set(
            result,
            infer::infer_index_cmp(range_predicate(pred), &arg_ranges[0], &arg_ranges[1]),
        );
    }
}

impl ix::SizeOfOpHooks for ix::SizeOfOp {
    /// Between the two widths an `index` may have, 32 and 64.
    fn infer_result_ranges(self, ctx: &Context, _: &[ConstantIntRanges], set: SetRange<'_>) {
        let result = self.result(ctx);
        let width = ConstantIntRanges::storage_bitwidth(ctx, ctx.value(result).ty());
        let min = ApInt::from_u128(width, u128::from(INDEX_MIN_WIDTH));
        let max = ApInt::from_u128(width, u128::from(INDEX_MAX_WIDTH));
        set(result, ConstantIntRanges::from_unsigned(min, max));
    }
}

impl ix::ConstantOpHooks for ix::ConstantOp {
    fn fold(
        self,
        ctx: &mut Context,
        _: ix::ConstantOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value_attr(ctx)?)])
    }

    /// `index.constant` of `value` (upstream's `build(b, state, int64_t value)`).
    fn build_value_state(
        ctx: &mut Context,
        state: &mut ods_runtime::ir::OperationState,
        value: i64,
    ) {
        let ty = Type::index(ctx);
        let attr = Attribute::integer(ctx, ty, value);
        ix::ConstantOp::build_state(ctx, state, ty, attr);
    }

    fn infer_result_ranges(self, ctx: &Context, _: &[ConstantIntRanges], set: SetRange<'_>) {
        let result = self.result(ctx);
        if let Some(v) = self.value_attr(ctx).and_then(|a| int_value(ctx, Some(a))) {
            set(result, ConstantIntRanges::constant(v));
        }
    }

    /// `%idx<value>`.
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        let text = match self.value_attr(ctx).map(|a| ctx.attr(a).kind()) {
            Some(AttrKind::Integer { value, .. }) => value.to_decimal(true),
            _ => String::new(),
        };
        vec![(self.result(ctx), format!("idx{text}"))]
    }
}

impl ix::BoolConstantOpHooks for ix::BoolConstantOp {
    fn fold(
        self,
        ctx: &mut Context,
        _: ix::BoolConstantOpFoldAdaptor<'_>,
    ) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attribute(self.value_attr(ctx)?)])
    }

    fn infer_result_ranges(self, ctx: &Context, _: &[ConstantIntRanges], set: SetRange<'_>) {
        let result = self.result(ctx);
        let value = ApInt::from_u128(1, u128::from(self.value(ctx)));
        set(result, ConstantIntRanges::constant(value));
    }

    /// `%true` or `%false`.
    fn get_asm_result_names(self, ctx: &Context) -> Vec<(Value, String)> {
        let name = if self.value(ctx) { "true" } else { "false" };
        vec![(self.result(ctx), name.to_string())]
    }
}
