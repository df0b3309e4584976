//! Robustness of ods-build: no spec may panic or hang the whole pipeline (TableGen or YAML,
//! lowering, C++ type mapping, code-block and assembly-format checks, validation, rendering
//! and layout).
//!
//! Every spec of ours (the good and bad goldens under `tests/ods`, the test dialect's spec,
//! the YAML mirrors) is mutated with a fixed-seed generator (deletions, duplications,
//! truncations, inserted tokens) and each mutant is run through `Config::generate` in its
//! own thread with a deadline. A mutant may fail with a diagnostic; it may not panic.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use ods_tests::mutate::{Rng, mutate};
use ods_tests::workspace_root;

/// How many mutants each seed file yields.
const MUTANTS_PER_SEED: usize = 8;
/// How long one input may take before it counts as a hang.
const DEADLINE: Duration = Duration::from_secs(30);

/// Tokens spliced into seeds: TableGen and YAML punctuation, ODS words, placeholders,
/// format directives and C++ spellings.
const FRAGMENTS: &[&str] = &[
    "{",
    "}",
    "<",
    ">",
    "[",
    "]",
    "(",
    ")",
    ";",
    ",",
    ":",
    "=",
    "$",
    "?",
    "\"",
    "[{",
    "}]",
    "`",
    "^",
    "$_self",
    "$_builder",
    "$_op",
    "$0",
    "::",
    "int64_t",
    "::llvm::StringRef",
    "Variadic<",
    "Optional<",
    "I32",
    "AnyType",
    "attr-dict",
    "type(",
    "functional-type(",
    "custom<X>(",
    "operands",
    "let ",
    "def ",
    "class ",
    "ins ",
    "outs ",
    "\n- ",
    ": ",
    "\u{a0}",
    "\u{e9}",
    "\t",
    "\\",
    "0",
    "-1",
    "99999999999999999999",
    "x",
    "_",
];

fn seeds() -> Vec<PathBuf> {
    let root = workspace_root();
    let mut paths: Vec<PathBuf> = walkdir::WalkDir::new(root.join("tests/ods"))
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| {
            let name = p.to_string_lossy();
            name.ends_with(".td") || name.ends_with(".spec.yaml")
        })
        .collect();
    paths.push(root.join("dialects/test/src/TestOps.td"));
    paths.sort();
    paths
}

/// Generates from `path` in a fresh thread; Err describes a panic or a hang.
fn run_isolated(path: PathBuf) -> Result<(), String> {
    let (send, receive) = mpsc::channel();
    let name = path.display().to_string();
    let worker = std::thread::Builder::new()
        .spawn(move || {
            let _ = ods_build::Config::new()
                .rerun_if_changed(false)
                .generate(&[path]);
            let _ = send.send(());
        })
        .expect("spawn worker");
    match receive.recv_timeout(DEADLINE) {
        Ok(()) => worker.join().map_err(|_| format!("{name}: panicked")),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(format!("{name}: panicked")),
        Err(mpsc::RecvTimeoutError::Timeout) => Err(format!("{name}: no answer in {DEADLINE:?}")),
    }
}

#[test]
fn mutated_specs_never_panic_or_hang() {
    let seeds = seeds();
    assert!(seeds.len() >= 100, "only {} seed specs", seeds.len());
    let dir = std::env::temp_dir().join(format!("ods-no-panic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut rng = Rng(0x0D5_B11D);
    let mut failures = Vec::new();
    let mut total = 0;
    for seed in &seeds {
        let text = std::fs::read_to_string(seed).expect("seed readable");
        let ext = if seed.to_string_lossy().ends_with(".yaml") {
            "yaml"
        } else {
            "td"
        };
        for i in 0..MUTANTS_PER_SEED {
            let mutant = mutate(&text, &mut rng, FRAGMENTS, 3, 30);
            let path = dir.join(format!("mutant{total}.{ext}"));
            std::fs::write(&path, &mutant).expect("write mutant");
            total += 1;
            if let Err(e) = run_isolated(path) {
                failures.push(format!(
                    "{e} (seed {}, mutant {i}); input:\n{mutant}\n",
                    seed.display()
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    ods_tests::report::headline(format_args!(
        "{total} mutated specs through ods-build, {} failures",
        failures.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n----\n"));
}
