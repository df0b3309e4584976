//! The canonicalization patterns of the scf loops (`scf.for`, `scf.while`, `scf.parallel`,
//! `scf.forall`), written after the behaviour of LLVM 22's `SCF.cpp` and of the
//! region-branch patterns of its `ControlFlowInterfaces.cpp`, with mlir-opt 22 as the judge.
//! Each op registers them under upstream's debug names, in upstream's order where the source
//! says it (the relative order of `scf.while`'s own patterns and the region-branch ones is
//! not known from LLVM 22's source: its own come first here, and either order gives
//! mlir-opt's output on every case of the corpus).
//!
//! `scf.for`: `SimplifyTrivialLoops` (a loop that runs zero times is replaced by its initial
//! values, one that runs once by its body, an empty loop that runs more than once and only
//! yields values from outside by those values), then the three region-branch patterns LLVM 22
//! registers for it instead of the former `ForOpIterArgsFolder`:
//! `MakeRegionBranchOpSuccessorInputsDead` (an iteration argument or result that can only
//! ever hold one value from outside the loop is replaced by that value),
//! `RemoveDuplicateSuccessorInputUses` (of two iteration arguments always given the same
//! values, the second is replaced by the first) and `RemoveDeadRegionBranchOpSuccessorInputs`
//! (an iteration argument unused together with its result is removed with its initial and
//! yielded value). `ForOpTensorCastFolder` only matches a `tensor.cast` feeding an iteration
//! argument; there is no tensor dialect here, so it can never match and is not registered.
//! The region-branch patterns are the runtime's
//! ([`ods_runtime::region_branch_canon`]), over the op's
//! `RegionBranchOpInterface`, as upstream's; `scf.if`, `scf.execute_region` and
//! `scf.index_switch` take them too.
//!
//! `scf.while`: `WhileConditionTruth`, `WhileCmpCond`, `WhileOpAlignBeforeArgs`,
//! `WhileMoveIfDown` and the same
//! three region-branch patterns (which LLVM 22 uses in place of the former
//! `RemoveLoopInvariantArgsFromBeforeBlock`, `RemoveLoopInvariantValueYielded`,
//! `WhileUnusedResult`, `WhileRemoveDuplicatedResults` and `WhileRemoveUnusedArgs`).
//!
//! `scf.parallel`: `ParallelOpSingleOrZeroIterationDimsFolder` and
//! `MergeNestedParallelLoops`.
//!
//! `scf.forall`: `ForallOpControlOperandsFolder`, `ForallOpIterArgsFolder`,
//! `ForallOpSingleOrZeroIterationDimsFolder` and `ForallOpReplaceConstantInductionVar`.
//! Upstream's `DimOfForallOp` and `FoldTensorCastOfOutputIntoForallOp` need the tensor
//! dialect and are not registered. `ParallelCombiningOpInterface` says which operations
//! of the `scf.forall.in_parallel` terminator write a shared output, as upstream's
//! `getCombiningOps` asks it. Upstream leaves the replaced loop of `ForallOpIterArgsFolder`
//! for dead-code removal; here it is erased at once.
//!
//! The trip counts are upstream's `constantTripCount` for constant bounds and steps (signed
//! unless the loop compares unsigned), computed on [`ApInt`] at the bounds' width; bounds
//! that are not both constants give no trip count, but for an upper bound that is
//! `arith.addi %lb, c` with `nsw` (`nuw` for an unsigned loop), whose difference from the
//! lower bound is `c` (upstream's `scf::computeUbMinusLb`, checked against mlir-opt 22).
//!
//! Where upstream clones a loop body into a new loop (`scf.parallel` and `scf.forall` losing
//! dimensions), the body is moved instead; the printed result is the same.

use ods_dialect_arith::arith;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Type;
use ods_runtime::attributes::{ApInt, AttrKind};
use ods_runtime::interfaces::parallel_combining::ParallelCombiningOpInterface;
use ods_runtime::ir::{BlockId, OpId, OperationState, RegionId, Value, ValueDef};
use ods_runtime::traits::ConstantLike;

use crate::hooks::{entry, terminator};

use crate::canonicalize_branches::Pattern;
use ods_runtime::ir::OperationName;

/// The patterns of `scf.for`, in upstream's order.
pub(crate) const FOR_PATTERNS: &[Pattern] = &[(simplify_trivial_loops, "SimplifyTrivialLoops")];

// ----- constants and trip counts -----------------------------------------------------------

/// The integer held by the constant-like op defining `v` (MLIR's `m_ConstantInt`).
pub(crate) fn constant_apint(ctx: &Context, v: Value) -> Option<ApInt> {
    let ValueDef::OpResult { op, .. } = ctx.value(v).def() else {
        return None;
    };
    if !ctx.op(op).has_trait::<ConstantLike>() {
        return None;
    }
    match ctx.attr(ctx.op(op).attr("value")?).kind() {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// How many times a loop from `lb` to `ub` by `step` runs, when the bounds and the step are
/// constants (upstream's `constantTripCount`): zero when `lb` is `ub`, when the step is zero
/// or negative, or when `ub <= lb` (compared signed or unsigned); else the rounded-up
/// quotient of `ub - lb` by the step. `None` when it cannot be known.
pub(crate) fn constant_trip_count(
    ctx: &Context,
    lb: Value,
    ub: Value,
    step: Value,
    signed: bool,
) -> Option<ApInt> {
    let (lb_value, ub_value) = (constant_apint(ctx, lb), constant_apint(ctx, ub));
    let step_value = constant_apint(ctx, step);
    if lb != ub && lb_value.is_none() && ub_value.is_none() {
        // Neither bound is a constant: their difference, when `ub` adds a constant to `lb`.
        if let Some(zero) = never_runs(&step_value) {
            return Some(zero);
        }
        let diff = ub_minus_lb(ctx, lb, ub, signed)?;
        if diff.is_negative() {
            return Some(ApInt::zero(diff.width()));
        }
        return rounded_up_quotient(&diff, &step_value?);
    }
    trip_count(lb == ub, lb_value, ub_value, step_value, signed, true)
}

/// Upstream's `scf::computeUbMinusLb`: the constant `c` when `ub` is `arith.addi %lb, c`
/// that cannot wrap the way the loop compares (`nsw` for a signed loop, `nuw` for an
/// unsigned one).
fn ub_minus_lb(ctx: &Context, lb: Value, ub: Value, signed: bool) -> Option<ApInt> {
    let ValueDef::OpResult { op, .. } = ctx.value(ub).def() else {
        return None;
    };
    let add = arith::AddIOp::cast(ctx, op)?;
    let flags = add.overflow_flags(ctx);
    let no_wrap = if signed {
        ods_dialect_arith::IntegerOverflowFlags::NSW
    } else {
        ods_dialect_arith::IntegerOverflowFlags::NUW
    };
    if !flags.contains(no_wrap) || add.lhs(ctx) != lb {
        return None;
    }
    constant_apint(ctx, add.rhs(ctx))
}

/// A zero of the step's width when the constant `step` is zero or negative (the loop never
/// runs, as mlir-opt 22 decides before looking at the bounds).
fn never_runs(step: &Option<ApInt>) -> Option<ApInt> {
    step.as_ref()
        .filter(|s| s.is_zero() || s.is_negative())
        .map(|s| ApInt::zero(s.width()))
}

/// `diff / step` rounded up, both taken unsigned (`None` when their widths differ).
fn rounded_up_quotient(diff: &ApInt, step: &ApInt) -> Option<ApInt> {
    if step.width() != diff.width() {
        return None;
    }
    let quotient = diff.udiv(step);
    if diff.urem(step).is_zero() {
        Some(quotient)
    } else {
        let one = ApInt::from_u128(quotient.width(), 1);
        Some(quotient.wrapping_add(&one))
    }
}

/// [`constant_trip_count`] on the constant values of the bounds and the step (`None` for a
/// value that is not constant), `same` telling whether both bounds are the same value.
/// With `step_first`, a zero or negative constant step means no iteration whatever the
/// bounds (as mlir-opt 22 decides for `scf.for` and `scf.parallel`); without, only once both
/// bounds are known constants (as it decides for the static steps of `scf.forall`).
fn trip_count(
    same: bool,
    lb: Option<ApInt>,
    ub: Option<ApInt>,
    step: Option<ApInt>,
    signed: bool,
    step_first: bool,
) -> Option<ApInt> {
    if same {
        return Some(ApInt::zero(64));
    }
    if step_first {
        if let Some(zero) = never_runs(&step) {
            return Some(zero);
        }
    }
    let (lb, ub) = (lb?, ub?);
    if lb.width() != ub.width() {
        return None;
    }
    let empty = if signed { ub.sle(&lb) } else { ub.ule(&lb) };
    if empty {
        return Some(ApInt::zero(lb.width()));
    }
    let diff = ub.wrapping_sub(&lb);
    if signed && diff.is_negative() {
        return Some(ApInt::zero(lb.width()));
    }
    if let Some(zero) = never_runs(&step) {
        return Some(zero);
    }
    rounded_up_quotient(&diff, &step?)
}

/// Whether `count` is the integer `n`.
fn count_is(count: &ApInt, n: u64) -> bool {
    count.to_u64() == Some(n)
}

// ----- IR helpers ---------------------------------------------------------------------------

/// Replaces `op` with the operations of the single block of `region`, its arguments bound to
/// `args`, and the results of `op` with the operands of the block's terminator (upstream's
/// `replaceOpWithRegion`).
pub(crate) fn replace_op_with_region(
    ctx: &mut Context,
    op: OpId,
    region: RegionId,
    args: &[Value],
) {
    let Some(block) = entry(ctx, region) else {
        return;
    };
    let Some(term) = ctx.block(block).last_op() else {
        return;
    };
    let values: Vec<Value> = ctx.op(term).operands().collect();
    block.splice_before(ctx, op, args);
    op.replace_with(ctx, &values);
    term.erase(ctx);
}

/// Whether `v` is defined outside `op` (MLIR's `isDefinedOutsideOfLoop`).
fn defined_outside(ctx: &Context, op: OpId, v: Value) -> bool {
    let Some(block) = ctx.value(v).parent_block() else {
        return true;
    };
    match ctx.block(block).parent_op() {
        Some(owner) => !ctx.op(op).is_ancestor(owner),
        None => true,
    }
}

// ----- scf.for ------------------------------------------------------------------------------

/// `SimplifyTrivialLoops`: a loop known to run zero times becomes its initial values, one
/// known to run once becomes its body (the induction variable bound to the lower bound), and
/// an empty loop known to run more than once that yields only values defined outside becomes
/// those values.
fn simplify_trivial_loops(ctx: &mut Context, op: OpId) -> bool {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if operands.len() < 3 {
        return false;
    }
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let inits = operands[3..].to_vec();
    if ctx.op(op).num_results() != inits.len() {
        return false;
    }
    if lb == ub {
        op.replace_with(ctx, &inits);
        return true;
    }
    let signed = ctx.op(op).inherent_attr("unsignedCmp").is_none();
    let Some(count) = constant_trip_count(ctx, lb, ub, step, signed) else {
        return false;
    };
    if count.is_zero() {
        op.replace_with(ctx, &inits);
        return true;
    }
    let region = ctx.op(op).regions()[0];
    if count_is(&count, 1) {
        let mut args = vec![lb];
        args.extend(inits);
        replace_op_with_region(ctx, op, region, &args);
        return true;
    }
    let Some(term) = terminator(ctx, region) else {
        return false;
    };
    if ctx.op(term).prev().is_some() {
        return false;
    }
    let yielded: Vec<Value> = ctx.op(term).operands().collect();
    if yielded.iter().any(|&v| !defined_outside(ctx, op, v)) {
        return false;
    }
    op.replace_with(ctx, &yielded);
    true
}

/// The last operation of `block` when it is named `name`.
fn named_terminator(ctx: &Context, block: BlockId, name: &str) -> Option<OpId> {
    let term = ctx.block(block).last_op()?;
    (ctx.op_name(ctx.op(term).name()).as_str() == name).then_some(term)
}

// ----- scf.while ----------------------------------------------------------------------------

/// The patterns of `scf.while`, in upstream's order.
pub(crate) const WHILE_PATTERNS: &[Pattern] = &[
    (while_condition_truth, "WhileConditionTruth"),
    (while_cmp_cond, "WhileCmpCond"),
    (while_align_before_args, "WhileOpAlignBeforeArgs"),
    (while_move_if_down, "WhileMoveIfDown"),
];

/// The parts of a well-formed `scf.while` (its before block ends in `scf.condition`, its
/// after block in `scf.yield`): the two blocks and the condition.
struct WhileParts {
    before: BlockId,
    after: BlockId,
    cond: OpId,
}

fn while_parts(ctx: &Context, op: OpId) -> Option<WhileParts> {
    let regions = ctx.op(op).regions();
    let before = entry(ctx, *regions.first()?)?;
    let after = entry(ctx, *regions.get(1)?)?;
    named_terminator(ctx, after, "scf.yield")?;
    Some(WhileParts {
        before,
        after,
        cond: named_terminator(ctx, before, "scf.condition")?,
    })
}

/// An `arith.constant` of the integer `value` of type `ty`, inserted before `anchor`.
fn int_constant_before(
    ctx: &mut Context,
    anchor: OpId,
    loc: ods_runtime::Location,
    ty: Type,
    value: i64,
) -> Value {
    let attr = Attribute::integer(ctx, ty, value);
    let c = arith::ConstantOp::build(ctx, loc, ty, attr);
    c.op().insert_before(ctx, anchor);
    ctx.op(c.op()).result(0)
}

/// `WhileConditionTruth`: an after-block argument that receives the condition itself is
/// true wherever it is used; its uses take a constant `true` made before the loop.
fn while_condition_truth(ctx: &mut Context, op: OpId) -> bool {
    let Some(parts) = while_parts(ctx, op) else {
        return false;
    };
    let condition = ctx.op(parts.cond).operand(0);
    let forwarded: Vec<Value> = ctx.op(parts.cond).operands().skip(1).collect();
    let after_args = ctx.block(parts.after).arguments().to_vec();
    let mut truth = None;
    let mut replaced = false;
    for (v, arg) in forwarded.into_iter().zip(after_args) {
        if v != condition || ctx.value(arg).use_empty() {
            continue;
        }
        let t = match truth {
            Some(t) => t,
            None => {
                let ty = ctx.value(condition).ty();
                let loc = ctx.op(op).loc();
                let t = int_constant_before(ctx, op, loc, ty, 1);
                truth = Some(t);
                t
            }
        };
        arg.replace_all_uses_with(ctx, t);
        replaced = true;
    }
    replaced
}

/// `WhileCmpCond`: when the condition is an `arith.cmpi` of a value forwarded to the after
/// block, an `arith.cmpi` there comparing the forwarded argument with the same other
/// operand, on the same side, is known: true for the same predicate, false for the inverse.
fn while_cmp_cond(ctx: &mut Context, op: OpId) -> bool {
    use ods_dialect_arith::arith::CmpIOp;
    let Some(parts) = while_parts(ctx, op) else {
        return false;
    };
    let condition = ctx.op(parts.cond).operand(0);
    let Some(cmp) = ctx.value(condition).defining_op() else {
        return false;
    };
    let Some(cmp_view) = ctx.op(cmp).dyn_cast::<CmpIOp>() else {
        return false;
    };
    let forwarded: Vec<Value> = ctx.op(parts.cond).operands().skip(1).collect();
    let after_args = ctx.block(parts.after).arguments().to_vec();
    let mut changed = false;
    for (v, arg) in forwarded.into_iter().zip(after_args) {
        for side in 0..2 {
            if v != ctx.op(cmp).operand(side) {
                continue;
            }
            let users: Vec<OpId> = ctx.value(arg).uses().map(|u| u.op).collect();
            for user in users {
                if !ctx.op(user).is_alive() || ctx.op(user).block().is_none() {
                    continue;
                }
                let Some(user_view) = ctx.op(user).dyn_cast::<CmpIOp>() else {
                    continue;
                };
                if ctx.op(user).operand(1 - side) != ctx.op(cmp).operand(1 - side) {
                    continue;
                }
                let (pred, user_pred) = (cmp_view.predicate(ctx), user_view.predicate(ctx));
                let value = if user_pred == pred {
                    1
                } else if user_pred == pred.inverted() {
                    0
                } else {
                    continue;
                };
                let loc = ctx.op(user).loc();
                let i1 = Type::int(ctx, 1);
                let c = int_constant_before(ctx, user, loc, i1, value);
                user.replace_with(ctx, &[c]);
                changed = true;
            }
        }
    }
    changed
}

/// Replaces the terminator `term` by a new one of the same name and location with
/// `operands` (as upstream's patterns do with `replaceOpWithNewOp`).
fn replace_terminator(ctx: &mut Context, term: OpId, operands: Vec<Value>) {
    let mut state = OperationState::new(ctx.op(term).name(), ctx.op(term).loc());
    state.operands = operands;
    let new = OpId::create(ctx, state);
    new.insert_before(ctx, term);
    term.erase(ctx);
}

/// A new `scf.while` before `op` with `inits` and results of `result_types`, its before
/// block taking one argument per initial value (at the value's location) and its after block
/// one per result (at the loop's location); returns it with its two blocks.
fn new_while(
    ctx: &mut Context,
    op: OpId,
    inits: Vec<Value>,
    result_types: Vec<Type>,
) -> (OpId, BlockId, BlockId) {
    let loc = ctx.op(op).loc();
    let before_region = RegionId::create(ctx);
    let before = BlockId::create(ctx);
    for &v in &inits {
        let (ty, vloc) = (ctx.value(v).ty(), ctx.value(v).loc());
        before.add_argument(ctx, ty, vloc);
    }
    before_region.append_block(ctx, before);
    let after_region = RegionId::create(ctx);
    let after = BlockId::create(ctx);
    for &ty in &result_types {
        after.add_argument(ctx, ty, loc);
    }
    after_region.append_block(ctx, after);
    let mut state = OperationState::new(ctx.op(op).name(), loc);
    state.operands = inits;
    state.result_types = result_types;
    state.regions = vec![before_region, after_region];
    let new = OpId::create(ctx, state);
    new.insert_before(ctx, op);
    (new, before, after)
}

/// `WhileOpAlignBeforeArgs`: when the condition forwards exactly the before-block
/// arguments, each once, in another order, the loop is rebuilt forwarding them in block
/// order; the after-block arguments and the results are permuted to match.
fn while_align_before_args(ctx: &mut Context, op: OpId) -> bool {
    let Some(parts) = while_parts(ctx, op) else {
        return false;
    };
    let before_args = ctx.block(parts.before).arguments().to_vec();
    let forwarded: Vec<Value> = ctx.op(parts.cond).operands().skip(1).collect();
    if before_args == forwarded || before_args.len() != forwarded.len() {
        return false;
    }
    if forwarded
        .iter()
        .enumerate()
        .any(|(i, v)| forwarded[..i].contains(v))
    {
        return false;
    }
    // `to_before[k]`: the before-block position of the k-th forwarded value.
    let mut to_before = vec![0; forwarded.len()];
    for (i, arg) in before_args.iter().enumerate() {
        let Some(k) = forwarded.iter().position(|v| v == arg) else {
            return false;
        };
        to_before[k] = i;
    }
    let condition = ctx.op(parts.cond).operand(0);
    let mut cond_operands = vec![condition];
    cond_operands.extend(before_args.iter().copied());
    replace_terminator(ctx, parts.cond, cond_operands);
    let old_results: Vec<Value> = ctx.op(op).results().collect();
    let mut types = vec![None; old_results.len()];
    for (k, &i) in to_before.iter().enumerate() {
        types[i] = Some(ctx.value(old_results[k]).ty());
    }
    let types: Vec<Type> = types.into_iter().flatten().collect();
    let inits: Vec<Value> = ctx.op(op).operands().collect();
    let (new, new_before, new_after) = new_while(ctx, op, inits, types);
    let new_before_args = ctx.block(new_before).arguments().to_vec();
    let new_after_args = ctx.block(new_after).arguments().to_vec();
    let results: Vec<Value> = to_before.iter().map(|&i| ctx.op(new).result(i)).collect();
    let after_args: Vec<Value> = to_before.iter().map(|&i| new_after_args[i]).collect();
    parts
        .before
        .splice_at_end(ctx, new_before, &new_before_args);
    parts.after.splice_at_end(ctx, new_after, &after_args);
    op.replace_with(ctx, &results);
    true
}

/// `WhileMoveIfDown`: an `scf.if` right before the `scf.condition`, on the same condition,
/// whose else block only yields, runs its then block only when the loop goes on, so that
/// block moves to the start of the after block. The condition forwards the else values in
/// place of the `if`'s results and the after block reads the then values in place of its
/// arguments; the values of the before block the then block uses are forwarded too, as new
/// results and after-block arguments.
fn while_move_if_down(ctx: &mut Context, op: OpId) -> bool {
    let Some(parts) = while_parts(ctx, op) else {
        return false;
    };
    let Some(if_op) = ctx.op(parts.cond).prev() else {
        return false;
    };
    if ctx.op_name(ctx.op(if_op).name()).as_str() != "scf.if"
        || ctx.op(if_op).operand(0) != ctx.op(parts.cond).operand(0)
    {
        return false;
    }
    let regions = ctx.op(if_op).regions().to_vec();
    let Some(then_block) = regions.first().and_then(|&r| entry(ctx, r)) else {
        return false;
    };
    let else_block = regions.get(1).and_then(|&r| entry(ctx, r));
    if else_block.is_some_and(|b| ctx.block(b).ops().count() > 1) {
        return false;
    }
    let (Some(then_yield), else_yield) = (
        ctx.block(then_block).last_op(),
        else_block.and_then(|b| ctx.block(b).last_op()),
    ) else {
        return false;
    };
    let loc = ctx.op(op).loc();
    let if_results: Vec<Value> = ctx.op(if_op).results().collect();
    let after_args = ctx.block(parts.after).arguments().to_vec();
    // Each forwarded value is read as the replacements so far left it, as upstream reads
    // the live operand list: an `if` result forwarded twice is the else value the second
    // time, so only the first after-block argument takes the then value.
    for (idx, &after_arg) in after_args.iter().enumerate() {
        let arg = ctx.op(parts.cond).operand(idx + 1);
        let Some(k) = if_results.iter().position(|&r| r == arg) else {
            continue;
        };
        let Some(else_yield) = else_yield else {
            return false;
        };
        let then_value = ctx.op(then_yield).operand(k);
        let else_value = ctx.op(else_yield).operand(k);
        if_results[k].replace_all_uses_with(ctx, else_value);
        after_arg.replace_all_uses_with(ctx, then_value);
    }
    // The values of the before block the then block reads, first use first (MLIR's
    // `visitUsedValuesDefinedAbove`, which walks the region in post-order).
    let before_region = ctx.block(parts.before).parent();
    let mut extra: Vec<Value> = Vec::new();
    let mut then_ops = Vec::new();
    for o in ctx.block(then_block).ops().collect::<Vec<_>>() {
        ctx.op(o)
            .walk(ods_runtime::ir::WalkOrder::PostOrder, &mut |_, n| {
                then_ops.push(n)
            });
    }
    for &o in &then_ops {
        for v in ctx.op(o).operands().collect::<Vec<_>>() {
            let home = ctx
                .value(v)
                .parent_block()
                .and_then(|b| ctx.block(b).parent());
            if home.is_some() && home == before_region && !extra.contains(&v) {
                extra.push(v);
            }
        }
    }
    let old_results: Vec<Value> = ctx.op(op).results().collect();
    let mut types: Vec<Type> = old_results.iter().map(|&v| ctx.value(v).ty()).collect();
    types.extend(extra.iter().map(|&v| ctx.value(v).ty()));
    let inits: Vec<Value> = ctx.op(op).operands().collect();
    let mut state = OperationState::new(ctx.op(op).name(), loc);
    state.operands = inits;
    state.result_types = types;
    let mut regions = Vec::new();
    for r in ctx.op(op).regions().to_vec() {
        let nr = RegionId::create(ctx);
        for b in ctx.region(r).blocks().to_vec() {
            b.remove(ctx);
            nr.append_block(ctx, b);
        }
        regions.push(nr);
    }
    state.regions = regions;
    let new = OpId::create(ctx, state);
    new.insert_before(ctx, op);
    let new_args: Vec<Value> = extra
        .iter()
        .map(|&v| {
            let ty = ctx.value(v).ty();
            parts.after.add_argument(ctx, ty, loc)
        })
        .collect();
    let mut cond_operands: Vec<Value> = ctx.op(parts.cond).operands().collect();
    cond_operands.extend(extra.iter().copied());
    parts.cond.set_operands(ctx, &cond_operands);
    // Inside the then block the forwarded values are read through the new arguments.
    for &o in &then_ops {
        for (i, v) in ctx
            .op(o)
            .operands()
            .collect::<Vec<_>>()
            .into_iter()
            .enumerate()
        {
            if let Some(j) = extra.iter().position(|&e| e == v) {
                o.set_operand(ctx, i, new_args[j]);
            }
        }
    }
    then_yield.erase(ctx);
    match ctx.block(parts.after).first_op() {
        Some(first) => then_block.splice_before(ctx, first, &[]),
        None => then_block.splice_at_end(ctx, parts.after, &[]),
    }
    if_op.erase(ctx);
    let results: Vec<Value> = ctx.op(new).results().take(old_results.len()).collect();
    op.replace_with(ctx, &results);
    true
}

// ----- scf.parallel -------------------------------------------------------------------------

/// The patterns of `scf.parallel`, in upstream's order.
pub(crate) const PARALLEL_PATTERNS: &[Pattern] = &[
    (
        parallel_single_or_zero_iteration_dims,
        "ParallelOpSingleOrZeroIterationDimsFolder",
    ),
    (merge_nested_parallel_loops, "MergeNestedParallelLoops"),
];

/// A new `scf.parallel` before `anchor`, at `loc`, with the given bounds, steps and initial
/// values (one result per initial value) and the detached `region` as its body.
fn new_parallel(
    ctx: &mut Context,
    anchor: OpId,
    loc: ods_runtime::Location,
    groups: [Vec<Value>; 4],
    region: RegionId,
) -> OpId {
    let mut state = OperationState::new(ctx.op(anchor).name(), loc);
    let sizes: Vec<i64> = groups.iter().map(|g| g.len() as i64).collect();
    state.result_types = groups[3].iter().map(|&v| ctx.value(v).ty()).collect();
    state.operands = groups.into_iter().flatten().collect();
    state.regions = vec![region];
    let i32_ty = Type::int(ctx, 32);
    let segments = Attribute::dense_i64_array(ctx, i32_ty, &sizes);
    let new = OpId::create_with_attrs(ctx, state, &[("operandSegmentSizes", segments)]);
    new.insert_before(ctx, anchor);
    new
}

/// `ParallelOpSingleOrZeroIterationDimsFolder`: a loop with a dimension known to run zero
/// times becomes its initial values; the dimensions known to run once are dropped, their
/// induction variables replaced by their lower bounds; when none is left the body and the
/// reductions (combining each initial value with the body's value) replace the loop.
fn parallel_single_or_zero_iteration_dims(ctx: &mut Context, op: OpId) -> bool {
    use ods_runtime::ir::OpView;
    let [lbs, ubs, steps, inits] = crate::scf::ParallelOp::from_op_unchecked(op).segments(ctx);
    let Some(body) = entry(ctx, ctx.op(op).regions()[0]) else {
        return false;
    };
    let ivs = ctx.block(body).arguments().to_vec();
    if ivs.len() != lbs.len() || ubs.len() != lbs.len() || steps.len() != lbs.len() {
        return false;
    }
    let mut kept: [Vec<Value>; 4] = Default::default();
    let mut collapsed = Vec::new();
    for (i, &iv) in ivs.iter().enumerate() {
        match constant_trip_count(ctx, lbs[i], ubs[i], steps[i], true) {
            Some(n) if n.is_zero() => {
                op.replace_with(ctx, &inits);
                return true;
            }
            Some(n) if count_is(&n, 1) => collapsed.push((i, iv, lbs[i])),
            _ => {
                kept[0].push(lbs[i]);
                kept[1].push(ubs[i]);
                kept[2].push(steps[i]);
            }
        }
    }
    if collapsed.is_empty() {
        return false;
    }
    if kept[0].is_empty() {
        let Some(reduce) = ctx.block(body).last_op() else {
            return false;
        };
        let mut mapping = ods_runtime::ir::IrMapping::new();
        for &(_, iv, lb) in &collapsed {
            mapping.map_value(iv, lb);
        }
        clone_before(ctx, body, op, &mut mapping);
        let mut results = Vec::with_capacity(inits.len());
        let regions = ctx.op(reduce).regions().to_vec();
        for (i, &region) in regions.iter().enumerate() {
            let Some(block) = entry(ctx, region) else {
                return false;
            };
            let args = ctx.block(block).arguments().to_vec();
            let (Some(&init), [lhs, rhs]) = (inits.get(i), &args[..]) else {
                return false;
            };
            mapping.map_value(*lhs, init);
            let operand = mapping.lookup_value(ctx.op(reduce).operand(i));
            mapping.map_value(*rhs, operand);
            clone_before(ctx, block, op, &mut mapping);
            let Some(ret) = ctx.block(block).last_op() else {
                return false;
            };
            results.push(mapping.lookup_value(ctx.op(ret).operand(0)));
        }
        op.replace_with(ctx, &results);
        return true;
    }
    kept[3] = inits;
    let region = RegionId::create(ctx);
    body.remove(ctx);
    region.append_block(ctx, body);
    let loc = ctx.op(op).loc();
    let new = new_parallel(ctx, op, loc, kept, region);
    for &(_, iv, lb) in &collapsed {
        iv.replace_all_uses_with(ctx, lb);
    }
    for &(i, _, _) in collapsed.iter().rev() {
        body.erase_argument(ctx, i);
    }
    let results: Vec<Value> = ctx.op(new).results().collect();
    op.replace_with(ctx, &results);
    true
}

/// Clones the operations of `block` but its terminator before `anchor`, through `mapping`.
fn clone_before(
    ctx: &mut Context,
    block: BlockId,
    anchor: OpId,
    mapping: &mut ods_runtime::ir::IrMapping,
) {
    let ops: Vec<OpId> = ctx.block(block).ops().collect();
    for &o in ops.split_last().map(|(_, rest)| rest).unwrap_or_default() {
        let c = o.clone_with(ctx, mapping);
        c.insert_before(ctx, anchor);
    }
}

/// `MergeNestedParallelLoops`: a loop without reductions whose body is only another such
/// loop, with bounds and steps independent of the outer induction variables, becomes one
/// loop over both sets of dimensions.
fn merge_nested_parallel_loops(ctx: &mut Context, op: OpId) -> bool {
    use ods_runtime::ir::OpView;
    let Some(outer_body) = entry(ctx, ctx.op(op).regions()[0]) else {
        return false;
    };
    let ops: Vec<OpId> = ctx.block(outer_body).ops().collect();
    let [inner, _terminator] = ops[..] else {
        return false;
    };
    if ctx.op(inner).name() != ctx.op(op).name() {
        return false;
    }
    let outer_view = crate::scf::ParallelOp::from_op_unchecked(op);
    let inner_view = crate::scf::ParallelOp::from_op_unchecked(inner);
    let [lbs, ubs, steps, inits] = outer_view.segments(ctx);
    let [inner_lbs, inner_ubs, inner_steps, inner_inits] = inner_view.segments(ctx);
    let outer_ivs = ctx.block(outer_body).arguments().to_vec();
    let bounds_use_outer = inner_lbs
        .iter()
        .chain(&inner_ubs)
        .chain(&inner_steps)
        .any(|v| outer_ivs.contains(v));
    if bounds_use_outer || !inits.is_empty() || !inner_inits.is_empty() {
        return false;
    }
    let Some(inner_body) = entry(ctx, ctx.op(inner).regions()[0]) else {
        return false;
    };
    let inner_ivs = ctx.block(inner_body).arguments().to_vec();
    let loc = ctx.op(op).loc();
    let index = Type::index(ctx);
    let region = RegionId::create(ctx);
    let block = BlockId::create(ctx);
    let mut mapping = ods_runtime::ir::IrMapping::new();
    for &iv in outer_ivs.iter().chain(&inner_ivs) {
        let arg = block.add_argument(ctx, index, loc);
        mapping.map_value(iv, arg);
    }
    region.append_block(ctx, block);
    let groups = [
        [lbs, inner_lbs].concat(),
        [ubs, inner_ubs].concat(),
        [steps, inner_steps].concat(),
        Vec::new(),
    ];
    let new = new_parallel(ctx, op, loc, groups, region);
    let ops: Vec<OpId> = ctx.block(inner_body).ops().collect();
    for &o in ops.split_last().map(|(_, rest)| rest).unwrap_or_default() {
        let c = o.clone_with(ctx, &mut mapping);
        block.append_op(ctx, c);
    }
    let reduce = OperationState::new(OperationName::get(ctx, "scf.reduce"), loc);
    let reduce = OpId::create(ctx, reduce);
    block.append_op(ctx, reduce);
    debug_assert_eq!(ctx.op(new).num_results(), 0);
    op.replace_with(ctx, &[]);
    true
}

// ----- scf.forall ---------------------------------------------------------------------------

/// The patterns of `scf.forall` that can match here, in upstream's order. Upstream's
/// `DimOfForallOp` (rooted at `tensor.dim`) and `FoldTensorCastOfOutputIntoForallOp` (a
/// `tensor.cast` feeding a shared output) need the tensor dialect, which is not part of this
/// project, so they can never match and are not registered.
pub(crate) const FORALL_PATTERNS: &[Pattern] = &[
    (forall_control_operands, "ForallOpControlOperandsFolder"),
    (forall_iter_args, "ForallOpIterArgsFolder"),
    (
        forall_single_or_zero_iteration_dims,
        "ForallOpSingleOrZeroIterationDimsFolder",
    ),
    (
        forall_replace_constant_iv,
        "ForallOpReplaceConstantInductionVar",
    ),
];

/// A bound or step of `scf.forall`: a static integer or an SSA value (MLIR's
/// `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Bound {
    Static(i64),
    Dynamic(Value),
}

/// The static-array property names of `scf.forall`, in operand-group order.
const FORALL_STATICS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// What an `scf.forall` is made of: its lower bounds, upper bounds and steps, its shared
/// outputs, its body block.
struct Forall {
    bounds: [Vec<Bound>; 3],
    outputs: Vec<Value>,
    body: BlockId,
}

fn forall_parts(ctx: &Context, op: OpId) -> Option<Forall> {
    use crate::hooks::dense_i64s;
    let sizes = dense_i64s(ctx, op, "operandSegmentSizes");
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if sizes.len() != 4 || sizes.iter().any(|&n| n < 0) {
        return None;
    }
    let mut next = 0usize;
    let mut bounds: [Vec<Bound>; 3] = Default::default();
    for (group, name) in FORALL_STATICS.iter().enumerate() {
        let end = next + sizes[group] as usize;
        let mut dynamic = operands.get(next..end)?.iter();
        for s in dense_i64s(ctx, op, name) {
            bounds[group].push(if s == i64::MIN {
                Bound::Dynamic(*dynamic.next()?)
            } else {
                Bound::Static(s)
            });
        }
        next = end;
    }
    let rank = bounds[0].len();
    if bounds[1].len() != rank || bounds[2].len() != rank {
        return None;
    }
    let outputs = operands.get(next..)?.to_vec();
    let body = entry(ctx, ctx.op(op).regions()[0])?;
    if ctx.block(body).arguments().len() != rank + outputs.len() {
        return None;
    }
    Some(Forall {
        bounds,
        outputs,
        body,
    })
}

/// The properties of an `scf.forall` with `bounds` and `outputs`: its static arrays and
/// operand segment sizes, with the operands they describe.
fn forall_attrs(
    ctx: &mut Context,
    bounds: &[Vec<Bound>; 3],
    outputs: &[Value],
) -> (Vec<(&'static str, Attribute)>, Vec<Value>) {
    let i64_ty = Type::int(ctx, 64);
    let i32_ty = Type::int(ctx, 32);
    let mut attrs = Vec::new();
    let mut operands = Vec::new();
    let mut sizes = Vec::new();
    for (group, name) in bounds.iter().zip(FORALL_STATICS) {
        let statics: Vec<i64> = group
            .iter()
            .map(|b| match b {
                Bound::Static(s) => *s,
                Bound::Dynamic(_) => i64::MIN,
            })
            .collect();
        let before = operands.len();
        operands.extend(group.iter().filter_map(|b| match b {
            Bound::Dynamic(v) => Some(*v),
            Bound::Static(_) => None,
        }));
        sizes.push((operands.len() - before) as i64);
        attrs.push((name, Attribute::dense_i64_array(ctx, i64_ty, &statics)));
    }
    sizes.push(outputs.len() as i64);
    operands.extend_from_slice(outputs);
    attrs.push((
        "operandSegmentSizes",
        Attribute::dense_i64_array(ctx, i32_ty, &sizes),
    ));
    (attrs, operands)
}

/// A new `scf.forall` before `op`, at its location, with `bounds`, `outputs` (one result
/// each), the `mapping` property if given, the discardable attributes `attributes` and the
/// detached `region` as its body.
fn new_forall(
    ctx: &mut Context,
    op: OpId,
    bounds: &[Vec<Bound>; 3],
    outputs: &[Value],
    mapping: Option<Attribute>,
    attributes: Option<Attribute>,
    region: RegionId,
) -> OpId {
    let (mut attrs, operands) = forall_attrs(ctx, bounds, outputs);
    if let Some(m) = mapping {
        attrs.push(("mapping", m));
    }
    let mut state = OperationState::new(ctx.op(op).name(), ctx.op(op).loc());
    state.operands = operands;
    state.result_types = outputs.iter().map(|&v| ctx.value(v).ty()).collect();
    state.regions = vec![region];
    state.attributes = attributes;
    let new = OpId::create_with_attrs(ctx, state, &attrs);
    new.insert_before(ctx, op);
    new
}

/// The constant value of a bound (its static value, or the constant defining its value).
fn bound_constant(ctx: &Context, b: Bound) -> Option<ApInt> {
    match b {
        Bound::Static(s) => Some(ApInt::from_i128(64, i128::from(s))),
        Bound::Dynamic(v) => constant_apint(ctx, v),
    }
}

/// The trip count of one dimension (signed, as upstream's `scf.forall` patterns ask).
fn bound_trip_count(ctx: &Context, lb: Bound, ub: Bound, step: Bound) -> Option<ApInt> {
    trip_count(
        lb == ub,
        bound_constant(ctx, lb),
        bound_constant(ctx, ub),
        bound_constant(ctx, step),
        true,
        false,
    )
}

/// The value of a bound, a new `arith.constant` of index type before `op` for a static one
/// (upstream's `getValueOrCreateConstantIndexOp`).
fn bound_value(ctx: &mut Context, op: OpId, b: Bound) -> Value {
    match b {
        Bound::Dynamic(v) => v,
        Bound::Static(s) => {
            let index = Type::index(ctx);
            let loc = ctx.op(op).loc();
            int_constant_before(ctx, op, loc, index, s)
        }
    }
}

/// `ForallOpControlOperandsFolder`: dynamic bounds and steps defined by integer constants
/// become static.
fn forall_control_operands(ctx: &mut Context, op: OpId) -> bool {
    let Some(mut parts) = forall_parts(ctx, op) else {
        return false;
    };
    let mut changed = false;
    for group in parts.bounds.iter_mut() {
        for b in group.iter_mut() {
            let Bound::Dynamic(v) = *b else { continue };
            let Some(c) = constant_apint(ctx, v).and_then(|c| c.to_i64()) else {
                continue;
            };
            *b = Bound::Static(c);
            changed = true;
        }
    }
    if !changed {
        return false;
    }
    let (attrs, operands) = forall_attrs(ctx, &parts.bounds, &parts.outputs);
    let [lb, ub, step, segments] = [attrs[0].1, attrs[1].1, attrs[2].1, attrs[3].1];
    if let Some(p) = op.properties_mut::<crate::scf::ForallOpProperties>(ctx) {
        p.static_lower_bound = Some(lb);
        p.static_upper_bound = Some(ub);
        p.static_step = Some(step);
        p.operand_segment_sizes = Some(segments);
    }
    op.set_operands(ctx, &operands);
    true
}

/// The operations of the `scf.forall.in_parallel` terminator of `body` that combine a value
/// into the shared output `arg` (upstream's `ForallOp::getCombiningOps`).
fn combining_ops(ctx: &Context, body: BlockId, arg: Value) -> Vec<OpId> {
    let Some(term) = ctx.block(body).last_op() else {
        return Vec::new();
    };
    let Some(&region) = ctx.op(term).regions().first() else {
        return Vec::new();
    };
    let Some(block) = entry(ctx, region) else {
        return Vec::new();
    };
    ctx.block(block)
        .ops()
        .filter(|&o| {
            ParallelCombiningOpInterface::cast(ctx, o)
                .is_some_and(|c| c.get_updated_destinations(ctx).contains(&arg))
        })
        .collect()
}

/// `ForallOpIterArgsFolder`: a shared output whose result is unused, or that nothing in the
/// terminator combines into, is dropped: its uses in the body take the initial value, and
/// so do the uses of its result.
fn forall_iter_args(ctx: &mut Context, op: OpId) -> bool {
    let Some(parts) = forall_parts(ctx, op) else {
        return false;
    };
    let rank = parts.bounds[0].len();
    let args = ctx.block(parts.body).arguments().to_vec();
    let results: Vec<Value> = ctx.op(op).results().collect();
    if results.len() != parts.outputs.len() {
        return false;
    }
    let delete: Vec<bool> = results
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            ctx.value(r).use_empty() || combining_ops(ctx, parts.body, args[rank + i]).is_empty()
        })
        .collect();
    if !delete.iter().any(|&d| d) {
        return false;
    }
    for (i, _) in delete.iter().enumerate().filter(|(_, d)| **d) {
        for c in combining_ops(ctx, parts.body, args[rank + i]) {
            c.erase(ctx);
        }
    }
    let kept: Vec<Value> = parts
        .outputs
        .iter()
        .zip(&delete)
        .filter(|(_, d)| !**d)
        .map(|(&v, _)| v)
        .collect();
    let loc = ctx.op(op).loc();
    let region = RegionId::create(ctx);
    let block = BlockId::create(ctx);
    let index = Type::index(ctx);
    let mut block_args = Vec::with_capacity(args.len());
    for _ in 0..rank {
        block_args.push(block.add_argument(ctx, index, loc));
    }
    let mut new_outs = Vec::new();
    for &v in &kept {
        let ty = ctx.value(v).ty();
        new_outs.push(block.add_argument(ctx, ty, loc));
    }
    region.append_block(ctx, block);
    let mapping = ctx.op(op).inherent_attr("mapping");
    let new = new_forall(ctx, op, &parts.bounds, &kept, mapping, None, region);
    let mut next = 0;
    for (i, &d) in delete.iter().enumerate() {
        if d {
            block_args.push(parts.outputs[i]);
        } else {
            block_args.push(new_outs[next]);
            next += 1;
        }
    }
    parts.body.splice_at_end(ctx, block, &block_args);
    let mut next = 0;
    for (i, &d) in delete.iter().enumerate() {
        if d {
            results[i].replace_all_uses_with(ctx, parts.outputs[i]);
        } else {
            let r = ctx.op(new).result(next);
            results[i].replace_all_uses_with(ctx, r);
            next += 1;
        }
    }
    op.erase(ctx);
    true
}

/// `ForallOpSingleOrZeroIterationDimsFolder` (for loops without a mapping): a loop with a
/// dimension known to run zero times becomes its shared outputs; the dimensions known to
/// run once are dropped, their induction variables replaced by their lower bounds, and when
/// none is left the body replaces the loop.
fn forall_single_or_zero_iteration_dims(ctx: &mut Context, op: OpId) -> bool {
    if ctx.op(op).inherent_attr("mapping").is_some() {
        return false;
    }
    let Some(parts) = forall_parts(ctx, op) else {
        return false;
    };
    let [lbs, ubs, steps] = &parts.bounds;
    let ivs = ctx.block(parts.body).arguments().to_vec();
    let mut kept: [Vec<Bound>; 3] = Default::default();
    let mut collapsed = Vec::new();
    for i in 0..lbs.len() {
        match bound_trip_count(ctx, lbs[i], ubs[i], steps[i]) {
            Some(n) if n.is_zero() => {
                op.replace_with(ctx, &parts.outputs);
                return true;
            }
            Some(n) if count_is(&n, 1) => {
                let lb = bound_value(ctx, op, lbs[i]);
                collapsed.push((i, lb));
            }
            _ => {
                kept[0].push(lbs[i]);
                kept[1].push(ubs[i]);
                kept[2].push(steps[i]);
            }
        }
    }
    if collapsed.is_empty() {
        return false;
    }
    if kept[0].is_empty() {
        // Upstream's `promote`: the body runs in place, the induction variables bound to
        // the lower bounds (made again, constants for static ones), the outputs to the
        // shared outputs; nothing combines into a result here, so there is none to replace.
        if ctx.op(op).num_results() != 0 {
            return false;
        }
        let mut args: Vec<Value> = lbs.iter().map(|&b| bound_value(ctx, op, b)).collect();
        args.extend(parts.outputs.iter().copied());
        let Some(term) = ctx.block(parts.body).last_op() else {
            return false;
        };
        parts.body.splice_before(ctx, op, &args);
        term.erase(ctx);
        op.erase(ctx);
        return true;
    }
    let region = RegionId::create(ctx);
    parts.body.remove(ctx);
    region.append_block(ctx, parts.body);
    let attributes = ctx.op(op).attr_dict();
    let new = new_forall(ctx, op, &kept, &parts.outputs, None, attributes, region);
    for &(i, lb) in &collapsed {
        ivs[i].replace_all_uses_with(ctx, lb);
    }
    for &(i, _) in collapsed.iter().rev() {
        parts.body.erase_argument(ctx, i);
    }
    let results: Vec<Value> = ctx.op(new).results().collect();
    op.replace_with(ctx, &results);
    true
}

/// `ForallOpReplaceConstantInductionVar`: a used induction variable of a dimension known to
/// run once is replaced by its lower bound.
fn forall_replace_constant_iv(ctx: &mut Context, op: OpId) -> bool {
    let Some(parts) = forall_parts(ctx, op) else {
        return false;
    };
    let [lbs, ubs, steps] = &parts.bounds;
    let ivs = ctx.block(parts.body).arguments().to_vec();
    let mut changed = false;
    for i in 0..lbs.len() {
        if ctx.value(ivs[i]).use_empty() {
            continue;
        }
        let once = bound_trip_count(ctx, lbs[i], ubs[i], steps[i]).is_some_and(|n| count_is(&n, 1));
        if !once {
            continue;
        }
        let lb = bound_value(ctx, op, lbs[i]);
        ivs[i].replace_all_uses_with(ctx, lb);
        changed = true;
    }
    changed
}
