//! The cleanup phase of `remove-dead-values` (upstream's `cleanUpDeadVals`): block
//! arguments, successor operands, functions, operands, call results and operations, in that
//! order, then the `ub.poison` ops it made that nothing uses.
//!
//! Upstream drops the uses of a value before erasing it, leaving null operands in users that
//! a later step erases or edits by position. Here such a use is moved to a placeholder (a
//! result of a detached operation), so operand positions stay as upstream's; the
//! placeholders are erased at the end, and a use still on one then (a user upstream would
//! leave with a null operand) takes a `ub.poison` instead.

use crate::Context;
use crate::interfaces::call::CallOpInterface;
use crate::interfaces::control_flow::BranchOpInterface;
use crate::interfaces::function::FunctionOpInterface;
use crate::ir::{OpId, OperationState, Value};
use crate::registry::MutableOperandRange;
use crate::traits::IsTerminator;

use super::collect::CleanupList;
use crate::ir::OperationName;

/// What the cleanup made along the way.
#[derive(Default)]
struct Made {
    /// The `ub.poison` ops it created.
    poisons: Vec<OpId>,
    /// The detached operations holding the uses of dropped values.
    placeholders: Vec<OpId>,
}

impl Made {
    /// Upstream's `dropAllUses`: the uses of `v` move to a placeholder.
    fn drop_uses(&mut self, ctx: &mut Context, v: Value) {
        if ctx.value(v).use_empty() {
            return;
        }
        let name = OperationName::get(ctx, "remove_dead_values.dropped");
        let mut state = OperationState::new(name, ctx.value(v).loc());
        state.result_types.push(ctx.value(v).ty());
        let holder = OpId::create(ctx, state);
        v.replace_all_uses_with(ctx, ctx.op(holder).result(0));
        self.placeholders.push(holder);
    }

    /// A `ub.poison` of `v`'s type at `v`'s location, right before `before`.
    fn poison(&mut self, ctx: &mut Context, v: Value, before: OpId) -> Value {
        let name = OperationName::get(ctx, "ub.poison");
        let mut state = OperationState::new(name, ctx.value(v).loc());
        state.result_types.push(ctx.value(v).ty());
        let op = OpId::create(ctx, state);
        op.insert_before(ctx, before);
        self.poisons.push(op);
        ctx.op(op).result(0)
    }
}

/// Applies `list` (upstream's `cleanUpDeadVals`).
pub(super) fn clean_up(ctx: &mut Context, list: CleanupList) {
    let mut made = Made::default();
    for b in &list.blocks {
        if ctx.block(b.block).arguments().len() != b.non_live.len() {
            continue;
        }
        for i in (0..b.non_live.len()).rev().filter(|&i| b.non_live[i]) {
            let arg = ctx.block(b.block).arguments()[i];
            made.drop_uses(ctx, arg);
            b.block.erase_argument(ctx, i);
        }
    }
    for s in &list.successor_operands {
        let Some(branch) = BranchOpInterface::cast(ctx, s.branch) else {
            continue;
        };
        let operands = branch.get_successor_operands(ctx, s.succ);
        if operands.len() != s.non_live.len() {
            continue;
        }
        for i in (operands.produced..s.non_live.len()).rev() {
            if s.non_live[i] {
                branch.erase_successor_operand(ctx, s.succ, (i - operands.produced) as u32);
            }
        }
    }
    let erased_args = clean_functions(ctx, &list, &mut made);
    clean_operands(ctx, &list, &erased_args, &mut made);
    for r in &list.results {
        let erase: Vec<usize> = (0..r.non_live.len()).filter(|&i| r.non_live[i]).collect();
        if erase.is_empty() || ctx.op(r.op).num_results() != r.non_live.len() {
            continue;
        }
        for &i in &erase {
            made.drop_uses(ctx, ctx.op(r.op).result(i));
        }
        r.op.erase_results(ctx, &erase);
    }
    for &op in &list.operations {
        if !ctx.op(op).is_alive() {
            continue;
        }
        if ctx.op(op).has_trait::<IsTerminator>() {
            let name = OperationName::get(ctx, "ub.unreachable");
            let unreachable = OpId::create(ctx, OperationState::new(name, ctx.op(op).loc()));
            unreachable.insert_before(ctx, op);
        }
        for r in ctx.op(op).results().collect::<Vec<_>>() {
            made.drop_uses(ctx, r);
        }
        op.erase(ctx);
    }
    finish(ctx, made);
}

/// Step 3: the functions' arguments and results; which arguments each function lost.
fn clean_functions(
    ctx: &mut Context,
    list: &CleanupList,
    made: &mut Made,
) -> Vec<(OpId, Vec<bool>)> {
    let mut erased = Vec::new();
    for f in &list.functions {
        let Some(func) = FunctionOpInterface::cast(ctx, f.func) else {
            continue;
        };
        let block = ctx
            .op(f.func)
            .regions()
            .first()
            .and_then(|&r| ctx.region(r).blocks().first().copied());
        if let Some(block) = block {
            let args = ctx.block(block).arguments().to_vec();
            for (&arg, _) in args.iter().zip(&f.non_live_args).filter(|(_, d)| **d) {
                made.drop_uses(ctx, arg);
            }
        }
        func.erase_arguments(ctx, &f.non_live_args);
        if f.non_live_args.contains(&true) {
            erased.push((f.func, f.non_live_args.clone()));
        }
        func.erase_results(ctx, &f.non_live_rets);
    }
    erased
}

/// Step 4: the call operands of erased arguments, the returned values no caller uses, and
/// the forwarded operands of region-branch ops replaced by `ub.poison`.
fn clean_operands(
    ctx: &mut Context,
    list: &CleanupList,
    erased_args: &[(OpId, Vec<bool>)],
    made: &mut Made,
) {
    for o in &list.operands {
        if !ctx.op(o.op).is_alive() {
            continue;
        }
        let call_args = o
            .callee
            .and_then(|callee| erased_args.iter().find(|(f, _)| *f == callee))
            .zip(CallOpInterface::cast(ctx, o.op));
        if let Some(((_, dead_args), call)) = call_args {
            let args = call.get_arg_operands(ctx);
            let operands: Vec<Value> = ctx.op(o.op).operands().collect();
            let start = (0..=operands.len().saturating_sub(args.len()))
                .find(|&i| operands.get(i..i + args.len()) == Some(&args[..]))
                .unwrap_or(0);
            let mut range = MutableOperandRange {
                op: o.op,
                start,
                len: args.len(),
                segment: None,
            };
            for i in (0..dead_args.len().min(args.len())).rev() {
                if dead_args[i] {
                    range.erase(ctx, i);
                }
            }
            continue;
        }
        if !o.non_live.contains(&true) || ctx.op(o.op).num_operands() != o.non_live.len() {
            continue;
        }
        if o.poison {
            for i in (0..o.non_live.len()).filter(|&i| o.non_live[i]) {
                let v = ctx.op(o.op).operand(i);
                let p = made.poison(ctx, v, o.op);
                o.op.set_operand(ctx, i, p);
            }
        } else {
            let kept: Vec<Value> = ctx
                .op(o.op)
                .operands()
                .enumerate()
                .filter(|(i, _)| !o.non_live[*i])
                .map(|(_, v)| v)
                .collect();
            o.op.set_operands(ctx, &kept);
        }
    }
}

/// Step 7: the unused `ub.poison` ops made here go; then the placeholders (a use left on
/// one takes a `ub.poison` before its user).
fn finish(ctx: &mut Context, mut made: Made) {
    for &p in &made.poisons {
        if ctx.op(p).is_alive() && ctx.value(ctx.op(p).result(0)).use_empty() {
            p.erase(ctx);
        }
    }
    for holder in std::mem::take(&mut made.placeholders) {
        let v = ctx.op(holder).result(0);
        let users: Vec<(OpId, usize)> = ctx
            .value(v)
            .uses()
            .map(|u| (u.op, u.index as usize))
            .collect();
        for (user, index) in users {
            let p = made.poison(ctx, v, user);
            user.set_operand(ctx, index, p);
        }
        holder.erase(ctx);
    }
}
