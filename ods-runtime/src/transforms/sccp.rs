//! `sccp` (MLIR's `SCCP`, `mlir/lib/Transforms/SCCP.cpp`): sparse conditional constant
//! propagation. The dead-code and sparse constant propagation analyses
//! ([`crate::dataflow`]) run together on the operation the pass runs on, optimistically
//! assuming values constant until shown otherwise; then every value found constant is
//! replaced by a constant the producing dialect materializes (uniqued, at the start of the
//! entry block of the closest region isolated from above, with an unknown location), and
//! each operation whose results were all replaced and that would be trivially dead is
//! erased. Blocks found unreachable are left in place, as MLIR leaves them.

use crate::Context;
use crate::dataflow::constant_propagation::{ConstantValue, SparseConstantPropagation};
use crate::dataflow::sparse::Lattice;
use crate::dataflow::{Anchor, DataFlowSolver, DeadCodeAnalysis};
use crate::greedy::{OperationFolder, would_op_be_trivially_dead};
use crate::ir::{BlockId, OpId, RegionId, Value};
use crate::pass::{PassInfo, PassResult};

/// The `sccp` pass as mlir-opt registers it.
pub fn sccp_pass() -> PassInfo {
    PassInfo::new("sccp", "Sparse Conditional Constant Propagation", |_| {
        Box::new(run_sccp)
    })
    .with_name("SCCP")
}

fn run_sccp(ctx: &mut Context, op: OpId) -> PassResult {
    let mut solver = DataFlowSolver::new();
    solver.load(Box::new(DeadCodeAnalysis::default()));
    solver.load(Box::new(SparseConstantPropagation::create()));
    solver.initialize_and_run(ctx, op)?;
    let regions = ctx.op(op).regions().to_vec();
    rewrite(&solver, ctx, &regions);
    Ok(())
}

/// Replaces `value` by a constant when the analysis found one that its dialect can
/// materialize for the uses in `block`; true when it did.
fn replace_with_constant(
    solver: &DataFlowSolver,
    folder: &mut OperationFolder,
    ctx: &mut Context,
    block: BlockId,
    value: Value,
) -> bool {
    let Some(lattice) = solver.lookup::<Lattice<ConstantValue>>(Anchor::Value(value)) else {
        return false;
    };
    let Some(Some(constant)) = lattice.value().constant() else {
        return false;
    };
    let Some(dialect) = lattice.value().dialect(ctx).map(str::to_string) else {
        return false;
    };
    let ty = ctx.value(value).ty();
    let Some(c) = folder.get_or_create_constant_for_block(ctx, block, &dialect, constant, ty)
    else {
        return false;
    };
    let result = ctx.op(c).result(0);
    value.replace_all_uses_with(ctx, result);
    true
}

/// MLIR's `rewrite`: walks the blocks of `regions` (and of the regions nested in them),
/// replacing constant results and block arguments and erasing the operations made dead.
fn rewrite(solver: &DataFlowSolver, ctx: &mut Context, regions: &[RegionId]) {
    let mut worklist: Vec<BlockId> = Vec::new();
    let push_regions = |ctx: &Context, worklist: &mut Vec<BlockId>, regions: &[RegionId]| {
        for &region in regions {
            worklist.extend(ctx.region(region).blocks().iter().rev());
        }
    };
    let mut folder = OperationFolder::new();
    push_regions(ctx, &mut worklist, regions);
    while let Some(block) = worklist.pop() {
        let mut cur = ctx.block(block).first_op();
        while let Some(op) = cur {
            cur = ctx.op(op).next();
            let results: Vec<Value> = ctx.op(op).results().collect();
            let mut replaced_all = !results.is_empty();
            for result in results {
                replaced_all &= replace_with_constant(solver, &mut folder, ctx, block, result);
            }
            if replaced_all && would_op_be_trivially_dead(ctx, op) {
                op.erase(ctx);
                continue;
            }
            let nested = ctx.op(op).regions().to_vec();
            push_regions(ctx, &mut worklist, &nested);
        }
        for arg in ctx.block(block).arguments().to_vec() {
            replace_with_constant(solver, &mut folder, ctx, block, arg);
        }
    }
}
