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

/// The runs of one valid file: its flags besides `--allow-unregistered-dialect`.
const MODES: [&[&str]; 3] = [&[], &["--mlir-print-op-generic"], &["--canonicalize"]];

#[test]
fn index_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_index_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let valid = ods_tests::opt_compare::mlir_corpus("mlir/index");
    let invalid = ods_tests::opt_compare::mlir_corpus("mlir/index-invalid");
    assert!(
        valid.len() >= 30,
        "at least one file per index op, and more"
    );
    assert!(invalid.len() >= 10, "invalid inputs");
    let mut report =
        ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "index", &MODES);
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
    println!(
        "index dialect vs mlir-opt: {}/{} identical ({} files x custom, generic, canonicalize; \
         {} invalid files rejected alike, and verified by their expectations; the README's \
         example)",
        report.identical,
        report.runs,
        valid.len(),
        report.rejected
    );
    report.assert_no_failures();
}
