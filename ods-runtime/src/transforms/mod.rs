//! MLIR's standard transformation passes (`mlir/lib/Transforms`), one module each, with the
//! analyses and utilities they share.

pub mod call_graph;
pub mod control_flow_sink;
pub mod cse;
pub mod inliner;
pub mod inlining;
pub mod loop_invariant_code_motion;
pub mod op_graph;
pub mod op_stats;
pub mod remove_dead_values;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
pub mod symbol_uses;
pub mod topological_sort;
mod walk;
