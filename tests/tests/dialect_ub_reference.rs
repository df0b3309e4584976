//! The ub dialect (`dialects/ub`, generated from copies of upstream's `UBOps.td` and
//! `UBOpsInterfaces.td`) against mlir-opt, which has the real one.
//!
//! Every file of `tests/mlir/ub/` goes through both tools three times: printed in the custom
//! form, in the generic form (`--mlir-print-op-generic`) and canonicalized (`--canonicalize`:
//! `ub.poison`'s folder and the dialect's constant materializer unique equal poisons).
//! `ub.poison` over builtin types, its value written or left to its default, `#ub.poison` on
//! unregistered ops, `ub.unreachable` as a terminator, poisons in scf regions. Every file of
//! `tests/mlir/ub-invalid/` must be rejected by both with the same diagnostics (operand and
//! result counts, a value that does not implement `PoisonAttrInterface` in the custom and the
//! generic form, the syntax of both ops and of `#ub.poison`), and pass under
//! `--verify-diagnostics` in both. Standard output, standard error and success must agree
//! byte for byte.

#[test]
fn ub_dialect_matches_mlir_opt() {
    ods_tests::opt_compare::check_dialect_corpus(
        "dialect_ub_reference",
        "ub",
        &ods_tests::opt_compare::VALID_MODES,
        6,
        12,
    );
}
