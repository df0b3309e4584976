//! The math dialect (`dialects/math`, generated from a copy of upstream's `MathOps.td`, with
//! arith's fast-math flags and interface taken from `dialects/arith`) against mlir-opt,
//! which has the real one.
//!
//! Every file of `tests/mlir/math/` (written by `scripts/gen-math-corpus.py`, but for the
//! `poison_*` files, written by hand) goes through both tools three times: printed in the
//! custom form, in the generic form (`--mlir-print-op-generic`) and canonicalized
//! (`--canonicalize`: the folders of every op on scalars, splats and dense constants, the
//! transcendental ones through the C library on `f32` and `f64`, `#ub.poison` propagated,
//! and the constant materializer). Every file of
//! `tests/mlir/math-invalid/` must be rejected by both with the same diagnostics, and pass
//! under `--verify-diagnostics` in both. Standard output, standard error and success must
//! agree byte for byte.

#[test]
fn math_dialect_matches_mlir_opt() {
    ods_tests::opt_compare::check_dialect_corpus(
        "dialect_math_reference",
        "math",
        &ods_tests::opt_compare::VALID_MODES,
        60,
        10,
    );
}
