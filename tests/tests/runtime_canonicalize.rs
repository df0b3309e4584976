//! Conformance of `ods-opt --canonicalize` against `mlir-opt --canonicalize` on the corpus in
//! `tests/canonicalize/`: unregistered operations (unknown effects, not known terminators),
//! `builtin.unrealized_conversion_cast` (pure), multiple blocks, successors, unreachable
//! blocks, dead block arguments, graph-region cycles and nested regions.
//!
//! Each file runs through both tools with `--allow-unregistered-dialect
//! --mlir-print-op-generic` (plus `--mlir-print-debuginfo` when its first line names it),
//! once with plain `--canonicalize` and once per option set its `// options:` line lists
//! (alternatives separated by `|`, each becoming `--canonicalize=<set>`). Standard output,
//! standard error and success must agree byte for byte. The expected text is whatever
//! mlir-opt prints at test time.
//!
//! A second test does the same on seeded random programs of [`ods_tests::mlir_gen`]
//! (unregistered operations in regions with blocks that take arguments and branch to each
//! other), at two option settings. Programs mlir-opt rejects (the generator mutates a share
//! into invalid input) are counted and left out: they test the parser, which
//! `runtime_differential` covers, not canonicalization.

use std::path::{Path, PathBuf};

fn corpus() -> Vec<PathBuf> {
    ods_tests::opt_compare::mlir_corpus("canonicalize")
}

/// The `--canonicalize` flags a corpus file asks for: the plain flag, then one per option
/// set of its `// options:` line.
fn canonicalize_variants(text: &str) -> Vec<String> {
    let mut variants = vec!["--canonicalize".to_string()];
    for line in text.lines().take_while(|l| l.starts_with("//")) {
        if let Some(sets) = line.strip_prefix("// options:") {
            variants.extend(
                sets.split('|')
                    .map(|s| format!("--canonicalize={}", s.trim())),
            );
        }
    }
    variants
}

fn base_flags(text: &str) -> Vec<String> {
    let mut flags = vec![
        "--allow-unregistered-dialect".to_string(),
        "--mlir-print-op-generic".to_string(),
    ];
    if text
        .lines()
        .next()
        .unwrap_or("")
        .contains("--mlir-print-debuginfo")
    {
        flags.push("--mlir-print-debuginfo".to_string());
    }
    flags
}

#[test]
fn canonicalize_matches_mlir_opt_on_corpus() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "runtime_canonicalize")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = corpus();
    assert!(files.len() >= 25, "the corpus holds at least 25 files");
    let mut runs = 0;
    let mut identical = 0;
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().expect("file name").to_string_lossy();
        let rel = format!("canonicalize/{name}");
        let text = std::fs::read_to_string(path).expect("corpus file is readable");
        for variant in canonicalize_variants(&text) {
            runs += 1;
            let mut args = base_flags(&text);
            args.push(variant.clone());
            args.push(rel.clone());
            let comparison = ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, root, &args);
            match comparison.mismatch {
                None => identical += 1,
                Some(what) => failures.push(format!("{rel} {variant}: {what}")),
            }
        }
    }
    ods_tests::report::headline(format_args!(
        "canonicalize conformance: {identical}/{runs} identical ({} files)",
        files.len()
    ));
    for f in &failures {
        println!("MISMATCH {f}");
    }
    assert!(
        failures.is_empty(),
        "{identical}/{runs} identical; mismatches:\n{}",
        failures.join("\n")
    );
}

/// The seed, the number of random programs and the option settings they run with.
const RANDOM_SEED: u64 = 20_261_125;
const RANDOM_COUNT: u64 = 200;
const RANDOM_VARIANTS: [&str; 2] = [
    "--canonicalize",
    "--canonicalize=region-simplify=aggressive top-down=false",
];

#[test]
fn canonicalize_matches_mlir_opt_on_random_programs() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "runtime_canonicalize")
    else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf();
    let dir = std::env::temp_dir().join(format!("ods-canonicalize-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    // Deeply nested programs need more stack than a test thread has.
    let worker = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let mut runs = 0;
            let mut rejected = 0;
            let mut failures = Vec::new();
            for i in 0..RANDOM_COUNT {
                let text = ods_tests::mlir_gen::Generator::new(RANDOM_SEED, i).program();
                let path = dir.join(format!("program_{i}.mlir"));
                std::fs::write(&path, &text).expect("program written");
                for variant in RANDOM_VARIANTS {
                    runs += 1;
                    let args = vec![
                        "--allow-unregistered-dialect".to_string(),
                        "--mlir-print-op-generic".to_string(),
                        variant.to_string(),
                        path.display().to_string(),
                    ];
                    let comparison =
                        ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, &root, &args);
                    if !comparison.reference_ok {
                        rejected += 1;
                        continue;
                    }
                    if let Some(what) = comparison.mismatch {
                        failures.push(format!("program {i} {variant}: {what}"));
                    }
                }
            }
            let _ = std::fs::remove_dir_all(&dir);
            (runs - rejected, rejected, failures)
        })
        .expect("worker thread");
    let (runs, rejected, failures) = worker.join().expect("no panic");
    ods_tests::report::headline(format_args!(
        "canonicalize differential: {}/{runs} identical (seed {RANDOM_SEED}; {rejected} runs \
         on input mlir-opt rejects left out)",
        runs - failures.len()
    ));
    assert!(runs >= 150, "enough valid programs ran");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every prefix of every corpus file is canonicalized (at every region simplification
/// level) or rejected with diagnostics; nothing panics.
#[test]
fn truncated_inputs_never_panic_under_canonicalize() {
    let mut runs = 0;
    for path in corpus() {
        for level in ["disabled", "normal", "aggressive"] {
            let canonicalize = ods_opt::pipeline::PassFlag {
                argument: "canonicalize".into(),
                options: Some(format!("region-simplify={level}")),
            };
            let opts = ods_opt::Options {
                allow_unregistered: true,
                generic: true,
                passes: vec![canonicalize],
                ..ods_opt::Options::default()
            };
            runs += ods_tests::opt_compare::prefixes_never_panic(&path, &opts, 7);
        }
    }
    ods_tests::report::headline(format_args!(
        "canonicalize robustness: {runs} truncated inputs, no panic"
    ));
}
