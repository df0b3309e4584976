//! The arith dialect (`dialects/arith`, generated from a copy of upstream's `ArithOps.td`,
//! with upstream's DRR canonicalization patterns) against mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/arith/` goes through both tools three times: printed in the
//! custom form, in the generic form (`--mlir-print-op-generic`) and canonicalized
//! (`--canonicalize`: the folders of every op on scalars, splats and dense constants of
//! every integer and float type, the DRR and hand-written patterns, the constant
//! materializer). Every file of `tests/mlir/arith-invalid/` must be rejected by both with
//! the same diagnostics, and pass under `--verify-diagnostics` in both. Standard output,
//! standard error and success must agree byte for byte.

use std::path::Path;

#[test]
fn arith_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_arith_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let modes = &ods_tests::opt_compare::VALID_MODES;
    let report = ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "arith", modes);
    assert!(report.valid >= 100, "every op, on every type family");
    assert!(report.rejected >= 25, "invalid inputs");
    report.finish(
        "arith dialect vs mlir-opt",
        &format!(
            "{} files x custom, generic, canonicalize; {} invalid files rejected alike, and \
             verified by their expectations",
            report.valid, report.rejected
        ),
    );
}
