//! `tests/ods/ok/umbrella.td`, a spec that only includes one dialect's files: its op, enum
//! and attribute are generated once, in one module, and the attribute's `APFloatParameter`
//! is compared bit for bit, format included, as `APFloat::bitwiseIsEqual` compares.

use ods_dialect_test::goldens::umbrella_td::Mode;
use ods_dialect_test::goldens::umbrella_td::umb::*;
use ods_runtime::Context;
use ods_runtime::asm::parser::parse_attribute_str;
use ods_runtime::asm::printer::attribute_to_string;
use ods_runtime::attributes::apfloat::ApFloat;
use ods_runtime::ir::OperationName;
use ods_runtime::types::FloatKind;

#[test]
fn the_included_files_definitions_are_generated_once() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let scale = OperationName::get(&mut ctx, "umb.scale");
    assert!(
        ctx.op_name(scale).definition().is_some(),
        "the op of one included file"
    );
    assert_eq!(
        Mode::Exact.stringify(),
        "exact",
        "the enum of the files' base"
    );
    let real = parse_attribute_str(&mut ctx, "#umb.real<f16 1.5>", "t").expect("parses");
    assert!(
        RealAttr::cast(&ctx, real).is_some(),
        "the attribute of the other file"
    );
    assert_eq!(
        attribute_to_string(&ctx, real),
        "#umb.real<f16 1.500000e+00>"
    );
}

#[test]
fn apfloat_parameters_are_uniqued_by_format_and_bits() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let half = RealAttr::get(&ctx, ApFloat::from_f64(FloatKind::F16, 1.5));
    let parsed = parse_attribute_str(&mut ctx, "#umb.real<f16 1.5>", "t").expect("parses");
    assert_eq!(half.attr(), parsed, "equal format and bits: one attribute");
    let single = RealAttr::get(&ctx, ApFloat::from_f64(FloatKind::F32, 1.5));
    assert_ne!(
        half, single,
        "the same number in another format is another attribute"
    );
    // `bf16`'s 1.5 has other bits than `f16`'s; give both formats one bit pattern.
    let bits = half.value(&ctx).bits();
    let brain = RealAttr::get(&ctx, ApFloat::from_bits(FloatKind::BF16, bits));
    assert_ne!(
        half, brain,
        "one bit pattern in two formats: two attributes"
    );
    let zero = RealAttr::get(&ctx, ApFloat::from_f64(FloatKind::F32, 0.0));
    let negative_zero = RealAttr::get(&ctx, ApFloat::from_f64(FloatKind::F32, -0.0));
    assert_ne!(zero, negative_zero, "equal as numbers, not bit for bit");
    assert_eq!(
        attribute_to_string(&ctx, negative_zero.attr()),
        "#umb.real<f32 -0.000000e+00>"
    );
}
