//! MLIR bytecode against mlir-opt: for every file of the corpora that mlir-opt accepts
//! (`tests/mlir/*.mlir`, the arith, cf, func, scf, index, math, complex and ub dialect corpora,
//! and the Toy tutorial's programs at each stage in the generic form, with and without
//! locations, as `toyc` prints them: mlir-opt has no toy dialect, so ods-opt runs with the
//! dialects mlir-opt has too, `ods_opt::register_upstream`, and both tools read Toy's as
//! unregistered operations), and every bytecode version from 0 to 6:
//!
//! - writer: `ods-opt --emit-bytecode --emit-bytecode-version=N` writes the same bytes as
//!   mlir-opt;
//! - reader: reading mlir-opt's bytecode, ods-opt prints what mlir-opt prints for it
//!   (standard output, standard error and success).
//!
//! Then mlir-opt's bytecode, truncated and with bytes flipped, is read by ods-opt: a
//! truncated file is rejected with an error, a flipped one read or rejected, never a panic.
//!
//! Reader diagnostics: invalid IR that mlir-opt writes as bytecode with its verifier off
//! (`tests/mlir/bytecode/` and the invalid corpora) fails verification as it is read, with
//! the same errors and notes from both tools.
//!
//! Use-list orders: the files of `tests/mlir/*.mlir` and `tests/canonicalize/` canonicalized
//! by mlir-opt (whose rewrites leave uses out of the order reading gives, so its bytecode
//! records their order), written as bytecode at versions 3 (the first with use-list orders)
//! and 6; reading that bytecode and writing it again, ods-opt writes what mlir-opt writes
//! (the orders read are applied, then recorded again).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Files at least this many of which must write identical bytes at each version (all 730
/// that mlir-opt accepts).
const WRITER_FLOOR: usize = 730;
/// Files at least this many of which must read back alike at each version.
const READER_FLOOR: usize = 730;

fn corpus() -> Vec<PathBuf> {
    let mut files = ods_tests::opt_compare::mlir_corpus("mlir");
    for d in [
        "arith", "cf", "func", "scf", "index", "math", "complex", "ub",
    ] {
        files.extend(ods_tests::opt_compare::mlir_corpus(&format!("mlir/{d}")));
    }
    files.extend(toy_corpus());
    files
}

/// The Toy tutorial's example programs as `toyc` prints them in the generic form (IR as
/// generated and after `-opt`, with and without locations), written to a scratch directory.
fn toy_corpus() -> Vec<PathBuf> {
    use ods_dialect_toy::driver::{Emit, Options, compile};
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../dialects/toy/examples");
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bytecode-toy");
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&examples)
        .expect("toy examples")
        .map(|e| e.expect("directory entry").path())
        .collect();
    names.sort();
    let mut files = Vec::new();
    for example in names {
        let src = std::fs::read_to_string(&example).expect("toy example");
        let stem = example.file_stem().and_then(|s| s.to_str()).expect("name");
        for (opt, debug_info) in [(false, false), (false, true), (true, false), (true, true)] {
            let options = Options {
                input: example
                    .file_name()
                    .and_then(|s| s.to_str())
                    .expect("name")
                    .into(),
                emit: Emit::Mlir,
                opt,
                mlir_input: example.extension().is_some_and(|e| e == "mlir"),
                generic: true,
                debug_info,
            };
            let Ok(text) = compile(&src, &options) else {
                continue;
            };
            let file = scratch.join(format!("toy_{stem}_opt{opt}_loc{debug_info}.mlir"));
            std::fs::write(&file, text).expect("toy IR written");
            files.push(file);
        }
    }
    files
}

fn args(file: &Path, extra: &[String]) -> Vec<String> {
    let mut a = vec!["--allow-unregistered-dialect".to_string()];
    a.extend(extra.iter().cloned());
    a.push(file.display().to_string());
    a
}

fn emit(version: u64) -> Vec<String> {
    vec![
        "--emit-bytecode".to_string(),
        format!("--emit-bytecode-version={version}"),
    ]
}

/// mlir-opt's bytecode for each corpus file it accepts, for `version`.
fn reference_bytecode(mlir_opt: &Path, files: &[PathBuf], version: u64) -> Vec<(PathBuf, Vec<u8>)> {
    files
        .iter()
        .filter_map(|f| {
            let out = Command::new(mlir_opt)
                .args(args(f, &emit(version)))
                .output()
                .expect("mlir-opt runs");
            out.status.success().then(|| (f.clone(), out.stdout))
        })
        .collect()
}

/// Compares both directions on one file at one version: whether the bytes are identical
/// and whether reading mlir-opt's bytes prints alike, with what differs.
fn compare_one(
    mlir_opt: &Path,
    file: &Path,
    theirs: &[u8],
    version: u64,
    bc: &Path,
) -> (bool, bool, Vec<String>) {
    let name = file.display().to_string();
    let mut failures = Vec::new();
    let ours = ods_opt::run_as(
        "mlir-opt",
        &args(file, &emit(version)),
        &[],
        &ods_opt::register_upstream,
    );
    let written = ours.code == 0 && ours.stdout == theirs;
    if !written {
        let at = ours.stdout.iter().zip(theirs).position(|(a, b)| a != b);
        failures.push(format!(
            "writer v{version} {name}: differs at byte {at:?} (ours {} bytes, theirs {}) {}",
            ours.stdout.len(),
            theirs.len(),
            ours.stderr.trim_end()
        ));
    }
    std::fs::write(bc, theirs).expect("bytecode written");
    let expected = Command::new(mlir_opt)
        .args(args(bc, &[]))
        .output()
        .expect("mlir-opt runs");
    let got = ods_opt::run_as("mlir-opt", &args(bc, &[]), &[], &ods_opt::register_upstream);
    let read = got.stdout == expected.stdout
        && got.stderr == String::from_utf8_lossy(&expected.stderr)
        && (got.code == 0) == expected.status.success();
    if !read {
        let text = |out: &[u8], err: &str| String::from_utf8_lossy(out).into_owned() + err;
        failures.push(format!(
            "reader v{version} {name}: {}",
            ods_tests::opt_compare::first_difference(
                &text(&got.stdout, &got.stderr),
                &text(&expected.stdout, &String::from_utf8_lossy(&expected.stderr)),
            )
        ));
    }
    (written, read, failures)
}

#[test]
fn bytecode_matches_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "bytecode_reference") else {
        return;
    };
    let files = corpus();
    let dir = std::env::temp_dir().join(format!("ods-bytecode-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    for version in 0..=6u64 {
        let reference = reference_bytecode(&mlir_opt, &files, version);
        let total = reference.len();
        let workers = 2;
        let results: Vec<(bool, bool, Vec<String>)> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    let (reference, mlir_opt, dir) = (&reference, &mlir_opt, &dir);
                    s.spawn(move || {
                        reference
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| i % workers == w)
                            .map(|(i, (file, theirs))| {
                                let bc = dir.join(format!("v{version}-{i}.mlirbc"));
                                compare_one(mlir_opt, file, theirs, version, &bc)
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("worker finishes"))
                .collect()
        });
        let written = results.iter().filter(|r| r.0).count();
        let read = results.iter().filter(|r| r.1).count();
        ods_tests::report::headline(format_args!(
            "writer v{version}: {written}/{total} identical"
        ));
        ods_tests::report::headline(format_args!("reader v{version}: {read}/{total}"));
        for f in results.iter().flat_map(|r| &r.2) {
            println!("MISMATCH {f}");
        }
        assert!(
            written >= WRITER_FLOOR,
            "writer v{version}: {written} identical, below the floor"
        );
        assert!(
            read >= READER_FLOOR,
            "reader v{version}: {read} alike, below the floor"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Truncated and byte-flipped bytecode is rejected (truncated) or read (flipped), never a
/// panic.
#[test]
fn malformed_bytecode_is_an_error() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "bytecode_reference") else {
        return;
    };
    // Every 40th file, and the files of the property library's kinds (whose properties
    // are read by their kinds' encodings).
    let all = corpus();
    let mut files: Vec<PathBuf> = all.iter().step_by(40).cloned().collect();
    files.extend(all.into_iter().filter(|f| {
        f.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("ops_properties_library"))
    }));
    let opts = ods_opt::Options {
        allow_unregistered: true,
        ..ods_opt::Options::default()
    };
    let mut runs = 0;
    let mut inputs = 0;
    for version in [0u64, 6] {
        for (file, bytes) in reference_bytecode(&mlir_opt, &files, version) {
            inputs += 1;
            let name = file.display();
            for len in 0..bytes.len() {
                let cut = &bytes[..len];
                let result = std::panic::catch_unwind(|| {
                    ods_opt::process_bytecode_input(
                        cut,
                        "t.mlirbc",
                        &opts,
                        &ods_opt::register_upstream,
                    )
                });
                let ods_opt::Processed { stderr, ok, .. } =
                    result.unwrap_or_else(|_| panic!("{name} v{version} cut at {len}: panic"));
                assert!(
                    !ok || len >= bytes.len(),
                    "{name} v{version} cut at {len} was accepted"
                );
                assert!(ok || !stderr.is_empty(), "{name}: an error names itself");
                runs += 1;
            }
            for at in 4..bytes.len() {
                let mut flipped = bytes.clone();
                flipped[at] ^= 0xff;
                let result = std::panic::catch_unwind(|| {
                    ods_opt::process_bytecode_input(
                        &flipped,
                        "t.mlirbc",
                        &opts,
                        &ods_opt::register_upstream,
                    )
                });
                assert!(result.is_ok(), "{name} v{version} flipped at {at}: panic");
                runs += 1;
            }
        }
    }
    // The count of inputs depends on the checkout's path (mlir-opt's bytecode carries the
    // file names of its locations), so the recorded figure is the number of files.
    ods_tests::report::headline(format_args!(
        "bytecode robustness: every truncation and byte flip of {inputs} bytecode files \
         (versions 0 and 6), no panic"
    ));
    println!("bytecode robustness: {runs} malformed inputs here");
}

/// Canonicalized files at least this many of which must be written back alike (all 282).
const USE_LIST_FLOOR: usize = 282;

/// mlir-opt's output for `extra` on `file`, if it succeeds.
fn mlir_opt_bytes(mlir_opt: &Path, file: &Path, extra: &[String]) -> Option<Vec<u8>> {
    let out = Command::new(mlir_opt)
        .args(args(file, extra))
        .output()
        .expect("mlir-opt runs");
    out.status.success().then_some(out.stdout)
}

#[test]
fn use_list_orders_read_back() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "bytecode_reference") else {
        return;
    };
    let mut files = ods_tests::opt_compare::mlir_corpus("mlir");
    files.extend(ods_tests::opt_compare::mlir_corpus("canonicalize"));
    let dir = std::env::temp_dir().join(format!("ods-use-lists-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let (mut total, mut alike, mut with_orders) = (0, 0, 0);
    let mut failures = Vec::new();
    for (i, file) in files.iter().enumerate() {
        for version in [3u64, 6] {
            let mut flags = vec!["--canonicalize".to_string()];
            flags.extend(emit(version));
            let Some(theirs) = mlir_opt_bytes(&mlir_opt, file, &flags) else {
                continue;
            };
            let bc = dir.join(format!("{i}-v{version}.mlirbc"));
            std::fs::write(&bc, &theirs).expect("bytecode written");
            let Some(expected) = mlir_opt_bytes(&mlir_opt, &bc, &emit(version)) else {
                continue;
            };
            total += 1;
            if version == 3 {
                let mut v2 = vec!["--canonicalize".to_string()];
                v2.extend(emit(2));
                let without = mlir_opt_bytes(&mlir_opt, file, &v2).unwrap_or_default();
                with_orders += usize::from(without.len() != theirs.len());
            }
            let ours = ods_opt::run_as(
                "mlir-opt",
                &args(&bc, &emit(version)),
                &[],
                &ods_opt::register_upstream,
            );
            if ours.code == 0 && ours.stdout == expected {
                alike += 1;
            } else {
                let at = ours.stdout.iter().zip(&expected).position(|(a, b)| a != b);
                failures.push(format!(
                    "v{version} {}: differs at byte {at:?} {}",
                    file.display(),
                    ours.stderr.trim_end()
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    ods_tests::report::headline(format_args!(
        "bytecode use-list orders: {alike}/{total} canonicalized files written back alike \
         ({with_orders} recording use-list orders)"
    ));
    for f in &failures {
        println!("MISMATCH {f}");
    }
    assert!(with_orders > 0, "some files record use-list orders");
    assert!(alike >= USE_LIST_FLOOR, "{alike}/{total} alike");
}

/// Invalid IR written as bytecode by mlir-opt with its verifier off, read back by both
/// tools: the verification errors of reading (with mlir-opt's note naming the version and
/// producer, the source lines of the files the locations name, and the `called from` notes of
/// call-site locations) print alike. Inputs: the files of `tests/mlir/bytecode/` at every
/// version (their locations name files relative to this crate's directory, the working
/// directory of both tools here), and the invalid corpora (`tests/mlir/invalid_*.mlir` and
/// `tests/mlir/*-invalid/`) at versions 0 and 6.
#[test]
fn reader_diagnostics_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "bytecode_reference") else {
        return;
    };
    let mut cases: Vec<(PathBuf, u64)> = Vec::new();
    for file in ods_tests::opt_compare::mlir_corpus("mlir/bytecode") {
        cases.extend((0..=6).map(|v| (file.clone(), v)));
    }
    let mut invalid: Vec<PathBuf> = ods_tests::opt_compare::mlir_corpus("mlir")
        .into_iter()
        .filter(|f| {
            f.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("invalid_"))
        })
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("mlir");
    let mut dirs: Vec<String> = std::fs::read_dir(&root)
        .expect("corpus directory")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with("-invalid"))
        .collect();
    dirs.sort();
    for d in dirs {
        invalid.extend(ods_tests::opt_compare::mlir_corpus(&format!("mlir/{d}")));
    }
    for file in invalid {
        cases.extend([0, 6].map(|v| (file.clone(), v)));
    }
    let dir = std::env::temp_dir().join(format!("ods-bytecode-diag-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let workers = 2;
    // Per case: whether mlir-opt wrote it, whether it failed reading it, whether both agree.
    let results: Vec<Option<(bool, Option<String>)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (cases, mlir_opt, dir) = (&cases, &mlir_opt, &dir);
                s.spawn(move || {
                    cases
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| i % workers == w)
                        .map(|(i, (file, version))| {
                            let bc = dir.join(format!("case-{i}.mlirbc"));
                            read_back_alike(mlir_opt, file, *version, &bc)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut per_worker: Vec<std::vec::IntoIter<_>> = handles
            .into_iter()
            .map(|h| h.join().expect("worker finishes").into_iter())
            .collect();
        (0..cases.len())
            .map(|i| per_worker[i % workers].next().expect("a result per case"))
            .collect()
    });
    let _ = std::fs::remove_dir_all(&dir);
    let written: Vec<_> = results.iter().flatten().collect();
    let total = written.len();
    let failing = written.iter().filter(|(failed, _)| *failed).count();
    let alike = written.iter().filter(|(_, m)| m.is_none()).count();
    for ((file, version), r) in cases.iter().zip(&results) {
        if let Some((_, Some(m))) = r {
            println!("MISMATCH v{version} {}: {m}", file.display());
        }
    }
    ods_tests::report::headline(format_args!(
        "reader diagnostics: {alike}/{total} alike ({failing} failing in mlir-opt)"
    ));
    assert_eq!(alike, total, "reader diagnostics: {alike}/{total} alike");
}

/// Writes `file` as bytecode of `version` with mlir-opt, its verifier off, and reads it with
/// both tools: `None` when mlir-opt does not write it, else whether mlir-opt failed reading
/// it and what differs (`None` when standard output, standard error and success agree).
fn read_back_alike(
    mlir_opt: &Path,
    file: &Path,
    version: u64,
    bc: &Path,
) -> Option<(bool, Option<String>)> {
    let mut write = vec!["--mlir-very-unsafe-disable-verifier-on-parsing".to_string()];
    write.extend(emit(version));
    let bytes = mlir_opt_bytes(mlir_opt, file, &write)?;
    std::fs::write(bc, &bytes).expect("bytecode written");
    let expected = Command::new(mlir_opt)
        .args(args(bc, &[]))
        .output()
        .expect("mlir-opt runs");
    let got = ods_opt::run_as("mlir-opt", &args(bc, &[]), &[], &ods_opt::register_upstream);
    let expected_err = String::from_utf8_lossy(&expected.stderr);
    let alike = got.stdout == expected.stdout
        && got.stderr == expected_err
        && (got.code == 0) == expected.status.success();
    let text = |out: &[u8], err: &str| String::from_utf8_lossy(out).into_owned() + err;
    let mismatch = (!alike).then(|| {
        ods_tests::opt_compare::first_difference(
            &text(&got.stdout, &got.stderr),
            &text(&expected.stdout, &expected_err),
        )
    });
    Some((!expected.status.success(), mismatch))
}

/// Malformed files (below) that both tools must report alike, at least: the count only
/// rises.
const MALFORMED_ALIKE_FLOOR: usize = 5272;

/// Malformed bytecode against mlir-opt's messages: mlir-opt's bytecode of three files (textual
/// attribute entries, properties of every library kind, every location kind) at versions 0 and 6,
/// cut at every length and with every byte after the magic number flipped, read by both
/// tools. A case is alike when standard output, standard error and success agree; the
/// address in mlir-opt's message about a misaligned buffer is the buffer's, so it is left
/// out of the comparison. Cases mlir-opt crashes on (a signal, an `LLVM ERROR`) are counted
/// apart.
#[test]
fn malformed_bytecode_messages_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "bytecode_reference") else {
        return;
    };
    // The files are named relative to the crate so that the locations written into the
    // bytecode, and with them the number of cases, do not depend on where the checkout is.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = [
        "mlir/attrs_affine.mlir",
        "mlir/ops_properties_library.mlir",
        "mlir/loc_kinds.mlir",
    ];
    let mut cases: Vec<Vec<u8>> = Vec::new();
    let mut written = std::collections::BTreeSet::new();
    for version in [0u64, 6] {
        for file in files {
            let out = Command::new(&mlir_opt)
                .current_dir(root)
                .args(args(Path::new(file), &emit(version)))
                .output()
                .expect("mlir-opt runs");
            if !out.status.success() {
                // mlir-opt rejects the file (it is an input for the reader's diagnostics).
                continue;
            }
            written.insert(file);
            let bytes = out.stdout;
            cases.extend((4..bytes.len()).map(|len| bytes[..len].to_vec()));
            cases.extend((4..bytes.len()).map(|at| {
                let mut flipped = bytes.clone();
                flipped[at] ^= 0xff;
                flipped
            }));
        }
    }
    let dir = std::env::temp_dir().join(format!("ods-bytecode-malformed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let address = |s: &str| {
        let mut out = String::new();
        let mut rest = s;
        while let Some(i) = rest.find("bytecode buffer 0x") {
            let (head, tail) = rest.split_at(i + "bytecode buffer 0x".len());
            out.push_str(head);
            rest = tail.trim_start_matches(|c: char| c.is_ascii_hexdigit());
        }
        out + rest
    };
    let workers = 2;
    let results: Vec<(usize, usize, Vec<String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (cases, dir, mlir_opt, address) = (&cases, &dir, &mlir_opt, &address);
                s.spawn(move || {
                    let bc = dir.join(format!("case{w}.mlirbc"));
                    let (mut alike, mut crashed, mut misses) = (0, 0, Vec::new());
                    for case in cases.iter().skip(w).step_by(workers) {
                        std::fs::write(&bc, case).expect("case written");
                        let expected = Command::new(mlir_opt)
                            .args(args(&bc, &[]))
                            .output()
                            .expect("mlir-opt runs");
                        let expected_err = String::from_utf8_lossy(&expected.stderr);
                        if expected.status.code().is_none() || expected_err.contains("LLVM ERROR") {
                            crashed += 1;
                            continue;
                        }
                        let got = ods_opt::run_as(
                            "mlir-opt",
                            &args(&bc, &[]),
                            &[],
                            &ods_opt::register_upstream,
                        );
                        if got.stdout == expected.stdout
                            && address(&got.stderr) == address(&expected_err)
                            && (got.code == 0) == expected.status.success()
                        {
                            alike += 1;
                        } else {
                            misses.push(format!(
                                "mlir-opt: {} | ods-opt: {}",
                                expected_err.lines().next().unwrap_or(""),
                                got.stderr.lines().next().unwrap_or("")
                            ));
                        }
                    }
                    (alike, crashed, misses)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    let _ = std::fs::remove_dir_all(&dir);
    let alike: usize = results.iter().map(|r| r.0).sum();
    let crashed: usize = results.iter().map(|r| r.1).sum();
    let compared = cases.len() - crashed;
    for miss in results.iter().flat_map(|r| &r.2).take(40) {
        println!("MISMATCH {miss}");
    }
    ods_tests::report::headline(format_args!(
        "malformed bytecode vs mlir-opt: {alike}/{compared} truncations and byte flips of {} \
         files (versions 0 and 6) reported alike ({crashed} more crash mlir-opt)",
        written.len()
    ));
    assert!(
        alike >= MALFORMED_ALIKE_FLOOR,
        "{alike} malformed files reported alike, fewer than {MALFORMED_ALIKE_FLOOR}"
    );
}

/// `bytes` (mlir-opt's bytecode of a module of the test dialect, written at its version
/// 2.0) with the test dialect's version entry rewritten to `major.minor` (each below 64,
/// one byte as the entry's 2.0 is): what mlir-opt writes for an older or newer test dialect.
fn with_test_dialect_version(bytes: &[u8], major: u8, minor: u8) -> Vec<u8> {
    // The version entry is a nested section: its id (7), its length (2), then the major
    // and minor versions, each a one-byte varint (`value << 1 | 1`).
    let entry = [7, 5, 5, 1];
    let at = bytes
        .windows(entry.len())
        .position(|w| w == entry)
        .expect("the test dialect's version entry");
    let mut out = bytes.to_vec();
    out[at + 2] = (major << 1) | 1;
    out[at + 3] = (minor << 1) | 1;
    out
}

/// The test dialect's versions against mlir-opt's: bytecode mlir-opt wrote, its test
/// dialect version entry set to 1.12, 2.0 or 2.2, read by both tools. `#test.attr_params`
/// is read by the version (its parameters were swapped before 2.0), and a version after
/// 2.0 fails the read once the IR is read (MLIR's `upgradeFromVersion`); ods-opt writes
/// the attribute as mlir-opt does. Upgrading `test.versionedA` from before 2.0, an op the
/// test dialect here does not have, is refused with an error naming it.
#[test]
fn test_dialect_versions_match_mlir_opt() {
    let Some(mlir_opt) = ods_tests::reference_tool_or_skip("mlir-opt", "bytecode_reference") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("ods-test-versions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    // Each of `text`'s bytecode as mlir-opt writes it, at the three versions, read by both
    // tools: the version, what ods-opt printed, and whether it printed what mlir-opt did.
    // `written_alike`: whether ods-opt must write the same bytes.
    let run = |name: &str, text: &str, written_alike: bool| -> Vec<(String, String, bool)> {
        let source = dir.join(format!("{name}.mlir"));
        std::fs::write(&source, text).expect("source written");
        let theirs = mlir_opt_bytes(&mlir_opt, &source, &emit(6)).expect("mlir-opt writes it");
        if written_alike {
            let ours = ods_opt::run_as(
                "mlir-opt",
                &args(&source, &emit(6)),
                &[],
                &ods_opt::register_upstream,
            );
            assert_eq!(
                ours.stdout, theirs,
                "{name}: ods-opt writes what mlir-opt writes"
            );
        }
        [(1, 12), (2, 0), (2, 2)]
            .into_iter()
            .map(|(major, minor)| {
                let bc = dir.join(format!("{name}-{major}.{minor}.mlirbc"));
                std::fs::write(&bc, with_test_dialect_version(&theirs, major, minor))
                    .expect("bytecode written");
                let expected = Command::new(&mlir_opt)
                    .args(args(&bc, &[]))
                    .output()
                    .expect("mlir-opt runs");
                let got = ods_opt::run_as(
                    "mlir-opt",
                    &args(&bc, &[]),
                    &[],
                    &ods_opt::register_upstream,
                );
                let expected_text = String::from_utf8_lossy(&expected.stdout).into_owned()
                    + &String::from_utf8_lossy(&expected.stderr);
                let got_text = String::from_utf8_lossy(&got.stdout).into_owned() + &got.stderr;
                let alike =
                    got_text == expected_text && (got.code == 0) == expected.status.success();
                (format!("{major}.{minor}"), got_text, alike)
            })
            .collect()
    };
    // The attribute's parameters are read swapped before 2.0, and not at all after.
    let params = run(
        "attr_params",
        "\"test.versionedB\"() <{attribute = #test.attr_params<42, 24>}> : () -> ()\n",
        true,
    );
    for (version, got, alike) in &params {
        assert!(
            alike,
            "attr_params at test dialect version {version}: {got}"
        );
    }
    assert!(
        params[0].1.contains("#test.attr_params<24, 42>"),
        "{}",
        params[0].1
    );
    assert!(
        params[1].1.contains("#test.attr_params<42, 24>"),
        "{}",
        params[1].1
    );
    // A version after 2.0 is an error on the reader's top-level operation.
    let unknown_op = run("unknown_op", "\"test.unknown\"() : () -> ()\n", true);
    for (version, got, alike) in &unknown_op {
        assert!(alike, "unknown_op at test dialect version {version}: {got}");
    }
    assert!(
        unknown_op[2]
            .1
            .contains("error: current test dialect version is 2.0, can't parse version: 2.2"),
        "{}",
        unknown_op[2].1
    );
    // mlir-opt upgrades `test.versionedA` from 1.12; ods-opt refuses to.
    let versioned = run(
        "versioned_op",
        "\"test.versionedA\"() {dims = 123 : i64, modifier = false} : () -> ()\n",
        false,
    );
    assert!(
        versioned[0].1.contains(
            "error: 'test.versionedA' written at test dialect version 1.12 cannot be upgraded"
        ),
        "{}",
        versioned[0].1
    );
    let _ = std::fs::remove_dir_all(&dir);
}
