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

/// Every error message mlir-opt gives on `tests/upstream/<file>`, in order, or `fallback`
/// (what it gave when this test was written) when mlir-opt is not installed.
pub fn upstream_errors(file: &str, fallback: &[&str]) -> Vec<String> {
    let path = format!("{}/tests/upstream/{file}", env!("CARGO_MANIFEST_DIR"));
    let fallback: Vec<String> = fallback.iter().map(|s| s.to_string()).collect();
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            std::env::var("ODS_REQUIRE_REFERENCE").is_err(),
            "{MLIR_OPT} is required"
        );
        return fallback;
    }
    let out = std::process::Command::new(MLIR_OPT)
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let errors: Vec<String> = stderr
        .lines()
        .filter_map(|l| l.split_once(" error: ").map(|(_, m)| m.to_string()))
        .collect();
    assert!(!errors.is_empty(), "mlir-opt accepted {file}: {stderr}");
    assert_eq!(errors, fallback, "mlir-opt's messages changed");
    errors
}
