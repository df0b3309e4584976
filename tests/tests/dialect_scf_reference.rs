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

use std::path::Path;

/// The runs of one valid file: its flags besides `--allow-unregistered-dialect`.
const MODES: [&[&str]; 4] = [
    &[],
    &["--mlir-print-op-generic"],
    &["--canonicalize"],
    &["--mlir-print-debuginfo"],
];

#[test]
fn scf_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_scf_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let valid = ods_tests::opt_compare::mlir_corpus("mlir/scf");
    let invalid = ods_tests::opt_compare::mlir_corpus("mlir/scf-invalid");
    assert!(valid.len() >= 55, "the ops, their forms and their patterns");
    assert!(invalid.len() >= 35, "invalid inputs");
    let report = ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "scf", &MODES);
    println!(
        "scf: {}/{} identical vs mlir-opt ({} files x custom, generic, canonicalize, debuginfo; {} invalid files \
         rejected alike, and verified by their expectations)",
        report.identical,
        report.runs,
        valid.len(),
        report.rejected
    );
    report.assert_no_failures();
}

/// Every prefix of every file of both corpora (a cheap stand-in for malformed input) is
/// printed, canonicalized or rejected with diagnostics; nothing panics.
#[test]
fn truncated_scf_inputs_never_panic() {
    let runs = ods_tests::opt_compare::dialect_corpus_prefixes_never_panic("scf");
    println!("scf robustness: {runs} truncated inputs, no panic");
}
