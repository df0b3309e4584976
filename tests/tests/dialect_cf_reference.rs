//! The cf dialect (`dialects/cf`, generated from a copy of upstream's `ControlFlowOps.td`)
//! against mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/cf/` goes through both tools four times: printed in the custom
//! form (`custom<SwitchOpCases>`, branch weights, successor operands), in the generic form
//! (`--mlir-print-op-generic`), canonicalized (`--canonicalize`: upstream's patterns of
//! `cf.assert`, `cf.br`, `cf.cond_br` and `cf.switch`, with the region simplification that
//! edits their successor operands) and with locations (`--mlir-print-debuginfo`). Every
//! file of `tests/mlir/cf-invalid/` must be rejected by both with the same diagnostics, and
//! pass under `--verify-diagnostics` in both. Standard output, standard error and success
//! must agree byte for byte.

#[test]
fn cf_dialect_matches_mlir_opt() {
    ods_tests::opt_compare::check_dialect_corpus(
        "dialect_cf_reference",
        "cf",
        &ods_tests::opt_compare::ALL_MODES,
        25,
        10,
    );
}

/// Every prefix of every file of both corpora (a cheap stand-in for malformed input) is
/// printed, canonicalized or rejected with diagnostics; nothing panics.
#[test]
fn truncated_cf_inputs_never_panic() {
    let runs = ods_tests::opt_compare::dialect_corpus_prefixes_never_panic("cf");
    ods_tests::report::headline(format_args!(
        "cf robustness: {runs} truncated inputs, no panic"
    ));
}
