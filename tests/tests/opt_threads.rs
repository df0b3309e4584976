//! Threads change nothing but the threads: every `.mlir` file of the repository (our
//! corpora and the upstream tests), cut at `// -----`, through two pipelines with nested
//! pass managers on functions, through no pass with `--mlir-print-debuginfo`, and through
//! no pass in the generic form, with ods-opt's threads and with `--mlir-disable-threading`. The threaded runs parse function
//! bodies and print top-level operations on threads whatever the size
//! (`Context::set_threads_from(0)`).
//! Standard output, standard error and the exit code must be identical, and no run may
//! panic. The count of runs compared is the headline.

use std::path::{Path, PathBuf};

/// The pass pipelines, and no pipeline: `""` parses and prints with locations, `"generic"`
/// prints the generic form.
const PIPELINES: &[&str] = &[
    "builtin.module(func.func(canonicalize,cse))",
    "builtin.module(func.func(sccp,canonicalize),inline,func.func(cse,loop-invariant-code-motion,control-flow-sink))",
    "",
    "generic",
];

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("readable directory")
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

#[test]
fn threads_print_what_one_thread_prints() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    mlir_files(&root.join("mlir"), &mut files);
    mlir_files(&root.join("upstream"), &mut files);
    let mut failures = Vec::new();
    let mut runs = 0;
    for file in &files {
        for pipeline in PIPELINES {
            let run = |threads: bool| {
                let mut args = vec![
                    "--split-input-file".to_string(),
                    "--allow-unregistered-dialect".to_string(),
                    file.display().to_string(),
                ];
                if pipeline.is_empty() {
                    args.insert(0, "--mlir-print-debuginfo".to_string());
                } else if *pipeline == "generic" {
                    args.insert(0, "--mlir-print-op-generic".to_string());
                } else {
                    args.insert(0, format!("--pass-pipeline={pipeline}"));
                }
                if !threads {
                    args.insert(0, "--mlir-disable-threading".to_string());
                }
                std::panic::catch_unwind(|| {
                    ods_opt::run_with(&args, &[], |ctx| {
                        ods_opt::register_bundled(ctx);
                        ctx.set_threads_from(0);
                    })
                })
            };
            runs += 1;
            match (run(true), run(false)) {
                (Ok(many), Ok(one)) => {
                    if many.stdout != one.stdout
                        || many.stderr != one.stderr
                        || many.code != one.code
                    {
                        failures.push(format!("{}: {pipeline}: outputs differ", file.display()));
                    }
                }
                _ => failures.push(format!("{}: {pipeline}: panicked", file.display())),
            }
        }
    }
    ods_tests::report::headline(format_args!(
        "threads: {}/{runs} runs identical with and without threads ({} files, {} pipelines \
         and parsing alone, with locations and in the generic form)",
        runs - failures.len(),
        files.len(),
        PIPELINES.len() - 2
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A caller on one of rayon's threads parses, verifies and prints on threads too: the work
/// goes to tasks of the pool, which the other threads take, so the calling thread, waiting
/// for it, is never needed. Output is that of one thread, and comes within two minutes
/// (the calling thread is not left waiting for itself).
#[test]
fn threads_work_for_a_caller_on_a_pool_thread() {
    let src: String = (0..64)
        .map(|i| {
            format!(
                "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  \
                 %1 = func.call @f{}(%0) : (i32) -> i32\n  return %1 : i32\n}}\n",
                (i + 1) % 64
            )
        })
        .collect();
    fn run(src: &str, threads: bool) -> ods_opt::RunOutput {
        let mut args = vec!["-".to_string()];
        if !threads {
            args.insert(0, "--mlir-disable-threading".to_string());
        }
        ods_opt::run_with(&args, src.as_bytes(), |ctx| {
            ods_opt::register_bundled(ctx);
            ctx.set_threads_from(0);
        })
    }
    let one = run(&src, false);
    assert_eq!(one.code, 0, "{}", one.stderr);
    let (sent, received) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // `rayon::scope` runs its closure on one of the pool's threads.
        let _ = sent.send(rayon::scope(|_| run(&src, true)));
    });
    let many = received
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("ods-opt called on a pool thread finishes");
    assert_eq!(many.stdout, one.stdout);
    assert_eq!(many.stderr, one.stderr);
}
