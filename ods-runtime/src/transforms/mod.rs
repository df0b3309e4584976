//! MLIR's general transformation passes (`mlir/lib/Transforms`), one module each.

pub mod control_flow_sink;
pub mod cse;
pub mod loop_invariant_code_motion;
mod walk;
