//! Seeded random programs of the `index` dialect ([`ods_tests::index_gen`]) canonicalized
//! by `ods-opt` and `mlir-opt`, top-down and bottom-up: the folders at both widths of
//! `index`, the canonicalization patterns, constant uniquing and hoisting and dead-op
//! erasure on the real dialect. Output must be byte-identical.
//! `ODS_INDEX_DIFF_COUNT` and `ODS_INDEX_DIFF_SEED` run other programs.

use std::path::Path;

const SEED: u64 = 20_261_126;
const COUNT: u64 = 300;
const VARIANTS: [&str; 2] = ["--canonicalize", "--canonicalize=top-down=false"];

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn random_index_programs_canonicalize_as_mlir_opt() {
    let Some(mlir_opt) =
        ods_tests::reference_tool_or_skip("mlir-opt", "dialect_index_differential")
    else {
        return;
    };
    let (seed, count) = (
        env_or("ODS_INDEX_DIFF_SEED", SEED),
        env_or("ODS_INDEX_DIFF_COUNT", COUNT),
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("ods-index-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let mut runs = 0;
    let mut failures = Vec::new();
    for i in 0..count {
        let text = ods_tests::index_gen::Generator::new(seed, i).program();
        let path = dir.join(format!("program_{i}.mlir"));
        std::fs::write(&path, &text).expect("program written");
        for variant in VARIANTS {
            runs += 1;
            let args = vec![
                "--allow-unregistered-dialect".to_string(),
                variant.to_string(),
                path.display().to_string(),
            ];
            let comparison = ods_tests::opt_compare::compare_with_mlir_opt(&mlir_opt, root, &args);
            if !comparison.reference_ok {
                failures.push(format!("program {i}: mlir-opt rejects it:\n{text}"));
            } else if let Some(what) = comparison.mismatch {
                failures.push(format!("program {i} {variant}: {what}\n{text}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!(
        "index canonicalize differential: {}/{runs} identical (seed {seed}, {count} programs, \
         top-down and bottom-up)",
        runs - failures.len()
    );
    let shown: Vec<&String> = failures.iter().take(3).collect();
    assert!(
        failures.is_empty(),
        "{} mismatches; the first:\n{}",
        failures.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
