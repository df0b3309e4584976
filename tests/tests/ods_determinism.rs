//! Generation is deterministic: the same input gives the same bytes, run after run and in
//! any input order.

use ods_tests::workspace_root;

#[test]
fn generating_twice_gives_identical_bytes() {
    let root = workspace_root();
    let inputs = [
        "dialects/test/src/TestOps.td",
        "tests/ods/ok/attributes.td",
        "tests/ods/ok/enums.td",
        "tests/ods/ok/variadics.td",
    ];
    let config = ods_build::Config::new().root(&root);
    let first = config.generate(&inputs).unwrap();
    let second = config.generate(&inputs).unwrap();
    assert_eq!(first, second);
    let mut reversed = inputs;
    reversed.reverse();
    let third = config.generate(&reversed).unwrap();
    for f in &first.files {
        let same = third.files.iter().find(|g| g.name == f.name).unwrap();
        assert_eq!(
            f.contents, same.contents,
            "{} depends on input order",
            f.name
        );
    }
    assert_eq!(first.files_read, third.files_read);
    let mut sorted = first.files_read.clone();
    sorted.sort();
    assert_eq!(first.files_read, sorted, "files read are reported sorted");
}
