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
    // Run under mlir-opt's name, so that a message naming the tool reads alike.
    let ours = ods_opt::run_as("mlir-opt", args, &[], &ods_opt::register_bundled);
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
    prefixes_never_panic_with(path, opts, step, &|_| {})
}

/// [`prefixes_never_panic`] with the dialects `register` adds to each context.
///
/// # Panics
/// When processing a prefix panics, naming the file and the cut.
pub fn prefixes_never_panic_with(
    path: &Path,
    opts: &ods_opt::Options,
    step: usize,
    register: &(dyn Fn(&mut ods_runtime::Context) + std::panic::RefUnwindSafe),
) -> usize {
    let text = std::fs::read_to_string(path).expect("corpus file is readable");
    let mut runs = 0;
    for cut in (0..=text.len()).step_by(step) {
        if !text.is_char_boundary(cut) {
            continue;
        }
        let src = &text[..cut];
        let result =
            std::panic::catch_unwind(|| ods_opt::process_with(src, "t.mlir", opts, register));
        assert!(
            result.is_ok(),
            "{} cut at byte {cut} panicked",
            path.display()
        );
        runs += 1;
    }
    runs
}

/// Every third prefix of every file of `tests/mlir/<dialect>/` and
/// `tests/mlir/<dialect>-invalid/` through `ods-opt --allow-unregistered-dialect
/// --canonicalize` with the bundled dialects; returns how many prefixes ran.
///
/// # Panics
/// When processing a prefix panics, naming the file and the cut.
pub fn dialect_corpus_prefixes_never_panic(dialect: &str) -> usize {
    let opts = ods_opt::Options {
        allow_unregistered: true,
        passes: vec![ods_opt::pipeline::PassFlag {
            argument: "canonicalize".into(),
            options: None,
        }],
        ..ods_opt::Options::default()
    };
    let mut runs = 0;
    for dir in [format!("mlir/{dialect}"), format!("mlir/{dialect}-invalid")] {
        for path in mlir_corpus(&dir) {
            runs += prefixes_never_panic_with(&path, &opts, 3, &ods_opt::register_bundled);
        }
    }
    runs
}

/// What [`compare_dialect_corpus`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CorpusReport {
    /// Side-by-side runs.
    pub runs: usize,
    /// Runs whose outputs, diagnostics and success agreed.
    pub identical: usize,
    /// Valid files (each run in every mode).
    pub valid: usize,
    /// Runs mlir-opt rejected (the invalid files without `--verify-diagnostics`).
    pub rejected: usize,
    /// What went wrong, one line per failing run.
    pub failures: Vec<String>,
}

impl CorpusReport {
    /// Prints each failure on a `MISMATCH` line and fails when there is any.
    ///
    /// # Panics
    /// When a run failed.
    pub fn assert_no_failures(&self) {
        for f in &self.failures {
            println!("MISMATCH {f}");
        }
        assert!(
            self.failures.is_empty(),
            "{}/{} identical; mismatches:\n{}",
            self.identical,
            self.runs,
            self.failures.join("\n")
        );
    }

    /// Prints the headline (`<label>: N/M identical (<what>)`) and every mismatch, and fails
    /// when there is one.
    ///
    /// # Panics
    /// When a run differed.
    pub fn finish(&self, label: &str, what: &str) {
        crate::report::headline(format_args!(
            "{label}: {}/{} identical ({what})",
            self.identical, self.runs
        ));
        self.assert_no_failures();
    }
}

/// The runs of one valid file in most dialect corpora: its flags besides
/// `--allow-unregistered-dialect`.
pub const VALID_MODES: [&[&str]; 3] = [&[], &["--mlir-print-op-generic"], &["--canonicalize"]];

/// Runs a dialect's corpus through `mlir_opt` and ods-opt (both with
/// `--allow-unregistered-dialect`, from `root`): every file of `mlir/<dialect>/` once per
/// entry of `modes` (extra flags), expected to be accepted; every file of
/// `mlir/<dialect>-invalid/` once plain, expected to be rejected, and once with
/// `--verify-diagnostics`, expected to pass.
///
/// # Panics
/// As [`compare_with_mlir_opt`], or when a corpus directory cannot be read.
pub fn compare_dialect_corpus(
    mlir_opt: &Path,
    root: &Path,
    dialect: &str,
    modes: &[&[&str]],
) -> CorpusReport {
    let valid_dir = dialect;
    let invalid_dir = &format!("{dialect}-invalid")[..];
    let valid = mlir_corpus(&format!("mlir/{valid_dir}"));
    let invalid = mlir_corpus(&format!("mlir/{invalid_dir}"));
    let cases = valid
        .iter()
        .flat_map(|p| modes.iter().map(move |m| (p, valid_dir, *m, true)))
        .chain(invalid.iter().map(|p| (p, invalid_dir, &[][..], false)))
        .chain(
            invalid
                .iter()
                .map(|p| (p, invalid_dir, &["--verify-diagnostics"][..], true)),
        );
    let mut report = CorpusReport {
        valid: valid.len(),
        ..CorpusReport::default()
    };
    for (path, dir, mode, should_pass) in cases {
        let name = path.file_name().expect("file name").to_string_lossy();
        let rel = format!("mlir/{dir}/{name}");
        let mut args = vec!["--allow-unregistered-dialect".to_string()];
        args.extend(mode.iter().map(|s| s.to_string()));
        args.push(rel.clone());
        report.runs += 1;
        let comparison = compare_with_mlir_opt(mlir_opt, root, &args);
        if !comparison.reference_ok {
            report.rejected += 1;
        }
        if comparison.reference_ok != should_pass {
            report.failures.push(format!(
                "{rel} {mode:?}: mlir-opt {} it, but it is filed as {}",
                if comparison.reference_ok {
                    "accepts"
                } else {
                    "rejects"
                },
                if should_pass { "valid" } else { "invalid" }
            ));
            continue;
        }
        match comparison.mismatch {
            None => report.identical += 1,
            Some(what) => report.failures.push(format!("{rel} {mode:?}: {what}")),
        }
    }
    report
}

/// The runs of one valid file in the corpora compared in every printed form: custom,
/// generic, canonicalized, and with debug info.
pub const ALL_MODES: [&[&str]; 4] = [
    &[],
    &["--mlir-print-op-generic"],
    &["--canonicalize"],
    &["--mlir-print-debuginfo"],
];

/// The name a headline gives a mode.
fn mode_name(mode: &[&str]) -> &'static str {
    match mode {
        [] => "custom",
        ["--mlir-print-op-generic"] => "generic",
        ["--canonicalize"] => "canonicalize",
        ["--mlir-print-debuginfo"] => "debuginfo",
        _ => "other flags",
    }
}

/// A dialect's conformance test (`test` names it when mlir-opt is missing and it skips):
/// [`compare_dialect_corpus`] with `modes`, at least `min_valid` valid and `min_invalid`
/// invalid files, the headline `<dialect>: N/M identical vs mlir-opt (...)`, and a failure
/// on any mismatch.
///
/// # Panics
/// When a corpus is smaller than required or a run differed.
pub fn check_dialect_corpus(
    test: &str,
    dialect: &str,
    modes: &[&[&str]],
    min_valid: usize,
    min_invalid: usize,
) {
    let Some(mlir_opt) = crate::reference_tool_or_skip("mlir-opt", test) else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let invalid = mlir_corpus(&format!("mlir/{dialect}-invalid")).len();
    let report = compare_dialect_corpus(&mlir_opt, root, dialect, modes);
    assert!(
        report.valid >= min_valid,
        "at least {min_valid} valid files"
    );
    assert!(
        invalid >= min_invalid,
        "at least {min_invalid} invalid files"
    );
    let names: Vec<&str> = modes.iter().map(|m| mode_name(m)).collect();
    crate::report::headline(format_args!(
        "{dialect}: {}/{} identical vs mlir-opt ({} files x {}; {} invalid files rejected \
         alike, and verified by their expectations)",
        report.identical,
        report.runs,
        report.valid,
        names.join(", "),
        report.rejected
    ));
    report.assert_no_failures();
}

/// The canonicalization variants the differential tests run: top-down and bottom-up.
pub const CANONICALIZE_VARIANTS: [&str; 2] = ["--canonicalize", "--canonicalize=top-down=false"];

/// An environment variable's number, or `default`.
pub fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Whether program `i` of a canonicalization differential also prints locations: every
/// fourth, so that the locations of what folding and the patterns (DRR's fused locations
/// of the matched ops included) create are compared too.
fn with_debug_info(i: u64) -> bool {
    i % 4 == 3
}

/// Canonicalizes `count` seeded random programs (`program(seed, i)`) with both tools, top-down
/// and bottom-up, under `--allow-unregistered-dialect` (every fourth with
/// `--mlir-print-debuginfo`), in a scratch directory named after `name`. The seed and count come from `<env>_SEED` and `<env>_COUNT` when set. Prints
/// `<name> canonicalize differential: N/M identical (...)` and fails on a difference,
/// showing the first three.
///
/// # Panics
/// When a tool cannot run or a program differs.
pub fn canonicalize_differential(
    mlir_opt: &Path,
    name: &str,
    env: &str,
    (seed, count): (u64, u64),
    program: impl Fn(u64, u64) -> String,
) {
    let seed = env_or(&format!("{env}_SEED"), seed);
    let count = env_or(&format!("{env}_COUNT"), count);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("ods-{name}-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let mut runs = 0;
    let mut failures = Vec::new();
    for i in 0..count {
        let text = program(seed, i);
        let path = dir.join(format!("program_{i}.mlir"));
        std::fs::write(&path, &text).expect("program written");
        for variant in CANONICALIZE_VARIANTS {
            runs += 1;
            let mut args = vec![
                "--allow-unregistered-dialect".to_string(),
                variant.to_string(),
                path.display().to_string(),
            ];
            if with_debug_info(i) {
                args.insert(2, "--mlir-print-debuginfo".to_string());
            }
            let comparison = compare_with_mlir_opt(mlir_opt, root, &args);
            if !comparison.reference_ok {
                failures.push(format!("program {i}: mlir-opt rejects it:\n{text}"));
            } else if let Some(what) = comparison.mismatch {
                failures.push(format!("program {i} {variant}: {what}\n{text}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    crate::report::headline(format_args!(
        "{name} canonicalize differential: {}/{runs} identical (seed {seed}, {count} programs, \
         top-down and bottom-up, every fourth with debug info)",
        runs - failures.len()
    ));
    let shown: Vec<&str> = failures.iter().take(3).map(String::as_str).collect();
    assert!(
        failures.is_empty(),
        "{} mismatches; the first:\n{}",
        failures.len(),
        shown.join("\n")
    );
}

/// The flags a corpus file asks for on a line `// ARGS: ...` (anywhere in the file), after
/// `--allow-unregistered-dialect`, which is always given; words of a value with spaces
/// (`--output-split-marker=// =====`, `-p=builtin.module(canonicalize{a=1 b=2})`) are
/// joined back.
pub fn corpus_flags(text: &str) -> Vec<String> {
    let mut flags = vec!["--allow-unregistered-dialect".to_string()];
    if let Some(line) = text.lines().find_map(|l| l.strip_prefix("// ARGS:")) {
        flags.extend(line.split_whitespace().map(str::to_string));
    }
    // `--output-split-marker=// =====` holds a space: rejoin a marker's words.
    let mut joined: Vec<String> = Vec::new();
    for f in flags {
        match joined.last_mut() {
            Some(last) if !f.starts_with('-') && last.contains('=') => {
                last.push(' ');
                last.push_str(&f);
            }
            _ => joined.push(f),
        }
    }
    joined
}

/// What [`compare_flagged_corpus`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FlaggedCorpusReport {
    /// Files run.
    pub files: usize,
    /// Files whose runs agreed byte for byte.
    pub identical: usize,
    /// Files on which mlir-opt fails (exit code 1).
    pub failing: usize,
    /// One line per mismatch: the file, the flags and the first difference.
    pub failures: Vec<String>,
}

/// Every file of `tests/<dir>/` through both tools with the flags its `// ARGS:` line asks
/// for ([`corpus_flags`]), run from `root` with the file's path relative to it.
pub fn compare_flagged_corpus(mlir_opt: &Path, root: &Path, dir: &str) -> FlaggedCorpusReport {
    let mut report = FlaggedCorpusReport::default();
    for path in mlir_corpus(dir) {
        let name = path.file_name().expect("file name").to_string_lossy();
        let rel = format!("{dir}/{name}");
        let text = std::fs::read_to_string(&path).expect("corpus file is readable");
        let mut args = corpus_flags(&text);
        args.push(rel.clone());
        let comparison = compare_with_mlir_opt(mlir_opt, root, &args);
        report.files += 1;
        if !comparison.reference_ok {
            report.failing += 1;
        }
        match comparison.mismatch {
            None => report.identical += 1,
            Some(what) => report
                .failures
                .push(format!("{rel} ({}): {what}", args.join(" "))),
        }
    }
    report
}

/// Runs [`compare_flagged_corpus`] on `tests/<dir>/`, prints the headline `<label>:
/// N/M identical ...` and each mismatch, and fails unless every file is identical, the
/// corpus holds at least `min_files` files and mlir-opt fails on at least `min_failing`.
///
/// # Panics
/// On any mismatch, or when the corpus is smaller than asked.
pub fn assert_flagged_corpus_matches(
    mlir_opt: &Path,
    root: &Path,
    dir: &str,
    label: &str,
    (min_files, min_failing): (usize, usize),
) {
    let report = compare_flagged_corpus(mlir_opt, root, dir);
    crate::report::headline(format_args!(
        "{label}: {}/{} identical with mlir-opt ({} runs fail in mlir-opt)",
        report.identical, report.files, report.failing
    ));
    for f in &report.failures {
        println!("MISMATCH {f}");
    }
    assert!(
        report.files >= min_files,
        "the corpus holds at least {min_files} files"
    );
    assert!(
        report.failing >= min_failing,
        "the corpus holds at least {min_failing} failing runs"
    );
    assert!(
        report.failures.is_empty(),
        "{}/{} identical; mismatches:\n{}",
        report.identical,
        report.files,
        report.failures.join("\n")
    );
}

/// `line` with each figure (digits and points) replaced by `N` and the spaces before a figure
/// dropped (a figure's padding depends on its value); the indentation of names is kept.
pub fn mask_figures(line: &str) -> String {
    let mut out = String::new();
    let mut spaces = 0;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ' ' {
            spaces += 1;
            continue;
        }
        // A figure, signed or not: mlir-opt's `Rest` goes below zero when its timers overlap
        // on a busy machine.
        if c.is_ascii_digit() || (c == '-' && chars.peek().is_some_and(char::is_ascii_digit)) {
            while chars
                .peek()
                .is_some_and(|d| d.is_ascii_digit() || *d == '.')
            {
                chars.next();
            }
            spaces = 0;
            out.push('N');
            continue;
        }
        out.extend(std::iter::repeat_n(' ', spaces));
        spaces = 0;
        out.push(c);
    }
    out
}

/// A `--mlir-timing` report as lines with their figures masked ([`mask_figures`]); a list
/// display's lines sorted, since rows of equal time may come in either order.
pub fn mask_timing_report(text: &str, list: bool) -> Vec<String> {
    let mut lines: Vec<String> = text.lines().map(mask_figures).collect();
    if list {
        lines.sort();
    }
    lines
}
