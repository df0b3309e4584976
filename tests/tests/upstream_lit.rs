//! Upstream MLIR's own lit tests (copied under `tests/upstream/`, in upstream's layout) as a
//! conformance corpus for `ods-opt`.
//!
//! Two counts are printed, each with a floor that only rises:
//!
//! * **RUN lines.** Every `RUN:` line of every file is run with `bash -o pipefail` (lit's
//!   default), once with `mlir-opt` standing for LLVM 22's mlir-opt and once with it standing
//!   for `ods-opt`; `FileCheck` and `not` are LLVM 22's, `%s` is the file, `%S`/`%p` its
//!   directory, `%t` a temporary file and `%T` its directory (one of each for either tool).
//!   The denominator is the RUN lines that pass with mlir-opt 22; the numerator,
//!   those of them that also pass with ods-opt.
//! * **Chunks.** For every RUN line whose first command is `mlir-opt ... %s`, the input is
//!   cut at its `// -----` lines when that command splits its input (`-split-input-file`),
//!   else taken whole, and each chunk is fed alone on standard input to both tools with the
//!   command's other options. A chunk is *identical* when standard output, standard error
//!   and the exit status agree byte for byte (ods-opt runs in process under the name
//!   `mlir-opt`, so a message naming the tool reads alike). The headline is identical chunks
//!   out of the chunks mlir-opt accepts (exit status 0); chunks mlir-opt rejects are compared
//!   too and reported beside it.
//!
//! A file that says `REQUIRES: asserts` needs an LLVM built with assertions, which the
//! packaged mlir-opt 22 is not (its pass statistics, for one, are compiled out); its RUN
//! lines that mlir-opt 22 fails are run with ods-opt alone, against upstream's CHECK lines,
//! and counted on a line of their own; its chunks are not compared.
//!
//! A RUN line that passes with mlir-opt but not with ods-opt, or a chunk mlir-opt accepts
//! whose output differs, is counted apart as *needing a missing dialect* when its input
//! names a dialect (an operation `d.op`, a type `!d.` or `!d<`, an attribute `#d.` or `#d<`)
//! that mlir-opt registers and ods-opt does not; the dialects are listed with their counts.
//! The other misses are ours and are listed by file.
//!
//! The test runs without libtest's harness: started with `ODS_UPSTREAM_LIT_OPT=1` the same
//! executable is `ods-opt` (its bundled dialects), which is how the RUN lines' shell
//! pipelines reach it; a link named `ods-opt` gives it that name in its messages.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// RUN lines that pass with both tools: the count may only rise.
const RUN_LINE_FLOOR: usize = 81;
/// Chunks mlir-opt accepts that ods-opt prints identically: the count may only rise.
const CHUNK_FLOOR: usize = 760;
/// The longest a RUN line or a chunk may take before it counts as failed.
const TIME_LIMIT: Duration = Duration::from_secs(60);
/// The environment variable that turns this executable into `ods-opt`.
const AS_OPT: &str = "ODS_UPSTREAM_LIT_OPT";

fn main() {
    if std::env::var_os(AS_OPT).is_some() {
        ods_opt::main_with(ods_opt::register_bundled);
    }
    if std::env::args().any(|a| a == "--list") {
        // `cargo test -- --list` asks a harness for its tests.
        println!("upstream_lit: test");
        return;
    }
    let started = Instant::now();
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "upstream_lit") else {
        return;
    };
    let Some(file_check) = ods_tests::reference_tool_or_skip("FileCheck", "upstream_lit") else {
        return;
    };
    let not = ods_tests::reference_tool("not");
    let tools = Tools::new(mlir_opt, file_check, not);
    let files = corpus();
    assert!(
        files.len() >= 10,
        "the upstream corpus holds at least 10 files"
    );

    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<FileResult>> = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(path) = files.get(i) else { break };
                    let r = run_file(&tools, path);
                    results.lock().expect("results lock").push(r);
                }
            });
        }
    });
    let mut results = results.into_inner().expect("results lock");
    results.sort_by(|a, b| a.rel.cmp(&b.rel));
    report(&results, started.elapsed());
}

/// The tools the RUN lines name.
struct Tools {
    mlir_opt: PathBuf,
    file_check: PathBuf,
    not: Option<PathBuf>,
    /// This executable under the name `ods-opt`.
    ods_opt: PathBuf,
    /// Dialects mlir-opt registers and ods-opt does not.
    missing: BTreeSet<String>,
}

impl Tools {
    fn new(mlir_opt: PathBuf, file_check: PathBuf, not: Option<PathBuf>) -> Tools {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("upstream_lit");
        std::fs::create_dir_all(&dir).expect("temporary directory");
        let ods_opt = dir.join("ods-opt");
        let _ = std::fs::remove_file(&ods_opt);
        let exe = std::env::current_exe().expect("the test executable");
        std::os::unix::fs::symlink(&exe, &ods_opt).expect("link to the test executable");
        let theirs = show_dialects(Command::new(&mlir_opt));
        let mut ours_cmd = Command::new(&ods_opt);
        ours_cmd.env(AS_OPT, "1");
        let ours = show_dialects(ours_cmd);
        assert!(
            ours.contains("arith") && ours.contains("func"),
            "ods-opt lists its dialects: {ours:?}"
        );
        let mut missing: BTreeSet<String> = theirs.difference(&ours).cloned().collect();
        // ods-opt lists `dlti` only because upstream's test dialect depends on it: the
        // namespace is registered empty, without DLTI's attributes (`#dlti.dl_spec<...>`).
        if theirs.contains("dlti") {
            missing.insert("dlti".to_string());
        }
        Tools {
            mlir_opt,
            file_check,
            not,
            ods_opt,
            missing,
        }
    }
}

/// The dialects a tool lists with `--show-dialects`.
fn show_dialects(mut cmd: Command) -> BTreeSet<String> {
    let out = cmd.arg("--show-dialects").output().expect("tool runs");
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .filter_map(|l| l.strip_prefix("Available Dialects:"))
        .flat_map(|l| l.split(',').map(|d| d.trim().to_string()))
        .filter(|d| !d.is_empty())
        .collect()
}

/// The `.mlir` files under `tests/upstream/`, sorted.
fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("upstream");
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(&root)
        .into_iter()
        .map(|e| e.expect("readable corpus entry").into_path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files
}

/// The `RUN:` lines of a file, with `\` continuations joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(at) = line.find("RUN:") else {
            continue;
        };
        let part = line[at + 4..].trim();
        let mut acc = pending.take().unwrap_or_default();
        if !acc.is_empty() {
            acc.push(' ');
        }
        match part.strip_suffix('\\') {
            Some(head) => {
                acc.push_str(head.trim_end());
                pending = Some(acc);
            }
            None => {
                acc.push_str(part);
                lines.push(acc);
            }
        }
    }
    if let Some(acc) = pending {
        lines.push(acc);
    }
    lines
}

/// Splits a command line into shell words (quotes removed), enough for RUN lines.
fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    word.push(c);
                }
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => {
                            if let Some(n) = chars.next() {
                                word.push(n);
                            }
                        }
                        _ => word.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(n) = chars.next() {
                    word.push(n);
                }
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            _ => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// Single-quotes a word for the shell.
fn quote(word: &str) -> String {
    format!("'{}'", word.replace('\'', r"'\''"))
}

/// The RUN line as a shell command, with `opt` standing for `mlir-opt` and `tmp` the
/// directory of lit's temporary files (`%t`, `%T`), one for each tool so that neither reads
/// what the other wrote.
fn substitute(line: &str, file: &Path, opt: &Path, tmp: &Path, tools: &Tools) -> String {
    let dir = file.parent().expect("file in a directory");
    let file_q = quote(&file.to_string_lossy());
    let dir_q = quote(&dir.to_string_lossy());
    let mut out = String::new();
    let mut command_start = true;
    let mut rest = line;
    while !rest.is_empty() {
        let c = rest.chars().next().expect("non-empty");
        if let Some(tail) = rest.strip_prefix("%s") {
            out.push_str(&file_q);
            rest = tail;
            command_start = false;
            continue;
        }
        if let Some(tail) = rest.strip_prefix("%t") {
            // lit's temporary file for the test, outside the source tree.
            let name = file.file_name().expect("a file name").to_string_lossy();
            out.push_str(&quote(&tmp.join(format!("{name}.tmp")).to_string_lossy()));
            rest = tail;
            command_start = false;
            continue;
        }
        if let Some(tail) = rest.strip_prefix("%T") {
            // The directory of `%t`.
            out.push_str(&quote(&tmp.to_string_lossy()));
            rest = tail;
            command_start = false;
            continue;
        }
        if let Some(tail) = rest.strip_prefix("%S").or_else(|| rest.strip_prefix("%p")) {
            out.push_str(&dir_q);
            rest = tail;
            command_start = false;
            continue;
        }
        if c == '|' || c == ';' || c == '&' || c == '(' {
            out.push(c);
            rest = &rest[1..];
            command_start = true;
            continue;
        }
        if c.is_whitespace() {
            out.push(c);
            rest = &rest[c.len_utf8()..];
            continue;
        }
        // A word: a tool name at the start of a command is replaced.
        let end = rest
            .find(|ch: char| ch.is_whitespace() || ch == '|' || ch == ';')
            .unwrap_or(rest.len());
        let word = &rest[..end];
        let replaced = if command_start {
            match word {
                "mlir-opt" => Some(quote(&opt.to_string_lossy())),
                "FileCheck" => Some(quote(&tools.file_check.to_string_lossy())),
                "not" => tools.not.as_ref().map(|p| quote(&p.to_string_lossy())),
                _ => None,
            }
        } else {
            None
        };
        match replaced {
            Some(r) => {
                out.push_str(&r);
                // `not` is followed by the command it negates.
                command_start = word == "not";
            }
            None => {
                if word.contains("%s") || word.contains("%S") || word.contains("%p") {
                    out.push_str(
                        &word
                            .replace("%s", &file.to_string_lossy())
                            .replace("%S", &dir.to_string_lossy())
                            .replace("%p", &dir.to_string_lossy()),
                    );
                } else {
                    out.push_str(word);
                }
                command_start = false;
            }
        }
        rest = &rest[end..];
    }
    out
}

/// Runs a shell command, killing it past [`TIME_LIMIT`]; returns whether it passed and what
/// it printed on standard error.
fn run_shell(cmd: &str, dir: &Path, as_ods_opt: bool) -> (bool, String) {
    let mut command = Command::new("bash");
    command
        .args(["-o", "pipefail", "-c", cmd])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    if as_ods_opt {
        command.env(AS_OPT, "1");
    } else {
        command.env_remove(AS_OPT);
    }
    let child = command.spawn().expect("bash runs");
    let (ok, _, stderr) = wait_limited(child);
    (ok, stderr)
}

/// Waits for a child with piped output, killing it past [`TIME_LIMIT`].
fn wait_limited(mut child: std::process::Child) -> (bool, Vec<u8>, String) {
    use std::io::Read as _;
    let mut stdout_pipe = child.stdout.take();
    let mut stderr_pipe = child.stderr.take();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = stdout_pipe.as_mut() {
            let _ = p.read_to_end(&mut buf);
        }
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = stderr_pipe.as_mut() {
            let _ = p.read_to_end(&mut buf);
        }
        buf
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait().expect("child status") {
            Some(status) => break Some(status),
            None if start.elapsed() > TIME_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
    (status.is_some_and(|s| s.success()), stdout, stderr)
}

/// The first command of a RUN line when it is `mlir-opt <options> %s` (possibly under
/// `not`): its options without the input file.
fn first_opt_command(line: &str) -> Option<Vec<String>> {
    let first = line.split('|').next()?;
    let mut words = shell_words(first);
    if words.first().is_some_and(|w| w == "not") {
        words.remove(0);
    }
    if words.first().is_none_or(|w| w != "mlir-opt") {
        return None;
    }
    words.remove(0);
    // Redirections (`2>&1`) belong to the shell.
    words.retain(|w| !w.starts_with("2>") && !w.starts_with('>') && !w.starts_with('<'));
    let input = words.iter().position(|w| w == "%s")?;
    words.remove(input);
    Some(words)
}

/// The split marker a command asks for, removing the option from `args`.
fn take_split(args: &mut Vec<String>) -> Option<String> {
    let mut marker = None;
    args.retain(|a| {
        let a = a.trim_start_matches('-');
        if a == "split-input-file" {
            marker = Some("// -----".to_string());
            false
        } else if let Some(m) = a.strip_prefix("split-input-file=") {
            marker = Some(m.to_string());
            false
        } else {
            true
        }
    });
    marker
}

/// The chunks of `text` between lines that hold `marker` (mlir-opt's rule: the marker
/// anywhere on a line splits there).
fn chunks(text: &str, marker: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in text.split_inclusive('\n') {
        if line.contains(marker) {
            out.push(std::mem::take(&mut cur));
        } else {
            cur.push_str(line);
        }
    }
    out.push(cur);
    out
}

/// The dialects `text` names (operations, types, attributes) that ods-opt lacks.
fn missing_dialects(text: &str, missing: &BTreeSet<String>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in text.lines() {
        let code = match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        };
        let bytes = code.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let start_ok = i == 0 || {
                let p = bytes[i - 1];
                !(p.is_ascii_alphanumeric() || p == b'_' || p == b'.' || p == b'%' || p == b'^')
            };
            if start_ok && (bytes[i].is_ascii_lowercase() || bytes[i] == b'_') {
                let mut j = i;
                while j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_') {
                    j += 1;
                }
                let name = &code[i..j];
                let next = bytes.get(j).copied();
                let sigil = i > 0 && (bytes[i - 1] == b'!' || bytes[i - 1] == b'#');
                let op_like =
                    next == Some(b'.') && bytes.get(j + 1).is_some_and(|b| b.is_ascii_alphabetic());
                if (op_like || (sigil && next == Some(b'<'))) && missing.contains(name) {
                    found.insert(name.to_string());
                }
                i = j.max(i + 1);
            } else {
                i += 1;
            }
        }
    }
    found
}

/// One RUN line's outcome.
struct RunResult {
    line: String,
    reference_ok: bool,
    /// The file says `REQUIRES: asserts` and mlir-opt 22 fails the line: it needs an LLVM
    /// built with assertions (and statistics), which the packaged one is not.
    needs_asserts: bool,
    ours_ok: bool,
    missing: BTreeSet<String>,
    detail: String,
}

/// One chunk's outcome.
struct ChunkResult {
    index: usize,
    reference_ok: bool,
    identical: bool,
    missing: BTreeSet<String>,
    detail: String,
}

struct FileResult {
    rel: String,
    runs: Vec<RunResult>,
    chunks: Vec<ChunkResult>,
}

fn run_file(tools: &Tools, path: &Path) -> FileResult {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("upstream");
    let rel = path
        .strip_prefix(&root)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned();
    let text = std::fs::read_to_string(path).expect("corpus file is readable");
    let dir = path.parent().expect("file in a directory");
    let file_missing = missing_dialects(&text, &tools.missing);
    let requires_asserts = text
        .lines()
        .any(|l| l.trim_start().starts_with("// REQUIRES:") && l.contains("asserts"));
    let mut runs = Vec::new();
    let mut chunk_results = Vec::new();
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("upstream_lit_tmp");
    let (tmp_theirs, tmp_ours) = (
        tmp.join("mlir-opt").join(&rel),
        tmp.join("ods-opt").join(&rel),
    );
    let tmp_chunks = tmp.join("chunks").join(&rel);
    for dir in [&tmp_theirs, &tmp_ours, &tmp_chunks] {
        std::fs::create_dir_all(dir).expect("temporary directory");
    }
    for line in run_lines(&text) {
        let theirs = substitute(&line, path, &tools.mlir_opt, &tmp_theirs, tools);
        let (reference_ok, _) = run_shell(&theirs, dir, false);
        let needs_asserts = requires_asserts && !reference_ok;
        let (ours_ok, ours_err) = if reference_ok || needs_asserts {
            let ours = substitute(&line, path, &tools.ods_opt, &tmp_ours, tools);
            run_shell(&ours, dir, true)
        } else {
            (false, String::new())
        };
        runs.push(RunResult {
            line: line.clone(),
            reference_ok,
            needs_asserts,
            ours_ok,
            missing: file_missing.clone(),
            detail: ours_err.lines().take(3).collect::<Vec<_>>().join("\n"),
        });
        // Where the packaged mlir-opt lacks what the file requires, its output is no
        // reference: such a file's chunks are not compared.
        if requires_asserts {
            continue;
        }
        if let Some(mut args) = first_opt_command(&line) {
            // The chunks' temporary files (`-o %t`) go beside the RUN lines' own.
            let name = path.file_name().expect("a file name").to_string_lossy();
            let tmp_file = tmp_chunks.join(format!("{name}.tmp"));
            for a in &mut args {
                *a = a
                    .replace("%t", &tmp_file.to_string_lossy())
                    .replace("%T", &tmp_chunks.to_string_lossy());
            }
            let pieces = match take_split(&mut args) {
                Some(marker) => chunks(&text, &marker),
                None => vec![text.clone()],
            };
            for (index, piece) in pieces.iter().enumerate() {
                chunk_results.push(compare_chunk(tools, &args, piece, index));
            }
        }
    }
    FileResult {
        rel,
        runs,
        chunks: chunk_results,
    }
}

/// Runs one chunk through both tools with `args`.
fn compare_chunk(tools: &Tools, args: &[String], piece: &str, index: usize) -> ChunkResult {
    let child = Command::new(&tools.mlir_opt)
        .args(args)
        .env_remove(AS_OPT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt runs");
    let mut child = child;
    {
        let mut stdin = child.stdin.take().expect("stdin pipe");
        let data = piece.as_bytes().to_vec();
        std::thread::spawn(move || {
            let _ = stdin.write_all(&data);
        });
    }
    let (reference_ok, theirs_out, theirs_err) = wait_limited(child);
    let ours = std::panic::catch_unwind(|| {
        ods_opt::run_as(
            "mlir-opt",
            args,
            piece.as_bytes(),
            &ods_opt::register_bundled,
        )
    });
    let (identical, detail) = match ours {
        Err(_) => (false, "ods-opt panicked".to_string()),
        Ok(ours) => {
            let ours_ok = ours.code == 0;
            if ours_ok != reference_ok {
                (
                    false,
                    format!(
                        "mlir-opt {}, ods-opt {}: {}",
                        verdict(reference_ok),
                        verdict(ours_ok),
                        first_line(if ours_ok { &theirs_err } else { &ours.stderr })
                    ),
                )
            } else if ours.stdout != theirs_out {
                (
                    false,
                    format!(
                        "output differs at {}",
                        ods_tests::opt_compare::first_difference(
                            &String::from_utf8_lossy(&ours.stdout),
                            &String::from_utf8_lossy(&theirs_out)
                        )
                    ),
                )
            } else if !same_diagnostics(args, &ours.stderr, &theirs_err) {
                (
                    false,
                    format!(
                        "diagnostics differ at {}",
                        ods_tests::opt_compare::first_difference(&ours.stderr, &theirs_err)
                    ),
                )
            } else {
                (true, String::new())
            }
        }
    };
    ChunkResult {
        index,
        reference_ok,
        identical,
        missing: missing_dialects(piece, &tools.missing),
        detail,
    }
}

/// Whether two standard-error texts agree: byte for byte, but for a `-mlir-timing` report,
/// whose durations are masked as the timing test masks them.
fn same_diagnostics(args: &[String], ours: &str, theirs: &str) -> bool {
    let timing = args
        .iter()
        .any(|a| a.trim_start_matches('-') == "mlir-timing");
    if !timing {
        return ours == theirs;
    }
    let list = args
        .iter()
        .any(|a| a.trim_start_matches('-') == "mlir-timing-display=list");
    let mask = ods_tests::opt_compare::mask_timing_report;
    mask(ours, list) == mask(theirs, list)
}

fn verdict(ok: bool) -> &'static str {
    if ok { "accepts" } else { "rejects" }
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").to_string()
}

/// Counts what missed for want of a dialect.
fn tally(counts: &mut BTreeMap<String, usize>, missing: &BTreeSet<String>) {
    for d in missing {
        *counts.entry(d.clone()).or_default() += 1;
    }
}

fn listing(counts: &BTreeMap<String, usize>) -> String {
    if counts.is_empty() {
        return "none".to_string();
    }
    counts
        .iter()
        .map(|(d, n)| format!("{d} ({n})"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn report(results: &[FileResult], elapsed: Duration) {
    let (mut run_total, mut run_ref, mut run_ours, mut run_missing) = (0, 0, 0, 0);
    let mut run_dialects = BTreeMap::new();
    let mut run_misses = Vec::new();
    let (mut chunk_total, mut chunk_ref, mut chunk_same, mut chunk_same_all, mut chunk_missing) =
        (0, 0, 0, 0, 0);
    let mut chunk_dialects = BTreeMap::new();
    let mut chunk_misses: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let (mut asserts_total, mut asserts_ours) = (0, 0);
    for f in results {
        for r in &f.runs {
            run_total += 1;
            if r.needs_asserts {
                asserts_total += 1;
                if r.ours_ok {
                    asserts_ours += 1;
                } else {
                    run_misses.push(format!("{}: RUN: {}\n    {}", f.rel, r.line, r.detail));
                }
            }
            if !r.reference_ok {
                continue;
            }
            run_ref += 1;
            if r.ours_ok {
                run_ours += 1;
            } else if !r.missing.is_empty() {
                run_missing += 1;
                tally(&mut run_dialects, &r.missing);
            } else {
                run_misses.push(format!("{}: RUN: {}\n    {}", f.rel, r.line, r.detail));
            }
        }
        for c in &f.chunks {
            chunk_total += 1;
            if c.identical {
                chunk_same_all += 1;
            }
            if !c.reference_ok {
                continue;
            }
            chunk_ref += 1;
            if c.identical {
                chunk_same += 1;
            } else if !c.missing.is_empty() {
                chunk_missing += 1;
                tally(&mut chunk_dialects, &c.missing);
            } else {
                chunk_misses
                    .entry(f.rel.clone())
                    .or_default()
                    .push(format!("chunk {}: {}", c.index, c.detail));
            }
        }
    }
    for m in &run_misses {
        println!("RUN MISS {m}");
    }
    for (file, misses) in &chunk_misses {
        for m in misses {
            println!("CHUNK MISS {file} {m}");
        }
    }
    println!(
        "upstream lit files: {} ({} RUN lines, {run_ref} pass with mlir-opt 22), {:.1}s",
        results.len(),
        run_total,
        elapsed.as_secs_f64()
    );
    ods_tests::report::figure(format_args!(
        "upstream lit files: {} ({} RUN lines, {run_ref} pass with mlir-opt 22)",
        results.len(),
        run_total
    ));
    ods_tests::report::headline(format_args!(
        "upstream lit RUN lines: {run_ours}/{run_ref} pass with ods-opt (of those mlir-opt 22 \
         passes); {run_missing} need missing dialects: {}",
        listing(&run_dialects)
    ));
    ods_tests::report::headline(format_args!(
        "upstream lit chunks: {chunk_same}/{chunk_ref} identical with ods-opt (of the chunks \
         mlir-opt 22 accepts; {chunk_same_all}/{chunk_total} of all chunks); {chunk_missing} \
         need missing dialects: {}",
        listing(&chunk_dialects)
    ));
    ods_tests::report::headline(format_args!(
        "upstream lit RUN lines of files that REQUIRE an LLVM with assertions (mlir-opt 22 as \
         packaged has none, so upstream's CHECK lines are the reference): \
         {asserts_ours}/{asserts_total} pass with ods-opt"
    ));
    assert_eq!(
        asserts_ours, asserts_total,
        "every RUN line of a file requiring assertions passes with ods-opt"
    );
    assert!(
        run_ours >= RUN_LINE_FLOOR,
        "{run_ours} RUN lines pass with ods-opt, below the floor of {RUN_LINE_FLOOR}"
    );
    assert!(
        chunk_same >= CHUNK_FLOOR,
        "{chunk_same} chunks identical, below the floor of {CHUNK_FLOOR}"
    );
}
