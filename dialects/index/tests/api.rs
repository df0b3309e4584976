//! The index dialect from Rust: building ops with the generated builders, folding them,
//! asking them through interfaces (range inference, cast compatibility, result names).
//! Conformance of its textual form and canonicalization with mlir-opt is tested in
//! `tests/tests/dialect_index_reference.rs`.

use ods_dialect_index::IndexCmpPredicate;
use ods_dialect_index::index as ix;
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::builder::OpBuilder;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::interfaces::cast::CastOpInterface;
use ods_runtime::interfaces::int_range::{ConstantIntRanges, InferIntRangeInterface};
use ods_runtime::ir::OperationName;

fn context() -> (Context, ModuleOp) {
    let mut ctx = Context::new();
    ix::register(&mut ctx);
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    (ctx, module)
}

#[test]
fn built_ops_fold_as_upstream() {
    let (mut ctx, module) = context();
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let seven = ix::ConstantOp::create_value(&mut b, loc, 7);
    let two = ix::ConstantOp::create_value(&mut b, loc, 2);
    let (s, t) = (seven.result(b.ctx()), two.result(b.ctx()));
    let index = Type::index(b.ctx());
    let div = ix::FloorDivSOp::create(&mut b, loc, index, s, t);
    let i1 = Type::int(b.ctx(), 1);
    let pred = ix::IndexCmpPredicateAttr::get(b.ctx(), IndexCmpPredicate::Sgt).attr();
    let cmp = ix::CmpOp::create(&mut b, loc, i1, pred, s, t);
    assert_eq!(cmp.pred(b.ctx()), IndexCmpPredicate::Sgt);
    let (d, c) = (div.result(b.ctx()), cmp.result(b.ctx()));
    let sink = OperationName::get(b.ctx(), "test.sink");
    let mut state = ods_runtime::ir::OperationState::new(sink, loc);
    state.operands = vec![d, c];
    b.create(state);
    ctx.set_allow_unregistered_dialects(true);
    module.op().canonicalize(&mut ctx, &Default::default());
    let text = print_top_level(&mut ctx, module.op(), PrintOptions::default());
    assert_eq!(
        text,
        "module {\n  %idx3 = index.constant 3\n  %true = index.bool.constant true\n  \
         \"test.sink\"(%idx3, %true) : (index, i1) -> ()\n}\n\n"
    );
}

#[test]
fn ops_answer_through_their_interfaces() {
    let (mut ctx, module) = context();
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let five = ix::ConstantOp::create_value(&mut b, loc, 5);
    let v = five.result(b.ctx());
    let i32_ty = Type::int(b.ctx(), 32);
    let cast = ix::CastSOp::create(&mut b, loc, i32_ty, v);
    let index = Type::index(b.ctx());
    let max = ix::MaxUOp::create(&mut b, loc, index, v, v);

    // `index.casts` is compatible from or to `index`, not between two integers.
    let view = ctx
        .op(cast.op())
        .as_interface::<CastOpInterface>()
        .expect("a cast");
    assert!(view.are_cast_compatible(&ctx, &[index], &[i32_ty]));
    assert!(!view.are_cast_compatible(&ctx, &[i32_ty], &[i32_ty]));

    // The range of `maxu(x, x)` for x in [5, 9] is [5, 9], at both widths of `index`.
    let range = |lo: u128, hi: u128| {
        ConstantIntRanges::from_unsigned(
            ods_runtime::attributes::ApInt::from_u128(64, lo),
            ods_runtime::attributes::ApInt::from_u128(64, hi),
        )
    };
    let infer = ctx
        .op(max.op())
        .as_interface::<InferIntRangeInterface>()
        .expect("range inference");
    let mut got = Vec::new();
    infer.infer_result_ranges(&ctx, &[range(5, 9), range(5, 9)], &mut |_, r| got.push(r));
    assert_eq!(got, vec![range(5, 9)]);
}
