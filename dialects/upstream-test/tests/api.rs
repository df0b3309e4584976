//! Upstream's test dialect as a user of the crate sees it: registered, its unknown operations
//! verify, its ops keep their upstream behaviour.

use ods_dialect_upstream_test::test;
use ods_runtime::Context;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::verify::verify;

fn round_trip(src: &str) -> Result<String, Vec<String>> {
    let mut ctx = Context::new();
    test::register(&mut ctx);
    let module = parse_source(&mut ctx, src, "t.mlir")
        .map_err(|d| d.iter().map(|d| d.message.clone()).collect::<Vec<_>>())?;
    verify(&ctx, module).map_err(|e| e.iter().map(|e| e.message.clone()).collect::<Vec<_>>())?;
    Ok(print_top_level(&mut ctx, module, PrintOptions::default()))
}

#[test]
fn unknown_operations_of_the_dialect_verify() {
    let printed = round_trip("\"test.anything\"() : () -> ()").expect("verifies");
    assert!(
        printed.contains("\"test.anything\"() : () -> ()"),
        "{printed}"
    );
}

#[test]
fn the_dialect_checks_its_attributes() {
    let errors = round_trip(
        "%0 = \"test.constant\"() {value = 1 : i32} : () -> i32\n\"test.invalid\"() {test.invalid_attr} : () -> ()",
    )
    .expect_err("the dialect rejects `test.invalid_attr`");
    assert_eq!(errors, ["invalid to use 'test.invalid_attr'"]);
}

#[test]
fn unknown_types_are_reported_at_their_mnemonic() {
    let errors = round_trip("\"test.op\"() : () -> !test.nothing").expect_err("no such type");
    assert_eq!(errors, ["unknown type!"]);
}

#[test]
fn test_br_forwards_its_operands_and_region_kinds_hold() {
    let branch = |operands: &str, types: &str| {
        format!(
            "\"test.ssacfg_region\"() ({{\n^bb0(%x: i32):\n  \"test.br\"({operands})[^bb1] : ({types}) -> ()\n\
             ^bb1(%y: i32):\n  \"test.finish\"() : () -> ()\n}}) : () -> ()"
        )
    };
    round_trip(&branch("%x", "i32")).expect("the operand feeds the block argument");
    let errors = round_trip(&branch("", "")).expect_err("one block argument short");
    assert_eq!(
        errors,
        ["branch has 0 operands for successor #0, but target block has 1"]
    );
    let printed = round_trip(
        "\"test.graph_region\"() ({\n  %0 = \"test.use\"(%1) : (i32) -> i32\n  %1 = \"test.use\"(%0) : (i32) -> i32\n}) : () -> ()",
    )
    .expect("a graph region needs no dominance");
    assert!(printed.contains("test.graph_region {"), "{printed}");
    let errors = round_trip(
        "\"test.ssacfg_region\"() ({\n  %0 = \"test.use\"(%1) : (i32) -> i32\n  %1 = \"test.use\"(%0) : (i32) -> i32\n}) : () -> ()",
    )
    .expect_err("an SSACFG region does");
    assert_eq!(errors, ["operand #0 does not dominate this use"]);
}

#[test]
fn a_segmented_operand_group_grows_and_shrinks_with_its_segment_size() {
    let mut ctx = Context::new();
    test::register(&mut ctx);
    let src = "\"test.ssacfg_region\"() ({\n^bb0(%x: i32, %y: i32):\n  \
               %0 = \"test.producing_br\"(%x, %y, %x)[^bb1, ^bb1] \
               {operandSegmentSizes = array<i32: 1, 2>} : (i32, i32, i32) -> i32\n\
               ^bb1(%a: i32, %b: i32, %c: i32):\n  \"test.finish\"() : () -> ()\n}) : () -> ()";
    let module = parse_source(&mut ctx, src, "t.mlir").expect("parses");
    let mut branch = None;
    ctx.op(module)
        .walk(ods_runtime::ir::WalkOrder::PreOrder, &mut |c, o| {
            if let Some(b) = test::TestProducingBranchOp::cast(c, o) {
                branch = Some(b);
            }
        });
    let branch = branch.expect("the branch");
    let mut second = branch.get_ods_operands_mutable(&ctx, 1);
    assert_eq!((second.start, second.len, second.segment), (1, 2, Some(1)));
    second.erase(&mut ctx, 0);
    let x = branch.first_operands(&ctx)[0];
    second.append(&mut ctx, &[x, x]);
    assert_eq!(branch.second_operands(&ctx).len(), 3);
    assert_eq!(branch.first_operands(&ctx), vec![x]);
    let printed = print_top_level(&mut ctx, module, PrintOptions::default());
    assert!(
        printed.contains(
            "\"test.producing_br\"(%arg0, %arg0, %arg0, %arg0)[^bb1, ^bb1] \
             <{operandSegmentSizes = array<i32: 1, 3>}>"
        ),
        "{printed}"
    );
}
