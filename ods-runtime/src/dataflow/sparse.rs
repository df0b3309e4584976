//! MLIR's sparse forward dataflow analysis (`SparseAnalysis.cpp`,
//! `AbstractSparseForwardDataFlowAnalysis`): a [`Lattice`] per SSA value, propagated from
//! operands to results by a [`SparseForwardTransfer`] function, into block arguments along
//! the executable CFG edges, into region arguments and region-branch results from their
//! known predecessors, and across calls (arguments from callsites, results from returns),
//! using the states [`DeadCodeAnalysis`](super::DeadCodeAnalysis) computes.

use std::collections::VecDeque;

use super::solver::{
    AnalysisId, AnalysisState, Anchor, ChangeResult, DataFlowAnalysis, ProgramPoint, SolverState,
    WorkItem,
};
use super::states::{Executable, PredecessorState};
use crate::Context;
use crate::interfaces::call::{CallOpInterface, CallableOpInterface};
use crate::interfaces::control_flow::{
    BranchOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use crate::ir::{BlockId, OpId, Value, ValueDef};
use crate::op_error::VerifyError;

/// A value of a lattice: a join-semilattice whose `Default` is "uninitialized".
pub trait LatticeValue: Clone + PartialEq + Default + 'static {
    /// The least upper bound of `self` and `other`.
    fn join(&self, other: &Self) -> Self;
}

/// The lattice state of one SSA value (MLIR's `Lattice<ValueT>`).
#[derive(Default, Debug)]
pub struct Lattice<T> {
    value: T,
    /// The analyses to re-run on the users of the value when it changes.
    use_def_subscribers: Vec<AnalysisId>,
}

impl<T: LatticeValue> Lattice<T> {
    /// The current value.
    pub fn value(&self) -> &T {
        &self.value
    }

    /// Joins `other` into the value.
    pub fn join(&mut self, other: &T) -> ChangeResult {
        let joined = self.value.join(other);
        if joined == self.value {
            return ChangeResult::NoChange;
        }
        self.value = joined;
        ChangeResult::Change
    }

    /// Re-runs `analysis` on the value's users when it changes (MLIR's
    /// `useDefSubscribe`).
    pub fn use_def_subscribe(&mut self, analysis: AnalysisId) {
        if !self.use_def_subscribers.contains(&analysis) {
            self.use_def_subscribers.push(analysis);
        }
    }
}

impl<T: LatticeValue> AnalysisState for Lattice<T> {
    fn on_update(&self, anchor: Anchor, ctx: &Context, worklist: &mut VecDeque<WorkItem>) {
        if let Anchor::Value(v) = anchor {
            for user in ctx.value(v).uses() {
                for &a in &self.use_def_subscribers {
                    worklist.push_back((ProgramPoint::AfterOp(user.op), a));
                }
            }
        }
    }
}

/// What to do with one result lattice after visiting an operation.
#[derive(Clone, Debug)]
pub enum ResultUpdate<T> {
    /// Join this value.
    Join(T),
    /// Join the current value of this SSA value's lattice.
    JoinValue(Value),
}

/// The transfer function of a sparse forward analysis for operations that are not calls
/// or region branches (MLIR's `visitOperation` and `setToEntryState` overrides).
pub trait SparseForwardTransfer: 'static {
    /// The lattice value.
    type Value: LatticeValue;

    /// The value a lattice takes where nothing is known (the pessimistic fixpoint).
    fn entry_state(&self) -> Self::Value;

    /// The updates of `op`'s results given its operands' values: one per result, or none
    /// at all to leave them as they are.
    fn visit_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        operands: &[Self::Value],
    ) -> Vec<ResultUpdate<Self::Value>>;
}

/// A sparse forward analysis over a transfer function.
pub struct SparseForwardAnalysis<T> {
    transfer: T,
}

impl<T: SparseForwardTransfer> SparseForwardAnalysis<T> {
    /// The analysis of `transfer`.
    pub fn new(transfer: T) -> Self {
        SparseForwardAnalysis { transfer }
    }
}

impl<T: SparseForwardTransfer> DataFlowAnalysis for SparseForwardAnalysis<T> {
    fn initialize(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), VerifyError> {
        let entry = self.transfer.entry_state();
        for &region in ctx.op(top).regions() {
            if let Some(&block) = ctx.region(region).blocks().first() {
                for &arg in ctx.block(block).arguments() {
                    join(state, ctx, arg, &entry);
                }
            }
        }
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
        match point {
            ProgramPoint::AfterOp(op) => self.visit_op(id, state, ctx, op),
            ProgramPoint::BlockStart(block) => self.visit_block(id, state, ctx, block),
        }
        Ok(())
    }
}

/// Joins `value` into the lattice of `v`.
fn join<T: LatticeValue>(state: &mut SolverState, ctx: &Context, v: Value, value: &T) {
    state.update::<Lattice<T>>(ctx, Anchor::Value(v), |l| l.join(value));
}

/// The value of `v`'s lattice, recording that `point` depends on it.
fn value_for<T: LatticeValue>(
    state: &mut SolverState,
    id: AnalysisId,
    point: ProgramPoint,
    v: Value,
) -> T {
    state
        .get_or_create_for::<Lattice<T>>(point, id, Anchor::Value(v))
        .value()
        .clone()
}

/// Whether the block holding `op` (if any) is live.
fn in_live_block(state: &mut SolverState, ctx: &Context, op: OpId) -> bool {
    ctx.op(op).block().is_none_or(|b| {
        state
            .get_or_create::<Executable>(Anchor::block(b))
            .is_live()
    })
}

impl<T: SparseForwardTransfer> SparseForwardAnalysis<T> {
    fn set_all_to_entry(&self, state: &mut SolverState, ctx: &Context, values: &[Value]) {
        let entry = self.transfer.entry_state();
        for &v in values {
            join(state, ctx, v, &entry);
        }
    }

    /// Visits every operation and block under `op`, subscribing to each block's liveness.
    fn initialize_recursively(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
    ) {
        self.visit_op(id, state, ctx, op);
        for region in ctx.op(op).regions().to_vec() {
            for block in ctx.region(region).blocks().to_vec() {
                state
                    .get_or_create::<Executable>(Anchor::block(block))
                    .block_content_subscribe(id);
                self.visit_block(id, state, ctx, block);
                for nested in ctx.block(block).ops().collect::<Vec<_>>() {
                    self.initialize_recursively(id, state, ctx, nested);
                }
            }
        }
    }

    /// MLIR's `visitOperation`: the results of a live operation.
    fn visit_op(&mut self, id: AnalysisId, state: &mut SolverState, ctx: &mut Context, op: OpId) {
        if ctx.op(op).num_results() == 0 || !in_live_block(state, ctx, op) {
            return;
        }
        let results: Vec<Value> = ctx.op(op).results().collect();
        if let Some(branch) = RegionBranchOpInterface::cast(ctx, op) {
            let successor = RegionSuccessor::parent(results.clone());
            let point = ProgramPoint::AfterOp(op);
            self.visit_region_successors(id, state, ctx, point, branch, &successor, &results);
            return;
        }
        let mut operands = Vec::with_capacity(ctx.op(op).num_operands());
        for operand in ctx.op(op).operands().collect::<Vec<_>>() {
            let lattice = state.get_or_create::<Lattice<T::Value>>(Anchor::Value(operand));
            lattice.use_def_subscribe(id);
            operands.push(lattice.value().clone());
        }
        if let Some(call) = CallOpInterface::cast(ctx, op) {
            self.visit_call(id, state, ctx, call, &results);
            return;
        }
        let updates = self.transfer.visit_operation(ctx, op, &operands);
        for (&result, update) in results.iter().zip(updates) {
            let value = match update {
                ResultUpdate::Join(v) => v,
                ResultUpdate::JoinValue(v) => state
                    .get_or_create::<Lattice<T::Value>>(Anchor::Value(v))
                    .value()
                    .clone(),
            };
            join(state, ctx, result, &value);
        }
    }

    /// The results of a call: those of an external callee are unknown, the others come
    /// from the callee's known returns.
    fn visit_call(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        call: CallOpInterface,
        results: &[Value],
    ) {
        let external = call
            .resolve_callable(ctx)
            .and_then(|c| CallableOpInterface::cast(ctx, c))
            .is_some_and(|c| c.get_callable_region(ctx).is_none());
        if external {
            return self.set_all_to_entry(state, ctx, results);
        }
        let point = ProgramPoint::AfterOp(call.op());
        let preds =
            state.get_or_create_for::<PredecessorState>(point, id, Anchor::after(call.op()));
        if !preds.all_predecessors_known() {
            return self.set_all_to_entry(state, ctx, results);
        }
        for pred in preds.known_predecessors().to_vec() {
            for (operand, &result) in ctx.op(pred).operands().zip(results) {
                let value: T::Value = value_for(state, id, point, operand);
                join(state, ctx, result, &value);
            }
        }
    }

    /// MLIR's `visitBlock`: the arguments of a live block, from its callsites, its region
    /// predecessors or its executable incoming edges.
    fn visit_block(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        block: BlockId,
    ) {
        let args = ctx.block(block).arguments().to_vec();
        if args.is_empty()
            || !state
                .get_or_create::<Executable>(Anchor::block(block))
                .is_live()
        {
            return;
        }
        let ctx = &*ctx;
        if ctx.block(block).is_entry() {
            let Some(parent) = ctx.block(block).parent_op() else {
                return self.set_all_to_entry(state, ctx, &args);
            };
            let callable = CallableOpInterface::cast(ctx, parent);
            if let Some(callable) = callable
                && callable.get_callable_region(ctx) == ctx.block(block).parent()
            {
                return self.visit_callable(id, state, ctx, parent, block, &args);
            }
            if let Some(branch) = RegionBranchOpInterface::cast(ctx, parent) {
                let region = ctx.block(block).parent().expect("a block in a region");
                let successor = RegionSuccessor::region_with_entry_args(ctx, region);
                let point = ProgramPoint::BlockStart(block);
                return self
                    .visit_region_successors(id, state, ctx, point, branch, &successor, &args);
            }
            return self.set_all_to_entry(state, ctx, &args);
        }
        let point = ProgramPoint::BlockStart(block);
        for (term, index) in ctx.block(block).predecessor_edges() {
            let Some(from) = ctx.op(term).block() else {
                continue;
            };
            let edge = state.get_or_create::<Executable>(Anchor::Edge(from, block));
            edge.block_content_subscribe(id);
            if !edge.is_live() {
                continue;
            }
            let Some(branch) = BranchOpInterface::cast(ctx, term) else {
                return self.set_all_to_entry(state, ctx, &args);
            };
            let operands = branch.get_successor_operands(ctx, index as u32);
            for (i, &arg) in args.iter().enumerate() {
                match i
                    .checked_sub(operands.produced)
                    .and_then(|k| operands.forwarded.get(k))
                {
                    Some(&operand) => {
                        let value: T::Value = value_for(state, id, point, operand);
                        join(state, ctx, arg, &value);
                    }
                    None => self.set_all_to_entry(state, ctx, &[arg]),
                }
            }
        }
    }

    /// The arguments of a callable's entry block, from its known callsites.
    fn visit_callable(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        callable: OpId,
        entry: BlockId,
        args: &[Value],
    ) {
        let point = ProgramPoint::BlockStart(entry);
        let callsites =
            state.get_or_create_for::<PredecessorState>(point, id, Anchor::after(callable));
        if !callsites.all_predecessors_known() {
            return self.set_all_to_entry(state, ctx, args);
        }
        for callsite in callsites.known_predecessors().to_vec() {
            let Some(call) = CallOpInterface::cast(ctx, callsite) else {
                continue;
            };
            for (operand, &arg) in call.get_arg_operands(ctx).into_iter().zip(args) {
                let value: T::Value = value_for(state, id, point, operand);
                join(state, ctx, arg, &value);
            }
        }
    }

    /// MLIR's `visitRegionSuccessors`: the `inputs` of `point` (the results of `branch` or
    /// the arguments of one of its entry blocks) from the operands each known predecessor
    /// forwards; inputs no predecessor forwards to are unknown.
    #[allow(clippy::too_many_arguments)]
    fn visit_region_successors(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &Context,
        point: ProgramPoint,
        branch: RegionBranchOpInterface,
        successor: &RegionSuccessor,
        inputs: &[Value],
    ) {
        let preds = state.get_or_create_for::<PredecessorState>(point, id, Anchor::Point(point));
        let known: Vec<(OpId, Vec<Value>)> = preds
            .known_predecessors()
            .iter()
            .map(|&p| (p, preds.successor_inputs(p).to_vec()))
            .collect();
        for (pred, pred_inputs) in known {
            let operands = if pred == branch.op() {
                branch.get_entry_successor_operands(ctx, successor)
            } else if let Some(term) = RegionBranchTerminatorOpInterface::cast(ctx, pred) {
                term.get_mutable_successor_operands(ctx, successor)
            } else {
                return self.set_all_to_entry(state, ctx, inputs);
            };
            let mut first = 0;
            if pred_inputs.len() != inputs.len() {
                first = match pred_inputs.first().map(|&v| ctx.value(v).def()) {
                    Some(ValueDef::OpResult { index, .. }) => index as usize,
                    Some(ValueDef::BlockArgument { index, .. }) => index as usize,
                    None => 0,
                };
                // The inputs outside the forwarded range are not control-flow arguments.
                let end = (first + pred_inputs.len()).min(inputs.len());
                let first = first.min(inputs.len());
                self.set_all_to_entry(state, ctx, &inputs[..first]);
                self.set_all_to_entry(state, ctx, &inputs[end..]);
            }
            for (operand, &input) in operands.into_iter().zip(inputs.iter().skip(first)) {
                let value: T::Value = value_for(state, id, point, operand);
                join(state, ctx, input, &value);
            }
        }
    }
}
