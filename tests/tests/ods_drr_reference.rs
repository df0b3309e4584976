//! Conformance of the DRR patterns with `mlir-tblgen --gen-rewriters`: for the golden
//! `tests/ods/ok/patterns.td` (over the embedded library, which the reference tool reads as
//! plain TableGen), every pattern has the root op and benefit the reference computes, and
//! `populate_with_generated` adds the patterns in the reference's order.

use std::path::Path;
use std::process::Command;

use ods_tests::{reference_tool_or_skip, workspace_root, write_embedded_library};

const SPEC: &str = "tests/ods/ok/patterns.td";

/// `(struct name, root, benefit)` per pattern and the `patterns.add` order of the
/// reference's C++.
fn reference(cpp: &str) -> (Vec<(String, String, u16)>, Vec<String>) {
    let mut patterns = Vec::new();
    let mut current = None;
    let mut order = Vec::new();
    for line in cpp.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("struct ")
            && let Some((name, _)) = rest.split_once(" : public ::mlir::RewritePattern")
        {
            current = Some(name.to_string());
        }
        if let Some(rest) = line.strip_prefix(": ::mlir::RewritePattern(\"")
            && let Some(name) = current.take()
        {
            let (root, rest) = rest.split_once('"').expect("root");
            let benefit = rest
                .trim_start_matches(", ")
                .split(',')
                .next()
                .and_then(|b| b.trim().parse().ok())
                .expect("benefit");
            patterns.push((name, root.to_string(), benefit));
        }
        if let Some(rest) = line.strip_prefix("patterns.add<")
            && let Some((name, _)) = rest.split_once('>')
        {
            order.push(name.to_string());
        }
    }
    (patterns, order)
}

#[test]
fn roots_benefits_and_order_match_mlir_tblgen() {
    let Some(tblgen) =
        reference_tool_or_skip("mlir-tblgen", "roots_benefits_and_order_match_mlir_tblgen")
    else {
        return;
    };
    let root = workspace_root();
    let lib = write_embedded_library("drr-library");
    let out = Command::new(&tblgen)
        .current_dir(&root)
        .arg("--gen-rewriters")
        .arg("-I")
        .arg(&lib)
        .arg("-I")
        .arg("tests/ods/ok")
        .arg(SPEC)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&lib).ok();
    assert!(
        out.status.success(),
        "mlir-tblgen failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (mut want, want_order) = reference(&String::from_utf8(out.stdout).unwrap());
    assert!(want.len() >= 10, "the reference gave {want:?}");

    let (spec, _) = ods_build::Config::new()
        .root(&root)
        .load(Path::new(SPEC))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut got: Vec<(String, String, u16)> = spec
        .patterns
        .iter()
        .map(|p| (p.name.clone(), p.source.op.clone(), p.benefit))
        .collect();
    want.sort();
    got.sort();
    let same = want.iter().filter(|w| got.contains(w)).count();
    println!(
        "DRR: {same}/{} patterns with mlir-tblgen's root op and benefit",
        want.len()
    );
    assert_eq!(got, want, "roots and benefits differ from mlir-tblgen's");

    let generated = ods_build::Config::new()
        .root(&root)
        .generate(&[SPEC])
        .unwrap_or_else(|e| panic!("{e}"));
    let rs = &generated.files[0].contents;
    let got_order: Vec<String> = rs
        .lines()
        .filter_map(|l| l.trim().strip_prefix("patterns.add(")?.strip_suffix(");"))
        .map(str::to_string)
        .collect();
    println!(
        "DRR: populate order {} mlir-tblgen's",
        if got_order == want_order {
            "identical to"
        } else {
            "differs from"
        }
    );
    assert_eq!(got_order, want_order, "populate_with_generated order");
}
