//! The index dialect (`dialects/index`, generated from a copy of upstream's `IndexOps.td`)
//! against mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/index/` goes through both tools three times: printed in the
//! custom form, in the generic form (`--mlir-print-op-generic`) and canonicalized
//! (`--canonicalize`, which runs the dialect's folders, canonicalization patterns and
//! constant materializer). Every file of `tests/mlir/index-invalid/` must be rejected by both
//! with the same diagnostics, and pass under `--verify-diagnostics` in both: its
//! `expected-error` and `expected-note` lines name every diagnostic. Standard output,
//! standard error and success must agree byte for byte. The README's bundled example
//! (`examples/index.mlir`) runs too.

use std::path::Path;

/// The runs of one valid file: its flags besides `--allow-unregistered-dialect`.
const MODES: [&[&str]; 3] = [&[], &["--mlir-print-op-generic"], &["--canonicalize"]];

#[test]
fn index_dialect_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "dialect_index_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let valid = ods_tests::opt_compare::mlir_corpus("mlir/index");
    let invalid = ods_tests::opt_compare::mlir_corpus("mlir/index-invalid");
    assert!(
        valid.len() >= 30,
        "at least one file per index op, and more"
    );
    assert!(invalid.len() >= 10, "invalid inputs");
    let mut runs = 0;
    let mut identical = 0;
    let mut rejected = 0;
    let mut failures = Vec::new();
    let cases = valid
        .iter()
        .flat_map(|p| MODES.iter().map(move |m| (p, "index", *m, true)))
        .chain(invalid.iter().map(|p| (p, "index-invalid", &[][..], false)))
        .chain(
            invalid
                .iter()
                .map(|p| (p, "index-invalid", &["--verify-diagnostics"][..], true)),
        );
    for (path, dir, mode, should_pass) in cases {
        let name = path.file_name().expect("file name").to_string_lossy();
        let rel = format!("mlir/{dir}/{name}");
        let mut args = vec!["--allow-unregistered-dialect".to_string()];
        args.extend(mode.iter().map(|s| s.to_string()));
        args.push(rel.clone());
        runs += 1;
        let comparison = ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, root, &args);
        if !comparison.reference_ok {
            rejected += 1;
        }
        if comparison.reference_ok != should_pass {
            failures.push(format!(
                "{rel} {mode:?}: mlir-opt {} it, but it is filed as {}",
                if comparison.reference_ok {
                    "accepts"
                } else {
                    "rejects"
                },
                if should_pass { "valid" } else { "invalid" }
            ));
            continue;
        }
        match comparison.mismatch {
            None => identical += 1,
            Some(what) => failures.push(format!("{rel} {mode:?}: {what}")),
        }
    }
    // The README's main command.
    let readme = [
        "--allow-unregistered-dialect".to_string(),
        "--canonicalize".to_string(),
        "../examples/index.mlir".to_string(),
    ];
    runs += 1;
    match ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, root, &readme).mismatch {
        None => identical += 1,
        Some(what) => failures.push(format!("examples/index.mlir: {what}")),
    }
    println!(
        "index dialect vs mlir-opt: {identical}/{runs} identical ({} files x custom, generic, \
         canonicalize; {rejected} invalid files rejected alike, and verified by their expectations; \
         the README's example)",
        valid.len()
    );
    for f in &failures {
        println!("MISMATCH {f}");
    }
    assert!(
        failures.is_empty(),
        "{identical}/{runs} identical; mismatches:\n{}",
        failures.join("\n")
    );
}
