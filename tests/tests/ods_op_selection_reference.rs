//! ods-build's op selection (`Config::op_include_regex`, `Config::op_exclude_regex`, and
//! ods-tblgen's `--op-include-regex`/`--op-exclude-regex`) against mlir-tblgen's flags of
//! the same names: for each upstream spec and pair of patterns, the operation names
//! mlir-tblgen 22's `-gen-op-decls` declares and the ops ods-build generates (with C++
//! stubbed, `Config::stub_foreign_code`, as the specs are upstream's) must be the same set.
//! The headline is how many cases select identically.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// (spec, include pattern, exclude pattern); specs under `mlir/Dialect` of LLVM 22's
/// include directory, or upstream's test dialect (`test/...`, from `tests/upstream`).
const CASES: &[(&str, &str, &str)] = &[
    ("Arith/IR/ArithOps.td", "cmp", ""),
    ("Arith/IR/ArithOps.td", "^arith\\.(add|sub)i$", ""),
    ("Arith/IR/ArithOps.td", "", "f$"),
    ("Arith/IR/ArithOps.td", "arith\\.[a-c]", "ext|cmp"),
    ("Arith/IR/ArithOps.td", "nothing-matches", ""),
    ("SCF/IR/SCFOps.td", "for", ""),
    ("SCF/IR/SCFOps.td", "^scf\\.(if|yield)$", ""),
    ("SCF/IR/SCFOps.td", "", "^scf\\.(for|while)"),
    ("Math/IR/MathOps.td", "^math\\.(a|c)[a-z]*$", "sin"),
    ("Math/IR/MathOps.td", "[[:digit:]]", ""),
    ("ControlFlow/IR/ControlFlowOps.td", "br", ""),
    ("Index/IR/IndexOps.td", "s$", "^index\\.(ceil|floor)"),
    (
        "test/TestOps.td",
        "^test\\.(br|producing_br|constant|graph_region|ssacfg_region|finish)$",
        "",
    ),
    (
        "test/TestOps.td",
        "^test\\.format_",
        "region|variadic|optional|custom",
    ),
];

fn mlir_tblgen_names(
    tblgen: &Path,
    spec: &Path,
    includes: &[PathBuf],
    inc: &str,
    exc: &str,
) -> BTreeSet<String> {
    let mut cmd = Command::new(tblgen);
    cmd.arg("-gen-op-decls");
    for dir in includes {
        cmd.arg("-I").arg(dir);
    }
    if !inc.is_empty() {
        cmd.arg(format!("--op-include-regex={inc}"));
    }
    if !exc.is_empty() {
        cmd.arg(format!("--op-exclude-regex={exc}"));
    }
    let out = cmd.arg(spec).output().expect("mlir-tblgen runs");
    assert!(
        out.status.success(),
        "mlir-tblgen fails on {}",
        spec.display()
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let marker = "getOperationName() {\n    return ::llvm::StringLiteral(\"";
    text.match_indices(marker)
        .filter_map(|(at, _)| {
            let rest = &text[at + marker.len()..];
            rest.split_once('"').map(|(name, _)| name.to_string())
        })
        .collect()
}

fn ods_names(
    spec: &Path,
    includes: &[PathBuf],
    inc: &str,
    exc: &str,
) -> Result<BTreeSet<String>, String> {
    // `-gen-op-decls` declares ops only: no type or attribute definition is generated.
    let mut config = ods_build::Config::new()
        .stub_foreign_code(true)
        .def_include_regex("^$");
    for dir in includes {
        config = config.include_dir(dir);
    }
    if !inc.is_empty() {
        config = config.op_include_regex(inc);
    }
    if !exc.is_empty() {
        config = config.op_exclude_regex(exc);
    }
    let (model, _) = config.load(spec).map_err(|e| e.to_string())?;
    Ok(model
        .ops
        .iter()
        .map(|op| {
            let dialect = model
                .dialects
                .iter()
                .find(|d| d.def_name == op.dialect)
                .map_or(op.dialect.as_str(), |d| d.name.as_str());
            format!("{dialect}.{}", op.mnemonic)
        })
        .collect())
}

#[test]
fn op_selection_matches_mlir_tblgen() {
    let Some(tblgen) = ods_tests::reference_tool_or_skip("mlir-tblgen", "op selection") else {
        return;
    };
    let Some(include) = ods_tests::mlir_include_dir() else {
        assert!(
            !ods_tests::reference_required(),
            "upstream MLIR headers are missing"
        );
        ods_tests::report::skip(format_args!(
            "SKIPPED op selection: upstream MLIR headers not installed"
        ));
        return;
    };
    let test_dir = ods_tests::workspace_root().join("tests/upstream/mlir/test/lib/Dialect/Test");
    let (mut same, mut failures) = (0, Vec::new());
    for (spec, inc, exc) in CASES {
        let (path, includes) = match spec.strip_prefix("test/") {
            Some(file) => (test_dir.join(file), vec![include.clone(), test_dir.clone()]),
            None => (
                include.join("mlir/Dialect").join(spec),
                vec![include.clone()],
            ),
        };
        let theirs = mlir_tblgen_names(&tblgen, &path, &includes, inc, exc);
        match ods_names(&path, &includes, inc, exc) {
            Ok(ours) if ours == theirs => same += 1,
            Ok(ours) => failures.push(format!(
                "{spec} include '{inc}' exclude '{exc}': mlir-tblgen {theirs:?}, ods-build {ours:?}"
            )),
            Err(e) => failures.push(format!("{spec} include '{inc}' exclude '{exc}': {e}")),
        }
    }
    ods_tests::report::headline(format_args!(
        "op selection: {same}/{} cases select the ops mlir-tblgen 22 selects",
        CASES.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_invalid_pattern_is_a_located_error() {
    let dir = std::env::temp_dir().join(format!("ods-op-selection-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let spec = dir.join("x.td");
    std::fs::write(
        &spec,
        "include \"mlir/IR/OpBase.td\"\ndef X_D : Dialect { let name = \"x\"; }\ndef X_A : Op<X_D, \"a\">;\n",
    )
    .expect("writes");
    let err = ods_build::Config::new()
        .op_include_regex("a(")
        .load(&spec)
        .expect_err("an unbalanced pattern");
    let text = err.to_string();
    assert!(
        text.contains("x.td:1:1: error: invalid `op-include-regex` pattern `a(`"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
