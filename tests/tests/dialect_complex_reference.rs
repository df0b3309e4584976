//! The complex dialect (`dialects/complex`, generated from a copy of upstream's
//! `ComplexOps.td` and `ComplexAttributes.td`, with arith's fast-math flags and interface
//! taken from `dialects/arith`) against mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/complex/` (written by `scripts/gen-complex-corpus.py`) goes
//! through both tools three times: printed in the custom form, in the generic form
//! (`--mlir-print-op-generic`) and canonicalized (`--canonicalize`: the folders of
//! `complex.create`, `re`, `im`, `add`, `sub`, `mul`, `div`, `neg`, `log`, `exp`, `conj` and
//! `bitcast`, the patterns that turn `re`/`im` of `neg(create)` into `arith.negf` and merge
//! chains of `complex.bitcast` and `arith.bitcast`, and the constant materializer, over every
//! float element type and integer-element constants). Scalars only: mlir-opt rejects shaped
//! complex operands. `#complex.number` is compared on unregistered ops. Every file of
//! `tests/mlir/complex-invalid/` must be rejected by both with the same diagnostics (the
//! verifiers of `complex.constant` and `complex.bitcast`, the type constraints, the syntax of
//! `#complex.number`), and pass under `--verify-diagnostics` in both. Standard output,
//! standard error and success must agree byte for byte.

#[test]
fn complex_dialect_matches_mlir_opt() {
    ods_tests::opt_compare::check_dialect_corpus(
        "dialect_complex_reference",
        "complex",
        &ods_tests::opt_compare::VALID_MODES,
        65,
        70,
    );
}
