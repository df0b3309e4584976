//! Conformance of `ods-opt`'s passes and pass manager against `mlir-opt` on the corpus in
//! `tests/mlir/passes/`: pass flags in order, textual pipelines (`--pass-pipeline`, `-p`)
//! with nested and op-agnostic pass managers, pass options, scheduling errors and option
//! errors, and upstream's test passes that ods-opt registers.
//!
//! Each file names its flags on a line `// ARGS: ...`; `--allow-unregistered-dialect` is
//! always given. Standard output, standard error and the exit code must agree byte for byte.
//! The headline counts the files whose runs are identical.

use std::path::Path;
use std::process::Command;

#[test]
fn ods_opt_passes_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_passes_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    ods_tests::opt_compare::assert_flagged_corpus_matches(
        &mlir_opt,
        root,
        "mlir/passes",
        "opt passes conformance",
        (12, 4),
    );
}

/// `--mlir-timing` reports: the same timers, nested alike, as mlir-opt's (under
/// `--mlir-disable-threading`), with every duration and percentage masked (they are
/// measurements). Tree displays compare line by
/// line; list displays, sorted by time, compare as sorted lines.
#[test]
fn timing_reports_are_shaped_as_mlir_opts() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_passes_reference")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let input = "mlir/passes/adaptor_collection.mlir";
    let runs: &[&[&str]] = &[
        &["--mlir-timing"],
        &["--mlir-timing", "--canonicalize", "--test-single-fold"],
        // A dynamic pipeline (the inliner's canonicalize) and its call graph.
        &[
            "--mlir-timing",
            "--pass-pipeline=builtin.module(func.func(cse,canonicalize,cse),inline)",
            "mlir/passes/inline_nested_calls.mlir",
        ],
        // Analyses: CSE's dominance is computed, kept by CSE, dropped by canonicalize.
        &[
            "--mlir-timing",
            "--pass-pipeline=builtin.module(func.func(cse,canonicalize,cse,cse),cse)",
        ],
        &[
            "--mlir-timing",
            "--pass-pipeline=builtin.module(func.func(canonicalize,test-single-fold),\
             builtin.module(test-module-pass),canonicalize,func.func(test-function-pass))",
        ],
        &[
            "--mlir-timing",
            "--mlir-output-format=json",
            "--pass-pipeline=builtin.module(func.func(canonicalize),builtin.module(canonicalize))",
        ],
        &[
            "--mlir-timing",
            "--mlir-timing-display=list",
            "--pass-pipeline=builtin.module(func.func(canonicalize),builtin.module(canonicalize))",
        ],
        &[
            "--mlir-timing",
            "--mlir-timing-display=list",
            "--mlir-output-format=json",
            "--split-input-file",
            "--test-pass-failure",
        ],
    ];
    let mask = ods_tests::opt_compare::mask_timing_report;
    let mut same = 0;
    let mut failures = Vec::new();
    for args in runs {
        // ods-opt runs on one thread; mlir-opt's passes run on others unless told not to, and
        // its report then adds a user-time column.
        let mut args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        args.push("--mlir-disable-threading".to_string());
        if !args.iter().any(|a| a.ends_with(".mlir")) {
            args.push(input.to_string());
        }
        let reference = Command::new(&mlir_opt)
            .args(&args)
            .current_dir(root)
            .output()
            .expect("mlir-opt runs");
        let ours = ods_opt::run_as("mlir-opt", &args, &[], &ods_opt::register_bundled);
        let list = args.iter().any(|a| a == "--mlir-timing-display=list");
        let theirs = mask(&String::from_utf8_lossy(&reference.stderr), list);
        let mine = mask(&ours.stderr, list);
        if theirs == mine && reference.status.success() == (ours.code == 0) {
            same += 1;
        } else {
            failures.push(format!(
                "{}:\n  mlir-opt: {theirs:#?}\n  ods-opt: {mine:#?}",
                args.join(" ")
            ));
        }
    }
    ods_tests::report::headline(format_args!(
        "timing reports: {same}/{} shaped as mlir-opt's (durations masked)",
        runs.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
