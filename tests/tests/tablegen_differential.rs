//! Differential testing against `mlir-tblgen --print-records` on random programs.
//!
//! [`ods_tests::tablegen_gen`] builds seeded random TableGen programs (valid ones and mutated
//! ones); each runs through our library in-process and through the reference tool. A program
//! counts as identical when both accept it and print the same bytes, or both reject it with
//! their first error at the same line and column and with the same message. One more rule,
//! counted and printed on its own line: where mlir-tblgen gives its first error no location
//! (`error: ...` or `<unknown>:0: error: ...`, e.g. `!logtwo` of 0 in a loop's list) and ours
//! has one (we locate every diagnostic on purpose), the program agrees when the two messages
//! are identical. The other
//! classes: both reject elsewhere (or at the same place with another message),
//! differing output, wrong accept, wrong reject and crash (our side panicked). Programs on
//! which mlir-tblgen itself crashes or runs past a time limit are counted and listed apart.
//!
//! `ODS_TG_DIFF_COUNT` sets how many programs run (default 300), `ODS_TG_DIFF_SEED` the seed;
//! `ODS_TG_DIFF_SHOW` how many differences are printed in full; `ODS_TG_DIFF_PRINT=<i>` prints
//! program `i`'s bytes alone, to reproduce a difference by hand.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use ods_tests::differential::{Case, Verdict, first_error_location, report, run_reference};
use ods_tests::reference_tool_or_skip;
use ods_tests::tablegen_gen::Generator;

/// The default seed and program count of the CI run.
const SEED: u64 = 20_261_123;
const COUNT: usize = 300;
/// How many of the default run must print the same bytes or reject at the same line and
/// column (the rest may only be both-reject-elsewhere, or the reference tool's own failures);
/// raise it, never lower it.
const FLOOR: usize = 300;

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn ours(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let bytes = bytes.to_vec();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let tablegen = ods_tablegen::TableGen::new();
            tablegen
                .load_bytes("input.td", &bytes)
                .map(|r| r.print_records_bytes())
                // The bytes a diagnostic prints, read as the reference tool's are.
                .map_err(|d| {
                    String::from_utf8_lossy(&ods_tablegen::raw::encode(&d.to_string())).into_owned()
                })
        })
        .expect("spawning a worker thread")
        .join()
        .unwrap_or_else(|_| Err(PANICKED.to_string()))
}

/// What [`ours`] returns when the library panicked.
const PANICKED: &str = "panicked";

fn compare(tool: &Path, path: &Path, bytes: &[u8]) -> Case {
    let reference = match run_reference(Command::new(tool).arg("--print-records").arg(path)) {
        Ok(output) => output,
        Err(case) => return case,
    };
    let theirs = String::from_utf8_lossy(&reference.stdout);
    let their_err = String::from_utf8_lossy(&reference.stderr);
    match (reference.status.success(), ours(bytes)) {
        (_, Err(e)) if e == PANICKED => Case {
            verdict: Verdict::Crash,
            detail: e,
        },
        (true, Ok(out)) if out == reference.stdout => Case {
            verdict: Verdict::Identical,
            detail: String::new(),
        },
        (true, Ok(out)) => {
            let out = String::from_utf8_lossy(&out);
            let a: Vec<&str> = out.lines().collect();
            let b: Vec<&str> = theirs.lines().collect();
            let n = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            Case {
                verdict: Verdict::Differs,
                detail: format!(
                    "line {}:\n  - {}\n  + {}",
                    n + 1,
                    b.get(n).unwrap_or(&"<end>"),
                    a.get(n).unwrap_or(&"<end>")
                ),
            }
        }
        (true, Err(e)) => Case {
            verdict: Verdict::WronglyRejected,
            detail: e,
        },
        (false, Ok(_)) => Case {
            verdict: Verdict::WronglyAccepted,
            detail: their_err.lines().next().unwrap_or("").to_string(),
        },
        (false, Err(e)) => {
            if unlocated(&their_err)
                && first_error_location(&e).is_some()
                && message(&their_err) == message(&e)
            {
                return Case {
                    verdict: Verdict::BothRejectUnlocated,
                    detail: message(&e).to_string(),
                };
            }
            let case = Case::both_rejected(&their_err, &e);
            // At the same place, the message must be the same too (unless mlir-tblgen
            // printed none: it fails silently on some null values).
            let silent = message(&their_err).is_empty();
            if case.verdict == Verdict::BothReject && !silent && message(&their_err) != message(&e)
            {
                Case {
                    verdict: Verdict::BothRejectElsewhere,
                    detail: format!(
                        "same place, another message\n  reference: {}\n  ours:      {}",
                        message(&their_err),
                        message(&e)
                    ),
                }
            } else {
                case
            }
        }
    }
}

/// Whether a tool's first error has no location: `error: ...` alone, or LLVM's
/// `<unknown>:0: error: ...` for an empty one.
fn unlocated(text: &str) -> bool {
    text.lines()
        .find(|l| l.contains("error: "))
        .is_some_and(|l| l.starts_with("error: ") || l.starts_with("<unknown>:0: error: "))
}

/// The message of the first error in a tool's diagnostics, without its file and position.
fn message(text: &str) -> &str {
    text.lines()
        .find_map(|l| l.split_once("error: ").map(|(_, m)| m))
        .unwrap_or("")
}

#[test]
fn random_programs_print_like_mlir_tblgen() {
    let Some(tool) = reference_tool_or_skip("mlir-tblgen", "tablegen_differential") else {
        return;
    };
    let seed = env_number("ODS_TG_DIFF_SEED").unwrap_or(SEED);
    let count = env_number("ODS_TG_DIFF_COUNT").map_or(COUNT, |n| n as usize);
    let show = env_number("ODS_TG_DIFF_SHOW").map_or(5, |n| n as usize);
    let dir: PathBuf =
        std::env::temp_dir().join(format!("ods-tablegen-differential-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("creating a scratch directory");
    let programs: Vec<String> = (0..count)
        .map(|i| Generator::new(seed, i as u64).program())
        .collect();

    if let Some(i) = env_number("ODS_TG_DIFF_PRINT") {
        // One program's bytes, to reproduce a difference by hand.
        use std::io::Write;
        let bytes = ods_tablegen::raw::encode(&programs[i as usize]);
        std::io::stdout()
            .write_all(&bytes)
            .expect("writing to standard output");
        return;
    }
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Case)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(text) = programs.get(i) else { break };
                    let path = dir.join(format!("p{i}.td"));
                    let bytes = ods_tablegen::raw::encode(text);
                    std::fs::write(&path, &bytes).expect("writing a program");
                    let case = compare(&tool, &path, &bytes);
                    let _ = std::fs::remove_file(&path);
                    results.lock().expect("no worker panicked").push((i, case));
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let mut results = results.into_inner().expect("no worker panicked");
    results.sort_by_key(|r| r.0);

    let tally = report(&results, &programs, seed, "mlir-tblgen", show);
    ods_tests::report::headline(format_args!(
        "{} of them: reference unlocated, same message",
        tally.of(Verdict::BothRejectUnlocated)
    ));
    if count == COUNT && seed == SEED {
        assert_eq!(
            tally.wrong(),
            0,
            "differing outputs, wrong accepts, wrong rejects or crashes against mlir-tblgen"
        );
        let identical = tally.agree();
        assert!(
            identical >= FLOOR,
            "only {identical}/{count} random programs agree with mlir-tblgen at the same place, expected \
             at least {FLOOR}"
        );
    }
}
