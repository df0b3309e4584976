//! Conformance of `ods-opt`'s driver (`--split-input-file`, `--verify-diagnostics`, the
//! command line) against `mlir-opt` on the corpus in `tests/mlir/driver/`.
//!
//! Each file names its flags on a line `// ARGS: ...` (anywhere in the file, so a file may
//! begin with a split marker); `--allow-unregistered-dialect` is always given. Standard
//! output, standard error and the exit code must agree byte for byte, for files that pass
//! and files whose chunks or expectations fail alike.

use std::path::Path;

#[test]
fn ods_opt_driver_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_driver_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    ods_tests::opt_compare::assert_flagged_corpus_matches(
        &mlir_opt,
        root,
        "mlir/driver",
        "opt driver conformance",
        (25, 10),
    );
}

/// Malformed command lines: the same exit code and the same messages once the tool's name
/// is put aside (the nearest-option suggestion is left out: mlir-opt has over a thousand
/// options to suggest from).
#[test]
fn command_line_errors_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_driver_reference")
    else {
        return;
    };
    let cases: &[&[&str]] = &[
        &["--bogus-flag"],
        &["-bogus"],
        &["---allow-unregistered-dialect"],
        &["-o"],
        &["a.mlir", "b.mlir"],
        &["--mlir-print-op-generic=2"],
        &["--allow-unregistered-dialect=yes"],
        &["--verify-diagnostics=bogus"],
        &["--canonicalize=bogus=1"],
        &["--split-input-fil"],
        &["--output-split-marker"],
    ];
    let tool = mlir_opt.to_string_lossy().into_owned();
    let normalize = |text: &str, argv0: &str, program: &str| -> String {
        text.lines()
            .filter(|l| !l.starts_with(&format!("{program}: Did you mean")))
            .map(|l| l.replace(argv0, "TOOL").replace(program, "TOOL"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut identical = 0;
    let mut failures = Vec::new();
    for case in cases {
        let args: Vec<String> = case.iter().map(|s| s.to_string()).collect();
        // An empty input, whatever the test's own standard input holds.
        let reference = std::process::Command::new(&mlir_opt)
            .args(&args)
            .stdin(std::process::Stdio::null())
            .output()
            .expect("mlir-opt runs");
        let theirs = normalize(
            &String::from_utf8_lossy(&reference.stderr),
            &tool,
            "mlir-opt",
        );
        let ours_run = ods_opt::run(&args, b"");
        let ours = normalize(&ours_run.stderr, "ods-opt", "ods-opt");
        let same_code = reference.status.code() == Some(ours_run.code);
        if same_code && ours == theirs && ours_run.stdout.is_empty() {
            identical += 1;
        } else {
            failures.push(format!(
                "{}:\n  mlir-opt ({:?}):\n{theirs}\n  ods-opt ({}):\n{ours}",
                args.join(" "),
                reference.status.code(),
                ours_run.code
            ));
        }
    }
    println!(
        "opt command-line errors: {identical}/{} identical (tool name aside)",
        cases.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every prefix of every corpus file runs through the whole driver (splitting and
/// verification included) without panicking.
#[test]
fn truncated_driver_inputs_never_panic() {
    let opts = ods_opt::Options {
        allow_unregistered: true,
        split_input_file: Some(ods_opt::split::DEFAULT_MARKER.to_string()),
        verify_diagnostics: Some(ods_opt::VerifyLevel::All),
        ..ods_opt::Options::default()
    };
    let mut runs = 0;
    for path in ods_tests::opt_compare::mlir_corpus("mlir/driver") {
        let text = std::fs::read_to_string(&path).expect("corpus file is readable");
        for cut in (0..=text.len()).step_by(5) {
            if !text.is_char_boundary(cut) {
                continue;
            }
            let src = &text[..cut];
            let result =
                std::panic::catch_unwind(|| ods_opt::process_input(src, "t.mlir", &opts, &|_| {}));
            assert!(
                result.is_ok(),
                "{} cut at byte {cut} panicked",
                path.display()
            );
            runs += 1;
        }
    }
    println!("opt driver robustness: {runs} truncated inputs, no panic");
}
