//! ods-build's goldens are fresh: generated Rust, docs, YAML mirrors and diagnostics.

use ods_tests::goldens::assert_suite_fresh;
use ods_tests::ods_goldens::{DOCS, FAIL, RUST, YAML};
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
    for golden in RUST
        .produce_all(&root)
        .into_iter()
        .chain(YAML.produce_all(&root))
    {
        assert!(
            !golden.contents.starts_with("UNEXPECTED"),
            "{}: {}",
            golden.path,
            golden.contents
        );
    }
}
