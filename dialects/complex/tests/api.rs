//! The complex dialect from Rust: ops built with the generated builders, folds that
//! materialize `complex.constant` and `arith.constant` through the dialect's constant
//! materializer, the re/im-of-negation pattern building arith ops, and `#complex.number`'s
//! builder and accessors. Conformance of its textual form, verifiers and folds with mlir-opt
//! is tested in `tests/tests/dialect_complex_reference.rs`.

use ods_dialect_arith::arith as ar;
use ods_dialect_complex::complex as c;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::asm::printer::attribute_to_string;
use ods_runtime::attributes::apfloat::ApFloat;
use ods_runtime::builder::OpBuilder;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::BlockId;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OperationState, Value};
use ods_runtime::types::FloatKind;

/// A module whose `test.sink` keeps `values` alive; `build` adds the ops before it.
fn sink(ctx: &mut Context, module: ModuleOp, values: &[Value]) -> ods_runtime::ir::OpId {
    let loc = Location::unknown(ctx);
    let name = OperationName::get(ctx, "test.sink");
    let mut state = OperationState::new(name, loc);
    state.operands = values.to_vec();
    OpBuilder::at_module_end(ctx, module).create(state)
}

#[test]
fn folds_materialize_complex_and_arith_constants() {
    let mut ctx = Context::new();
    c::register(&mut ctx);
    assert!(
        ctx.is_dialect_registered("arith"),
        "complex depends on arith"
    );
    ctx.set_allow_unregistered_dialects(true);
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let f32_ty = Type::f32(b.ctx());
    let complex_ty = Type::complex(b.ctx(), f32_ty);
    let (one, two) = (
        Attribute::float(b.ctx(), f32_ty, 1.0),
        Attribute::float(b.ctx(), f32_ty, 2.0),
    );
    let value = Attribute::array(b.ctx(), &[one, two]);
    let cst = c::ConstantOp::create(&mut b, loc, complex_ty, value).complex(b.ctx());
    let re = c::ReOp::create(&mut b, loc, f32_ty, cst, None).real(b.ctx());
    // neg(neg(x)) folds to x.
    let neg = c::NegOp::create(&mut b, loc, complex_ty, cst, None).result(b.ctx());
    let neg2 = c::NegOp::create(&mut b, loc, complex_ty, neg, None).result(b.ctx());
    let sink = sink(&mut ctx, module, &[re, neg2]);

    module.op().canonicalize(&mut ctx, &Default::default());
    let re = ctx.op(sink).operand(0);
    let def = ctx.value(re).defining_op().expect("a constant");
    let constant = ar::ConstantOp::cast(&ctx, def).expect("re of a constant is arith's");
    assert_eq!(constant.value(&ctx), one);
    let neg2 = ctx.op(sink).operand(1);
    let def = ctx.value(neg2).defining_op().expect("the constant");
    let constant = c::ConstantOp::cast(&ctx, def).expect("neg(neg(x)) is x");
    assert_eq!(constant.value_attr(&ctx), Some(value));
    assert!(c::ConstantOp::is_buildable_with(&ctx, value, complex_ty));
    assert!(!c::ConstantOp::is_buildable_with(&ctx, value, f32_ty));
}

#[test]
fn real_of_a_negated_create_is_an_arith_negation() {
    let mut ctx = Context::new();
    c::register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let loc = Location::unknown(&ctx);
    let module = ModuleOp::create(&mut ctx, loc);
    let f64_ty = Type::f64(&ctx);
    let block = BlockId::create(&mut ctx);
    let x = block.add_argument(&mut ctx, f64_ty, loc);
    let y = block.add_argument(&mut ctx, f64_ty, loc);
    let mut b = OpBuilder::at_module_end(&mut ctx, module);
    let complex_ty = Type::complex(b.ctx(), f64_ty);
    let create = c::CreateOp::create(&mut b, loc, complex_ty, x, y).complex(b.ctx());
    let neg = c::NegOp::create(&mut b, loc, complex_ty, create, None).result(b.ctx());
    let im = c::ImOp::create(&mut b, loc, f64_ty, neg, None).imaginary(b.ctx());
    let sink = sink(&mut ctx, module, &[im]);

    module.op().canonicalize(&mut ctx, &Default::default());
    let def = ctx
        .value(ctx.op(sink).operand(0))
        .defining_op()
        .expect("an op");
    let negf = ar::NegFOp::cast(&ctx, def).expect("im(neg(create(x, y))) is negf(y)");
    assert_eq!(negf.operand(&ctx), y);
}

#[test]
fn number_attributes_round_to_the_element_type() {
    let mut ctx = Context::new();
    c::register(&mut ctx);
    let f16_ty = Type::f16(&ctx);
    let complex_ty = Type::complex(&ctx, f16_ty);
    let number = c::NumberAttr::build_type_real_imag(&mut ctx, complex_ty, 0.1, -2.0);
    let (re, im) = number.value(&ctx);
    assert_eq!(re, ApFloat::from_f64(FloatKind::F16, 0.1));
    assert_eq!(im, ApFloat::from_f64(FloatKind::F16, -2.0));
    assert_eq!(
        attribute_to_string(&ctx, number.attr()),
        "#complex.number<:f16 9.997550e-02, -2.000000e+00> : complex<f16>"
    );
}
