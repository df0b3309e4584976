//! Diagnostics of ods-tablegen on the broken inputs under `tests/tablegen/diagnostics`.
//!
//! Every input must be rejected with a diagnostic in LLVM's format
//! (`path:line:col: error: message`, the source line, a caret). When the reference
//! `mlir-tblgen` is installed, our first line must name the same line, column and message
//! as its first line. Two deliberate differences are tolerated: inputs on which the
//! reference crashes (we still reject them), and inputs nested deeper than our recursion
//! guard, which we reject with "nested too deeply" before reaching the reference's error.

use ods_tests::{reference_tool_or_skip, workspace_root};
use std::path::Path;
use std::process::Command;

/// `line:col: error: message` — the first line of a diagnostic without its path.
fn without_path(first_line: &str) -> Option<&str> {
    let (_, rest) = first_line.split_once(".td:")?;
    Some(rest)
}

#[test]
fn broken_inputs_are_rejected_like_mlir_tblgen() {
    let dir = workspace_root().join("tests/tablegen/diagnostics");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("diagnostics corpus")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no inputs under {}", dir.display());
    let tool = reference_tool_or_skip("mlir-tblgen", "tablegen_diagnostics");
    let mut mismatches = Vec::new();
    let mut same = 0;
    for file in &files {
        let name = file.file_name().expect("a file name").to_string_lossy();
        let mut tg = ods_tablegen::TableGen::new();
        tg.include_dir(&dir);
        let ours = match tg.load_file(file) {
            Ok(_) => {
                mismatches.push(format!("{name}: accepted, expected an error"));
                continue;
            }
            Err(d) => d.to_string(),
        };
        let our_first = ours.lines().next().unwrap_or_default().to_string();
        assert!(
            our_first.contains(": error: "),
            "{name}: diagnostic not in LLVM format: {ours}"
        );
        if let Some(loc) = ours.lines().nth(2) {
            assert!(
                loc.trim_end().ends_with('^'),
                "{name}: no caret line: {ours}"
            );
        }
        let Some(tool) = &tool else { continue };
        let reference = Command::new(tool)
            .arg("--print-records")
            .arg("-I")
            .arg(".")
            .arg(Path::new(&*name))
            .current_dir(&dir)
            .output()
            .expect("running mlir-tblgen");
        assert!(
            !reference.status.success(),
            "{name}: mlir-tblgen accepts it"
        );
        let stderr = String::from_utf8_lossy(&reference.stderr);
        let ref_first = stderr.lines().next().unwrap_or_default();
        let crashed =
            reference.status.code().is_none() || stderr.contains("PLEASE submit a bug report");
        if crashed || our_first.contains("nested too deeply") {
            continue;
        }
        if without_path(&our_first) == without_path(ref_first) {
            same += 1;
        } else {
            mismatches.push(format!(
                "{name}:\n  ours:      {our_first}\n  reference: {ref_first}"
            ));
        }
    }
    println!(
        "tablegen diagnostics: {same}/{} first lines identical to mlir-tblgen",
        files.len()
    );
    assert!(
        mismatches.is_empty(),
        "diagnostics differ:\n{}",
        mismatches.join("\n")
    );
}
