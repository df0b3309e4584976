//! The math dialect (`dialects/math`, generated from a copy of upstream's `MathOps.td`, with
//! arith's fast-math flags and interface taken from `dialects/arith`) against mlir-opt,
//! which has the real one.
//!
//! Every file of `tests/mlir/math/` (written by `scripts/gen-math-corpus.py`) goes through
//! both tools three times: printed in the custom form, in the generic form
//! (`--mlir-print-op-generic`) and canonicalized (`--canonicalize`: the folders of every op
//! on scalars, splats and dense constants, the transcendental ones through the C library on
//! `f32` and `f64`, and arith's constant materializer). Every file of
//! `tests/mlir/math-invalid/` must be rejected by both with the same diagnostics, and pass
//! under `--verify-diagnostics` in both. Standard output, standard error and success must
//! agree byte for byte.

use std::path::Path;

#[test]
fn math_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_math_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let modes = &ods_tests::opt_compare::VALID_MODES;
    let report = ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "math", modes);
    assert!(
        report.valid >= 60,
        "every op, with fastmath flags, shapes and folds"
    );
    assert!(report.rejected >= 10, "invalid inputs");
    println!(
        "math: {}/{} identical vs mlir-opt ({} files x custom, generic, canonicalize; {} \
         invalid files rejected alike, and verified by their expectations)",
        report.identical, report.runs, report.valid, report.rejected
    );
    report.assert_no_failures();
}
