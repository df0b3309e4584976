//! Running `ods-opt` and `mlir-opt` on the same arguments and comparing what they print:
//! the shared step of the conformance tests over `.mlir` corpora.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The `.mlir` files of the corpus directory `dir` (below the tests package), sorted.
///
/// # Panics
/// When the directory cannot be read.
pub fn mlir_corpus(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{} is readable: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files
}

/// The outcome of one side-by-side run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// Whether mlir-opt succeeded.
    pub reference_ok: bool,
    /// `None` when standard output, standard error and success all agree; else what differs.
    pub mismatch: Option<String>,
}

/// The first differing line of two texts, for a failure report.
pub fn first_difference(ours: &str, theirs: &str) -> String {
    for (i, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
        if a != b {
            return format!("line {}:\n    ods-opt:  {a}\n    mlir-opt: {b}", i + 1);
        }
    }
    format!(
        "lengths differ: ods-opt {} lines, mlir-opt {} lines",
        ours.lines().count(),
        theirs.lines().count()
    )
}

/// Runs `mlir_opt` with `args` in `dir` and [`ods_opt::run`] with the same arguments (the
/// current directory must be `dir`, so relative paths name the same files), and compares
/// them byte for byte.
///
/// # Panics
/// When mlir-opt cannot be started or the current directory is not `dir`.
pub fn compare_with_mlir_opt(mlir_opt: &Path, dir: &Path, args: &[String]) -> Comparison {
    let reference = Command::new(mlir_opt)
        .args(args)
        .current_dir(dir)
        .output()
        .expect("mlir-opt runs");
    let theirs_out = String::from_utf8_lossy(&reference.stdout).into_owned();
    let theirs_err = String::from_utf8_lossy(&reference.stderr).into_owned();
    let cwd = std::env::current_dir().expect("current directory");
    assert_eq!(
        cwd, dir,
        "tests run from the directory the arguments are relative to"
    );
    let ours = ods_opt::run(args, &[]);
    let ours_out = String::from_utf8_lossy(&ours.stdout).into_owned();
    let reference_ok = reference.status.success();
    let same_status = reference_ok == (ours.code == 0);
    let mismatch = if !same_status {
        let verdict = |ok: bool| if ok { "accepts" } else { "rejects" };
        Some(format!(
            "mlir-opt {}, ods-opt {}\n  mlir-opt stderr:\n{theirs_err}  ods-opt stderr:\n{}",
            verdict(reference_ok),
            verdict(ours.code == 0),
            ours.stderr
        ))
    } else if ours_out != theirs_out {
        Some(format!(
            "output differs at {}",
            first_difference(&ours_out, &theirs_out)
        ))
    } else if ours.stderr != theirs_err {
        Some(format!(
            "diagnostics differ at {}",
            first_difference(&ours.stderr, &theirs_err)
        ))
    } else {
        None
    };
    Comparison {
        reference_ok,
        mismatch,
    }
}

/// Runs [`ods_opt::process`] with `opts` on every `step`-th prefix of the file at `path` (a
/// cheap stand-in for malformed input); returns how many prefixes ran.
///
/// # Panics
/// When processing a prefix panics, naming the file and the cut.
pub fn prefixes_never_panic(path: &Path, opts: &ods_opt::Options, step: usize) -> usize {
    let text = std::fs::read_to_string(path).expect("corpus file is readable");
    let mut runs = 0;
    for cut in (0..=text.len()).step_by(step) {
        if !text.is_char_boundary(cut) {
            continue;
        }
        let src = &text[..cut];
        let result = std::panic::catch_unwind(|| ods_opt::process(src, "t.mlir", opts));
        assert!(
            result.is_ok(),
            "{} cut at byte {cut} panicked",
            path.display()
        );
        runs += 1;
    }
    runs
}
