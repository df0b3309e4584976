//! Conformance of `ods-opt` against `mlir-opt` on the `.mlir` corpus in `tests/mlir/`.
//!
//! Each file is run through both tools with `--allow-unregistered-dialect` and, unless its
//! first line says `--custom`, `--mlir-print-op-generic`; a first line mentioning
//! `--mlir-print-debuginfo` adds that flag, one mentioning `--canonicalize` canonicalizes,
//! and one mentioning `--mlir-very-unsafe-disable-verifier-on-parsing`,
//! `--mlir-print-skip-regions`, `--no-implicit-module` or `--mlir-use-nameloc-as-prefix`
//! adds that flag.
//! Standard output, standard error and success must all agree byte for byte: valid files
//! must print the same text, invalid files must fail in both tools with the same
//! diagnostics.

use std::path::{Path, PathBuf};

/// The command-line flags for one corpus file, from its first line.
fn flags_for(text: &str) -> Vec<String> {
    let first = text.lines().next().unwrap_or("");
    let mut flags = vec!["--allow-unregistered-dialect".to_string()];
    if !first.contains("--custom") {
        flags.push("--mlir-print-op-generic".to_string());
    }
    if first.contains("--mlir-print-debuginfo") {
        flags.push("--mlir-print-debuginfo".to_string());
    }
    if first.contains("--canonicalize") {
        flags.push("--canonicalize".to_string());
    }
    for flag in [
        "--mlir-very-unsafe-disable-verifier-on-parsing",
        "--mlir-print-skip-regions",
        "--no-implicit-module",
        "--mlir-use-nameloc-as-prefix",
    ] {
        if first.contains(flag) {
            flags.push(flag.to_string());
        }
    }
    flags
}

fn corpus() -> Vec<PathBuf> {
    ods_tests::opt_compare::mlir_corpus("mlir")
}

#[test]
fn ods_opt_matches_mlir_opt_on_corpus() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "runtime_conformance")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = corpus();
    assert!(files.len() >= 50, "the corpus holds at least 50 files");
    let mut identical = 0;
    let mut invalid = 0;
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().expect("file name").to_string_lossy();
        let rel = format!("mlir/{name}");
        let text = std::fs::read_to_string(path).expect("corpus file is readable");
        let mut args = flags_for(&text);
        args.push(rel.clone());

        let comparison = ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, root, &args);
        if !comparison.reference_ok {
            invalid += 1;
        }
        match comparison.mismatch {
            None => identical += 1,
            Some(what) => failures.push(format!("{rel}: {what}")),
        }
    }
    ods_tests::report::headline(format_args!(
        "runtime conformance: {identical}/{} identical ({invalid} invalid inputs)",
        files.len()
    ));
    for f in &failures {
        println!("MISMATCH {f}");
    }
    assert!(invalid >= 5, "the corpus holds several invalid files");
    assert!(
        failures.is_empty(),
        "{identical}/{} identical; mismatches:\n{}",
        files.len(),
        failures.join("\n")
    );
}

/// Every prefix of every corpus file (a cheap stand-in for malformed input) is either
/// printed or rejected with diagnostics; nothing panics.
#[test]
fn truncated_inputs_never_panic() {
    let mut runs = 0;
    let opts = ods_opt::Options {
        allow_unregistered: true,
        generic: true,
        ..ods_opt::Options::default()
    };
    for path in corpus() {
        runs += ods_tests::opt_compare::prefixes_never_panic(&path, &opts, 3);
    }
    ods_tests::report::headline(format_args!(
        "runtime robustness: {runs} truncated inputs, no panic"
    ));
}

/// Deeply nested regions are parsed, verified and printed up to the nesting limit (on a
/// default-sized test thread stack) and rejected with a diagnostic beyond it.
#[test]
fn deep_nesting_is_bounded() {
    let limit = ods_runtime::asm::op_parser::MAX_REGION_NESTING as usize;
    let nest = |n: usize| {
        let mut s = "\"test.n\"() ({\n".repeat(n);
        s.push_str(&"}) : () -> ()\n".repeat(n));
        s
    };
    let opts = ods_opt::Options {
        allow_unregistered: true,
        generic: true,
        ..ods_opt::Options::default()
    };
    let ok = ods_opt::process(&nest(limit), "deep.mlir", &opts).expect("the limit is accepted");
    assert_eq!(ok.matches("\"test.n\"").count(), limit);
    let err = ods_opt::process(&nest(limit + 1), "deep.mlir", &opts)
        .expect_err("one level more is rejected");
    assert_eq!(
        err[0].message,
        format!("regions nested more than {limit} levels deep")
    );
}
