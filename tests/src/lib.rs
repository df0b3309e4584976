//! Shared helpers for the workspace tests: where the reference tools live, whether they are
//! required, and where the workspace is.
//!
//! Conformance tests compare us against LLVM 22's `mlir-tblgen` and `mlir-opt`. On a machine
//! without them a test prints a visible skip and passes, so `cargo test` works on a bare
//! machine; with `ODS_REQUIRE_REFERENCE=1` (set by `.ci/run`) a missing tool fails the test.

use std::path::{Path, PathBuf};

/// Where LLVM 22's tools and headers are installed by the Debian packages.
pub const LLVM_ROOT: &str = "/usr/lib/llvm-22";

/// The LLVM installation root: `ODS_LLVM_ROOT` if set, else [`LLVM_ROOT`].
pub fn llvm_root() -> PathBuf {
    std::env::var_os("ODS_LLVM_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(LLVM_ROOT))
}

/// True when `ODS_REQUIRE_REFERENCE=1`: a missing reference tool is then a failure.
pub fn reference_required() -> bool {
    std::env::var("ODS_REQUIRE_REFERENCE").is_ok_and(|v| v == "1")
}

/// The path of a reference tool (`mlir-tblgen`, `mlir-opt`) if it is installed.
pub fn reference_tool(name: &str) -> Option<PathBuf> {
    let path = llvm_root().join("bin").join(name);
    path.is_file().then_some(path)
}

/// The reference tool `name`, or `None` after printing a visible skip for `test`.
///
/// # Panics
/// When the tool is missing and [`reference_required`] is true.
pub fn reference_tool_or_skip(name: &str, test: &str) -> Option<PathBuf> {
    match reference_tool(name) {
        Some(path) => Some(path),
        None if reference_required() => panic!(
            "{test}: reference tool {name} not found under {} and ODS_REQUIRE_REFERENCE=1",
            llvm_root().display()
        ),
        None => {
            report::skip(format_args!(
                "SKIPPED {test}: reference tool {name} not found under {} \
                 (install mlir-22-tools, or set ODS_LLVM_ROOT)",
                llvm_root().display()
            ));
            None
        }
    }
}

/// The directory holding upstream MLIR's `.td` files (`<llvm>/include`), if installed.
pub fn mlir_include_dir() -> Option<PathBuf> {
    let dir = llvm_root().join("include");
    dir.join("mlir").is_dir().then_some(dir)
}

/// The workspace root (the directory holding the top-level `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ lives inside the workspace")
        .to_path_buf()
}

pub mod arith_gen;
pub mod cse_gen;
pub mod differential;
pub mod goldens;
pub mod hygiene_gen;
pub mod index_gen;
pub mod mlir_gen;
pub mod mutate;
pub mod ods_goldens;
pub mod opt_compare;
pub mod report;
pub mod tablegen_diagnostics;
pub mod tablegen_gen;
pub mod upstream_compile;

/// Writes ods-build's embedded ODS library as files under a fresh temporary directory named
/// after `tag`, for a reference tool to read with `-I`; returns the directory.
///
/// # Panics
/// When the files cannot be written.
pub fn write_embedded_library(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ods-{tag}-{}", std::process::id()));
    for (path, text) in ods_build::library::FILES {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().expect("a library path has a parent")).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}
