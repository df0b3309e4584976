//! `ods-tblgen`'s ods-build actions print what `compile` would write.

use std::path::PathBuf;
use std::process::Command;

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ods-tblgen"))
        .current_dir(workspace())
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn golden(path: &str) -> String {
    std::fs::read_to_string(workspace().join(path)).unwrap()
}

#[test]
fn gen_op_defs_docs_and_yaml_match_the_goldens() {
    let spec = "tests/ods/ok/basic.td";
    let (ok, out, err) = run(&["--gen-op-defs", spec]);
    assert!(ok, "{err}");
    assert_eq!(out, golden("tests/ods/ok/basic.gen.rs"));
    let (ok, out, err) = run(&["--gen-dialect-doc", spec]);
    assert!(ok, "{err}");
    assert_eq!(out, golden("tests/ods/ok/basic.gen.md"));
    let (ok, out, err) = run(&["--emit-yaml", spec]);
    assert!(ok, "{err}");
    assert_eq!(out, golden("tests/ods/ok/basic.spec.yaml"));
}

#[test]
fn partial_actions_print_only_their_items() {
    let (ok, out, err) = run(&["--gen-enum-defs", "tests/ods/ok/enums.td"]);
    assert!(ok, "{err}");
    assert!(out.contains("pub enum Color {") && !out.contains("pub struct PaintOp("));
    let (ok, out, err) = run(&["--gen-typedef-defs", "tests/ods/ok/types.td"]);
    assert!(ok, "{err}");
    assert!(out.contains("pub struct VecType(") && !out.contains("pub struct PointAttr("));
    let (ok, out, err) = run(&["--gen-attrdef-defs", "tests/ods/ok/types.td"]);
    assert!(ok, "{err}");
    assert!(out.contains("pub struct PointAttr(") && !out.contains("pub struct VecType("));
    let (ok, out, err) = run(&["--gen-op-interface-decls", "tests/ods/ok/interfaces.td"]);
    assert!(ok, "{err}");
    assert!(
        out.contains("pub struct HasArea {")
            && out.contains("pub trait PolygonImpl:")
            && !out.contains("pub struct SquareOp(")
    );
    let (ok, out, err) = run(&["--gen-attrdef-defs", "tests/ods/ok/interfaces.td"]);
    assert!(ok, "{err}");
    assert!(!out.contains("pub struct HasArea {"));
    // Each kind of interface has its own action.
    let file = "tests/ods/ok/def_interfaces.td";
    let (ok, out, err) = run(&["--gen-type-interface-decls", file]);
    assert!(ok, "{err}");
    assert!(
        out.contains("pub struct Sized {")
            && out.contains("pub trait ScalarImpl:")
            && !out.contains("pub struct Dimensioned {")
            && !out.contains("pub struct FixedType(")
    );
    let (ok, out, err) = run(&["--gen-attr-interface-decls", file]);
    assert!(ok, "{err}");
    assert!(out.contains("pub struct Dimensioned {") && !out.contains("pub struct Sized {"));
    let (ok, out, err) = run(&["--gen-op-interface-decls", file]);
    assert!(ok, "{err}");
    assert!(!out.contains("pub struct Dimensioned {") && !out.contains("pub struct Sized {"));
}

#[test]
fn partial_actions_read_formats_against_the_whole_spec() {
    // A definition's format may read a parameter whose type is an enum, or a type or
    // interface of the spec, that the action leaves out of what it prints: the formats
    // are checked and planned on the whole spec.
    for (action, spec) in [
        ("--gen-attrdef-defs", "tests/ods/ok/def_formats.td"),
        ("--gen-attrdef-defs", "tests/ods/ok/enums.td"),
        ("--gen-typedef-defs", "tests/ods/ok/def_interfaces.td"),
    ] {
        let (ok, out, err) = run(&[action, spec]);
        assert!(ok, "{action} {spec}: {err}");
        assert!(!out.is_empty(), "{action} {spec} printed nothing");
    }
}

#[test]
fn yaml_input_gives_the_same_code() {
    let dir = std::env::temp_dir().join(format!("ods-tblgen-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let yaml = dir.join("basic.yaml");
    std::fs::write(&yaml, golden("tests/ods/ok/basic.spec.yaml")).unwrap();
    let (ok, out, err) = run(&["--gen-op-defs", yaml.to_str().unwrap()]);
    assert!(ok, "{err}");
    let expected = golden("tests/ods/ok/basic.gen.rs").replace(
        "from tests/ods/ok/basic.td;",
        &format!("from {};", yaml.to_string_lossy()),
    );
    assert_eq!(out, expected);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_specs_fail_with_the_golden_diagnostic() {
    let (ok, out, err) = run(&["--gen-op-defs", "tests/ods/fail/duplicate-mnemonic.td"]);
    assert!(!ok);
    assert!(out.is_empty());
    assert_eq!(err, golden("tests/ods/fail/duplicate-mnemonic.err"));
}

#[test]
fn the_bundled_examples_run() {
    // The README's main command.
    let (ok, out, err) = run(&["--gen-op-defs", "examples/calc.td"]);
    assert!(ok, "{err}");
    assert!(out.contains("pub fn register(") && out.contains("pub struct AddOp("));
    let (ok, out, err) = run(&["--print-records", "examples/hello.td"]);
    assert!(ok, "{err}");
    assert!(out.contains("def World {"), "{out}");
}
