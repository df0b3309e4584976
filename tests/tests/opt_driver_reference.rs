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
    ods_tests::report::headline(format_args!(
        "opt command-line errors: {identical}/{} identical (tool name aside)",
        cases.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// With `-o FILE`, the IR goes to the file and what passes write to standard output stays
/// there (`--test-liveness-analysis` reports on standard output).
#[test]
fn pass_output_stays_on_standard_output_with_an_output_file() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_driver_reference")
    else {
        return;
    };
    let input = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("mlir/passes/liveness_test_analysis_shared_operands.mlir")
        .to_string_lossy()
        .into_owned();
    let dir = std::env::temp_dir().join(format!("ods-opt-output-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let run = |ours: bool| {
        let out = dir.join(if ours { "ours.mlir" } else { "theirs.mlir" });
        let args: Vec<String> = ["--test-liveness-analysis", &input, "-o"]
            .iter()
            .map(|s| s.to_string())
            .chain([out.to_string_lossy().into_owned()])
            .collect();
        let (stdout, stderr, code) = if ours {
            let r = ods_opt::run_as("mlir-opt", &args, b"", &ods_opt::register_bundled);
            (r.stdout, r.stderr, r.code)
        } else {
            let r = std::process::Command::new(&mlir_opt)
                .args(&args)
                .output()
                .expect("mlir-opt runs");
            let stderr = String::from_utf8_lossy(&r.stderr).into_owned();
            (r.stdout, stderr, r.status.code().unwrap_or(-1))
        };
        let file = std::fs::read_to_string(&out).unwrap_or_default();
        (
            String::from_utf8_lossy(&stdout).into_owned(),
            stderr,
            code,
            file,
        )
    };
    let theirs = run(false);
    let ours = run(true);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!theirs.0.is_empty() && !theirs.3.is_empty(), "{theirs:?}");
    pretty_assertions::assert_eq!(ours, theirs);
}

/// `--help`'s entry for every pass both tools register (the pass line, its options sorted by
/// name, an enum's values below it), with the padding before the descriptions put aside:
/// mlir-opt pads to its widest option, which ods-opt does not have.
#[test]
fn help_lists_passes_and_their_options_as_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_driver_reference")
    else {
        return;
    };
    let reference = std::process::Command::new(&mlir_opt)
        .arg("--help")
        .output()
        .expect("mlir-opt runs");
    let theirs = pass_entries(&String::from_utf8_lossy(&reference.stdout));
    let ours_run = ods_opt::run(&["--help".to_string()], b"");
    let ours = pass_entries(&String::from_utf8_lossy(&ours_run.stdout));
    let mut identical = 0;
    let mut failures = Vec::new();
    // Passes of our own dialects (Toy's) are not mlir-opt's.
    let ours_only: Vec<&String> = ours.keys().filter(|p| !theirs.contains_key(*p)).collect();
    for (pass, entry) in &ours {
        let Some(their_entry) = theirs.get(pass) else {
            continue;
        };
        if entry == their_entry {
            identical += 1;
        } else {
            failures.push(format!(
                "{pass}:\n  mlir-opt: {their_entry:#?}\n  ods-opt: {entry:#?}"
            ));
        }
    }
    ods_tests::report::headline(format_args!(
        "--help pass entries: {identical}/{} as mlir-opt lists them (padding aside); \
         not mlir-opt's: {ours_only:?}",
        ours.len() - ours_only.len()
    ));
    assert!(
        ours_only.iter().all(|p| p.starts_with("toy-")),
        "passes mlir-opt does not list: {ours_only:?}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The entries of `--help`'s pass and pipeline lists by pass argument: each line as its
/// indentation, its flag and its description, the padding between them dropped.
fn pass_entries(help: &str) -> std::collections::BTreeMap<String, Vec<String>> {
    let mut entries = std::collections::BTreeMap::new();
    let mut current: Option<(String, Vec<String>)> = None;
    let mut in_passes = false;
    for line in help.lines() {
        if line == "    Passes:" {
            in_passes = true;
            continue;
        }
        if !in_passes || line == "    Pass Pipelines:" {
            continue;
        }
        // An enum value without a description has no separator.
        let (flag, description) = match line.split_once(" - ") {
            Some(parts) => parts,
            None if line.trim_start().starts_with('=') => (line, ""),
            None => break,
        };
        let indent = line.len() - line.trim_start().len();
        if indent < 4 && !flag.trim_start().starts_with('=') {
            break;
        }
        let normalized = format!("{indent}|{}|{}", flag.trim(), description);
        if indent == 6 {
            entries.extend(current.take());
            let argument = flag.trim().trim_start_matches('-').to_string();
            current = Some((argument, vec![normalized]));
        } else if let Some((_, lines)) = current.as_mut() {
            lines.push(normalized);
        }
    }
    entries.extend(current);
    entries
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
    ods_tests::report::headline(format_args!(
        "opt driver robustness: {runs} truncated inputs, no panic"
    ));
}
