//! `cargo xtask report`: the figures of `docs/` from the tests' and benchmarks' own output.
//!
//! Conformance: each test records its headline lines under `<target>/ods-report/`
//! (`ods_tests::report`); the table between the markers of `docs/conformance.md` gets one
//! row per test of [`TESTS`], its cell the recorded lines. A test without a recorded result
//! keeps the row the document has (or "not run" when it has none).
//!
//! Benchmarks: each `docs/bench-results/NAME.txt` holds one table row a line (benchmark,
//! ods-rs, reference, ratio, separated by ` | `; `#` lines are comments); a benchmark script
//! writes its rows to `<target>/ods-report/bench-NAME.txt`, which `report` copies there. The
//! table between the markers `<!-- report:bench NAME... -->` of `docs/benchmarks.md` holds
//! the rows of the files it names, in order.
//!
//! `--check` writes nothing and fails when a document differs from what it would write.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, bail};

/// The conformance tests, in the table's order: the test binary and its source file.
const TESTS: &[(&str, &str)] = &[
    (
        "tablegen_conformance",
        "tests/tests/tablegen_conformance.rs",
    ),
    ("tablegen_features", "tests/tests/tablegen_features.rs"),
    (
        "tablegen_diagnostics",
        "tests/tests/tablegen_diagnostics.rs",
    ),
    ("tablegen_nesting", "tests/tests/tablegen_nesting.rs"),
    (
        "tablegen_differential",
        "tests/tests/tablegen_differential.rs",
    ),
    ("tablegen_no_panic", "tests/tests/tablegen_no_panic.rs"),
    ("runtime_conformance", "tests/tests/runtime_conformance.rs"),
    ("runtime_types_attrs", "tests/tests/runtime_types_attrs.rs"),
    ("runtime_verifier", "tests/tests/runtime_verifier.rs"),
    (
        "runtime_differential",
        "tests/tests/runtime_differential.rs",
    ),
    (
        "runtime_canonicalize",
        "tests/tests/runtime_canonicalize.rs",
    ),
    (
        "runtime_format_reference",
        "tests/tests/runtime_format_reference.rs",
    ),
    (
        "runtime_apfloat_reference",
        "tests/tests/runtime_apfloat_reference.rs",
    ),
    (
        "opt_print_flags_reference",
        "tests/tests/opt_print_flags_reference.rs",
    ),
    (
        "opt_cse_differential",
        "tests/tests/opt_cse_differential.rs",
    ),
    (
        "opt_passes_reference",
        "tests/tests/opt_passes_reference.rs",
    ),
    (
        "opt_driver_reference",
        "tests/tests/opt_driver_reference.rs",
    ),
    ("opt_threads", "tests/tests/opt_threads.rs"),
    ("upstream_lit", "tests/tests/upstream_lit.rs"),
    ("bytecode_reference", "tests/tests/bytecode_reference.rs"),
    ("dialect_specs", "tests/tests/dialect_specs.rs"),
    (
        "dialect_index_reference",
        "tests/tests/dialect_index_reference.rs",
    ),
    (
        "dialect_index_differential",
        "tests/tests/dialect_index_differential.rs",
    ),
    (
        "dialect_arith_reference",
        "tests/tests/dialect_arith_reference.rs",
    ),
    (
        "dialect_arith_differential",
        "tests/tests/dialect_arith_differential.rs",
    ),
    (
        "dialect_func_reference",
        "tests/tests/dialect_func_reference.rs",
    ),
    (
        "dialect_cf_reference",
        "tests/tests/dialect_cf_reference.rs",
    ),
    (
        "dialect_scf_reference",
        "tests/tests/dialect_scf_reference.rs",
    ),
    (
        "dialect_scf_parallel_combining",
        "tests/tests/dialect_scf_parallel_combining.rs",
    ),
    (
        "dialect_math_reference",
        "tests/tests/dialect_math_reference.rs",
    ),
    (
        "dialect_complex_reference",
        "tests/tests/dialect_complex_reference.rs",
    ),
    (
        "dialect_ub_reference",
        "tests/tests/dialect_ub_reference.rs",
    ),
    ("dialect_toy", "tests/tests/dialect_toy.rs"),
    ("ods_drr_reference", "tests/tests/ods_drr_reference.rs"),
    (
        "ods_format_diagnostics",
        "tests/tests/ods_format_diagnostics.rs",
    ),
    (
        "ods_library_coverage",
        "tests/tests/ods_library_coverage.rs",
    ),
    ("ods_upstream_specs", "tests/tests/ods_upstream_specs.rs"),
    ("ods_test_dialect", "tests/tests/ods_test_dialect.rs"),
    (
        "ods_op_selection_reference",
        "tests/tests/ods_op_selection_reference.rs",
    ),
    (
        "ods_upstream_compile",
        "tests/tests/ods_upstream_compile.rs",
    ),
    ("ods_hygiene", "tests/tests/ods_hygiene.rs"),
    ("ods_editions", "tests/tests/ods_editions.rs"),
    ("ods_hook_types", "tests/tests/ods_hook_types.rs"),
    ("ods_no_panic", "tests/tests/ods_no_panic.rs"),
    (
        "def_formats_reference",
        "dialects/test/tests/def_formats_reference.rs",
    ),
    (
        "format_roundtrip",
        "dialects/test/tests/format_roundtrip.rs",
    ),
    (
        "op_formats_reference",
        "dialects/ods-opt/tests/op_formats_reference.rs",
    ),
];

const CONFORMANCE_DOC: &str = "docs/conformance.md";
const CONFORMANCE_BEGIN: &str = "<!-- report:conformance -->";
const BENCH_DOC: &str = "docs/benchmarks.md";
const BENCH_DIR: &str = "docs/bench-results";
const BENCH_BEGIN: &str = "<!-- report:bench ";
const BENCH_HEADER: &str =
    "| benchmark | ods-rs | reference | ratio |\n| --- | --- | --- | --- |\n";
const END: &str = "<!-- /report -->";

/// `cargo xtask report [--check]`.
pub fn report(root: &Path, target: &Path, check: bool) -> anyhow::Result<ExitCode> {
    let records = target.join("ods-report");
    let recorded = read_records(&records)?;
    let mut stale = Vec::new();
    let mut not_run = Vec::new();
    let conformance = root.join(CONFORMANCE_DOC);
    let doc = std::fs::read_to_string(&conformance)
        .with_context(|| format!("reading {}", conformance.display()))?;
    let new_doc = render_conformance(&doc, &recorded, &mut stale, &mut not_run)?;
    if !check && new_doc != doc {
        std::fs::write(&conformance, &new_doc)?;
    }
    for name in recorded.keys() {
        if !TESTS.iter().any(|(test, _)| test == name) {
            eprintln!("report: `{name}` recorded figures but is not in xtask's list of tests");
        }
    }
    let bench_stale = benchmarks(root, &records, check)?;
    if !not_run.is_empty() {
        println!(
            "report: not run in this build (their rows are left as they are): {}",
            not_run.join(", ")
        );
    }
    let verb = if check {
        "differ from"
    } else {
        "rewritten from"
    };
    for (name, old, new) in &stale {
        eprintln!("{CONFORMANCE_DOC}: `{name}` {verb} its recorded result:");
        eprintln!("  docs:     {old}");
        eprintln!("  recorded: {new}");
    }
    for line in &bench_stale {
        eprintln!("{line}");
    }
    let checked = TESTS.len() - not_run.len();
    if check && !(stale.is_empty() && bench_stale.is_empty()) {
        eprintln!("run the tests, then `cargo xtask report`, and review the diff");
        return Ok(ExitCode::FAILURE);
    }
    println!(
        "report: {checked} of {} conformance rows {}, {} stale",
        TESTS.len(),
        if check {
            "checked"
        } else {
            "from recorded results"
        },
        stale.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// Each test binary's recorded lines: its functions' files in name order, each file's lines
/// in the order they were printed.
fn read_records(dir: &Path) -> anyhow::Result<BTreeMap<String, Vec<String>>> {
    let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect(),
        Err(_) => return Ok(BTreeMap::new()),
    };
    files.sort();
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in files {
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let Some((binary, _function)) = stem.split_once('.') else {
            continue;
        };
        let text = std::fs::read_to_string(&path)?;
        let lines = out.entry(binary.to_string()).or_default();
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            lines.push(match line.strip_prefix("skipped: ") {
                Some(reason) => format!("skipped ({reason})"),
                None => line.to_string(),
            });
        }
    }
    Ok(out)
}

/// The row of one test: a link to its source and its recorded lines.
fn row(name: &str, path: &str, cell: &str) -> String {
    format!("| [`{name}`](../{path}) | {cell} |")
}

fn cell(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| l.replace('|', "\\|"))
        .collect::<Vec<_>>()
        .join("<br>")
}

/// The conformance document with its table rendered; records the rows that change and the
/// tests without a recorded result.
fn render_conformance(
    doc: &str,
    recorded: &BTreeMap<String, Vec<String>>,
    stale: &mut Vec<(String, String, String)>,
    not_run: &mut Vec<String>,
) -> anyhow::Result<String> {
    let (before, old_table, after) = split_region(doc, CONFORMANCE_BEGIN, CONFORMANCE_DOC)?;
    let old_rows: BTreeMap<&str, &str> = old_table
        .lines()
        .filter_map(|l| Some((row_name(l)?, l)))
        .collect();
    let mut table = String::from("| test | result |\n| --- | --- |\n");
    for (name, path) in TESTS {
        let old = old_rows.get(name).copied();
        let line = match recorded.get(*name) {
            Some(lines) => {
                let new = row(name, path, &cell(lines));
                if old != Some(new.as_str()) {
                    stale.push((
                        name.to_string(),
                        old.unwrap_or("(no row)").to_string(),
                        new.clone(),
                    ));
                }
                new
            }
            None => {
                not_run.push(name.to_string());
                old.map_or_else(|| row(name, path, "not run"), str::to_string)
            }
        };
        table.push_str(&line);
        table.push('\n');
    }
    Ok(format!("{before}{table}{after}"))
}

/// The test a table row is about: the name in its first cell's link.
fn row_name(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("| [`")?;
    Some(&rest[..rest.find('`')?])
}

/// Splits `doc` into the text up to and including the line of `begin`, the region, and the
/// text from the end marker on.
fn split_region<'a>(
    doc: &'a str,
    begin: &str,
    what: &str,
) -> anyhow::Result<(&'a str, &'a str, &'a str)> {
    let Some(start) = doc.find(begin) else {
        bail!("{what}: no `{begin}` marker");
    };
    let body = start + doc[start..].find('\n').map_or(doc.len() - start, |i| i + 1);
    let Some(len) = doc[body..].find(END) else {
        bail!("{what}: no `{END}` after `{begin}`");
    };
    Ok((&doc[..body], &doc[body..body + len], &doc[body + len..]))
}

/// Copies measured benchmark rows into `docs/bench-results/` (unless checking) and renders
/// `docs/benchmarks.md`'s tables; returns what is stale.
fn benchmarks(root: &Path, records: &Path, check: bool) -> anyhow::Result<Vec<String>> {
    let mut stale = Vec::new();
    let data_dir = root.join(BENCH_DIR);
    if let Ok(entries) = std::fs::read_dir(records) {
        let mut measured: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        measured.sort();
        for path in measured {
            let Some(name) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_prefix("bench-"))
            else {
                continue;
            };
            let rows = std::fs::read_to_string(&path)?;
            let data = data_dir.join(name);
            if std::fs::read_to_string(&data).ok().as_deref() != Some(rows.as_str()) {
                stale.push(format!(
                    "{BENCH_DIR}/{name}: differs from the measured {}",
                    path.display()
                ));
                if !check {
                    std::fs::write(&data, &rows)?;
                }
            }
        }
    }
    let doc_path = root.join(BENCH_DOC);
    let doc = std::fs::read_to_string(&doc_path)
        .with_context(|| format!("reading {}", doc_path.display()))?;
    let mut out = String::new();
    let mut named: Vec<String> = Vec::new();
    let mut rest = doc.as_str();
    while let Some(i) = rest.find(BENCH_BEGIN) {
        let names_end = i + rest[i..]
            .find(" -->")
            .context("unterminated bench marker")?;
        let names: Vec<&str> = rest[i + BENCH_BEGIN.len()..names_end]
            .split_whitespace()
            .collect();
        named.extend(names.iter().map(|n| n.to_string()));
        let (before, old, after) = split_region(rest, BENCH_BEGIN, BENCH_DOC)?;
        let mut table = String::from(BENCH_HEADER);
        for name in &names {
            let data = data_dir.join(format!("{name}.txt"));
            let rows = std::fs::read_to_string(&data)
                .with_context(|| format!("reading {}", data.display()))?;
            table.push_str(&bench_rows(&rows));
        }
        if old != table {
            stale.push(format!(
                "{BENCH_DOC}: the table of {} differs from {BENCH_DIR}/",
                names.join(", ")
            ));
        }
        out.push_str(before);
        out.push_str(&table);
        rest = after;
    }
    out.push_str(rest);
    if let Ok(entries) = std::fs::read_dir(&data_dir) {
        let mut unnamed: Vec<String> = entries
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter_map(|n| Some(n.strip_suffix(".txt")?.to_string()))
            .filter(|n| !named.contains(n))
            .collect();
        unnamed.sort();
        for name in unnamed {
            eprintln!("report: {BENCH_DIR}/{name}.txt is named by no table of {BENCH_DOC}");
        }
    }
    if !check && out != doc {
        std::fs::write(&doc_path, &out)?;
    }
    Ok(stale)
}

/// The rows of a benchmark data file as table rows.
fn bench_rows(rows: &str) -> String {
    rows.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| format!("| {l} |\n"))
        .collect()
}
