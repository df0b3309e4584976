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

use std::path::Path;

/// The runs of one valid file: its flags besides `--allow-unregistered-dialect`.
const MODES: [&[&str]; 4] = [
    &[],
    &["--mlir-print-op-generic"],
    &["--canonicalize"],
    &["--mlir-print-debuginfo"],
];

#[test]
fn cf_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_cf_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let valid = ods_tests::opt_compare::mlir_corpus("mlir/cf");
    let invalid = ods_tests::opt_compare::mlir_corpus("mlir/cf-invalid");
    assert!(valid.len() >= 25, "the ops, format variants and patterns");
    assert!(invalid.len() >= 10, "invalid inputs");
    let report = ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "cf", &MODES);
    println!(
        "cf: {}/{} identical vs mlir-opt ({} files x custom, generic, canonicalize, \
         debuginfo; {} invalid files rejected alike, and verified by their expectations)",
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
fn truncated_cf_inputs_never_panic() {
    let runs = ods_tests::opt_compare::dialect_corpus_prefixes_never_panic("cf");
    println!("cf robustness: {runs} truncated inputs, no panic");
}
