//! Seeded random functions ([`ods_tests::cse_gen`]) through `--cse` with `ods-opt` and
//! `mlir-opt`: equivalent operations across dominating blocks and into `scf.if` regions,
//! reads merged or kept apart by the writes between them, dead operations, and the location
//! the kept operation ends with (every fourth function prints locations). Output must be
//! byte-identical. `ODS_CSE_DIFF_COUNT` and `ODS_CSE_DIFF_SEED` run other functions.

use std::path::Path;

use ods_tests::opt_compare::{compare_with_mlir_opt, env_or};

#[test]
fn random_functions_cse_as_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "opt_cse_differential")
    else {
        return;
    };
    let seed = env_or("ODS_CSE_DIFF_SEED", 20_261_130);
    let count = env_or("ODS_CSE_DIFF_COUNT", 200);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("ods-cse-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let mut failures = Vec::new();
    for i in 0..count {
        let text = ods_tests::cse_gen::Generator::new(seed, i).program();
        let path = dir.join(format!("function_{i}.mlir"));
        std::fs::write(&path, &text).expect("function written");
        let mut args = vec!["--cse".to_string(), path.display().to_string()];
        if i % 4 == 3 {
            args.insert(1, "--mlir-print-debuginfo".to_string());
        }
        let comparison = compare_with_mlir_opt(&mlir_opt, root, &args);
        if !comparison.reference_ok {
            failures.push(format!("function {i}: mlir-opt rejects it:\n{text}"));
        } else if let Some(what) = comparison.mismatch {
            failures.push(format!("function {i}: {what}\n{text}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    ods_tests::report::headline(format_args!(
        "cse differential: {}/{count} identical (seed {seed}, every fourth with debug info)",
        count - failures.len() as u64
    ));
    let shown: Vec<&str> = failures.iter().take(3).map(String::as_str).collect();
    assert!(
        failures.is_empty(),
        "{} mismatches; the first:\n{}",
        failures.len(),
        shown.join("\n")
    );
}
