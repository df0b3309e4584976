//! Helpers shared by the test dialect's tests.

#![allow(dead_code)]

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// mlir-opt's first error message on `tests/upstream/<file>`, or `fallback` (the
/// message it gave when this test was written) when mlir-opt is not installed.
pub fn upstream_error(file: &str, fallback: &str) -> String {
    let path = format!("{}/tests/upstream/{file}", env!("CARGO_MANIFEST_DIR"));
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            std::env::var("ODS_REQUIRE_REFERENCE").is_err(),
            "{MLIR_OPT} is required"
        );
        return fallback.to_string();
    }
    let out = std::process::Command::new(MLIR_OPT)
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let line = stderr
        .lines()
        .find_map(|l| l.split_once(" error: ").map(|(_, m)| m.to_string()))
        .unwrap_or_else(|| panic!("mlir-opt accepted {file}: {stderr}"));
    assert_eq!(line, fallback, "mlir-opt's message changed");
    line
}
