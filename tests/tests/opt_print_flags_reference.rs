//! The printing flags of `ods-opt` against mlir-opt's on the `.mlir` corpus in `tests/mlir/`:
//! `--mlir-print-local-scope` (no aliases: types, attributes and locations where they are
//! used; with and without `--mlir-print-debuginfo`), `--mlir-elide-elementsattrs-if-larger`
//! and `--mlir-print-elementsattrs-with-hex-if-larger`, `--mlir-print-value-users` (with and
//! without debug info). Each file runs as
//! `runtime_conformance` runs it, once per flag set; standard output, standard error and
//! success must agree byte for byte.

use std::path::Path;

/// The flag sets, each added to a file's own flags.
const VARIANTS: [&[&str]; 7] = [
    &["--mlir-print-local-scope"],
    &["--mlir-print-local-scope", "--mlir-print-debuginfo"],
    &["--mlir-elide-elementsattrs-if-larger=2"],
    &["--mlir-print-elementsattrs-with-hex-if-larger=2"],
    &["--mlir-print-elementsattrs-with-hex-if-larger=-1"],
    &["--mlir-print-value-users"],
    &["--mlir-print-value-users", "--mlir-print-debuginfo"],
];

#[test]
fn print_flags_match_mlir_opt_on_corpus() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_print_flags_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = ods_tests::opt_compare::mlir_corpus("mlir");
    let mut runs = 0;
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().expect("file name").to_string_lossy();
        let text = std::fs::read_to_string(path).expect("corpus file is readable");
        let first = text.lines().next().unwrap_or("");
        for variant in VARIANTS {
            let mut args = vec!["--allow-unregistered-dialect".to_string()];
            if !first.contains("--custom") {
                args.push("--mlir-print-op-generic".to_string());
            }
            args.extend(variant.iter().map(|s| s.to_string()));
            args.push(format!("mlir/{name}"));
            runs += 1;
            let comparison = ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, root, &args);
            if let Some(what) = comparison.mismatch {
                failures.push(format!("mlir/{name} {variant:?}: {what}"));
            }
        }
    }
    ods_tests::report::headline(format_args!(
        "print flags vs mlir-opt: {}/{runs} identical ({} files x local scope, local scope \
         with debug info, elision, hex thresholds 2 and -1, value users with and without debug \
         info)",
        runs - failures.len(),
        files.len()
    ));
    for f in &failures {
        println!("MISMATCH {f}");
    }
    assert!(failures.is_empty(), "{} mismatches", failures.len());
}
