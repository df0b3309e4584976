//! MLIR's transformation passes (`mlir/lib/Transforms`), one module each.

pub mod cse;
