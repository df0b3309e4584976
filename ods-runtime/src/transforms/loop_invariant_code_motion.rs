//! `loop-invariant-code-motion` (MLIR's `LoopInvariantCodeMotion` pass and
//! `moveLoopInvariantCode`, LLVM 22): hoists out of every `LoopLikeOpInterface` loop, inner
//! loops first, the operations of its loop regions that depend on nothing defined inside the
//! loop (their nested operations included), are free of memory effects and speculatable.
//! Each loop region is processed with a FIFO worklist seeded with its operations in order;
//! a hoisted operation (moved by the loop's `moveOutOfLoop`, right before the loop by
//! default) queues its users still in that region, so the hoisted operations end up before
//! the loop in MLIR's order. Nothing is left out against MLIR.

use std::collections::VecDeque;

use crate::Context;
use crate::interfaces::loop_like::LoopLikeOpInterface;
use crate::ir::{OpId, RegionId, Value};
use crate::pass::{PassInfo, PassResult};
use crate::traits::IsTerminator;
use crate::transforms::walk::walk_post_order;

/// The pass as mlir-opt registers it (no options, any operation).
pub fn loop_invariant_code_motion_pass() -> PassInfo {
    PassInfo::new(
        "loop-invariant-code-motion",
        "Hoist loop invariant instructions outside of the loop",
        |_| {
            Box::new(|ctx: &mut Context, op: OpId| -> PassResult {
                // Post-order: an inner loop's invariants land in the outer loop's body, from
                // which the outer loop may hoist them further.
                walk_post_order(ctx, op, &mut |ctx, nested| {
                    if let Some(lp) = LoopLikeOpInterface::cast(ctx, nested) {
                        move_loop_invariant_code(ctx, lp);
                    }
                });
                Ok(())
            })
        },
    )
    .with_name("LoopInvariantCodeMotion")
}

/// MLIR's `moveLoopInvariantCode(LoopLikeOpInterface)`: hoists what can be hoisted out of
/// `lp`'s loop regions; returns how many operations moved.
pub fn move_loop_invariant_code(ctx: &mut Context, lp: LoopLikeOpInterface) -> usize {
    let mut moved = 0;
    for region in lp.get_loop_regions(ctx) {
        let mut worklist: VecDeque<OpId> = region_ops(ctx, region).into();
        while let Some(op) = worklist.pop_front() {
            // Skip what was already hoisted.
            if op_region(ctx, op) != Some(region) {
                continue;
            }
            let movable = ctx.is_memory_effect_free(op) && ctx.is_speculatable(op);
            if !movable || !can_be_hoisted(ctx, op, |ctx, v| lp.is_defined_outside_of_loop(ctx, v))
            {
                continue;
            }
            lp.move_out_of_loop(ctx, op);
            moved += 1;
            // Its users at the top level of the region may be hoistable now.
            for result in ctx.op(op).results() {
                for user in ctx.value(result).uses().map(|u| u.op).collect::<Vec<_>>() {
                    if op_region(ctx, user) == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

/// MLIR's `canBeHoisted`: `op` is no terminator, and every value it or an operation nested in
/// it uses is defined inside `op` or satisfies `defined_outside`.
fn can_be_hoisted(
    ctx: &Context,
    op: OpId,
    defined_outside: impl Fn(&Context, Value) -> bool,
) -> bool {
    if ctx.has_trait::<IsTerminator>(op) {
        return false;
    }
    let mut nested = Vec::new();
    ctx.op(op)
        .walk(crate::ir::WalkOrder::PostOrder, &mut |_, o| nested.push(o));
    nested.into_iter().all(|child| {
        ctx.op(child).operands().all(|v| {
            let owner = ctx
                .value(v)
                .parent_block()
                .and_then(|b| ctx.block(b).parent_op());
            owner.is_some_and(|o| ctx.op(op).is_ancestor(o)) || defined_outside(ctx, v)
        })
    })
}

/// The operations of every block of `region`, in order (MLIR's `Region::getOps`).
fn region_ops(ctx: &Context, region: RegionId) -> Vec<OpId> {
    ctx.region(region)
        .blocks()
        .iter()
        .flat_map(|&b| ctx.block(b).ops())
        .collect()
}

/// The region holding `op`.
fn op_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.op(op).block().and_then(|b| ctx.block(b).parent())
}
