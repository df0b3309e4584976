//! MLIR's standard transformation passes (`mlir/lib/Transforms`), one module each, with the
//! analyses and utilities they share, and [`standard_passes`], the registry of them all,
//! which every context starts with registered (the context is built above this layer). The
//! pass manager (`crate::pass`) knows none of them, and a pass that reads a pipeline (the
//! inliner) finds them among the context's registered passes, as MLIR's look them up in its
//! global registry.

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

use crate::pass::PassRegistry;

/// The passes of the runtime itself, as mlir-opt registers them: the canonicalizer and
/// MLIR's transformation passes (this module's).
pub fn standard_passes() -> PassRegistry {
    let mut registry = PassRegistry::new();
    registry.register(crate::pass::canonicalize_pass());
    registry.register(cse::cse_pass());
    registry.register(control_flow_sink::control_flow_sink_pass());
    registry.register(loop_invariant_code_motion::loop_invariant_code_motion_pass());
    registry.register(symbol_dce::symbol_dce_pass());
    registry.register(sccp::sccp_pass());
    registry.register(symbol_privatize::symbol_privatize_pass());
    registry.register(strip_debuginfo::strip_debuginfo_pass());
    registry.register(topological_sort::topological_sort_pass());
    registry.register(op_stats::print_op_stats_pass());
    registry.register(op_graph::view_op_graph_pass());
    registry.register(inliner::inliner_pass());
    registry.register(remove_dead_values::remove_dead_values_pass());
    registry
}
