//! The math dialect from Rust: ops built with the generated builders, their fast-math flags
//! being the arith crate's attribute and interface, and folding through arith's constant
//! materializer. Conformance of its textual form, verifiers and folds with mlir-opt is
//! tested in `tests/tests/dialect_math_reference.rs`.

use ods_dialect_arith::arith as ar;
use ods_dialect_arith::{ArithFastMathInterface, FastMathFlags};
use ods_dialect_math::math as m;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::builder::OpBuilder;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::OperationName;

#[test]
fn folds_materialize_arith_constants_and_flags_are_arith_s() {
    let mut ctx = Context::new();
    m::register(&mut ctx);
    assert!(ctx.is_dialect_registered("arith"), "math depends on arith");
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let f32_ty = Type::f32(b.ctx());
    let two = Attribute::float(b.ctx(), f32_ty, 2.0);
    let c = ar::ConstantOp::create(&mut b, loc, f32_ty, two).result(b.ctx());
    let fast = ar::FastMathFlagsAttr::get(b.ctx(), FastMathFlags::FAST).attr();
    let sqrt = m::SqrtOp::create(&mut b, loc, f32_ty, c, Some(fast));
    let root = sqrt.result(b.ctx());
    let sink = OperationName::get(b.ctx(), "test.sink");
    let mut state = ods_runtime::ir::OperationState::new(sink, loc);
    state.operands = vec![root];
    let sink = b.create(state);

    assert_eq!(sqrt.fastmath(&ctx), FastMathFlags::FAST);
    let view = ArithFastMathInterface::cast(&ctx, sqrt.op()).expect("math.sqrt has the interface");
    assert_eq!(view.get_fast_math_flags_attr(&ctx), Some(fast));

    ctx.set_allow_unregistered_dialects(true);
    module.op().canonicalize(&mut ctx, &Default::default());
    let folded = ctx.op(sink).operand(0);
    let def = ctx.value(folded).defining_op().expect("a constant");
    let constant = ar::ConstantOp::cast(&ctx, def).expect("materialized by arith");
    let expected = Attribute::float(&ctx, f32_ty, f64::from(2f32.sqrt()));
    assert_eq!(constant.value(&ctx), expected);
}
