//! The index dialect (`dialects/index`, generated from a copy of upstream's `IndexOps.td`)
//! against mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/index/` goes through both tools three times: printed in the
//! custom form, in the generic form (`--mlir-print-op-generic`) and canonicalized
//! (`--canonicalize`, which runs the dialect's folders, canonicalization patterns and
//! constant materializer). Every file of `tests/mlir/index-invalid/` must be rejected by both
//! with the same diagnostics, and pass under `--verify-diagnostics` in both: its
//! `expected-error` and `expected-note` lines name every diagnostic. Standard output,
//! standard error and success must agree byte for byte. The README's bundled example
//! (`examples/index.mlir`) runs too.

use std::path::Path;

#[test]
fn index_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_index_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let modes = &ods_tests::opt_compare::VALID_MODES;
    let mut report =
        ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "index", modes);
    assert!(
        report.valid >= 30,
        "at least one file per index op, and more"
    );
    assert!(report.rejected >= 10, "invalid inputs");
    // The README's main command.
    let readme = [
        "--allow-unregistered-dialect".to_string(),
        "--canonicalize".to_string(),
        "../examples/index.mlir".to_string(),
    ];
    report.runs += 1;
    match ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, root, &readme).mismatch {
        None => report.identical += 1,
        Some(what) => report.failures.push(format!("examples/index.mlir: {what}")),
    }
    report.finish(
        "index dialect vs mlir-opt",
        &format!(
            "{} files x custom, generic, canonicalize; {} invalid files rejected alike, and \
             verified by their expectations; the README's example",
            report.valid, report.rejected
        ),
    );
}
