//! Conformance of `ods-opt`'s passes and pass manager against `mlir-opt` on the corpus in
//! `tests/mlir/passes/`: pass flags in order, textual pipelines (`--pass-pipeline`, `-p`)
//! with nested and op-agnostic pass managers, pass options, scheduling errors and option
//! errors, and upstream's test passes that ods-opt registers.
//!
//! Each file names its flags on a line `// ARGS: ...`; `--allow-unregistered-dialect` is
//! always given. Standard output, standard error and the exit code must agree byte for byte.
//! The headline counts the files whose runs are identical.

use std::path::Path;

#[test]
fn ods_opt_passes_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_passes_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    ods_tests::opt_compare::assert_flagged_corpus_matches(
        &mlir_opt,
        root,
        "mlir/passes",
        "opt passes conformance",
        (12, 4),
    );
}
