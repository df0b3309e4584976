//! The scf dialect from Rust: loops and conditionals built with the builders the spec
//! declares (written in `hooks.rs`, body builders as closures), verified, asked through
//! `RegionBranchOpInterface` and `LoopLikeOpInterface`, and printed in the custom form.
//! Conformance with mlir-opt is tested in `tests/tests/dialect_scf_reference.rs`.

use ods_dialect_scf::scf;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::builder::OpBuilder;
use ods_runtime::interfaces::control_flow::{RegionBranchOpInterface, RegionBranchPoint};
use ods_runtime::interfaces::loop_like::LoopLikeOpInterface;
use ods_runtime::ir::Value;
use ods_runtime::rewrite::RewritePatternSet;

const SRC: &str =
    "\"u.f\"() ({\n^bb0(%c: i1, %n: index, %x: f32):\n  \"u.end\"() : () -> ()\n}) : () -> ()\n";

#[test]
fn built_loops_and_conditionals_verify_and_print() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    scf::register(&mut ctx);
    let module = parse_source(&mut ctx, SRC, "in.mlir").expect("parses");
    let module = unwrap_single_module(&mut ctx, module);
    let f = ctx
        .block(ctx.region(ctx.op(module).regions()[0]).blocks()[0])
        .first_op()
        .expect("u.f");
    let entry = ctx.region(ctx.op(f).regions()[0]).blocks()[0];
    let args = ctx.block(entry).arguments().to_vec();
    let (c, n, x) = (args[0], args[1], args[2]);
    let end = ctx.block(entry).last_op().expect("u.end");
    let loc = Location::unknown(&ctx);

    // `scf.for %i = %n to %n step %n iter_args(%acc = %x) -> (f32)`, its body yielding the
    // carried value.
    let mut body = |b: &mut OpBuilder<'_>, loc, _iv: Value, carried: &[Value]| {
        scf::YieldOp::create(b, loc, carried.to_vec());
    };
    let for_op = scf::ForOp::build_lower_bound_upper_bound_step_init_args_arg4(
        &mut ctx,
        loc,
        n,
        n,
        n,
        &[x],
        Some(&mut body),
    );
    for_op.op().insert_before(&mut ctx, end);
    // `scf.if %c -> (f32)` whose branches yield the loop's result and `%x`.
    let sum = ctx.op(for_op.op()).result(0);
    let mut then_b = |b: &mut OpBuilder<'_>, loc| {
        scf::YieldOp::create(b, loc, vec![sum]);
    };
    let mut else_b = |b: &mut OpBuilder<'_>, loc| {
        scf::YieldOp::create(b, loc, vec![x]);
    };
    let if_op = {
        let mut b = OpBuilder::before(&mut ctx, end);
        scf::IfOp::create_cond_then_builder_else_builder(
            &mut b,
            loc,
            c,
            Some(&mut then_b),
            Some(&mut else_b),
        )
    };
    ods_runtime::verify::verify(&ctx, module).expect("the built ops verify");

    let lp = LoopLikeOpInterface::cast(&ctx, for_op.op()).expect("a loop");
    assert_eq!(lp.get_inits_mutable(&ctx), vec![x]);
    assert_eq!(lp.get_region_iter_args(&ctx).len(), 1);
    let branch = RegionBranchOpInterface::cast(&ctx, if_op.op()).expect("region branch");
    assert_eq!(
        branch
            .get_successor_regions(&ctx, RegionBranchPoint::Parent)
            .len(),
        2
    );
    let known = branch.get_entry_successor_regions(&ctx, &[Some(Attribute::bool(&ctx, true))]);
    assert_eq!(known.len(), 1);
    assert_eq!(known[0].region, Some(ctx.op(if_op.op()).regions()[0]));

    let text = print_top_level(&mut ctx, module, PrintOptions::default());
    assert!(
        text.contains(
            "scf.for %arg3 = %arg1 to %arg1 step %arg1 iter_args(%arg4 = %arg2) -> (f32) {"
        ),
        "{text}"
    );
    assert!(text.contains("= scf.if %arg0 -> (f32) {"), "{text}");
    // The custom form parses back to the same text.
    let mut again = Context::new();
    again.set_allow_unregistered_dialects(true);
    scf::register(&mut again);
    let reparsed = parse_source(&mut again, &text, "out.mlir").expect("parses back");
    let reparsed = unwrap_single_module(&mut again, reparsed);
    assert_eq!(
        print_top_level(&mut again, reparsed, PrintOptions::default()),
        text
    );
}

/// `scf.forall` with a mapping keeps its one-trip dimensions
/// (`ForallOpSingleOrZeroIterationDimsFolder` does not fold mapped loops), but
/// `ForallOpReplaceConstantInductionVar` still replaces the used induction variable of such
/// a dimension by its lower bound. (mlir-opt's corpus cannot show it: a mapping needs device
/// mapping attributes, which no dialect here has, so this loop does not verify.)
#[test]
fn mapped_forall_replaces_one_trip_induction_variables() {
    const MAPPED: &str = "\"u.f\"() ({\n^bb0(%n: index):\n  scf.forall (%i, %j) in (%n, 1) {\n    \"u.use\"(%i, %j) : (index, index) -> ()\n  } {mapping = [\"x\", \"y\"]}\n  \"u.end\"() : () -> ()\n}) : () -> ()\n";
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    scf::register(&mut ctx);
    ods_dialect_arith::arith::register(&mut ctx);
    let module = parse_source(&mut ctx, MAPPED, "in.mlir").expect("parses");
    let module = unwrap_single_module(&mut ctx, module);
    let patterns = RewritePatternSet::all_canonicalization(&ctx);
    let config = ods_runtime::greedy::GreedyConfig::canonicalizer();
    ods_runtime::greedy::apply_patterns_greedily(&mut ctx, module, &patterns, &config);
    let text = print_top_level(&mut ctx, module, PrintOptions::default());
    assert!(
        text.contains("%c0 = arith.constant 0 : index"),
        "the lower bound is materialized:\n{text}"
    );
    assert!(
        text.contains("\"u.use\"(%arg1, %c0) : (index, index) -> ()"),
        "the one-trip induction variable is replaced:\n{text}"
    );
    assert!(
        text.contains("scf.forall (%arg1, %arg2) in (%arg0, 1)"),
        "the mapped loop keeps both dimensions:\n{text}"
    );
}
