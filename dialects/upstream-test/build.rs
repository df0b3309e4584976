//! Generates upstream's test dialect from the copies of its specs under `td/`: `TestOps.td`
//! and what it includes (the dialect, its interfaces, types, attributes and enums, and the
//! upstream interface files they use, copied from LLVM 22's `include/`). Upstream's dialect
//! has some 500 ops; this crate generates the ones upstream's tests copied under
//! `tests/upstream/` use (listed in `src/generated_ops.txt`), as mlir-tblgen's
//! `--op-include-regex` selects ops, and the type and attribute definitions they use. What is left out is not read beyond its
//! name, so its C++ code blocks stay as upstream wrote them; DRR patterns over ops left out
//! are left out with them.

/// The file listing the generated ops by name (`br` for `test.br`), one a line.
const OPS: &str = "src/generated_ops.txt";

fn main() {
    let ops = match std::fs::read_to_string(OPS) {
        Ok(text) => text.split_whitespace().collect::<Vec<_>>().join("|"),
        Err(e) => {
            eprintln!("{OPS}: {e}");
            std::process::exit(1);
        }
    };
    println!("cargo:rerun-if-changed={OPS}");
    let defs = [
        "TestTypeWithTrait",
        "TestI32",
        "TestEnumAttr",
        "TestAttrParams",
    ];
    let ops = format!(r"^test\.({ops})$");
    let config = ods_build::Config::new()
        .include_dir("td")
        .op_include_regex(ops)
        // The type and attribute definitions those ops and the tests use.
        .def_include_regex(format!("^({})$", defs.join("|")))
        // Upstream's C++ type trait, a marker type in the hooks.
        .native_trait("TestTypeTrait", "crate::hooks::TestTypeTrait")
        // `TestOpsSyntax.td` (upstream compiles it on its own, and it defines `TEST_Op` again) is
        // not generated yet.
        // Upstream's test dialect depends on DLTI, which ods-rs does not have: its namespace
        // is registered with nothing in it (`dlti::register`), so `#dlti.` attributes are
        // reported as unknown rather than the dependency refused.
        .dependent_dialect("::mlir::DLTIDialect", "crate::dlti::register");
    if let Err(e) = config.compile(&["td/TestOps.td"]) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
