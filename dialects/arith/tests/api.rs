//! The arith dialect from Rust: building ops with the generated builders, canonicalizing
//! them (folders on scalars and splats, DRR patterns), and asking them through interfaces
//! (fast-math and overflow flags, cast compatibility, range inference). Conformance of its
//! textual form, verifiers and canonicalization with mlir-opt is tested in
//! `tests/tests/dialect_arith_reference.rs`.

use ods_dialect_arith::arith as ar;
use ods_dialect_arith::{ArithIntegerOverflowFlagsInterface, IntegerOverflowFlags};
use ods_runtime::Attribute;
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
    ar::register(&mut ctx);
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    (ctx, module)
}

#[test]
fn built_ops_canonicalize_as_upstream() {
    let (mut ctx, module) = context();
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let i32_ty = Type::int(b.ctx(), 32);
    let arg = Attribute::integer(b.ctx(), i32_ty, 5);
    let x = ar::ConstantOp::create(&mut b, loc, i32_ty, arg).result(b.ctx());
    let seven = Attribute::integer(b.ctx(), i32_ty, 7);
    let c7 = ar::ConstantOp::create(&mut b, loc, i32_ty, seven).result(b.ctx());
    let nsw = ar::IntegerOverflowFlagsAttr::get(b.ctx(), IntegerOverflowFlags::NSW).attr();
    let sum = ar::AddIOp::create(&mut b, loc, i32_ty, x, c7, Some(nsw)).result(b.ctx());
    let f32_ty = Type::f32(b.ctx());
    let half = Attribute::float(b.ctx(), f32_ty, 0.5);
    let h = ar::ConstantOp::create(&mut b, loc, f32_ty, half).result(b.ctx());
    let none = ar::FastMathFlagsAttr::get(b.ctx(), ods_dialect_arith::FastMathFlags::NONE).attr();
    let prod = ar::MulFOp::create(&mut b, loc, f32_ty, h, h, Some(none)).result(b.ctx());
    let sink = OperationName::get(b.ctx(), "test.sink");
    let mut state = ods_runtime::ir::OperationState::new(sink, loc);
    state.operands = vec![sum, prod];
    b.create(state);
    ctx.set_allow_unregistered_dialects(true);
    module.op().canonicalize(&mut ctx, &Default::default());
    let text = print_top_level(&mut ctx, module.op(), PrintOptions::default());
    assert_eq!(
        text,
        "module {\n  %c12_i32 = arith.constant 12 : i32\n  %cst = arith.constant 2.500000e-01 : \
         f32\n  \"test.sink\"(%c12_i32, %cst) : (i32, f32) -> ()\n}\n\n"
    );
}

#[test]
fn ops_answer_through_their_interfaces() {
    let (mut ctx, module) = context();
    let loc = Location::unknown(&ctx);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let i8_ty = Type::int(b.ctx(), 8);
    let i32_ty = Type::int(b.ctx(), 32);
    let three = Attribute::integer(b.ctx(), i8_ty, 3);
    let v = ar::ConstantOp::create(&mut b, loc, i8_ty, three).result(b.ctx());
    let flags = ar::IntegerOverflowFlagsAttr::get(
        b.ctx(),
        IntegerOverflowFlags(IntegerOverflowFlags::NSW.bits() | IntegerOverflowFlags::NUW.bits()),
    )
    .attr();
    let shl = ar::ShLIOp::create(&mut b, loc, i8_ty, v, v, Some(flags));
    let ext = ar::ExtUIOp::create(&mut b, loc, i32_ty, v);

    // The overflow-flags interface reads the op's property.
    let iface = ctx
        .op(shl.op())
        .as_interface::<ArithIntegerOverflowFlagsInterface>()
        .expect("overflow flags");
    assert!(iface.has_no_signed_wrap(&ctx));
    assert!(iface.has_no_unsigned_wrap(&ctx));

    // `arith.extui` widens integers only.
    let cast = ctx
        .op(ext.op())
        .as_interface::<CastOpInterface>()
        .expect("a cast");
    assert!(cast.are_cast_compatible(&ctx, &[i8_ty], &[i32_ty]));
    assert!(!cast.are_cast_compatible(&ctx, &[i32_ty], &[i8_ty]));

    // The range of `extui` of [200, 250] in i8 is [200, 250] in i32.
    let range = |w: u32, lo: u128, hi: u128| {
        ConstantIntRanges::from_unsigned(
            ods_runtime::attributes::ApInt::from_u128(w, lo),
            ods_runtime::attributes::ApInt::from_u128(w, hi),
        )
    };
    let infer = ctx
        .op(ext.op())
        .as_interface::<InferIntRangeInterface>()
        .expect("range inference");
    let mut got = Vec::new();
    infer.infer_result_ranges(&ctx, &[range(8, 200, 250)], &mut |_, r| got.push(r));
    assert_eq!(got.len(), 1);
    assert_eq!(
        got[0].umin(),
        &ods_runtime::attributes::ApInt::from_u128(32, 200)
    );
    assert_eq!(
        got[0].umax(),
        &ods_runtime::attributes::ApInt::from_u128(32, 250)
    );
}
