//! Generates upstream's test dialect from the copies of its specs under `td/`: `TestOps.td`
//! and what it includes (the dialect, its interfaces, types, attributes and enums, and the
//! upstream interface files they use, copied from LLVM 22's `include/`). Upstream's dialect
//! has some 500 ops; this crate generates the ones upstream's tests copied under
//! `tests/upstream/` use (`OPS`), as mlir-tblgen's `--op-include-regex` selects ops, and
//! none of its type and attribute definitions yet. What is left out is not read beyond its
//! name, so its C++ code blocks stay as upstream wrote them; DRR patterns over ops left out
//! are left out with them.

/// The generated ops, by operation name.
const OPS: &[&str] = &[
    "alloca_scope_region",
    "br",
    "constant",
    "custom_result_name",
    "finish",
    "graph_region",
    "loop_block_term",
    "producing_br",
    "ssacfg_region",
    "test_effects_result",
];

fn main() {
    let ops = format!(r"^test\.({})$", OPS.join("|"));
    let config = ods_build::Config::new()
        .include_dir("td")
        .op_include_regex(ops)
        // No type or attribute definition yet (a record name is never empty).
        .def_include_regex("^$")
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
