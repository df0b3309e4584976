//! The Rust ods-build generates for upstream's dialect specs must compile. LLVM 22's
//! `*Ops.td` (a sample here; every one with `ODS_UPSTREAM_SPECS=all`, as
//! `scripts/check-upstream-specs.sh` runs it; a comma-separated list of paths under
//! `mlir/Dialect` with `ODS_UPSTREAM_SPECS=SCF/IR/SCFOps.td,UB/IR/UBOps.td`) go through ods-build in the stub mode
//! (`Config::stub_foreign_code`, measurement only: their C++ code blocks and types become
//! `todo!()` hooks and placeholders, everything else is generated for real) into one
//! scratch crate, one module per spec, checked with one `cargo check` (see
//! `ods_tests::upstream_compile`).
//!
//! The test prints `N/M upstream specs generate Rust that passes cargo check`, the time it
//! took and why each other spec fails, and asserts that at least `FLOOR` of the sample pass;
//! the floor only rises.

use std::path::{Path, PathBuf};

use ods_tests::upstream_compile::{accepted_specs, check_specs, tblgen_accepts};
use ods_tests::{mlir_include_dir, reference_required, reference_tool_or_skip};

/// The sample CI checks (paths under `mlir/Dialect`): the dialects ods-opt has, the LLVM
/// family, SPIR-V, and dialects they depend on.
const SAMPLE: &[&str] = &[
    "Arith/IR/ArithOps.td",
    "Func/IR/FuncOps.td",
    "ControlFlow/IR/ControlFlowOps.td",
    "SCF/IR/SCFOps.td",
    "Index/IR/IndexOps.td",
    "Math/IR/MathOps.td",
    "Complex/IR/ComplexOps.td",
    "LLVMIR/LLVMOps.td",
    "LLVMIR/NVVMOps.td",
    "SPIRV/IR/SPIRVArithmeticOps.td",
    "SPIRV/IR/SPIRVCastOps.td",
    "SPIRV/IR/SPIRVControlFlowOps.td",
    "MemRef/IR/MemRefOps.td",
    // MemRef's dialect depends on UB's, which the check links only when it generates it.
    "UB/IR/UBOps.td",
    // The last to compile: interface and APInt parameters, a dialect type as self type.
    "Ptr/IR/PtrOps.td",
];

/// Specs of the sample whose generated Rust must pass `cargo check`. Only rises.
const FLOOR: usize = 15;

#[test]
fn upstream_specs_generate_rust_that_compiles() {
    let Some(tblgen) = reference_tool_or_skip("mlir-tblgen", "ods_upstream_compile") else {
        return;
    };
    let Some(include) = mlir_include_dir() else {
        assert!(
            !reference_required(),
            "ods_upstream_compile: MLIR's include directory is missing and ODS_REQUIRE_REFERENCE=1"
        );
        ods_tests::report::skip(format_args!(
            "SKIPPED ods_upstream_compile: MLIR's include directory is missing"
        ));
        return;
    };
    let chosen = std::env::var("ODS_UPSTREAM_SPECS").unwrap_or_default();
    let all = chosen == "all";
    let specs: Vec<PathBuf> = if all {
        accepted_specs(&tblgen, &include)
    } else {
        let dir = include.join("mlir/Dialect");
        // A comma-separated list of paths under `mlir/Dialect` checks those specs instead.
        let names: Vec<&str> = if chosen.is_empty() {
            SAMPLE.to_vec()
        } else {
            chosen.split(',').map(str::trim).collect()
        };
        let sample: Vec<PathBuf> = names.iter().map(|s| dir.join(s)).collect();
        for spec in &sample {
            assert!(
                tblgen_accepts(&tblgen, &include, spec),
                "mlir-tblgen does not accept the sample spec {}",
                spec.display()
            );
        }
        sample
    };
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ods-upstream-compile");
    let report = check_specs(&include, &specs, &root);
    for line in report.lines() {
        println!("{line}");
    }
    let passing = report.passing();
    ods_tests::report::figure(format_args!(
        "{passing}/{} upstream specs generate Rust that passes cargo check (stub mode)",
        specs.len()
    ));
    if chosen.is_empty() {
        assert!(
            passing >= FLOOR,
            "{passing}/{} sample upstream specs generate Rust that passes cargo check; the \
             floor is {FLOOR}",
            specs.len()
        );
    }
}
