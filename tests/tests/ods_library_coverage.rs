//! How much of upstream's ODS library the embedded one provides: every class and def that
//! upstream's `mlir/IR/*.td` and `mlir/Interfaces/*.td` declare (evaluated by our TableGen
//! against the installed LLVM 22 headers) is looked up in the embedded library
//! (`ods-build/ods`), and counts as present when it exists there with the same kind (class
//! or def), the same template arguments and, where both give a literal one, the same
//! summary. The headline is `N/M`; the test fails when N drops below the last figure
//! reached, so coverage only grows, and when something is missing that `OMITTED`,
//! `OMITTED_FILES` or `OMITTED_FIELDS` does not list with its reason (or they list what is
//! there). The omissions are counted by reason; `ODS_LIBRARY_COVERAGE_MISSING=1` names them.

use std::collections::{BTreeMap, BTreeSet};

use ods_tablegen::{Record, Records, TableGen};

/// The coverage reached so far; raise it when the library grows.
const FLOOR: usize = 847;

/// The field coverage reached so far; raise it when the library grows.
const FIELD_FLOOR: usize = 260;

const BUILTIN_BYTECODE: &str = "the builtin dialect's own encodings, not library content: \
                                ods-runtime keeps their Rust version \
                                (`ods-runtime/ods/BuiltinDialectBytecode.td`) and generates its \
                                encodings from it";
const BUILTIN: &str = "the builtin dialect's types, attributes and ops are ods-runtime's own \
                       Rust, not generated from ODS";
const CPP_HELPER: &str = "an internal helper of upstream's library that assembles C++ code; \
                          ods-build generates the Rust code it stands for itself";
const CPP_ENUM_API: &str = "names and types of the C++ functions and storage mlir-tblgen \
                            generates for an enum; ods-build's enum API has fixed names \
                            (`symbolize`, `stringify`, `from_value`, `MAX_VALUE`) and takes the \
                            integer type from the enum's width";
const CPP_ATTR_CLASS: &str = "the C++ attribute class of an enum attribute; its Rust type is \
                              named after the enum";
const CPP_SYNTAX: &str = "C++ parse and print code of an enum's or property's syntax; ods-build \
                          generates the enum's, and a property's own syntax is not supported \
                          yet (a spec setting the field gets TableGen's unknown-field error)";

/// Upstream's classes and defs (by name) the embedded library leaves out, each with why. The
/// test fails when something else is missing, or when one of these is there after all.
const OMITTED: &[(&str, &str)] = &[
    ("Builtin_DenseArrayRawDataParameter", BUILTIN),
    ("Builtin_Op", BUILTIN),
    ("ModuleOp", BUILTIN),
    ("UnrealizedConversionCastOp", BUILTIN),
    ("ConstantEnumCaseBase", CPP_HELPER),
    ("_bitSymbolsToValue", CPP_HELPER),
    ("_namedEnumPropFields", CPP_HELPER),
    ("_symbolToValue", CPP_HELPER),
    ("_makePropStorage", CPP_HELPER),
    ("_makeStorageWrapperPred", CPP_HELPER),
];

/// Files whose every class and def is left out, with why.
const OMITTED_FILES: &[(&str, &str)] = &[("mlir/IR/BuiltinDialectBytecode.td", BUILTIN_BYTECODE)];

/// Embedded files evaluated on their own: upstream's `BytecodeBase.td` declares
/// `DialectType`, `Attribute` and `Type` as `OpBase.td` does, so no spec includes both.
const STANDALONE: &[&str] = &["mlir/IR/BytecodeBase.td"];

/// Upstream's fields (`Class.field`) the embedded library's classes leave out, with why.
const OMITTED_FIELDS: &[(&str, &str)] = &[
    ("BitEnumAttr.parseSeparatorFn", CPP_SYNTAX),
    ("EnumAttrInfo.baseAttrClass", CPP_ATTR_CLASS),
    ("EnumAttrInfo.parameterParser", CPP_SYNTAX),
    ("EnumAttrInfo.parameterPrinter", CPP_SYNTAX),
    ("EnumAttrInfo.specializedAttrClassName", CPP_ATTR_CLASS),
    ("EnumInfo.maxEnumValFnName", CPP_ENUM_API),
    ("EnumInfo.stringToSymbolFnName", CPP_ENUM_API),
    ("EnumInfo.symbolToStringFnName", CPP_ENUM_API),
    ("EnumInfo.symbolToStringFnRetType", CPP_ENUM_API),
    ("EnumInfo.underlyingToSymbolFnName", CPP_ENUM_API),
    ("EnumInfo.underlyingType", CPP_ENUM_API),
    ("_bitSymbolsToValue.value", CPP_HELPER),
    ("_namedEnumPropFields.optionalParser", CPP_HELPER),
    ("_namedEnumPropFields.parser", CPP_HELPER),
    ("_namedEnumPropFields.printer", CPP_HELPER),
    ("_symbolToValue.value", CPP_HELPER),
    ("_makePropStorage.ret", CPP_HELPER),
    ("_makeStorageWrapperPred.ret", CPP_HELPER),
    ("Property.optionalParser", CPP_SYNTAX),
    ("Property.parser", CPP_SYNTAX),
    ("Property.printer", CPP_SYNTAX),
];

/// Why `name` (a class or def of `file`) may be missing, if it may.
fn omission(file: &str, name: &str) -> Option<&'static str> {
    OMITTED_FILES
        .iter()
        .find(|(f, _)| *f == file)
        .or_else(|| OMITTED.iter().find(|(n, _)| *n == name))
        .map(|(_, why)| *why)
}

/// Why field `class.field` of `file` may be missing, if it may.
fn field_omission(file: &str, class_field: &str) -> Option<&'static str> {
    OMITTED_FILES
        .iter()
        .find(|(f, _)| *f == file)
        .or_else(|| OMITTED_FIELDS.iter().find(|(n, _)| *n == class_field))
        .map(|(_, why)| *why)
}

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

/// A class or def by name and kind: upstream declares some names twice, a class and a def
/// of it (`class MemRead<...>` and `def MemRead : MemRead<...>`).
type Key = (String, bool);

/// The named classes and defs of `records` declared in a file whose path ends with `file`.
fn declared_in(records: &Records, file: &str) -> Vec<(Key, Entry)> {
    records
        .classes()
        .chain(records.defs())
        .filter(|r| !r.is_anonymous())
        .filter(|r| r.loc().is_some_and(|l| l.path.ends_with(file)))
        .map(|r| ((r.name(), r.is_class()), entry(&r)))
        .collect()
}

#[test]
fn embedded_library_covers_upstream_ods_library() {
    let Some(include) = ods_tests::mlir_include_dir() else {
        if ods_tests::reference_required() {
            panic!("upstream MLIR headers are missing and ODS_REQUIRE_REFERENCE=1");
        }
        ods_tests::report::skip(format_args!(
            "SKIPPED library coverage: upstream MLIR headers not installed"
        ));
        return;
    };
    let (our_entries, our_fields) = embedded_library();
    let (upstream, upstream_fields) = upstream_library(&include);
    check_entries(&our_entries, &upstream);
    check_fields(&our_fields, &upstream_fields);
}

/// Upstream's classes and defs, each with the file declaring it.
type UpstreamEntries = BTreeMap<Key, (String, Entry)>;

/// The fields each upstream class declares itself, with the class's file.
type UpstreamFields = BTreeMap<String, (String, BTreeSet<String>)>;

/// The embedded library's classes and defs, and each class's fields.
fn embedded_library() -> (BTreeMap<Key, Entry>, BTreeMap<String, BTreeSet<String>>) {
    // Ours: every embedded file, together; `STANDALONE` files on their own (their names
    // clash with the rest, as upstream's do: a name both declare counts once, the first).
    let load = |files: &mut dyn Iterator<Item = &str>| {
        let mut tg = TableGen::new();
        for (name, text) in ods_build::library::FILES {
            tg.virtual_file(*name, *text);
        }
        let source: String = files.map(|name| format!("include \"{name}\"\n")).collect();
        tg.load_source("library.td", &source)
            .expect("the embedded library evaluates")
    };
    let together = load(
        &mut ods_build::library::FILES
            .iter()
            .map(|(name, _)| *name)
            .filter(|name| !STANDALONE.contains(name)),
    );
    let alone: Vec<_> = STANDALONE
        .iter()
        .map(|name| load(&mut std::iter::once(*name)))
        .collect();
    let mut our_entries: BTreeMap<Key, Entry> = BTreeMap::new();
    let mut our_fields: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for ours in std::iter::once(&together).chain(&alone) {
        for r in ours.classes().chain(ours.defs()) {
            if !r.is_anonymous() {
                our_entries
                    .entry((r.name(), r.is_class()))
                    .or_insert_with(|| entry(&r));
                if r.is_class() {
                    our_fields
                        .entry(r.name())
                        .or_insert_with(|| field_names(&r));
                }
            }
        }
    }

    (our_entries, our_fields)
}

/// Upstream's classes and defs of `mlir/IR` and `mlir/Interfaces` with their files, and
/// the fields each class declares itself.
fn upstream_library(include: &std::path::Path) -> (UpstreamEntries, UpstreamFields) {
    // Upstream: each file on its own (files that only work when included are skipped; what
    // they declare is seen through the files including them).
    let mut upstream: BTreeMap<Key, (String, Entry)> = BTreeMap::new();
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
            tg.include_dir(include);
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
                            upstream
                                .entry((r.name(), r.is_class()))
                                .or_insert((file, entry(&r)));
                        }
                    }
                }
            }
        }
    }

    (upstream, upstream_fields)
}

/// Every upstream class and def exists in the embedded library with the same kind,
/// template arguments and summary, or is omitted for a listed reason.
fn check_entries(our_entries: &BTreeMap<Key, Entry>, upstream: &UpstreamEntries) {
    let mut present = 0;
    // Each omission under its reason; what has none is a failure.
    let mut omitted: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut unexplained = Vec::new();
    let mut missing_names = BTreeSet::new();
    for (key, (file, theirs)) in upstream {
        let name = &key.0;
        let ok = our_entries.get(key).is_some_and(|mine| {
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
            missing_names.insert(name.clone());
            match (omission(file, name), our_entries.get(key)) {
                (Some(why), None) => omitted.entry(why).or_default().push(name.clone()),
                (_, Some(mine)) => unexplained.push(format!(
                    "{file}: {name} differs (ours: {mine:?}; upstream: {theirs:?})"
                )),
                (None, None) => unexplained.push(format!("{file}: {name}")),
            }
        }
    }
    ods_tests::report::headline(format_args!(
        "library coverage: {present}/{} upstream classes and defs of mlir/IR and mlir/Interfaces (evaluated from LLVM 22's headers) exist in the embedded library with the same kind, template arguments and summary",
        upstream.len()
    ));
    print_omitted(&omitted);
    assert!(
        unexplained.is_empty(),
        "upstream classes and defs missing from the embedded library with no reason in \
         OMITTED:\n{}",
        unexplained.join("\n")
    );
    let stale: Vec<&str> = OMITTED
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| !missing_names.contains(*n))
        .collect();
    assert!(
        stale.is_empty(),
        "OMITTED lists what the library has (or upstream lacks): {stale:?}"
    );
    assert!(
        present >= FLOOR,
        "library coverage fell to {present} (it was {FLOOR})"
    );
}

/// Every field an upstream class declares exists in our class of that name, or is omitted
/// for a listed reason.
fn check_fields(our_fields: &BTreeMap<String, BTreeSet<String>>, upstream_fields: &UpstreamFields) {
    // Fields: each field an upstream class declares must exist in our class of that name.
    let mut fields_present = 0;
    let mut fields_total = 0;
    let mut fields_omitted: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut fields_unexplained = Vec::new();
    let mut missing_fields = BTreeSet::new();
    for (class, (file, fields)) in upstream_fields {
        for field in fields {
            fields_total += 1;
            if our_fields.get(class).is_some_and(|f| f.contains(field)) {
                fields_present += 1;
                continue;
            }
            let name = format!("{class}.{field}");
            missing_fields.insert(name.clone());
            match field_omission(file, &name) {
                Some(why) => fields_omitted.entry(why).or_default().push(name),
                None => fields_unexplained.push(format!("{file}: {name}")),
            }
        }
    }
    ods_tests::report::headline(format_args!(
        "library field coverage: {fields_present}/{fields_total} fields that upstream's classes of mlir/IR and mlir/Interfaces declare exist in the embedded library's class of the same name"
    ));
    print_omitted(&fields_omitted);
    assert!(
        fields_unexplained.is_empty(),
        "upstream fields missing from the embedded library with no reason in OMITTED_FIELDS:\n{}",
        fields_unexplained.join("\n")
    );
    let stale: Vec<&str> = OMITTED_FIELDS
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| !missing_fields.contains(*n))
        .collect();
    assert!(
        stale.is_empty(),
        "OMITTED_FIELDS lists what the library has (or upstream lacks): {stale:?}"
    );
    assert!(
        fields_present >= FIELD_FLOOR,
        "library field coverage fell to {fields_present} (it was {FIELD_FLOOR})"
    );
}

/// The omissions under each reason: their count, and their names with
/// `ODS_LIBRARY_COVERAGE_MISSING=1`.
fn print_omitted(omitted: &BTreeMap<&str, Vec<String>>) {
    for (why, names) in omitted {
        ods_tests::report::headline(format_args!("  {} omitted: {why}", names.len()));
        if std::env::var_os("ODS_LIBRARY_COVERAGE_MISSING").is_some() {
            println!("    {}", names.join(", "));
        }
    }
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

/// The `include` lines of a `.td` text, sorted.
fn includes(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("include \""))
        .filter_map(|l| l.split('"').next())
        .map(str::to_string)
        .collect();
    v.sort();
    v
}

/// Every embedded library file that upstream also has includes the same files as
/// upstream's, so a spec relying on what an upstream file brings in finds it here too.
#[test]
fn embedded_library_has_upstreams_include_graph() {
    let Some(include) = ods_tests::mlir_include_dir() else {
        if ods_tests::reference_required() {
            panic!("upstream MLIR headers are missing and ODS_REQUIRE_REFERENCE=1");
        }
        ods_tests::report::skip(format_args!(
            "SKIPPED library include graph: upstream MLIR headers not installed"
        ));
        return;
    };
    let mut same = 0;
    let mut total = 0;
    let mut differ = Vec::new();
    for (name, text) in ods_build::library::FILES {
        let Ok(theirs) = std::fs::read_to_string(include.join(name)) else {
            continue;
        };
        total += 1;
        if includes(text) == includes(&theirs) {
            same += 1;
        } else {
            differ.push(format!(
                "{name}: ours {:?}, upstream {:?}",
                includes(text),
                includes(&theirs)
            ));
        }
    }
    ods_tests::report::headline(format_args!(
        "library includes: {same}/{total} embedded files include what LLVM 22's file of the same path includes"
    ));
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
