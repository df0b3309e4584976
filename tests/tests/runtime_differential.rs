//! Differential testing of the runtime's textual format against `mlir-opt` on random programs.
//!
//! [`ods_tests::mlir_gen`] builds seeded random generic-form `.mlir` programs (valid ones and
//! mutated ones); each is parsed, verified and printed generically by `ods-opt`'s library
//! path in-process (with its bundled dialects) and by `mlir-opt --allow-unregistered-dialect --mlir-print-op-generic`.
//! A program is classified as identical (same bytes), both reject at the same line and
//! column with the same message, both reject at different places (or with another
//! message), differing output, wrong accept, wrong reject or crash (our side panicked);
//! identical and both-reject-alike agree. Every fourth program is printed with
//! `--mlir-print-debuginfo` by both tools, locations and their aliases included. Programs
//! on which mlir-opt itself crashes or runs past a time limit are counted and listed apart.
//!
//! `ODS_MLIR_DIFF_COUNT` sets how many programs run (default 300), `ODS_MLIR_DIFF_SEED` the
//! seed; `ODS_MLIR_DIFF_SHOW` how many differences are printed in full; `ODS_MLIR_DIFF_PRINT=i` only
//! prints program `i`, and `ODS_MLIR_DIFF_REJECTS=1` lists why mlir-opt rejected programs.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use ods_tests::differential::{Case, Verdict, report, run_reference};
use ods_tests::mlir_gen::Generator;
use ods_tests::reference_tool_or_skip;

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

/// Our side: `Ok(output)`, `Err(Some(diagnostics))`, or `Err(None)` on a panic.
fn ours(text: &str, file: &str, debug_info: bool) -> Result<String, Option<String>> {
    let text = text.to_string();
    let file = file.to_string();
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let opts = ods_opt::Options {
                allow_unregistered: true,
                generic: true,
                debug_info,
                ..ods_opt::Options::default()
            };
            ods_opt::process_with(&text, &file, &opts, &ods_opt::register_bundled)
                .map_err(|d| Some(d.iter().map(|d| d.to_string()).collect::<Vec<_>>().concat()))
        })
        .expect("spawning a worker thread")
        .join()
        .unwrap_or(Err(None))
}

/// Whether program `i` is printed with `--mlir-print-debuginfo` (every fourth), so that
/// locations and their aliases are compared too.
fn debug_info_for(i: usize) -> bool {
    i % 4 == 3
}

fn compare(tool: &Path, path: &Path, text: &str, debug_info: bool) -> Case {
    let mut cmd = Command::new(tool);
    cmd.args(["--allow-unregistered-dialect", "--mlir-print-op-generic"]);
    if debug_info {
        cmd.arg("--mlir-print-debuginfo");
    }
    let reference = match run_reference(cmd.arg(path)) {
        Ok(output) => output,
        Err(case) => return case,
    };
    let theirs = String::from_utf8_lossy(&reference.stdout);
    let their_err = String::from_utf8_lossy(&reference.stderr);
    let first_error = |s: &str| {
        s.lines()
            .find(|l| l.contains("error:"))
            .unwrap_or("")
            .to_string()
    };
    match (
        reference.status.success(),
        ours(text, &path.to_string_lossy(), debug_info),
    ) {
        (_, Err(None)) => Case {
            verdict: Verdict::Crash,
            detail: "ods-opt panicked".to_string(),
        },
        (true, Ok(out)) if out == theirs => Case {
            verdict: Verdict::Identical,
            detail: String::new(),
        },
        (true, Ok(out)) => {
            let a: Vec<&str> = out.lines().collect();
            let b: Vec<&str> = theirs.lines().collect();
            let n = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            Case {
                verdict: Verdict::Differs,
                detail: format!(
                    "line {}:\n  mlir-opt: {}\n  ods-opt:  {}",
                    n + 1,
                    b.get(n).unwrap_or(&"<end>"),
                    a.get(n).unwrap_or(&"<end>")
                ),
            }
        }
        (true, Err(Some(e))) => Case {
            verdict: Verdict::WronglyRejected,
            detail: first_error(&e),
        },
        (false, Ok(_)) => Case {
            verdict: Verdict::WronglyAccepted,
            detail: first_error(&their_err),
        },
        (false, Err(Some(e))) => {
            let case = Case::both_rejected(&their_err, &e);
            // At the same place, the message must be the same too.
            if case.verdict == Verdict::BothReject && first_error(&their_err) != first_error(&e) {
                Case {
                    verdict: Verdict::BothRejectElsewhere,
                    detail: format!(
                        "same place, another message\n  reference: {}\n  ours:      {}",
                        first_error(&their_err),
                        first_error(&e)
                    ),
                }
            } else {
                case
            }
        }
    }
}

#[test]
fn random_programs_print_like_mlir_opt() {
    let Some(tool) = reference_tool_or_skip("mlir-opt", "runtime_differential") else {
        return;
    };
    let seed = env_number("ODS_MLIR_DIFF_SEED").unwrap_or(SEED);
    let count = env_number("ODS_MLIR_DIFF_COUNT").map_or(COUNT, |n| n as usize);
    let show = env_number("ODS_MLIR_DIFF_SHOW").map_or(5, |n| n as usize);
    let dir: PathBuf =
        std::env::temp_dir().join(format!("ods-mlir-differential-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("creating a scratch directory");
    let programs: Vec<String> = (0..count)
        .map(|i| Generator::new(seed, i as u64).program())
        .collect();

    if let Some(i) = env_number("ODS_MLIR_DIFF_PRINT") {
        // One program, to reproduce a difference by hand.
        print!("{}", programs[i as usize]);
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
                    let path = dir.join(format!("p{i}.mlir"));
                    std::fs::write(&path, text).expect("writing a program");
                    let case = compare(&tool, &path, text, debug_info_for(i));
                    let _ = std::fs::remove_file(&path);
                    results.lock().expect("no worker panicked").push((i, case));
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let mut results = results.into_inner().expect("no worker panicked");
    results.sort_by_key(|r| r.0);

    let tally = report(&results, &programs, seed, "mlir-opt", show);
    if std::env::var_os("ODS_MLIR_DIFF_REJECTS").is_some() {
        // What mlir-opt rejected, to keep the generator's valid share high.
        for (i, case) in results
            .iter()
            .filter(|(_, c)| c.verdict == Verdict::BothReject)
        {
            println!("rejected {i}: {}", case.detail);
        }
    }
    assert_eq!(
        tally.of(Verdict::Crash),
        0,
        "ods-opt panicked on some programs"
    );
    if count == COUNT && seed == SEED {
        assert_eq!(
            tally.wrong(),
            0,
            "differing outputs, wrong accepts, wrong rejects or crashes against mlir-opt"
        );
        let agree = tally.agree();
        assert!(
            agree >= FLOOR,
            "only {agree}/{count} random programs agree with mlir-opt at the same place, expected \
             at least {FLOOR}"
        );
    }
}
