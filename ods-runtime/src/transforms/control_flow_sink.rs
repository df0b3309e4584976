//! `control-flow-sink` (MLIR's `ControlFlowSink` pass, `controlFlowSink` and
//! `getSinglyExecutedRegionsToSink`, LLVM 22): for every `RegionBranchOpInterface` operation,
//! inner ones first, the regions it runs at most once (by `getRegionInvocationBounds`, given
//! the operands that are constants) receive, at the start of their entry block, the
//! operations defined outside them that are free of memory effects and whose every user is
//! inside them. Each region is processed depth-first from a stack seeded with its
//! operations in order, so a sunk subgraph keeps its order.
//!
//! MLIR asks its dominance info whether the region's entry block dominates each user's
//! block; an entry block dominates every block of its region and everything nested in them
//! (unreachable blocks included, as in LLVM's dominator trees), so the question is whether
//! each user lies inside the region, which needs no dominator tree. One guard MLIR leaves to
//! an assertion is kept in release builds too: an operation enclosing the region (a graph
//! region's branch op used inside itself) is never moved into it.

use crate::Context;
use crate::greedy::operand_constants;
use crate::interfaces::control_flow::RegionBranchOpInterface;
use crate::ir::{OpId, RegionId};
use crate::pass::{Pass, PassInfo, PassResult, Statistic};
use crate::transforms::walk::walk_post_order;

/// The pass as mlir-opt registers it (no options, any operation).
pub fn control_flow_sink_pass() -> PassInfo {
    PassInfo::new(
        "control-flow-sink",
        "Sink operations into conditional blocks",
        |_| Box::new(ControlFlowSink::default()),
    )
    .with_name("ControlFlowSink")
}

/// The pass, with its statistic.
#[derive(Default)]
struct ControlFlowSink {
    /// `num-sunk`. As MLIR's pass assigns it (not adds to it) for each branch operation, it
    /// holds the count of the last one processed.
    num_sunk: u64,
}

impl Pass for ControlFlowSink {
    fn run(&mut self, ctx: &mut Context, op: OpId) -> PassResult {
        walk_post_order(ctx, op, &mut |ctx, nested| {
            let Some(branch) = RegionBranchOpInterface::cast(ctx, nested) else {
                return;
            };
            let regions = singly_executed_regions_to_sink(ctx, branch);
            self.num_sunk = control_flow_sink(ctx, &regions) as u64;
        });
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic {
            name: "num-sunk",
            description: "Number of operations sunk",
            value: self.num_sunk,
        }]
    }
}

/// MLIR's `getSinglyExecutedRegionsToSink`: the regions of `branch` whose invocation bound,
/// given its constant operands, is at most one.
pub fn singly_executed_regions_to_sink(
    ctx: &mut Context,
    branch: RegionBranchOpInterface,
) -> Vec<RegionId> {
    let operands = operand_constants(ctx, branch.op());
    let bounds = branch.get_region_invocation_bounds(ctx, &operands);
    ctx.op(branch.op())
        .regions()
        .iter()
        .zip(bounds)
        .filter(|(_, bound)| bound.upper.is_some_and(|u| u <= 1))
        .map(|(&region, _)| region)
        .collect()
}

/// MLIR's `controlFlowSink` with the pass's callbacks: sinks into each non-empty region of
/// `regions` the memory-effect-free operations used only inside it; returns how many moved.
pub fn control_flow_sink(ctx: &mut Context, regions: &[RegionId]) -> usize {
    let mut sunk = 0;
    for &region in regions {
        if !ctx.region(region).blocks().is_empty() {
            sunk += sink_region(ctx, region);
        }
    }
    sunk
}

/// `Sinker::sinkRegion`: a stack seeded with the region's operations, popped from the end;
/// each popped operation's operand definitions are tried, and what moves is pushed.
fn sink_region(ctx: &mut Context, region: RegionId) -> usize {
    let mut stack: Vec<OpId> = ctx
        .region(region)
        .blocks()
        .iter()
        .flat_map(|&b| ctx.block(b).ops())
        .collect();
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        let operands: Vec<_> = ctx.op(user).operands().collect();
        for value in operands {
            let Some(op) = ctx.value(value).defining_op() else {
                continue;
            };
            if op_region(ctx, op) == Some(region) {
                continue;
            }
            if all_users_inside(ctx, op, region) && can_move_into(ctx, op, region) {
                let entry = ctx.region(region).blocks()[0];
                op.remove(ctx);
                entry.prepend_op(ctx, op);
                sunk += 1;
                stack.push(op);
            }
        }
    }
    sunk
}

/// `allUsersDominatedBy`: every user of `op` lies in `region`, at any depth.
fn all_users_inside(ctx: &Context, op: OpId, region: RegionId) -> bool {
    ctx.op(op).results().all(|result| {
        ctx.value(result).uses().all(|u| {
            let block = ctx.op(u.op).block();
            block.is_some_and(|b| ctx.region(region).find_ancestor_block(b).is_some())
        })
    })
}

/// The pass's `shouldMoveIntoRegion` (free of memory effects), and `op` does not enclose
/// `region`.
fn can_move_into(ctx: &Context, op: OpId, region: RegionId) -> bool {
    let encloses = ctx
        .region(region)
        .parent_op()
        .is_some_and(|parent| ctx.op(op).is_ancestor(parent));
    !encloses && ctx.op(op).is_memory_effect_free()
}

/// The region holding `op`.
fn op_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.op(op).block().and_then(|b| ctx.block(b).parent())
}
