//! How much of upstream's ODS library the embedded one provides: every class and def that
//! upstream's `mlir/IR/*.td` and `mlir/Interfaces/*.td` declare (evaluated by our TableGen
//! against the installed LLVM 22 headers) is looked up in the embedded library
//! (`ods-build/ods`), and counts as present when it exists there with the same kind (class
//! or def), the same template arguments and, where both give a literal one, the same
//! summary. The headline is `N/M`; the test fails when N drops below the last figure
//! reached, so coverage only grows. `ODS_LIBRARY_COVERAGE_MISSING=1` lists what is missing.

use std::collections::{BTreeMap, BTreeSet};

use ods_tablegen::{Record, Records, TableGen};

/// The coverage reached so far; raise it when the library grows.
const FLOOR: usize = 806;

/// The field coverage reached so far; raise it when the library grows.
const FIELD_FLOOR: usize = 240;

/// What identifies a library entry: kind, template arguments, summary (when literal).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    is_class: bool,
    template_args: Vec<String>,
    summary: Option<String>,
}

fn entry(r: &Record<'_>) -> Entry {
    let summary = r
        .value("summary")
        .ok()
        .and_then(|v| v.as_str())
        .map(|s| s.to_string());
    Entry {
        is_class: r.is_class(),
        template_args: r.template_args(),
        summary,
    }
}

/// The named classes and defs of `records` declared in a file whose path ends with `file`.
fn declared_in(records: &Records, file: &str) -> Vec<(String, Entry)> {
    records
        .classes()
        .chain(records.defs())
        .filter(|r| !r.is_anonymous())
        .filter(|r| r.loc().is_some_and(|l| l.path.ends_with(file)))
        .map(|r| (r.name(), entry(&r)))
        .collect()
}

#[test]
fn embedded_library_covers_upstream_ods_library() {
    let Some(include) = ods_tests::mlir_include_dir() else {
        if ods_tests::reference_required() {
            panic!("upstream MLIR headers are missing and ODS_REQUIRE_REFERENCE=1");
        }
        eprintln!("SKIPPED library coverage: upstream MLIR headers not installed");
        return;
    };
    // Ours: every embedded file.
    let mut tg = TableGen::new();
    for (name, text) in ods_build::library::FILES {
        tg.virtual_file(*name, *text);
    }
    let source: String = ods_build::library::FILES
        .iter()
        .map(|(name, _)| format!("include \"{name}\"\n"))
        .collect();
    let ours = tg
        .load_source("library.td", &source)
        .expect("the embedded library evaluates");
    let mut our_entries: BTreeMap<String, Entry> = BTreeMap::new();
    let mut our_fields: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for r in ours.classes().chain(ours.defs()) {
        if !r.is_anonymous() {
            our_entries.insert(r.name(), entry(&r));
            our_fields.insert(r.name(), field_names(&r));
        }
    }

    // Upstream: each file on its own (files that only work when included are skipped; what
    // they declare is seen through the files including them).
    let mut upstream: BTreeMap<String, (String, Entry)> = BTreeMap::new();
    // The fields each upstream class declares itself (not those it inherits), by class.
    let mut upstream_fields: BTreeMap<String, (String, BTreeSet<String>)> = BTreeMap::new();
    for dir in ["mlir/IR", "mlir/Interfaces"] {
        let mut files: Vec<_> = std::fs::read_dir(include.join(dir))
            .expect("upstream headers")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "td"))
            .collect();
        files.sort();
        for path in files {
            let mut tg = TableGen::new();
            tg.include_dir(&include);
            let Ok(records) = tg.load_file(&path) else {
                continue;
            };
            let rel = format!(
                "{dir}/{}",
                path.file_name().unwrap_or_default().to_string_lossy()
            );
            for (name, e) in declared_in(&records, &rel) {
                upstream.entry(name).or_insert((rel.clone(), e));
            }
            for class in records.classes().filter(|r| !r.is_anonymous()) {
                let Some(file) = class.loc().and_then(|l| library_file(&l.path)) else {
                    continue;
                };
                upstream_fields
                    .entry(class.name())
                    .or_insert_with(|| (file, declared_fields(&class)));
            }
            // Records of include-only files reach us through their includers.
            for r in records.classes().chain(records.defs()) {
                if r.is_anonymous() {
                    continue;
                }
                if let Some(l) = r.loc() {
                    let p = l.path.replace('\\', "/");
                    if let Some(i) = p.find("mlir/") {
                        let file = p[i..].to_string();
                        if file.starts_with("mlir/IR/") || file.starts_with("mlir/Interfaces/") {
                            upstream.entry(r.name()).or_insert((file, entry(&r)));
                        }
                    }
                }
            }
        }
    }

    let mut present = 0;
    let mut missing: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, (file, theirs)) in &upstream {
        let ok = our_entries.get(name).is_some_and(|mine| {
            mine.is_class == theirs.is_class
                && mine.template_args == theirs.template_args
                && match (&mine.summary, &theirs.summary) {
                    (Some(a), Some(b)) => a == b,
                    _ => true,
                }
        });
        if ok {
            present += 1;
        } else {
            let what = match our_entries.get(name) {
                Some(mine) => format!("{name} (ours: {mine:?}; upstream: {theirs:?})"),
                None => name.clone(),
            };
            missing.entry(file.clone()).or_default().push(what);
        }
    }
    println!(
        "library coverage: {present}/{} upstream classes and defs of mlir/IR and mlir/Interfaces (evaluated from LLVM 22's headers) exist in the embedded library with the same kind, template arguments and summary",
        upstream.len()
    );
    for (file, names) in &missing {
        println!("  {file}: {} missing", names.len());
        if std::env::var_os("ODS_LIBRARY_COVERAGE_MISSING").is_some() {
            for name in names {
                println!("    {name}");
            }
        }
    }
    assert!(
        present >= FLOOR,
        "library coverage fell to {present} (it was {FLOOR})"
    );

    // Fields: each field an upstream class declares must exist in our class of that name.
    let mut fields_present = 0;
    let mut fields_total = 0;
    let mut fields_missing: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (class, (file, fields)) in &upstream_fields {
        for field in fields {
            fields_total += 1;
            if our_fields.get(class).is_some_and(|f| f.contains(field)) {
                fields_present += 1;
            } else {
                fields_missing
                    .entry(file.clone())
                    .or_default()
                    .push(format!("{class}.{field}"));
            }
        }
    }
    println!(
        "library field coverage: {fields_present}/{fields_total} fields that upstream's classes of mlir/IR and mlir/Interfaces declare exist in the embedded library's class of the same name"
    );
    for (file, names) in &fields_missing {
        println!("  {file}: {} fields missing", names.len());
        if std::env::var_os("ODS_LIBRARY_COVERAGE_MISSING").is_some() {
            for name in names {
                println!("    {name}");
            }
        }
    }
    assert!(
        fields_present >= FIELD_FLOOR,
        "library field coverage fell to {fields_present} (it was {FIELD_FLOOR})"
    );
}

/// The names of the fields of `r`, inherited ones included (template arguments left out).
fn field_names(r: &Record<'_>) -> BTreeSet<String> {
    r.fields()
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| !name.contains(':'))
        .collect()
}

/// The fields `class` declares itself: its fields less those of its superclasses.
fn declared_fields(class: &Record<'_>) -> BTreeSet<String> {
    let inherited: BTreeSet<String> = class.superclasses().iter().flat_map(field_names).collect();
    field_names(class)
        .into_iter()
        .filter(|f| !inherited.contains(f))
        .collect()
}

/// `mlir/IR/X.td` or `mlir/Interfaces/X.td` for a path inside upstream's include tree.
fn library_file(path: &str) -> Option<String> {
    let p = path.replace('\\', "/");
    let file = &p[p.find("mlir/")?..];
    (file.starts_with("mlir/IR/") || file.starts_with("mlir/Interfaces/")).then(|| file.to_string())
}
