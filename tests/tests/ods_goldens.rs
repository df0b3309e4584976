//! ods-build's goldens are fresh: generated Rust, docs, YAML mirrors and diagnostics.

use ods_tests::goldens::{Golden, assert_suite_fresh};
use ods_tests::ods_goldens::{BUILTIN_BYTECODE, BYTECODE, BYTECODE_FAIL, DOCS, FAIL, RUST, YAML};
use ods_tests::workspace_root;

#[test]
fn generated_rust_is_fresh() {
    let n = assert_suite_fresh(&workspace_root(), &RUST);
    assert!(n >= 3, "only {n} good specs");
}

#[test]
fn generated_docs_are_fresh() {
    assert_suite_fresh(&workspace_root(), &DOCS);
}

#[test]
fn yaml_mirrors_are_fresh() {
    assert_suite_fresh(&workspace_root(), &YAML);
}

#[test]
fn diagnostics_are_fresh() {
    let n = assert_suite_fresh(&workspace_root(), &FAIL);
    assert!(n >= 25, "the fail corpus has only {n} specs");
}

/// Every bad spec fails with a located diagnostic (`file:line:col: error: ...`), pointing
/// into the spec itself.
#[test]
fn every_bad_spec_fails_at_a_location() {
    let root = workspace_root();
    for golden in FAIL.produce_all(&root) {
        let input = golden.path.replace(".err", ".td");
        let first = golden.contents.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(&format!("{input}:")) && first.contains(": error: "),
            "{}: first line `{first}` is not `{input}:line:col: error: ...`",
            golden.path
        );
    }
}

/// Good specs never produce an error golden.
#[test]
fn every_good_spec_generates() {
    let root = workspace_root();
    assert_none_unexpected(
        RUST.produce_all(&root)
            .into_iter()
            .chain(YAML.produce_all(&root)),
    );
}

/// No golden is the failure a good spec must not produce.
fn assert_none_unexpected(goldens: impl IntoIterator<Item = Golden>) {
    for golden in goldens {
        assert!(
            !golden.contents.starts_with("UNEXPECTED"),
            "{}: {}",
            golden.path,
            golden.contents
        );
    }
}

/// `--gen-bytecode` on the small specs is fresh, and none fails.
#[test]
fn generated_bytecode_is_fresh() {
    let root = workspace_root();
    assert!(assert_suite_fresh(&root, &BYTECODE) >= 1);
    assert_none_unexpected(BYTECODE.produce_all(&root));
}

/// The builtin dialect's encodings ods-runtime includes are what its spec generates now.
#[test]
fn builtin_bytecode_is_fresh() {
    assert_eq!(assert_suite_fresh(&workspace_root(), &BUILTIN_BYTECODE), 1);
}

/// Every bad bytecode spec fails with a located diagnostic pointing into the spec.
#[test]
fn every_bad_bytecode_spec_fails_at_a_location() {
    let root = workspace_root();
    assert!(assert_suite_fresh(&root, &BYTECODE_FAIL) >= 5);
    for golden in BYTECODE_FAIL.produce_all(&root) {
        let input = golden.path.replace(".err", ".td");
        let first = golden.contents.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(&format!("{input}:")) && first.contains(": error: "),
            "{}: first line `{first}` is not `{input}:line:col: error: ...`",
            golden.path
        );
    }
}
