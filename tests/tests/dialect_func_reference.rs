//! The func dialect (`dialects/func`, generated from a copy of upstream's `FuncOps.td`)
//! against mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/func/` goes through both tools four times: printed in the
//! custom form (the custom form of `func.func` and the default dialect that lets `return`
//! stand for `func.return`), in the generic form (`--mlir-print-op-generic`),
//! canonicalized (`--canonicalize`: `func.constant`'s folder, `func.call_indirect`'s
//! canonicalization and the dialect's constant materializer) and with locations
//! (`--mlir-print-debuginfo`: argument locations in the signature). Every file of
//! `tests/mlir/func-invalid/` must be rejected by both with the same diagnostics, and pass
//! under `--verify-diagnostics` in both: its `expected-error` and `expected-note` lines name
//! every diagnostic. Standard output, standard error and success must agree byte for byte.

#[test]
fn func_dialect_matches_mlir_opt() {
    ods_tests::opt_compare::check_dialect_corpus(
        "dialect_func_reference",
        "func",
        &ods_tests::opt_compare::ALL_MODES,
        30,
        15,
    );
}

/// Every prefix of every file of both corpora (a cheap stand-in for malformed input) is
/// printed, canonicalized or rejected with diagnostics; nothing panics.
#[test]
fn truncated_func_inputs_never_panic() {
    let runs = ods_tests::opt_compare::dialect_corpus_prefixes_never_panic("func");
    ods_tests::report::headline(format_args!(
        "func robustness: {runs} truncated inputs, no panic"
    ));
}
