//! Conformance of ods-tablegen against LLVM 22's `mlir-tblgen --print-records`.
//!
//! For every `.td` file under `<llvm>/include/mlir` (sorted), the reference tool runs at test
//! time and our library runs in-process; outputs must be byte-identical, and so must the
//! warnings and notes written to stderr. Files the reference
//! rejects (they only work when included from another file) must be rejected by us too, with
//! a diagnostic.

use ods_tests::{mlir_include_dir, reference_required, reference_tool_or_skip};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Standalone inputs in LLVM 22's MLIR headers.
const EXPECTED_STANDALONE: usize = 293;
/// Files LLVM 22's mlir-tblgen rejects on their own.
const EXPECTED_REJECTED: usize = 20;

fn collect_td(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect_td(&p, out);
        } else if p.extension().is_some_and(|x| x == "td") {
            out.push(p);
        }
    }
}

enum Outcome {
    Identical,
    Differs(String),
    Rejected,
    WronglyAccepted,
    WronglyRejected(String),
}

/// The first differing line with two lines of context before it.
fn first_difference(ours: &str, reference: &str) -> String {
    let a: Vec<&str> = ours.lines().collect();
    let b: Vec<&str> = reference.lines().collect();
    let n = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let mut s = format!("first difference at line {}:\n", n + 1);
    let lo = n.saturating_sub(2);
    for (i, line) in b.iter().enumerate().skip(lo).take(n - lo) {
        s.push_str(&format!("    {:>6}   {line}\n", i + 1));
    }
    for (i, line) in b.iter().enumerate().skip(n).take(3) {
        s.push_str(&format!("  - {:>6}   {line}\n", i + 1));
    }
    for (i, line) in a.iter().enumerate().skip(n).take(3) {
        s.push_str(&format!("  + {:>6}   {line}\n", i + 1));
    }
    if a.len() != b.len() {
        s.push_str(&format!(
            "  (ours: {} lines, reference: {} lines)\n",
            a.len(),
            b.len()
        ));
    }
    s
}

fn check(tool: &Path, inc: &Path, file: &Path) -> Outcome {
    let rel = file.strip_prefix(inc).unwrap_or(file);
    let reference = Command::new(tool)
        .arg("--print-records")
        .arg("-I")
        .arg(inc)
        .arg(rel)
        .current_dir(inc)
        .output()
        .expect("running the reference mlir-tblgen");
    let mut tg = ods_tablegen::TableGen::new();
    tg.include_dir(inc);
    let ours = tg.load_file(file).map(|r| {
        // Warnings and notes, with paths shown relative to the include directory as the
        // reference (run from there) shows them.
        let prefix = format!("{}/", inc.display());
        let notes: String = r.notes().iter().map(|d| d.to_string()).collect();
        (r.print_records(), notes.replace(&prefix, ""))
    });
    match (reference.status.success(), ours) {
        (true, Ok((text, notes))) => {
            let ref_err = String::from_utf8_lossy(&reference.stderr);
            if text.as_bytes() != reference.stdout.as_slice() {
                let r = String::from_utf8_lossy(&reference.stdout);
                Outcome::Differs(first_difference(&text, &r))
            } else if notes != ref_err {
                Outcome::Differs(format!(
                    "stderr differs:\n{}",
                    first_difference(&notes, &ref_err)
                ))
            } else {
                Outcome::Identical
            }
        }
        (true, Err(d)) => Outcome::WronglyRejected(d.to_string()),
        (false, Ok(_)) => Outcome::WronglyAccepted,
        (false, Err(d)) => {
            if d.message.is_empty() {
                Outcome::WronglyRejected("rejected without a message".into())
            } else {
                Outcome::Rejected
            }
        }
    }
}

#[test]
fn print_records_matches_mlir_tblgen() {
    let Some(tool) = reference_tool_or_skip("mlir-tblgen", "tablegen_conformance") else {
        return;
    };
    let Some(inc) = mlir_include_dir() else {
        assert!(
            !reference_required(),
            "MLIR headers missing under the LLVM root"
        );
        ods_tests::report::skip(format_args!(
            "SKIPPED tablegen_conformance: MLIR headers not installed"
        ));
        return;
    };
    let mut files = Vec::new();
    collect_td(&inc.join("mlir"), &mut files);
    files.sort();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            std::thread::Builder::new()
                .stack_size(256 << 20)
                .spawn_scoped(s, || {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(f) = files.get(i) else { break };
                        let o = check(&tool, &inc, f);
                        results.lock().expect("no worker panicked").push((i, o));
                    }
                })
                .expect("spawning a worker thread");
        }
    });
    let mut results = results.into_inner().expect("no worker panicked");
    results.sort_by_key(|r| r.0);
    let (mut identical, mut standalone, mut rejected, mut include_only) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    for (i, o) in &results {
        let name = files[*i].strip_prefix(&inc).unwrap_or(&files[*i]).display();
        match o {
            Outcome::Identical => {
                identical += 1;
                standalone += 1;
            }
            Outcome::Differs(d) => {
                standalone += 1;
                failures.push(format!("DIFFERS {name}\n{d}"));
            }
            Outcome::WronglyRejected(d) => {
                standalone += 1;
                failures.push(format!("REJECTED (reference accepts) {name}\n{d}"));
            }
            Outcome::Rejected => {
                rejected += 1;
                include_only += 1;
            }
            Outcome::WronglyAccepted => {
                include_only += 1;
                failures.push(format!("ACCEPTED (reference rejects) {name}"));
            }
        }
    }
    for f in &failures {
        eprintln!("{f}");
    }
    ods_tests::report::headline(format_args!(
        "tablegen conformance: {identical}/{standalone} identical"
    ));
    ods_tests::report::headline(format_args!(
        "tablegen conformance: {rejected}/{include_only} rejected"
    ));
    assert_eq!(
        standalone, EXPECTED_STANDALONE,
        "standalone files accepted by mlir-tblgen"
    );
    assert_eq!(
        include_only, EXPECTED_REJECTED,
        "files rejected by mlir-tblgen"
    );
    assert_eq!(identical, standalone, "{} file(s) differ", failures.len());
    assert_eq!(rejected, include_only, "include-only files we accept");
}
