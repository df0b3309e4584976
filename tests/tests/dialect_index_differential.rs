//! Seeded random programs of the `index` dialect ([`ods_tests::index_gen`]) canonicalized
//! by `ods-opt` and `mlir-opt`, top-down and bottom-up: the folders at both widths of
//! `index`, the canonicalization patterns, constant uniquing and hoisting and dead-op
//! erasure on the real dialect. Output must be byte-identical.
//! `ODS_INDEX_DIFF_COUNT` and `ODS_INDEX_DIFF_SEED` run other programs.

#[test]
fn random_index_programs_canonicalize_as_mlir_opt() {
    let Some(mlir_opt) =
        ods_tests::reference_tool_or_skip("mlir-opt", "dialect_index_differential")
    else {
        return;
    };
    ods_tests::opt_compare::canonicalize_differential(
        &mlir_opt,
        "index",
        "ODS_INDEX_DIFF",
        (20_261_126, 300),
        |seed, i| ods_tests::index_gen::Generator::new(seed, i).program(),
    );
}
