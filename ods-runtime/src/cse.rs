//! Common subexpression elimination (a subset of MLIR's `cse` pass): an operation without
//! regions and without memory effects that computes what an earlier one computes (same
//! name, operands, result types, properties and attributes: [`Context::ops_equivalent`]) is
//! replaced by the earlier one. The earlier one must dominate it: it comes before it in the
//! same block, or before the operation holding its region in an enclosing block (not across
//! an `IsolatedFromAbove` operation). Trivially dead operations are erased on the way, as
//! MLIR's pass does.
//!
//! Left out, against MLIR: an operation in one block is not replaced by one in another block
//! of the same region that dominates it (MLIR walks the dominance tree), and operations
//! that only read memory are never merged.

use foldhash::{HashMap, HashMapExt};

use crate::Context;
use crate::greedy::is_op_trivially_dead;
use crate::ir::{OpId, RegionId};
use crate::traits::{IsIsolatedFromAbove, IsTerminator};

/// The operations seen so far that dominate the current point, by [`Context::op_hash`].
type Scope = HashMap<u64, Vec<OpId>>;

/// Eliminates common subexpressions in the regions of `root`; returns how many operations
/// were erased (merged or dead).
pub fn eliminate_common_subexpressions(ctx: &mut Context, root: OpId) -> usize {
    let regions: Vec<RegionId> = ctx.op_regions(root).to_vec();
    let mut erased = 0;
    for r in regions {
        erased += cse_region(ctx, r, &Scope::new());
    }
    erased
}

fn cse_region(ctx: &mut Context, region: RegionId, outer: &Scope) -> usize {
    let mut erased = 0;
    let blocks = ctx.region_blocks(region).to_vec();
    for b in blocks {
        let mut scope = outer.clone();
        let ops: Vec<OpId> = ctx.block_ops(b).collect();
        for op in ops {
            if is_op_trivially_dead(ctx, op) {
                ctx.erase_op(op);
                erased += 1;
                continue;
            }
            if !ctx.op_regions(op).is_empty() {
                let inner = if ctx.has_trait::<IsIsolatedFromAbove>(op) {
                    Scope::new()
                } else {
                    scope.clone()
                };
                let regions = ctx.op_regions(op).to_vec();
                for r in regions {
                    erased += cse_region(ctx, r, &inner);
                }
                continue;
            }
            if ctx.has_trait::<IsTerminator>(op) || !ctx.is_memory_effect_free(op) {
                continue;
            }
            let hash = ctx.op_hash(op);
            let earlier = scope
                .get(&hash)
                .and_then(|seen| seen.iter().copied().find(|&e| ctx.ops_equivalent(e, op)));
            match earlier {
                Some(e) => {
                    let pairs: Vec<_> = ctx.op_results(op).zip(ctx.op_results(e)).collect();
                    for (from, to) in pairs {
                        ctx.replace_all_uses_with(from, to);
                    }
                    ctx.erase_op(op);
                    erased += 1;
                }
                None => scope.entry(hash).or_default().push(op),
            }
        }
    }
    erased
}
