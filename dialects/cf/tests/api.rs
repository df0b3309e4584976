//! The cf dialect from Rust: branches built with the generated builders (and the builders
//! the spec declares, written in `hooks.rs`), verified, asked through `BranchOpInterface`
//! and `WeightedBranchOpInterface`, and printed back in a form that parses to the same IR.
//! Conformance with mlir-opt is tested in `tests/tests/dialect_cf_reference.rs`.

use ods_dialect_cf::cf;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::interfaces::control_flow::{BranchOpInterface, WeightedBranchOpInterface};
use ods_runtime::ir::OpId;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::OperationState;

const SRC: &str = "\"u.f\"() ({\n^bb0(%c: i1, %f: i32):\n  \"u.end\"() : () -> ()\n^bb1:\n  \"u.end\"() : () -> ()\n^bb2(%x: i32):\n  \"u.end\"() : () -> ()\n}) : () -> ()\n";

#[test]
fn built_branches_verify_and_answer_through_interfaces() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    cf::register(&mut ctx);
    let module = parse_source(&mut ctx, SRC, "in.mlir").expect("parses");
    let module = unwrap_single_module(&mut ctx, module);
    let f = ctx
        .block(ctx.region(ctx.op(module).regions()[0]).blocks()[0])
        .first_op()
        .expect("u.f");
    let blocks = ctx.region(ctx.op(f).regions()[0]).blocks().to_vec();
    let (entry, bb1, bb2) = (blocks[0], blocks[1], blocks[2]);
    let args = ctx.block(entry).arguments().to_vec();
    let (c, flag) = (args[0], args[1]);
    let loc = Location::unknown(&ctx);

    // entry: cf.cond_br %c weights([1, 3]), ^bb1, ^bb2(%f)
    let weights = Attribute::dense_i64_array(&ctx, Type::int(&ctx, 32), &[1, 3]);
    let condbr = cf::CondBranchOp::build(
        &mut ctx,
        loc,
        c,
        vec![],
        vec![flag],
        Some(weights),
        bb1,
        bb2,
    );
    let end = ctx.block(entry).first_op().expect("u.end");
    condbr.op().insert_before(&mut ctx, end);
    end.erase(&mut ctx);

    // ^bb1: cf.switch %f : i32, [default: ^bb2(%f), 7: ^bb1], by the declared builder
    // taking `i32` case values.
    let name = OperationName::get(&mut ctx, cf::SwitchOp::NAME);
    let mut state = OperationState::new(name, loc);
    <cf::SwitchOp as cf::SwitchOpHooks>::build_flag_default_destination_default_operands_case_values_case_destinations_case_operands_4_state(
        &mut ctx, &mut state, flag, bb2, &[flag], &[7], &[bb1], &[&[]],
    );
    let switch = OpId::create(&mut ctx, state);
    let end = ctx.block(bb1).first_op().expect("u.end");
    switch.insert_before(&mut ctx, end);
    end.erase(&mut ctx);

    ods_runtime::verify::verify(&ctx, module).expect("the built IR verifies");
    let branch = BranchOpInterface::cast(&ctx, condbr.op()).expect("a branch");
    assert_eq!(branch.get_successor_operands(&ctx, 1).forwarded, vec![flag]);
    let weighted = WeightedBranchOpInterface::cast(&ctx, condbr.op()).expect("weighted");
    assert_eq!(weighted.get_weights(&ctx), vec![1, 3]);
    let switch = BranchOpInterface::cast(&ctx, switch).expect("a branch");
    let seven = Attribute::integer(&ctx, Type::int(&ctx, 32), 7);
    assert_eq!(
        switch.get_successor_for_operands(&ctx, &[Some(seven)]),
        Some(bb1)
    );
    let one = Attribute::integer(&ctx, Type::int(&ctx, 32), 1);
    assert_eq!(
        switch.get_successor_for_operands(&ctx, &[Some(one)]),
        Some(bb2)
    );

    // The custom form parses back to the same IR.
    let text = print_top_level(&mut ctx, module, PrintOptions::default());
    let mut again = Context::new();
    again.set_allow_unregistered_dialects(true);
    cf::register(&mut again);
    let reparsed = parse_source(&mut again, &text, "out.mlir").expect("our output parses");
    let reparsed = unwrap_single_module(&mut again, reparsed);
    assert_eq!(
        print_top_level(&mut again, reparsed, PrintOptions::default()),
        text
    );
}
