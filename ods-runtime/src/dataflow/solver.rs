//! The dataflow framework itself (MLIR's `DataFlowFramework`): program points and anchors,
//! the states analyses attach to them, and the [`DataFlowSolver`] that runs analyses to a
//! fixpoint, re-visiting a program point for an analysis whenever a state it read changes.

use std::any::{Any, TypeId};
use std::collections::VecDeque;

use foldhash::HashMap;

use crate::Context;
use crate::ir::{BlockId, OpId, Value};
use crate::op_error::VerifyError;

/// A point in the program an analysis visits (MLIR's `ProgramPoint`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ProgramPoint {
    /// The start of a block, before its first operation.
    BlockStart(BlockId),
    /// Right after an operation.
    AfterOp(OpId),
}

/// What a state is attached to (MLIR's `LatticeAnchor`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Anchor {
    /// A program point.
    Point(ProgramPoint),
    /// The CFG edge from a block to a successor (MLIR's `CFGEdge`).
    Edge(BlockId, BlockId),
    /// An SSA value.
    Value(Value),
}

impl Anchor {
    /// The program point before `block`.
    pub fn block(block: BlockId) -> Anchor {
        Anchor::Point(ProgramPoint::BlockStart(block))
    }

    /// The program point after `op`.
    pub fn after(op: OpId) -> Anchor {
        Anchor::Point(ProgramPoint::AfterOp(op))
    }
}

/// Which loaded analysis: its index in the solver.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct AnalysisId(usize);

/// A unit of work: visit a program point with an analysis.
pub type WorkItem = (ProgramPoint, AnalysisId);

/// Whether an update changed a state (MLIR's `ChangeResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ChangeResult {
    /// Nothing changed.
    NoChange,
    /// The state changed.
    Change,
}

impl ChangeResult {
    /// `Change` when `changed`.
    pub fn from_bool(changed: bool) -> ChangeResult {
        if changed {
            ChangeResult::Change
        } else {
            ChangeResult::NoChange
        }
    }

    /// Either changed.
    pub fn or(self, other: ChangeResult) -> ChangeResult {
        ChangeResult::from_bool(self == ChangeResult::Change || other == ChangeResult::Change)
    }
}

/// A state attached to an anchor (MLIR's `AnalysisState`).
pub trait AnalysisState: Default + 'static {
    /// What to enqueue, beyond the dependents, when the state at `anchor` changes (MLIR's
    /// `onUpdate` overrides).
    fn on_update(&self, _anchor: Anchor, _ctx: &Context, _worklist: &mut VecDeque<WorkItem>) {}
}

/// A state with the work items to redo when it changes.
struct Entry<S> {
    state: S,
    dependents: Vec<WorkItem>,
}

/// The states of a solver run and its worklist, handed to the analyses.
#[derive(Default)]
pub struct SolverState {
    states: HashMap<(TypeId, Anchor), Box<dyn Any>>,
    worklist: VecDeque<WorkItem>,
}

impl SolverState {
    fn entry<S: AnalysisState>(&mut self, anchor: Anchor) -> &mut Entry<S> {
        self.states
            .entry((TypeId::of::<S>(), anchor))
            .or_insert_with(|| {
                Box::new(Entry {
                    state: S::default(),
                    dependents: Vec::new(),
                })
            })
            .downcast_mut::<Entry<S>>()
            .expect("a state stored under its own type")
    }

    /// The state `S` at `anchor`, created in its initial value if absent (MLIR's
    /// `getOrCreate`).
    pub fn get_or_create<S: AnalysisState>(&mut self, anchor: Anchor) -> &mut S {
        &mut self.entry::<S>(anchor).state
    }

    /// The state `S` at `anchor` if it exists (MLIR's `lookupState`).
    pub fn lookup<S: AnalysisState>(&self, anchor: Anchor) -> Option<&S> {
        self.states
            .get(&(TypeId::of::<S>(), anchor))
            .and_then(|b| b.downcast_ref::<Entry<S>>())
            .map(|e| &e.state)
    }

    /// The state `S` at `anchor`, recording that `dependent` is to be visited again by
    /// `analysis` when it changes (MLIR's `getOrCreateFor`).
    pub fn get_or_create_for<S: AnalysisState>(
        &mut self,
        dependent: ProgramPoint,
        analysis: AnalysisId,
        anchor: Anchor,
    ) -> &mut S {
        let entry = self.entry::<S>(anchor);
        if !entry.dependents.contains(&(dependent, analysis)) {
            entry.dependents.push((dependent, analysis));
        }
        &mut entry.state
    }

    /// Applies `update` to the state `S` at `anchor` and, when it changed, enqueues its
    /// dependents and what the state's `on_update` asks for (MLIR's `propagateIfChanged`).
    pub fn update<S: AnalysisState>(
        &mut self,
        ctx: &Context,
        anchor: Anchor,
        update: impl FnOnce(&mut S) -> ChangeResult,
    ) -> ChangeResult {
        let key = (TypeId::of::<S>(), anchor);
        let entry = self.entry::<S>(anchor);
        let changed = update(&mut entry.state);
        if changed == ChangeResult::Change {
            let entry = self.states[&key]
                .downcast_ref::<Entry<S>>()
                .expect("a state stored under its own type");
            self.worklist.extend(entry.dependents.iter().copied());
            entry.state.on_update(anchor, ctx, &mut self.worklist);
        }
        changed
    }

    /// Enqueues a visit of `point` by `analysis`.
    pub fn enqueue(&mut self, point: ProgramPoint, analysis: AnalysisId) {
        self.worklist.push_back((point, analysis));
    }
}

/// An analysis the solver runs (MLIR's `DataFlowAnalysis`).
pub trait DataFlowAnalysis {
    /// Sets up the initial states for the IR under `top` (MLIR's `initialize`).
    fn initialize(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), VerifyError>;

    /// Updates the states that depend on `point` (MLIR's `visit`).
    fn visit(
        &mut self,
        id: AnalysisId,
        state: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
    ) -> Result<(), VerifyError>;
}

/// Runs analyses to a fixpoint (MLIR's `DataFlowSolver`).
#[derive(Default)]
pub struct DataFlowSolver {
    analyses: Vec<Box<dyn DataFlowAnalysis>>,
    state: SolverState,
}

impl DataFlowSolver {
    /// An empty solver.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an analysis; analyses initialize in load order.
    pub fn load(&mut self, analysis: Box<dyn DataFlowAnalysis>) -> AnalysisId {
        self.analyses.push(analysis);
        AnalysisId(self.analyses.len() - 1)
    }

    /// Initializes every analysis on `top`, then visits work items first in, first out
    /// until none is left (MLIR's `initializeAndRun`).
    pub fn initialize_and_run(&mut self, ctx: &mut Context, top: OpId) -> Result<(), VerifyError> {
        for (i, analysis) in self.analyses.iter_mut().enumerate() {
            analysis.initialize(AnalysisId(i), &mut self.state, ctx, top)?;
        }
        while let Some((point, id)) = self.state.worklist.pop_front() {
            self.analyses[id.0].visit(id, &mut self.state, ctx, point)?;
        }
        Ok(())
    }

    /// The state `S` at `anchor`, created in its initial value if absent.
    pub fn get_or_create<S: AnalysisState>(&mut self, anchor: Anchor) -> &mut S {
        self.state.get_or_create(anchor)
    }

    /// The computed state `S` at `anchor`, if any.
    pub fn lookup<S: AnalysisState>(&self, anchor: Anchor) -> Option<&S> {
        self.state.lookup(anchor)
    }
}
