//! The headline figures of the conformance tests, recorded for `cargo xtask report`.
//!
//! A test prints each headline line with [`headline`], which also writes it to
//! `<target dir>/ods-report/<test binary>.<test function>.txt`, one line per figure, in the
//! order the function printed them. A test that skips because a reference tool is missing
//! records `skipped: <reason>` instead ([`skip`]). A test function's file is rewritten by
//! the first record of each run, so it always holds the latest run's figures; `cargo xtask
//! report` reads the files and renders `docs/conformance.md`'s table from them, and
//! `cargo xtask report --check` fails when the docs say otherwise.
//!
//! This file uses only the standard library, so that test crates that cannot depend on
//! `ods-tests` (`ods-runtime`'s, the dialect crates') include it with
//! `#[path = ".../tests/src/report.rs"] mod report;`.

use std::collections::BTreeSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The directory under the target directory that holds the recorded figures.
pub const DIR: &str = "ods-report";

/// The files this process has already started (their first record truncates them).
static STARTED: Mutex<BTreeSet<PathBuf>> = Mutex::new(BTreeSet::new());

/// Prints `line` and records it as a headline figure of the running test.
pub fn headline(line: impl std::fmt::Display) {
    let line = line.to_string();
    println!("{line}");
    record(&line);
}

/// Prints a `SKIPPED <test>: <reason>` line to standard error and records the skip.
pub fn skip(line: impl std::fmt::Display) {
    let line = line.to_string();
    eprintln!("{line}");
    let reason = line.strip_prefix("SKIPPED ").unwrap_or(&line);
    record(&format!("skipped: {reason}"));
}

/// Records a figure without printing it: for a headline whose printed form carries a
/// duration or another figure that differs from run to run, which the record leaves out.
pub fn figure(line: impl std::fmt::Display) {
    record(&line.to_string());
}

/// The target directory: the nearest ancestor of the running test binary that holds cargo's
/// `CACHEDIR.TAG` (`<target>/debug/deps/<test>-<hash>`), else `CARGO_TARGET_DIR`.
pub fn target_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    exe.ancestors()
        .find(|dir| dir.join("CACHEDIR.TAG").is_file())
        .map(Path::to_path_buf)
        .or_else(|| std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from))
}

/// The running test's name: the binary's name without cargo's hash, a dot, and the test
/// function's name (libtest names each test's thread after it; `main` without a harness).
fn test_name() -> Option<String> {
    let exe = std::env::current_exe().ok()?;
    let stem = exe.file_stem()?.to_str()?;
    let binary = match stem.rsplit_once('-') {
        Some((name, hash)) if hash.chars().all(|c| c.is_ascii_hexdigit()) => name,
        _ => stem,
    };
    let thread = std::thread::current();
    let function = thread.name().unwrap_or("main").replace("::", ".");
    Some(format!("{binary}.{function}"))
}

/// Appends `line` to the running test's file, truncating it first on this run's first record.
/// Recording is best effort: a test never fails because its figures could not be written.
fn record(line: &str) {
    let (Some(dir), Some(name)) = (target_dir(), test_name()) else {
        return;
    };
    let dir = dir.join(DIR);
    let path = dir.join(format!("{name}.txt"));
    let mut started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
    let first = started.insert(path.clone());
    let _ = std::fs::create_dir_all(&dir);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .write(true)
        .append(!first)
        .truncate(first)
        .open(&path);
    if let Ok(mut file) = file {
        let _ = writeln!(file, "{}", line.replace('\n', " "));
    }
}
