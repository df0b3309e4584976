//! A dataflow framework after MLIR's `mlir/lib/Analysis/DataFlow` and
//! `DataFlowFramework.cpp`: a [`DataFlowSolver`] runs analyses to a fixpoint over states
//! attached to anchors (program points, CFG edges, values), re-visiting a program point for
//! an analysis whenever a state it read changes.
//!
//! - `solver`: the framework, [`DataFlowSolver`] and what analyses build on.
//! - [`dead_code`]: MLIR's `DeadCodeAnalysis` (live blocks, executable CFG edges, region
//!   and call-graph predecessors), computing the [`Executable`] and [`PredecessorState`]
//!   states (`states`, which the sparse analyses read).
//! - [`sparse`]: MLIR's `AbstractSparseForwardDataFlowAnalysis`, a lattice per value
//!   propagated forward along SSA edges, region branches, CFG edges and calls; an analysis
//!   supplies the transfer function of ordinary operations.
//! - [`constant_propagation`]: MLIR's `SparseConstantPropagation` (`ConstantValue`).
//! - [`liveness`]: MLIR's `LivenessAnalysis` on a sparse backward traversal.
//!
//! The solver is always interprocedural (MLIR's `DataFlowConfig` default; nothing here
//! turns it off).

pub mod constant_propagation;
pub mod dead_code;
pub mod liveness;
mod solver;
pub mod sparse;
mod states;

pub use dead_code::DeadCodeAnalysis;
pub use solver::{
    AnalysisId, AnalysisState, Anchor, ChangeResult, DataFlowAnalysis, DataFlowSolver,
    ProgramPoint, SolverState, WorkItem,
};
pub use states::{Executable, PredecessorState};
