//! `remove-dead-values` (MLIR's `RemoveDeadValues`, `mlir/lib/Transforms/RemoveDeadValues.cpp`
//! of LLVM 22): on the liveness analysis ([`crate::dataflow::liveness`], run with the dead-code
//! and constant-propagation analyses), removes what computes nothing live. A walk over the
//! IR (post-order) first collects, without changing anything: the non-live arguments of
//! private functions with a body and their results that no caller uses (with the matching
//! call operands, call results and returned values); region-branch ops that have no memory
//! effect and no live result (erased whole), else the operands they or their regions'
//! terminators forward only to non-live inputs (replaced by `ub.poison`); branch ops whose
//! non-forwarded operands are not live (erased, a terminator giving way to
//! `ub.unreachable`), else their non-live forwarded operands with the successor arguments
//! they feed; and other ops with a non-live operand, or without memory effects and live
//! results. The cleanup then applies the list in upstream's order, and removes the
//! `ub.poison` ops it made that end up unused. Under `canonicalize` (the default), the
//! canonicalization patterns run on the region-branch ops afterwards, as upstream's
//! `applyOpPatternsGreedily` on them.
//!
//! The runtime does not depend on the ub dialect: `ub.poison` and `ub.unreachable` are built
//! by name (the dialect's default populator gives `ub.poison` its `#ub.poison` value); when
//! they are needed and not registered, the pass fails with an error before changing the IR.
//!
//! Left out against MLIR: a symbol use of a private function by an operation that is not a
//! call (where upstream asserts) leaves that function alone; call operands are erased
//! through the call's argument range as one operand group (`AttrSizedOperandSegments` on a
//! call is not updated). Known differences: a constant a region-branch pattern makes
//! (`scf.while`'s condition truth) stays where the pattern put it, where mlir-opt's ends
//! before the loop; `scf.forall`'s shared outputs are not replaced by `ub.poison`.

mod cleanup;
mod collect;

use crate::Context;
use crate::dataflow::liveness::RunLivenessAnalysis;
use crate::greedy::apply_op_patterns_greedily;
use crate::interfaces::control_flow::RegionBranchOpInterface;
use crate::ir::OperationName;
use crate::ir::{OpId, WalkOrder};
use crate::op_error::VerifyError;
use crate::pass::{OptionKind, PassFailure, PassInfo, PassOption, PassResult};
use crate::rewrite::RewritePatternSet;

/// The `remove-dead-values` pass as mlir-opt registers it.
pub fn remove_dead_values_pass() -> PassInfo {
    PassInfo::new("remove-dead-values", "Remove dead values", |options| {
        let canonicalize = options.flag("canonicalize");
        Box::new(move |ctx: &mut Context, op: OpId| run(ctx, op, canonicalize))
    })
    .with_name("RemoveDeadValues")
    .with_option(PassOption::new(
        "canonicalize",
        OptionKind::Bool,
        "true",
        "Canonicalize region branch ops",
    ))
}

fn run(ctx: &mut Context, module: OpId, canonicalize: bool) -> PassResult {
    let la = RunLivenessAnalysis::new(ctx, module)?;
    let list = collect::collect(ctx, module, &la);
    let needs_ub = list.needs_ub(ctx);
    for name in ["ub.poison", "ub.unreachable"] {
        let id = OperationName::get(ctx, name);
        if needs_ub && !ctx.op_name(id).is_registered() {
            let msg = format!("remove-dead-values needs '{name}', which is not registered");
            return Err(VerifyError::plain(ctx, module, msg).into());
        }
    }
    cleanup::clean_up(ctx, list);
    if !canonicalize {
        return Ok(());
    }
    let mut ops = Vec::new();
    ctx.op(module).walk(WalkOrder::PostOrder, &mut |ctx, op| {
        if RegionBranchOpInterface::cast(ctx, op).is_some() {
            ops.push(op);
        }
    });
    let patterns = RewritePatternSet::all_canonicalization(ctx);
    if !apply_op_patterns_greedily(ctx, module, &ops, &patterns).converged {
        let msg = "greedy pattern rewrite failed to converge";
        return Err(PassFailure::from(VerifyError::plain(ctx, module, msg)));
    }
    Ok(())
}
