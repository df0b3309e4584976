//! Upstream's dialect specs, unchanged, from LLVM 22's include directory: ods-build reads
//! `ArithOps.td`, `FuncOps.td`, `ControlFlowOps.td`, `SCFOps.td`, `IndexOps.td`,
//! `ComplexOps.td` and `MathOps.td` with `-I <include dir>` (the embedded library answering
//! `mlir/IR` and `mlir/Interfaces`), and every diagnostic must be at C++ code (a code block,
//! a predicate or a default value that is not Rust): everything else in the specs, the
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

/// Whether a diagnostic is about C++ code where ods-build wants Rust.
fn at_cpp_code(message: &str) -> bool {
    message.contains(" is not Rust")
}

#[test]
fn upstream_specs_stop_only_at_cpp_code() {
    let Some(include) = ods_tests::mlir_include_dir() else {
        if ods_tests::reference_required() {
            panic!("upstream MLIR headers are missing and ODS_REQUIRE_REFERENCE=1");
        }
        eprintln!("SKIPPED upstream specs: upstream MLIR headers not installed");
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
        println!(
            "upstream spec {name}: {} diagnostics at C++ code, {} others",
            code.len(),
            other.len()
        );
        others.extend(other.into_iter().map(|d| format!("{name}: {d}")));
    }
    assert!(
        others.is_empty(),
        "diagnostics not at C++ code:\n{}",
        others.join("\n")
    );
}
