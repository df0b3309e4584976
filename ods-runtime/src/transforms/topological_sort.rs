//! `topological-sort` (MLIR's `TopologicalSort`, `mlir/lib/Transforms/TopologicalSort.cpp`)
//! and `sortTopologically` (`mlir/lib/Analysis/TopologicalSortUtils.cpp`): in every region
//! without SSA dominance (a graph region, as its `RegionKindInterface` says), each block's
//! operations are reordered so that values are defined before their uses where a cycle
//! does not prevent it, keeping the order they had as far as possible.

use std::collections::HashSet;

use crate::Context;
use crate::interfaces::region_kind::RegionKind;
use crate::ir::{BlockId, OpId, WalkOrder};
use crate::pass::{PassInfo, PassResult};
use crate::traits::{HasOnlyGraphRegion, IsTerminator};

/// The `topological-sort` pass as mlir-opt registers it.
pub fn topological_sort_pass() -> PassInfo {
    PassInfo::new(
        "topological-sort",
        "Sort regions without SSA dominance in topological order",
        |_| {
            Box::new(|ctx: &mut Context, op: OpId| -> PassResult {
                sort_graph_regions(ctx, op);
                Ok(())
            })
        },
    )
    .with_name("TopologicalSort")
}

/// Sorts the blocks of every graph region under `root`, innermost operations first.
pub fn sort_graph_regions(ctx: &mut Context, root: OpId) {
    let mut ops = Vec::new();
    ctx.op(root)
        .walk(WalkOrder::PostOrder, &mut |_, op| ops.push(op));
    for op in ops {
        let regions = ctx.op(op).regions().to_vec();
        for (index, region) in regions.into_iter().enumerate() {
            // `HasOnlyGraphRegion` (`builtin.module`'s) implements the interface as graph.
            let graph = ctx.op(op).has_trait::<HasOnlyGraphRegion>()
                || ctx.op(op).region_kind(index) == RegionKind::Graph;
            if !graph {
                continue;
            }
            for block in ctx.region(region).blocks().to_vec() {
                sort_topologically(ctx, block);
            }
        }
    }
}

/// MLIR's `sortTopologically(block)`: sorts the block's operations (its terminator stays
/// last); false when a cycle left some operation before a definition it uses.
pub fn sort_topologically(ctx: &mut Context, block: BlockId) -> bool {
    let mut order: Vec<OpId> = ctx.block(block).ops().collect();
    let terminator = order
        .last()
        .copied()
        .filter(|&last| ctx.op(last).has_trait::<IsTerminator>());
    if terminator.is_some() {
        order.pop();
    }
    if order.is_empty() {
        return true;
    }
    let mut unscheduled: HashSet<OpId> = order.iter().copied().collect();
    let mut next = 0;
    let mut all_scheduled = true;
    while !unscheduled.is_empty() {
        let mut scheduled_any = false;
        // The operations not placed yet, in their current order: a scheduled one moves to
        // just before the first unplaced one.
        let pending: Vec<OpId> = order[next..].to_vec();
        for op in pending {
            if !is_op_ready(ctx, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            let at = next + order[next..].iter().position(|&o| o == op).unwrap_or(0);
            order.remove(at);
            order.insert(next, op);
            next += 1;
            scheduled_any = true;
        }
        if !scheduled_any {
            // A cycle: give up on the first unplaced operation.
            all_scheduled = false;
            unscheduled.remove(&order[next]);
            next += 1;
        }
    }
    for op in order {
        match terminator {
            Some(t) => op.move_before(ctx, t),
            None => op.move_to_end(ctx, block),
        }
    }
    all_scheduled
}

/// MLIR's `computeTopologicalSorting`: reorders `ops` (operations anywhere, not moved in
/// the IR) so that each comes after the operations defining what it and the operations
/// nested in it use, where a cycle does not prevent it; false when one did.
pub fn compute_topological_sorting(ctx: &Context, ops: &mut [OpId]) -> bool {
    let mut unscheduled: HashSet<OpId> = ops.iter().copied().collect();
    let mut next = 0;
    let mut all_scheduled = true;
    while !unscheduled.is_empty() {
        // Each ready operation swaps places with the first unplaced one.
        let start = next;
        for i in start..ops.len() {
            if !is_op_ready(ctx, ops[i], &unscheduled) {
                continue;
            }
            unscheduled.remove(&ops[i]);
            ops.swap(i, next);
            next += 1;
        }
        if next == start {
            all_scheduled = false;
            unscheduled.remove(&ops[next]);
            next += 1;
        }
    }
    all_scheduled
}

/// Whether `op` can be placed: no operand of it or of an operation nested in it is
/// defined by an unscheduled operation, or inside one (other than `op` itself).
fn is_op_ready(ctx: &Context, op: OpId, unscheduled: &HashSet<OpId>) -> bool {
    let mut ready = true;
    ctx.op(op).walk(WalkOrder::PreOrder, &mut |c, nested| {
        if !ready {
            return;
        }
        for value in c.op(nested).operands() {
            let mut parent = c.value(value).defining_op();
            while let Some(p) = parent {
                if p == op {
                    break;
                }
                if unscheduled.contains(&p) {
                    ready = false;
                    return;
                }
                parent = c.op(p).parent_op();
            }
        }
    });
    ready
}
