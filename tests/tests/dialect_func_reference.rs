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

use std::path::Path;

/// The runs of one valid file: its flags besides `--allow-unregistered-dialect`.
const MODES: [&[&str]; 4] = [
    &[],
    &["--mlir-print-op-generic"],
    &["--canonicalize"],
    &["--mlir-print-debuginfo"],
];

#[test]
fn func_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_func_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let valid = ods_tests::opt_compare::mlir_corpus("mlir/func");
    let invalid = ods_tests::opt_compare::mlir_corpus("mlir/func-invalid");
    assert!(valid.len() >= 30, "the ops, format variants and attributes");
    assert!(invalid.len() >= 15, "invalid inputs");
    let report = ods_tests::opt_compare::compare_dialect_corpus(&mlir_opt, root, "func", &MODES);
    println!(
        "func: {}/{} identical vs mlir-opt ({} files x custom, generic, canonicalize, \
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
fn truncated_func_inputs_never_panic() {
    let runs = ods_tests::opt_compare::dialect_corpus_prefixes_never_panic("func");
    println!("func robustness: {runs} truncated inputs, no panic");
}
