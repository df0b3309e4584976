//! The scf dialect (`dialects/scf`, generated from a copy of upstream's `SCFOps.td`) against
//! mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/scf/` goes through both tools four times: printed in the custom
//! form (the hand-written forms of `scf.if`, `scf.for`, `scf.while`, `scf.execute_region`,
//! `scf.parallel` and `scf.forall`, the declarative ones of `scf.index_switch`, `scf.reduce`,
//! `scf.yield` and `scf.condition`, implicit terminators added and left out), in the generic
//! form (`--mlir-print-op-generic`), canonicalized (`--canonicalize`: every pattern LLVM 22
//! registers for the scf ops that can match without the tensor dialect, the region-branch
//! patterns included, and the files named `canon_*` written for them), and with
//! `--mlir-print-debuginfo`, whose location aliases follow what the custom forms print (a
//! block argument they leave out, such as `scf.for`'s induction variable, gets no alias).
//! Every file of `tests/mlir/scf-invalid/` must be rejected by both with the same
//! diagnostics (the region-branch, loop and op verifiers), and pass under
//! `--verify-diagnostics` in both. Standard output, standard error and success must agree
//! byte for byte.

#[test]
fn scf_dialect_matches_mlir_opt() {
    ods_tests::opt_compare::check_dialect_corpus(
        "dialect_scf_reference",
        "scf",
        &ods_tests::opt_compare::ALL_MODES,
        55,
        35,
    );
}

/// Every prefix of every file of both corpora (a cheap stand-in for malformed input) is
/// printed, canonicalized or rejected with diagnostics; nothing panics.
#[test]
fn truncated_scf_inputs_never_panic() {
    let runs = ods_tests::opt_compare::dialect_corpus_prefixes_never_panic("scf");
    ods_tests::report::headline(format_args!(
        "scf robustness: {runs} truncated inputs, no panic"
    ));
}
