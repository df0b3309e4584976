//! Seeded random programs of the `arith` dialect ([`ods_tests::arith_gen`]) canonicalized
//! by `ods-opt` and `mlir-opt`, top-down and bottom-up: the folders on integers of every
//! width and on floats of several formats, the DRR and hand-written canonicalization
//! patterns, constant uniquing and hoisting and dead-op erasure on the real dialect. Output
//! must be byte-identical. `ODS_ARITH_DIFF_COUNT` and `ODS_ARITH_DIFF_SEED` run other
//! programs.

#[test]
fn random_arith_programs_canonicalize_as_mlir_opt() {
    let Some(mlir_opt) =
        ods_tests::reference_tool_or_skip("mlir-opt", "dialect_arith_differential")
    else {
        return;
    };
    ods_tests::opt_compare::canonicalize_differential(
        &mlir_opt,
        "arith",
        "ODS_ARITH_DIFF",
        (20_261_126, 1000),
        |seed, i| ods_tests::arith_gen::Generator::new(seed, i).program(),
    );
}
