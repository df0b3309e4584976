//! Feature conformance: our own `.td` files under `tests/tablegen/features/`, one per
//! language area (classes, lets, multiclasses, foreach, defset, if/assert, every value kind,
//! every bang operator, the preprocessor, includes, anonymous records), printed by us and by
//! `mlir-tblgen --print-records`; the bytes must match.

use std::process::Command;

use ods_tests::{reference_tool_or_skip, workspace_root};

#[test]
fn feature_files_print_like_mlir_tblgen() {
    let Some(tool) = reference_tool_or_skip("mlir-tblgen", "feature_files_print_like_mlir_tblgen")
    else {
        return;
    };
    let dir = workspace_root().join("tests/tablegen/features");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("features directory")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
        .collect();
    inputs.sort();
    assert!(
        inputs.len() >= 15,
        "feature corpus shrank to {}",
        inputs.len()
    );

    let mut identical = 0;
    let mut failures = Vec::new();
    for path in &inputs {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let reference = Command::new(&tool)
            .arg("--print-records")
            .arg("-I")
            .arg(&dir)
            .arg(path)
            .output()
            .expect("run mlir-tblgen");
        assert!(
            reference.status.success(),
            "{name}: mlir-tblgen rejects a feature file: {}",
            String::from_utf8_lossy(&reference.stderr)
        );
        let theirs = String::from_utf8(reference.stdout).expect("utf-8 output");
        let mut tablegen = ods_tablegen::TableGen::new();
        tablegen.include_dir(&dir);
        match tablegen.load_file(path) {
            Ok(records) => {
                let ours = records.print_records();
                if ours == theirs {
                    identical += 1;
                } else {
                    failures.push(format!("{name}: {}", first_difference(&ours, &theirs)));
                }
            }
            Err(diagnostic) => failures.push(format!("{name}: rejected:\n{diagnostic}")),
        }
    }
    ods_tests::report::headline(format_args!(
        "{identical}/{} feature files identical",
        inputs.len()
    ));
    assert!(failures.is_empty(), "mismatches:\n{}", failures.join("\n"));
}

/// The first line where two printouts differ, with one line of context.
fn first_difference(ours: &str, theirs: &str) -> String {
    let ours_lines: Vec<&str> = ours.lines().collect();
    let theirs_lines: Vec<&str> = theirs.lines().collect();
    let at = ours_lines
        .iter()
        .zip(&theirs_lines)
        .position(|(a, b)| a != b)
        .unwrap_or(ours_lines.len().min(theirs_lines.len()));
    format!(
        "line {}:\n  ours:   {:?}\n  theirs: {:?}",
        at + 1,
        ours_lines.get(at).copied().unwrap_or("<end>"),
        theirs_lines.get(at).copied().unwrap_or("<end>")
    )
}
