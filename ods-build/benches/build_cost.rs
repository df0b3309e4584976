//! Build cost: what a dialect crate's build script pays for ods-build on a spec the size of
//! an arithmetic dialect (`specs/arith_like.td`, about fifty ops). Times `Config::generate`
//! (read, evaluate, validate, render; the output is laid out rustfmt-clean directly, no
//! rustfmt process runs) and `Config::compile` into a scratch directory, both when it writes and when the output is
//! unchanged and nothing is written. Prints the median of N runs in milliseconds.
//!
//! `cargo bench -p ods-build --bench build_cost -- [--runs N]` measures the release library;
//! `scripts/bench-build-cost.sh` also runs it unoptimized, the way build scripts are built
//! in the dev profile, and prints both beside the targets.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const SPEC: &str = "benches/specs/arith_like.td";

fn main() {
    let mut runs = 15usize;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        // `cargo bench` passes `--bench`; other flags are not ours.
        if arg == "--runs" {
            match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => runs = n,
                _ => {
                    eprintln!("--runs takes a positive count");
                    std::process::exit(2);
                }
            }
        }
    }

    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let spec = root.join(SPEC);
    let config = ods_build::Config::new().rerun_if_changed(false);

    // Warm up once, and describe what is measured.
    let generated = match config.generate(&[&spec]) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let (model, _) = config.load(&spec).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(1);
    });
    let rs = &generated.files[0].contents;
    let bytes: usize = generated.files.iter().map(|f| f.contents.len()).sum();
    println!(
        "spec {SPEC}: {} lines, {} ops, {} enums; generated {} files, {bytes} bytes, \
         {} lines of Rust",
        std::fs::read_to_string(&spec).map_or(0, |s| s.lines().count()),
        model.ops.len(),
        model.enums.len(),
        generated.files.len(),
        rs.lines().count(),
    );
    println!(
        "library built with debug assertions: {}",
        if cfg!(debug_assertions) { "yes" } else { "no" }
    );
    println!("median of {runs} runs:");

    let generate = median(runs, || config.generate(&[&spec]));
    report("generate", generate);

    let scratch = std::env::temp_dir().join(format!("ods-build-bench-{}", std::process::id()));
    let out = scratch.join("out");
    let writing = config.clone().out_dir(&out);
    // A fresh output directory each time: every file is written.
    let compile_fresh = median(runs, || {
        let _ = std::fs::remove_dir_all(&out);
        writing.compile(&[&spec])
    });
    report("compile_fresh", compile_fresh);
    // The same output already there: nothing is written.
    let before = modified(&out);
    let compile_unchanged = median(runs, || writing.compile(&[&spec]));
    report("compile_unchanged", compile_unchanged);
    let after = modified(&out);
    println!(
        "unchanged output left untouched: {}",
        if before == after { "yes" } else { "no" }
    );
    let _ = std::fs::remove_dir_all(&scratch);
}

/// Median wall time of `runs` calls of `f`; exits on the first error.
fn median<T>(runs: usize, mut f: impl FnMut() -> Result<T, ods_build::Error>) -> Duration {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        if let Err(e) = f() {
            eprintln!("{e}");
            std::process::exit(1);
        }
        times.push(start.elapsed());
    }
    times.sort();
    times[times.len() / 2]
}

fn report(name: &str, d: Duration) {
    println!("  {name:<26} {:>9.2} ms", d.as_secs_f64() * 1e3);
}

/// Every file's modification time under `dir`, sorted by name.
fn modified(dir: &Path) -> Vec<(String, Option<std::time::SystemTime>)> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| {
                    let t = e.metadata().and_then(|m| m.modified()).ok();
                    (e.file_name().to_string_lossy().into_owned(), t)
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}
