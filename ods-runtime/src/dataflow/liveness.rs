//! MLIR's liveness analysis (`LivenessAnalysis.cpp`, `RunLivenessAnalysis`) on the sparse
//! backward traversal of `SparseAnalysis.cpp` (`AbstractSparseBackwardDataFlowAnalysis`),
//! here specialised to its one lattice: a value is live when it has memory effects (it is
//! an operand of an operation that would not be trivially dead, a non-forwarded call
//! operand, or a non-forwarded branch operand whose branch matters), is returned by a
//! callable whose callers are not all known, or is used to compute a live value. Liveness
//! flows backward from results to operands, from block arguments to the branch operands
//! forwarded to them, from region inputs to the region-branch operands and terminator
//! operands forwarded to them, from callee arguments to call operands and from call
//! results to the returned values; blocks the dead-code analysis finds dead are skipped,
//! and their values end up not live.

use super::constant_propagation::SparseConstantPropagation;
use super::dead_code::DeadCodeAnalysis;
use super::solver::{
    AnalysisId, Anchor, ChangeResult, DataFlowAnalysis, DataFlowSolver, ProgramPoint, SolverState,
};
use super::sparse::{Lattice, LatticeValue};
use super::states::{Executable, PredecessorState};
use crate::Context;
use crate::interfaces::call::{CallOpInterface, CallableOpInterface};
use crate::interfaces::control_flow::{
    BranchOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use crate::ir::{OpId, Value, WalkOrder};
use crate::op_error::VerifyError;
use crate::traits::ReturnLike;

/// Whether a value is live (MLIR's `Liveness`); the default is "not live".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Liveness(pub bool);

impl LatticeValue for Liveness {
    /// MLIR's `meet`: live when either is.
    fn join(&self, other: &Self) -> Self {
        Liveness(self.0 || other.0)
    }
}

const LIVE: Liveness = Liveness(true);

/// MLIR's `LivenessAnalysis`.
#[derive(Default)]
pub struct LivenessAnalysis;

/// Marks `v` live.
fn mark_live(state: &mut SolverState, ctx: &Context, v: Value) -> ChangeResult {
    state.update::<Lattice<Liveness>>(ctx, Anchor::Value(v), |l| l.join(&LIVE))
}

/// Whether `v` is live, recording that `point` depends on it.
fn live_for(state: &mut SolverState, id: AnalysisId, point: ProgramPoint, v: Value) -> bool {
    state
        .get_or_create_for::<Lattice<Liveness>>(point, id, Anchor::Value(v))
        .value()
        .0
}

/// Whether `v` is live.
fn is_live(state: &mut SolverState, v: Value) -> bool {
    state
        .get_or_create::<Lattice<Liveness>>(Anchor::Value(v))
        .value()
        .0
}

/// The index of the operand range of `op` holding `values` (the last place they appear
/// together), as MLIR's successor operands are operand ranges.
fn operand_range_start(ctx: &Context, op: OpId, values: &[Value]) -> Option<usize> {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if values.is_empty() || values.len() > operands.len() {
        return None;
    }
    (0..=operands.len() - values.len())
        .rev()
        .find(|&i| operands[i..i + values.len()] == *values)
}

/// The first index at or after `from` where the operands of `op` are `values`.
fn operand_range_from(ctx: &Context, op: OpId, values: &[Value], from: usize) -> Option<usize> {
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    if values.is_empty() || values.len() > operands.len() {
        return None;
    }
    (from..=operands.len() - values.len()).find(|&i| operands[i..i + values.len()] == *values)
}

impl DataFlowAnalysis for LivenessAnalysis {
    fn initialize(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), VerifyError> {
        self.initialize_recursively(id, state, ctx, top);
        Ok(())
    }

    fn visit(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
    ) -> Result<(), VerifyError> {
        if let ProgramPoint::AfterOp(op) = point {
            self.visit_op(id, state, ctx, op);
        }
        Ok(())
    }
}

impl LivenessAnalysis {
    /// Visits every operation under `op` (each block's last first), subscribing to the
    /// liveness of each block.
    fn initialize_recursively(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        op: OpId,
    ) {
        self.visit_op(id, state, ctx, op);
        for &region in ctx.op(op).regions() {
            for &block in ctx.region(region).blocks() {
                state
                    .get_or_create::<Executable>(Anchor::block(block))
                    .block_content_subscribe(id);
                let ops: Vec<OpId> = ctx.block(block).ops().collect();
                for &nested in ops.iter().rev() {
                    self.initialize_recursively(id, state, ctx, nested);
                }
            }
        }
    }

    /// MLIR's `AbstractSparseBackwardDataFlowAnalysis::visitOperation`.
    fn visit_op(&mut self, id: AnalysisId, state: &mut SolverState, ctx: &Context, op: OpId) {
        if let Some(block) = ctx.op(op).block()
            && !state
                .get_or_create::<Executable>(Anchor::block(block))
                .is_live()
        {
            return;
        }
        let point = ProgramPoint::AfterOp(op);
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        let results: Vec<Value> = ctx.op(op).results().collect();
        for &v in &operands {
            state.get_or_create::<Lattice<Liveness>>(Anchor::Value(v));
        }
        for &r in &results {
            live_for(state, id, point, r);
        }
        if let Some(branch) = RegionBranchOpInterface::cast(ctx, op) {
            return self.visit_region_successors(id, state, ctx, branch);
        }
        if let Some(branch) = BranchOpInterface::cast(ctx, op) {
            return self.visit_branch(id, state, ctx, branch);
        }
        if let Some(call) = CallOpInterface::cast(ctx, op)
            && let Some(callable) = call
                .resolve_callable(ctx)
                .and_then(|c| CallableOpInterface::cast(ctx, c))
        {
            return self.visit_call(id, state, ctx, call, callable);
        }
        if let Some(term) = RegionBranchTerminatorOpInterface::cast(ctx, op)
            && let Some(parent) = ctx.op(op).parent_op()
            && let Some(branch) = RegionBranchOpInterface::cast(ctx, parent)
        {
            return self.visit_terminator_successors(id, state, ctx, term, branch);
        }
        if ctx.has_trait::<ReturnLike>(op)
            && let Some(parent) = ctx.op(op).parent_op()
            && CallableOpInterface::cast(ctx, parent).is_some()
        {
            let callsites =
                state.get_or_create_for::<PredecessorState>(point, id, Anchor::after(parent));
            if !callsites.all_predecessors_known() {
                for &v in &operands {
                    mark_live(state, ctx, v);
                }
                return;
            }
            for call in callsites.known_predecessors().to_vec() {
                let call_results: Vec<Value> = ctx.op(call).results().collect();
                for (&operand, result) in operands.iter().zip(call_results) {
                    if live_for(state, id, point, result) {
                        mark_live(state, ctx, operand);
                    }
                }
            }
            return;
        }
        visit_operation(state, ctx, op, &operands, &results);
    }

    /// Region inputs flow back into the operands forwarded to them; the other operands are
    /// non-forwarded branch operands.
    fn visit_region_successors(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        branch: RegionBranchOpInterface,
    ) {
        let op = branch.op();
        let mut accounted = vec![false; ctx.op(op).num_operands()];
        let unknown = vec![None; ctx.op(op).num_operands()];
        for succ in branch.get_entry_successor_regions(ctx, &unknown) {
            visit_non_control_flow_arguments(state, ctx, op, &succ);
            let forwarded = branch.get_entry_successor_operands(ctx, &succ);
            flow_back(state, ctx, id, op, &forwarded, &succ.inputs, &mut accounted);
        }
        self.visit_unaccounted_branch_operands(state, ctx, op, &accounted);
    }

    /// The inputs of a terminator's region successors flow back into the operands it
    /// forwards to them.
    fn visit_terminator_successors(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        term: RegionBranchTerminatorOpInterface,
        _branch: RegionBranchOpInterface,
    ) {
        let op = term.op();
        let mut accounted = vec![false; ctx.op(op).num_operands()];
        let unknown = vec![None; ctx.op(op).num_operands()];
        for succ in term.get_successor_regions(ctx, &unknown) {
            if let Some(parent) = ctx.op(op).parent_op() {
                visit_non_control_flow_arguments(state, ctx, parent, &succ);
            }
            let forwarded = term.get_mutable_successor_operands(ctx, &succ);
            flow_back(state, ctx, id, op, &forwarded, &succ.inputs, &mut accounted);
        }
        self.visit_unaccounted_branch_operands(state, ctx, op, &accounted);
    }

    /// Successor block arguments flow back into the operands forwarded to them.
    fn visit_branch(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        branch: BranchOpInterface,
    ) {
        let op = branch.op();
        let point = ProgramPoint::AfterOp(op);
        let mut accounted = vec![false; ctx.op(op).num_operands()];
        // Without the operand range, successors' operands are taken to follow each other
        // in successor order, as the branches of `cf` lay them out.
        let mut cursor = 0;
        for (index, &succ) in ctx.op(op).successors().iter().enumerate() {
            let operands = branch.get_successor_operands(ctx, index as u32);
            let start = match &operands.range {
                Some(range) => Some(range.start),
                None => operand_range_from(ctx, op, &operands.forwarded, cursor)
                    .or_else(|| operand_range_from(ctx, op, &operands.forwarded, 0)),
            };
            if let Some(start) = start {
                cursor = start + operands.forwarded.len();
            }
            let Some(start) = start else {
                continue;
            };
            let args = ctx.block(succ).arguments().to_vec();
            for (k, &operand) in operands.forwarded.iter().enumerate() {
                if let Some(a) = accounted.get_mut(start + k) {
                    *a = true;
                }
                if let Some(&arg) = args.get(operands.produced + k)
                    && live_for(state, id, point, arg)
                {
                    mark_live(state, ctx, operand);
                }
            }
        }
        self.visit_unaccounted_branch_operands(state, ctx, op, &accounted);
    }

    /// Call operands flow from the callee's entry block arguments; the other operands
    /// (all of them for an external callee) are live.
    fn visit_call(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        call: CallOpInterface,
        callable: CallableOpInterface,
    ) {
        let op = call.op();
        let operands: Vec<Value> = ctx.op(op).operands().collect();
        let entry = callable
            .get_callable_region(ctx)
            .and_then(|r| ctx.region(r).blocks().first().copied());
        let Some(entry) = entry else {
            for &v in &operands {
                mark_live(state, ctx, v);
            }
            return;
        };
        let point = ProgramPoint::AfterOp(op);
        let args = call.get_arg_operands(ctx);
        let start = operand_range_start(ctx, op, &args).unwrap_or(0);
        let mut accounted = vec![false; operands.len()];
        let block_args = ctx.block(entry).arguments().to_vec();
        for (k, (&operand, &arg)) in args.iter().zip(&block_args).enumerate() {
            if live_for(state, id, point, arg) {
                mark_live(state, ctx, operand);
            }
            if let Some(a) = accounted.get_mut(start + k) {
                *a = true;
            }
        }
        for (i, &v) in operands.iter().enumerate() {
            if !accounted[i] {
                mark_live(state, ctx, v);
            }
        }
    }

    /// MLIR's `visitBranchOperand` for each operand not forwarded anywhere: the operand
    /// is live when the operation (for a region terminator, its parent) would be, visited
    /// with that operand alone.
    fn visit_unaccounted_branch_operands(
        &mut self,
        state: &mut SolverState,
        ctx: &Context,
        op: OpId,
        accounted: &[bool],
    ) {
        let visit_op = if RegionBranchTerminatorOpInterface::cast(ctx, op).is_some() {
            ctx.op(op).parent_op().unwrap_or(op)
        } else {
            op
        };
        let results: Vec<Value> = ctx.op(visit_op).results().collect();
        for (i, operand) in ctx.op(op).operands().enumerate().collect::<Vec<_>>() {
            if !accounted[i] {
                visit_operation(state, ctx, visit_op, &[operand], &results);
            }
        }
    }
}

/// MLIR's `visitNonControlFlowArguments`: the entry block arguments of a region successor
/// that no branch point forwards a value to (a loop's induction variable) are live when a
/// result of the region-branch operation `parent` is, or when `parent` would not be
/// trivially dead.
fn visit_non_control_flow_arguments(
    state: &mut SolverState,
    ctx: &Context,
    parent: OpId,
    succ: &RegionSuccessor,
) {
    let Some(region) = succ.region else {
        return;
    };
    let Some(&entry) = ctx.region(region).blocks().first() else {
        return;
    };
    let args: Vec<Value> = ctx
        .block(entry)
        .arguments()
        .iter()
        .copied()
        .filter(|a| !succ.inputs.contains(a))
        .collect();
    if args.is_empty() {
        return;
    }
    let results: Vec<Value> = ctx.op(parent).results().collect();
    if results.iter().any(|&r| is_live(state, r)) {
        for &a in &args {
            mark_live(state, ctx, a);
        }
        return;
    }
    visit_operation(state, ctx, parent, &args, &results);
}

/// MLIR's `LivenessAnalysis::visitOperation`: the operands of an operation that would
/// not be trivially dead are live, and so are all of them when a result is.
fn visit_operation(
    state: &mut SolverState,
    ctx: &Context,
    op: OpId,
    operands: &[Value],
    results: &[Value],
) {
    if !ctx.would_op_be_trivially_dead(op) {
        for &v in operands {
            mark_live(state, ctx, v);
        }
    }
    if results.iter().any(|&r| is_live(state, r)) {
        for &v in operands {
            mark_live(state, ctx, v);
        }
    }
}

/// The liveness of every value under an operation (MLIR's `RunLivenessAnalysis`):
/// dead-code analysis, constant propagation and liveness run together.
pub struct RunLivenessAnalysis {
    solver: DataFlowSolver,
}

impl RunLivenessAnalysis {
    /// Runs the analyses on `op`.
    pub fn new(ctx: &mut Context, op: OpId) -> Result<Self, VerifyError> {
        let mut solver = DataFlowSolver::new();
        solver.load(Box::new(DeadCodeAnalysis::default()));
        solver.load(Box::new(SparseConstantPropagation::create()));
        solver.load(Box::new(LivenessAnalysis));
        solver.initialize_and_run(ctx, op)?;
        // Values in blocks the analysis never visited are not live.
        for nested in ctx.op(op).collect_ops(WalkOrder::PostOrder) {
            for r in ctx.op(nested).results().collect::<Vec<_>>() {
                solver.get_or_create::<Lattice<Liveness>>(Anchor::Value(r));
            }
            for &region in ctx.op(nested).regions() {
                for &block in ctx.region(region).blocks() {
                    for &arg in ctx.block(block).arguments() {
                        solver.get_or_create::<Lattice<Liveness>>(Anchor::Value(arg));
                    }
                }
            }
        }
        Ok(RunLivenessAnalysis { solver })
    }

    /// Whether `v` is live; `None` when the analysis knows nothing of it.
    pub fn liveness(&self, v: Value) -> Option<bool> {
        self.solver
            .lookup::<Lattice<Liveness>>(Anchor::Value(v))
            .map(|l| l.value().0)
    }
}

/// The operands `op` forwards to a region successor (`forwarded`, fed into `inputs`): each
/// is live where its input is live after `op`, and is marked as accounted for by its
/// position among `op`'s operands.
fn flow_back(
    state: &mut SolverState,
    ctx: &Context,
    id: AnalysisId,
    op: OpId,
    forwarded: &[Value],
    inputs: &[Value],
    accounted: &mut [bool],
) {
    let point = ProgramPoint::AfterOp(op);
    let start = operand_range_start(ctx, op, forwarded).unwrap_or(0);
    for (k, (&operand, &input)) in forwarded.iter().zip(inputs).enumerate() {
        if live_for(state, id, point, input) {
            mark_live(state, ctx, operand);
        }
        if let Some(a) = accounted.get_mut(start + k) {
            *a = true;
        }
    }
}
