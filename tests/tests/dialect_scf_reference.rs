//! The scf dialect (`dialects/scf`, generated from a copy of upstream's `SCFOps.td`) against
//! mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/scf/` goes through both tools twice: printed in the custom form
//! (the hand-written forms of `scf.if`, `scf.for`, `scf.while`, `scf.execute_region`,
//! `scf.parallel` and `scf.forall`, the declarative ones of `scf.index_switch`, `scf.reduce`, `scf.yield` and
//! `scf.condition`, implicit terminators added and left out) and in the generic form
//! (`--mlir-print-op-generic`). Every file of `tests/mlir/scf-invalid/` must be rejected by
//! both with the same diagnostics (the region-branch, loop and op verifiers), and pass
//! under `--verify-diagnostics` in both. Standard output, standard error and success must
//! agree byte for byte.
//!
//! With `--mlir-print-debuginfo` the location aliases follow what the custom forms print: a
//! block argument they leave out (`scf.for`'s induction variable) gets no alias, and
//! `scf.index_switch`'s case regions are numbered before its default region.
//!
//! Not compared yet: `--canonicalize` (upstream's scf patterns are not ported: ods-opt folds
//! `scf.if` on a negated condition but applies none of them).

use std::path::Path;

/// The runs of one valid file: its flags besides `--allow-unregistered-dialect`.
const MODES: [&[&str]; 3] = [
    &[],
    &["--mlir-print-op-generic"],
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
    assert!(valid.len() >= 25, "the ops and their forms");
    assert!(invalid.len() >= 20, "invalid inputs");
    let report = ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "scf", &MODES);
    println!(
        "scf: {}/{} identical vs mlir-opt ({} files x custom, generic, debuginfo; {} invalid files \
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
