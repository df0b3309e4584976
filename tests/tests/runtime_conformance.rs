//! Conformance of `ods-opt` against `mlir-opt` on the `.mlir` corpus in `tests/mlir/`.
//!
//! Each file is run through both tools with `--allow-unregistered-dialect` and, unless its
//! first line says `--custom`, `--mlir-print-op-generic`; a first line mentioning
//! `--mlir-print-debuginfo` adds that flag. Standard output, standard error and success
//! must all agree byte for byte: valid files must print the same text, invalid files must
//! fail in both tools with the same diagnostics.

use std::path::{Path, PathBuf};
use std::process::Command;

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
    flags
}

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("mlir");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/mlir exists")
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files
}

/// The first differing line of two texts, for the failure report.
fn first_difference(ours: &str, theirs: &str) -> String {
    for (i, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
        if a != b {
            return format!("line {}:\n    ods-opt:  {a}\n    mlir-opt: {b}", i + 1);
        }
    }
    format!(
        "lengths differ: ods-opt {} lines, mlir-opt {} lines",
        ours.lines().count(),
        theirs.lines().count()
    )
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

        let reference = Command::new(&mlir_opt)
            .args(&args)
            .current_dir(root)
            .output()
            .expect("mlir-opt runs");
        let theirs_out = String::from_utf8_lossy(&reference.stdout).into_owned();
        let theirs_err = String::from_utf8_lossy(&reference.stderr).into_owned();

        let cwd = std::env::current_dir().expect("current directory");
        assert_eq!(cwd, root, "tests run from the tests package directory");
        let ours = ods_opt::run(&args, &[]);
        let ours_out = String::from_utf8_lossy(&ours.stdout).into_owned();

        if !reference.status.success() {
            invalid += 1;
        }
        let same_status = reference.status.success() == (ours.code == 0);
        if same_status && ours_out == theirs_out && ours.stderr == theirs_err {
            identical += 1;
            continue;
        }
        let what = if !same_status {
            format!(
                "mlir-opt {}, ods-opt {}\n  mlir-opt stderr:\n{theirs_err}  ods-opt stderr:\n{}",
                if reference.status.success() {
                    "accepts"
                } else {
                    "rejects"
                },
                if ours.code == 0 { "accepts" } else { "rejects" },
                ours.stderr
            )
        } else if ours_out != theirs_out {
            format!(
                "output differs at {}",
                first_difference(&ours_out, &theirs_out)
            )
        } else {
            format!(
                "diagnostics differ at {}",
                first_difference(&ours.stderr, &theirs_err)
            )
        };
        failures.push(format!("{rel}: {what}"));
    }
    println!(
        "runtime conformance: {identical}/{} identical ({invalid} invalid inputs)",
        files.len()
    );
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
    for path in corpus() {
        let text = std::fs::read_to_string(&path).expect("corpus file is readable");
        let opts = ods_opt::Options {
            allow_unregistered: true,
            generic: true,
            ..ods_opt::Options::default()
        };
        for cut in (0..=text.len()).step_by(3) {
            if !text.is_char_boundary(cut) {
                continue;
            }
            let src = &text[..cut];
            let result = std::panic::catch_unwind(|| ods_opt::process(src, "t.mlir", &opts));
            assert!(
                result.is_ok(),
                "{} cut at byte {cut} panicked",
                path.display()
            );
            runs += 1;
        }
    }
    println!("runtime robustness: {runs} truncated inputs, no panic");
}
