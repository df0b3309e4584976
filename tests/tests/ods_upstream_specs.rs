//! Upstream's dialect specs, unchanged, from LLVM 22's include directory: ods-build reads
//! `ArithOps.td`, `FuncOps.td`, `ControlFlowOps.td`, `SCFOps.td`, `IndexOps.td`,
//! `ComplexOps.td` and `MathOps.td` with `-I <include dir>` (the embedded library answering
//! `mlir/IR` and `mlir/Interfaces`), and every diagnostic must be at C++ code (a code block,
//! a predicate or a default value that is not Rust, a C++ class with no Rust counterpart):
//! everything else in the specs, the
//! interfaces, traits, constraints, formats and includes they use, is understood. The test
//! prints, per spec, the diagnostics at C++ code and the others; the others must be 0.

use std::path::Path;

const SPECS: &[&str] = &[
    "Arith/IR/ArithOps.td",
    "Func/IR/FuncOps.td",
    "ControlFlow/IR/ControlFlowOps.td",
    "SCF/IR/SCFOps.td",
    "Index/IR/IndexOps.td",
    "Complex/IR/ComplexOps.td",
    "Math/IR/MathOps.td",
];

/// Whether a diagnostic is about C++ code where ods-build wants Rust: a code block, a
/// predicate or a default value that is not Rust, or a C++ type or namespace (in a builder
/// parameter, an interface method, a trait) naming a C++ class that has no Rust counterpart.
fn at_cpp_code(message: &str) -> bool {
    message.contains(" is not Rust")
        || (message.starts_with("C++ ") && message.contains(" has no Rust counterpart"))
}

#[test]
fn upstream_specs_stop_only_at_cpp_code() {
    let Some(include) = ods_tests::mlir_include_dir() else {
        if ods_tests::reference_required() {
            panic!("upstream MLIR headers are missing and ODS_REQUIRE_REFERENCE=1");
        }
        ods_tests::report::skip(format_args!(
            "SKIPPED upstream specs: upstream MLIR headers not installed"
        ));
        return;
    };
    let mut others = Vec::new();
    for spec in SPECS {
        let path = include.join("mlir/Dialect").join(spec);
        let config = ods_build::Config::new().include_dir(&include);
        let diagnostics = match config.load(Path::new(&path)) {
            Ok(_) => Vec::new(),
            Err(e) => e.diagnostics,
        };
        let (code, other): (Vec<_>, Vec<_>) =
            diagnostics.iter().partition(|d| at_cpp_code(&d.message));
        let name = spec.rsplit('/').next().unwrap_or(spec);
        ods_tests::report::headline(format_args!(
            "upstream spec {name}: {} diagnostics at C++ code, {} others",
            code.len(),
            other.len()
        ));
        others.extend(other.into_iter().map(|d| format!("{name}: {d}")));
    }
    assert!(
        others.is_empty(),
        "diagnostics not at C++ code:\n{}",
        others.join("\n")
    );
}

/// How many of upstream's `*Ops.td` load with diagnostics only at C++ code; raise it as
/// ods-build reads more of them. The count only rises.
const EVERY_SPEC_FLOOR: usize = 80;

/// Every `mlir/Dialect/**/*Ops.td` of LLVM 22 that `mlir-tblgen --gen-op-defs` accepts on its
/// own (with `-I` the include directory and nothing else), sorted.
fn accepted_upstream_specs(tblgen: &Path, include: &Path) -> Vec<std::path::PathBuf> {
    let mut specs: Vec<_> = walkdir::WalkDir::new(include.join("mlir/Dialect"))
        .into_iter()
        .filter_map(Result::ok)
        .map(walkdir::DirEntry::into_path)
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().ends_with("Ops.td"))
        })
        .collect();
    specs.sort();
    specs.retain(|spec| {
        std::process::Command::new(tblgen)
            .arg("--gen-op-defs")
            .arg("-I")
            .arg(include)
            .arg(spec)
            .arg("-o")
            .arg("/dev/null")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    specs
}

#[test]
fn every_upstream_ops_spec_stops_only_at_cpp_code() {
    let Some(tblgen) = ods_tests::reference_tool_or_skip("mlir-tblgen", "every upstream spec")
    else {
        return;
    };
    let Some(include) = ods_tests::mlir_include_dir() else {
        if ods_tests::reference_required() {
            panic!("upstream MLIR headers are missing and ODS_REQUIRE_REFERENCE=1");
        }
        ods_tests::report::skip(format_args!(
            "SKIPPED every upstream spec: upstream MLIR headers not installed"
        ));
        return;
    };
    let specs = accepted_upstream_specs(&tblgen, &include);
    let dialect_dir = include.join("mlir/Dialect");
    let mut clean = 0;
    let mut failing = Vec::new();
    for path in &specs {
        let name = path
            .strip_prefix(&dialect_dir)
            .unwrap_or(path)
            .display()
            .to_string();
        let config = ods_build::Config::new().include_dir(&include);
        let diagnostics = match config.load(path) {
            Ok(_) => Vec::new(),
            Err(e) => e.diagnostics,
        };
        let others: Vec<_> = diagnostics
            .iter()
            .filter(|d| !at_cpp_code(&d.message))
            .collect();
        if others.is_empty() {
            clean += 1;
        } else {
            failing.push(format!(
                "  {name}: {} others, first: {}",
                others.len(),
                others[0]
            ));
        }
    }
    ods_tests::report::headline(format_args!(
        "upstream *Ops.td: {clean}/{} load with diagnostics only at C++ code (of the specs \
         mlir-tblgen 22 accepts standalone)",
        specs.len()
    ));
    for line in &failing {
        println!("{line}");
    }
    assert!(
        clean >= EVERY_SPEC_FLOOR,
        "only {clean} upstream specs load cleanly; the floor is {EVERY_SPEC_FLOOR}"
    );
}
