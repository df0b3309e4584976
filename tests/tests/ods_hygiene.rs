//! Hygiene of the generated code: names mlir-tblgen accepts must generate Rust that compiles
//! (or, where mlir-tblgen's C++ would not compile either, a located error), whatever they
//! shadow.
//!
//! `ods_tests::hygiene_gen` writes seeded specs whose op, argument, result, region,
//! successor, attribute, property, enum-case, type-parameter and interface names are Rust
//! keywords, prelude names, generated-method names, the generated code's own locals and names
//! equal up to case. Each spec goes through LLVM 22's `mlir-tblgen` (`--gen-op-decls`, and the
//! enum, typedef and interface generators when it has those) and through ods-build:
//!
//! - a spec mlir-tblgen accepts must generate Rust that compiles. The one exception is two
//!   C++ classes of one namespace with one name (an op `FooAdaptor` beside the adaptor of op
//!   `Foo`, an enum and an interface both `Result`): mlir-tblgen generates them, as C++ that
//!   does not compile, and ods-build gives a located error
//!   (`path:line:col: error: ... generates the Rust item ...`). Names of the items only
//!   ods-build generates (an op `FooFoldAdaptor` beside op `Foo`, `TyTypeStorage` beside
//!   type `TyType`, an enum `IfaceModel` beside interface `Iface`) must compile: the
//!   generated item is numbered;
//! - a spec mlir-tblgen rejects must be rejected by ods-build too.
//!
//! Everything generated goes into one scratch crate outside the workspace, one module per
//! spec, checked with one `cargo check`; every error is charged to its spec. The count is
//! `ODS_HYGIENE_SPECS` (200 by default), the seed `ODS_HYGIENE_SEED`; `ODS_HYGIENE_ONLY`
//! (`216,472`) checks only those specs of the run.
//!
//! The test prints its headline and the failing specs, and asserts that at least `FLOOR` of
//! the default 200 specs pass; the floor only rises.

use std::path::{Path, PathBuf};
use std::process::Command;

use ods_tests::hygiene_gen::generate;
use ods_tests::{mlir_include_dir, reference_required, reference_tool_or_skip, workspace_root};

/// Specs of the default run (200, default seed) that must pass: generated Rust that
/// compiles, a located error where mlir-tblgen's C++ would not compile either, or a
/// rejection mlir-tblgen shares. Only rises.
const FLOOR: usize = 200;

/// The default run: how many specs, from which seed.
const DEFAULT_SPECS: usize = 200;
const DEFAULT_SEED: u64 = 0x0D5_4E61;

/// What happened to one spec before the compiler saw it.
enum Outcome {
    /// Both accept it; ods-build generated this Rust.
    Generated(String),
    /// mlir-tblgen accepts it and generates C++ that does not compile (two items of one
    /// name); ods-build gave this located error.
    Located(String),
    /// mlir-tblgen accepts it; ods-build refuses it with this located error (a failure).
    Refused(String),
    /// Both reject it.
    BothReject,
    /// A failure of the test: the message says which.
    Failed(String),
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Whether mlir-tblgen accepts `path` with every generator the spec needs.
fn upstream_accepts(tblgen: &Path, include: &Path, path: &Path, text: &str) -> Result<(), String> {
    let mut generators = vec!["--gen-op-decls"];
    if text.contains("I32EnumAttr<") {
        generators.push("--gen-enum-decls");
    }
    if text.contains("TypeDef<") {
        generators.push("--gen-typedef-decls");
    }
    if text.contains("OpInterface<") {
        generators.push("--gen-op-interface-decls");
    }
    for generator in generators {
        let out = Command::new(tblgen)
            .arg(generator)
            .arg("-I")
            .arg(include)
            .arg(path)
            .output()
            .map_err(|e| format!("mlir-tblgen does not run: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
    }
    Ok(())
}

/// True when `message` starts `path:line:col: error: `.
fn is_located(message: &str, path: &str) -> bool {
    let Some(rest) = message.strip_prefix(path).and_then(|r| r.strip_prefix(':')) else {
        return false;
    };
    let mut parts = rest.splitn(3, ':');
    let line = parts.next().unwrap_or("");
    let col = parts.next().unwrap_or("");
    let tail = parts.next().unwrap_or("");
    line.parse::<u32>().is_ok() && col.parse::<u32>().is_ok() && tail.starts_with(" error: ")
}

/// Whether `e` is ods-build's error for two definitions generating one item that is a
/// class of mlir-tblgen's C++ on both sides (a handle, an adaptor, an enum, an interface
/// view), so the C++ does not compile either. An item only ods-build generates (a hooks
/// trait, a fold adaptor, a storage struct, an interface's traits, a properties struct)
/// must never be the reason: those are numbered.
fn is_cpp_class_clash(e: &str) -> bool {
    const OURS: &[&str] = &[
        "(its hooks trait)",
        "(its fold adaptor)",
        "(its storage)",
        "(its format trait)",
        "(its trait)",
        "(its model trait)",
        "(its properties)",
    ];
    e.contains("generates the Rust item") && !OURS.iter().any(|role| e.contains(role))
}

fn run_ods_build(path: &Path) -> Result<String, String> {
    let owned = path.to_path_buf();
    let result = std::panic::catch_unwind(move || {
        ods_build::Config::new()
            .rerun_if_changed(false)
            .generate(&[owned])
    });
    match result {
        Err(_) => Err("ods-build panicked".to_string()),
        Ok(Err(e)) => Err(e.to_string()),
        Ok(Ok(g)) => g
            .files
            .into_iter()
            .find(|f| f.name.ends_with(".rs"))
            .map(|f| f.contents)
            .ok_or_else(|| "no Rust file generated".to_string()),
    }
}

fn classify(tblgen: &Path, include: &Path, path: &Path, text: &str) -> Outcome {
    let upstream = upstream_accepts(tblgen, include, path, text);
    let ours = run_ods_build(path);
    let shown = path.to_string_lossy().replace('\\', "/");
    match (upstream, ours) {
        (Ok(()), Ok(rust)) => Outcome::Generated(rust),
        (Ok(()), Err(e)) if is_located(&e, &shown) && is_cpp_class_clash(&e) => Outcome::Located(e),
        (Ok(()), Err(e)) if is_located(&e, &shown) => Outcome::Refused(e),
        (Ok(()), Err(e)) => Outcome::Failed(format!("ods-build failed without a location: {e}")),
        (Err(_), Err(_)) => Outcome::BothReject,
        (Err(up), Ok(_)) => Outcome::Failed(format!(
            "mlir-tblgen rejects it but ods-build accepts it; mlir-tblgen said:\n{up}"
        )),
    }
}

/// Writes the scratch crate (one module per generated spec) and checks it; returns the
/// compiler's error lines per module index.
fn check_scratch(root: &Path, modules: &[(usize, String)]) -> Vec<(usize, String)> {
    let src = root.join("src");
    let _ = std::fs::remove_dir_all(&src);
    std::fs::create_dir_all(&src).expect("scratch src");
    let runtime = workspace_root().join("ods-runtime");
    std::fs::write(
        root.join("Cargo.toml"),
        format!(
            "[package]\nname = \"ods-hygiene-scratch\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n\
             [dependencies]\nods-runtime = {{ path = {:?} }}\n\n[workspace]\n",
            runtime.display().to_string()
        ),
    )
    .expect("scratch manifest");
    let mut lib = String::from("//! One module per hygiene spec.\n#![allow(warnings)]\n");
    for (i, rust) in modules {
        std::fs::write(src.join(format!("s{i}.rs")), rust).expect("module");
        lib.push_str(&format!("pub mod s{i};\n"));
    }
    std::fs::write(src.join("lib.rs"), lib).expect("lib.rs");
    let output = Command::new(env!("CARGO"))
        .args(["check", "--quiet", "--message-format=short"])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut errors: Vec<(usize, String)> = stderr
        .lines()
        .filter(|l| l.contains(": error"))
        .filter_map(|l| {
            let rest = l.strip_prefix("src/s")?;
            let (n, _) = rest.split_once(".rs:")?;
            Some((n.parse().ok()?, l.to_string()))
        })
        .collect();
    if !output.status.success() && errors.is_empty() {
        errors.push((usize::MAX, stderr.into_owned()));
    }
    errors
}

#[test]
fn names_mlir_tblgen_accepts_generate_rust_that_compiles() {
    let Some(tblgen) = reference_tool_or_skip("mlir-tblgen", "ods_hygiene") else {
        return;
    };
    let Some(include) = mlir_include_dir() else {
        assert!(
            !reference_required(),
            "ods_hygiene: MLIR's include directory is missing and ODS_REQUIRE_REFERENCE=1"
        );
        ods_tests::report::skip(format_args!(
            "SKIPPED ods_hygiene: MLIR's include directory is missing"
        ));
        return;
    };
    let count = env_number("ODS_HYGIENE_SPECS", DEFAULT_SPECS as u64) as usize;
    let seed = env_number("ODS_HYGIENE_SEED", DEFAULT_SEED);
    let root: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ods-hygiene");
    let specs = root.join("specs");
    let _ = std::fs::remove_dir_all(&specs);
    std::fs::create_dir_all(&specs).expect("spec dir");
    let mut modules = Vec::new();
    let mut located = Vec::new();
    let mut both_reject = 0;
    let mut refused = 0;
    let mut failures: Vec<String> = Vec::new();
    let mut texts = Vec::new();
    let only: Option<Vec<usize>> = std::env::var("ODS_HYGIENE_ONLY")
        .ok()
        .map(|v| v.split(',').filter_map(|i| i.trim().parse().ok()).collect());
    for i in 0..count {
        if only.as_ref().is_some_and(|only| !only.contains(&i)) {
            texts.push(String::new());
            continue;
        }
        let spec = generate(seed, i);
        let path = specs.join(format!("s{i}.td"));
        std::fs::write(&path, &spec.text).expect("write spec");
        match classify(&tblgen, &include, &path, &spec.text) {
            Outcome::Generated(rust) => modules.push((i, rust)),
            Outcome::Located(e) => located.push(e),
            Outcome::Refused(e) => {
                refused += 1;
                failures.push(format!(
                    "s{i}.td: mlir-tblgen accepts it but ods-build refuses it: {e}\n{}",
                    spec.text
                ));
            }
            Outcome::BothReject => both_reject += 1,
            Outcome::Failed(why) => failures.push(format!("s{i}.td: {why}\n{}", spec.text)),
        }
        texts.push(spec.text);
    }
    let errors = check_scratch(&root, &modules);
    let mut broken: Vec<usize> = errors.iter().map(|(i, _)| *i).collect();
    broken.sort_unstable();
    broken.dedup();
    for i in &broken {
        let lines: Vec<&str> = errors
            .iter()
            .filter(|(j, _)| j == i)
            .map(|(_, l)| l.as_str())
            .take(6)
            .collect();
        let text = texts.get(*i).map(String::as_str).unwrap_or("");
        failures.push(format!(
            "s{i}.td: the generated Rust does not compile:\n{}\n{text}",
            lines.join("\n")
        ));
    }
    let compiled = modules.len() - broken.iter().filter(|i| **i != usize::MAX).count();
    let accepted = modules.len() + located.len() + refused;
    let checked = only
        .as_ref()
        .map_or(count, |o| o.iter().filter(|i| **i < count).count());
    let passed = checked - failures.len();
    ods_tests::report::headline(format_args!(
        "hygiene: {passed}/{checked} specs pass (seed {seed:#x}): {compiled}/{accepted} that \
         mlir-tblgen accepts generate Rust that compiles, {} get a located error (two C++ \
         classes of one name); \
         {both_reject}/{} that it rejects are rejected by ods-build",
        located.len(),
        checked - accepted,
    ));
    let mut kinds: Vec<String> = located
        .iter()
        .map(|e| {
            let msg = e.lines().next().unwrap_or("");
            let msg = msg.split(" error: ").nth(1).unwrap_or(msg);
            // Names and the `(at path:line:col)` of the other item vary; the kind does not.
            let msg = match (msg.find(" (at "), msg.find(") generates")) {
                (Some(a), Some(b)) if a < b => format!("{}{}", &msg[..a], &msg[b + 1..]),
                _ => msg.to_string(),
            };
            msg.split('`').step_by(2).collect::<Vec<_>>().join("_")
        })
        .collect();
    kinds.sort();
    let mut counted: Vec<(usize, &String)> = Vec::new();
    for k in &kinds {
        match counted.last_mut() {
            Some((n, last)) if *last == k => *n += 1,
            _ => counted.push((1, k)),
        }
    }
    for (n, k) in &counted {
        println!("  located error ({n}x): {k}");
    }
    for f in &failures {
        let mut lines = f.lines();
        let head = lines.next().unwrap_or("");
        println!("FAILED {head} {}", lines.next().unwrap_or(""));
    }
    // The floor holds for the default run; other counts and seeds only report.
    if count == DEFAULT_SPECS && seed == DEFAULT_SEED && only.is_none() {
        assert!(
            passed >= FLOOR,
            "{passed}/{count} hygiene specs pass, the floor is {FLOOR}:\n{}",
            failures
                .iter()
                .take(12)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n----\n")
        );
    }
}
