//! The elementwise traits (`ElementwiseMappable`, `ResultsAreFloatLike`) and dialect enum
//! attributes (`EnumAttr`, `EnumProp`) of the odstest dialect, through the generated API.
//!
//! The verifier messages are mlir-opt's: `requires a floating point type` is what
//! `tosa.rfft2d` (which carries `ResultsAreFloatLike`) reports for integer results; the
//! `Elementwise` messages are those of MLIR's `verifyElementwise` as libMLIR (which mlir-opt
//! runs) spells them. No upstream op reaches that verifier before one of its other checks,
//! so they are taken from the library rather than from a run.

use ods_dialect_test::odstest::*;
use ods_dialect_test::{Perm, Shade};
use ods_runtime::Attribute;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::ir::{OpId, Value};
use ods_runtime::traits::{Elementwise, Scalarizable, Tensorizable, Vectorizable};
use ods_runtime::{Context, Location, Type};

mod common;

fn setup() -> (Context, Location) {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = Location::unknown(&ctx);
    (ctx, loc)
}

/// A value of type `ty`: the result of an op with no operands.
fn value(ctx: &mut Context, loc: Location, ty: Type) -> Value {
    FloatResultsOp::build(ctx, loc, vec![ty]).outputs(ctx)[0]
}

fn errors(ctx: &Context, op: OpId) -> Vec<String> {
    match ods_runtime::verify::verify(ctx, op) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
    }
}

fn map(ctx: &mut Context, loc: Location, inputs: &[Type], outputs: &[Type]) -> Vec<String> {
    let values: Vec<Value> = inputs.iter().map(|&t| value(ctx, loc, t)).collect();
    let op = MapOp::build(ctx, loc, outputs.to_vec(), values);
    errors(ctx, op.op())
}

#[test]
fn elementwise_checks_how_scalars_and_shaped_values_mix() {
    let (mut ctx, loc) = setup();
    let f32_ty = Type::f32(&ctx);
    let v4 = Type::vector(&ctx, &[4], f32_ty);
    let v8 = Type::vector(&ctx, &[8], f32_ty);
    let t4 = Type::ranked_tensor(&ctx, &[4], f32_ty);
    let dynamic = Type::ranked_tensor(&ctx, &[ods_runtime::types::DYNAMIC], f32_ty);

    assert_eq!(
        map(&mut ctx, loc, &[f32_ty, f32_ty], &[f32_ty]),
        Vec::<String>::new()
    );
    assert_eq!(
        map(&mut ctx, loc, &[v4, f32_ty], &[v4]),
        Vec::<String>::new()
    );
    assert_eq!(
        map(&mut ctx, loc, &[t4, dynamic], &[t4]),
        Vec::<String>::new()
    );
    let cases: [(&[Type], &[Type], &str); 4] = [
        (
            &[f32_ty],
            &[v4],
            "'odstest.map' op if a result is non-scalar, then at least one operand must be non-scalar",
        ),
        (
            &[v4],
            &[f32_ty],
            "'odstest.map' op if an operand is non-scalar, then there must be at least one non-scalar result",
        ),
        (
            &[v4],
            &[v4, f32_ty],
            "'odstest.map' op if an operand is non-scalar, then all results must be non-scalar",
        ),
        (
            &[v4],
            &[v8],
            "'odstest.map' op all non-scalar operands/results must have the same shape and base type",
        ),
    ];
    for (inputs, outputs, message) in cases {
        assert_eq!(map(&mut ctx, loc, inputs, outputs), [message]);
    }
    // A vector and a tensor of the same shape differ in base type.
    assert_eq!(
        map(&mut ctx, loc, &[v4], &[t4]),
        ["'odstest.map' op all non-scalar operands/results must have the same shape and base type"]
    );
    // ElementwiseMappable is the four traits.
    let op = MapOp::build(&mut ctx, loc, vec![], vec![]);
    assert!(ctx.op(op.op()).has_trait::<Elementwise>());
    assert!(ctx.op(op.op()).has_trait::<Scalarizable>());
    assert!(ctx.op(op.op()).has_trait::<Vectorizable>());
    assert!(ctx.op(op.op()).has_trait::<Tensorizable>());
}

#[test]
fn results_are_float_like() {
    let (mut ctx, loc) = setup();
    let f16_ty = Type::f16(&ctx);
    let i32_ty = Type::int(&ctx, 32);
    let floats = Type::ranked_tensor(&ctx, &[2], f16_ty);
    let ints = Type::vector(&ctx, &[2], i32_ty);
    let ok = FloatResultsOp::build(&mut ctx, loc, vec![f16_ty, floats]);
    assert_eq!(errors(&ctx, ok.op()), Vec::<String>::new());
    for ty in [i32_ty, ints] {
        let bad = FloatResultsOp::build(&mut ctx, loc, vec![f16_ty, ty]);
        assert_eq!(
            errors(&ctx, bad.op()),
            ["'odstest.float_results' op requires a floating point type"]
        );
    }
}

#[test]
fn enum_attributes_and_properties() {
    let (mut ctx, loc) = setup();
    let dark = ShadeAttr::get(&ctx, Shade::Dark);
    assert_eq!(*dark.value(&ctx), Shade::Dark);
    let rw = PermAttr::get(&ctx, Perm::READ | Perm::WRITE);
    let op = ShadedOp::build(
        &mut ctx,
        loc,
        dark.attr(),
        Some(rw.attr()),
        Shade::Light,
        Perm::WRITE,
    );
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());
    assert_eq!(op.stored(&ctx), Shade::Light);
    // As upstream, the accessor gives the enum value and `_attr` the attribute.
    assert_eq!(op.shade(&ctx), Shade::Dark);
    assert_eq!(op.shade_attr(&ctx), Some(dark.attr()));

    // Another attribute where the enum attribute belongs fails the constraint.
    let other = PermAttr::get(&ctx, Perm::READ);
    let bad = ShadedOp::build(&mut ctx, loc, other.attr(), None, Shade::Dark, Perm::NONE);
    assert_eq!(
        errors(&ctx, bad.op()),
        ["'odstest.shaded' op attribute 'shade' failed to satisfy constraint: a shade"]
    );

    // `EnumAttr`'s default format (`$value`), as upstream prints it: `#dialect<mnemonic case>`.
    // `EnumPropWithAttrForm` reads its attribute form and writes the integer, as mlir-opt
    // does with upstream's `test.op_with_enum_prop_attr_form`.
    let text = "\"odstest.shaded\"() <{access_mode = 1 : i32, perm = #odstest<perm read|write>, shade = #odstest<shade dark>, stored = 2 : i32}> : () -> ()\n";
    let custom = text.replace("access_mode = 1 : i32", "access_mode = #odstest<perm read>");
    let wrapper = parse_source(&mut ctx, &custom, "enums.mlir").expect("parses");
    let module = unwrap_single_module(&mut ctx, wrapper);
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
        ..PrintOptions::default()
    };
    let printed = print_top_level(&mut ctx, module, opts);
    assert!(printed.contains(text.trim_end()), "{printed}");
    // The integer form reads back the same.
    let reparsed = parse_source(&mut ctx, text, "enums.mlir").expect("parses");
    let reparsed = unwrap_single_module(&mut ctx, reparsed);
    assert_eq!(print_top_level(&mut ctx, reparsed, opts), printed);
    let body = ctx.op(module).regions()[0];
    let block = ctx.region(body).blocks()[0];
    let parsed = ctx.block(block).ops().next().expect("one op");
    let parsed = ShadedOp::cast(&ctx, parsed).expect("an odstest.shaded op");
    assert_eq!(parsed.stored(&ctx), Shade::Dark);
    assert_eq!(parsed.access_mode(&ctx), Perm::READ);
    assert_eq!(parsed.perm(&ctx), Some(Perm::READ | Perm::WRITE));

    let err = parse_source(
        &mut ctx,
        "\"odstest.shaded\"() <{access_mode = #odstest<perm read>, shade = #odstest<shade dim>, stored = 1 : i32}> : () -> ()",
        "bad.mlir",
    )
    .expect_err("an unknown case");
    assert!(
        err.iter()
            .any(|d| d.message == "expected Shade to be one of: light, dark"),
        "{err:?}"
    );
}

#[test]
fn builtin_types_and_attributes_as_constraints() {
    use ods_dialect_test::goldens::constraints_td::constraints;
    let (mut ctx, loc) = setup();
    constraints::register(&mut ctx);
    let i8_ty = Type::int(&ctx, 8);
    let f32_ty = Type::f32(&ctx);
    let index = Type::index(&ctx);
    let tensor = Type::ranked_tensor(&ctx, &[2], f32_ty);
    let vector = Type::vector(&ctx, &[2], f32_ty);
    let int = value(&mut ctx, loc, i8_ty);
    let float = value(&mut ctx, loc, f32_ty);
    let idx = value(&mut ctx, loc, index);
    let t = value(&mut ctx, loc, tensor);
    let count = Attribute::integer(&ctx, i8_ty, 3);
    let data = Attribute::dense_elements(
        &ctx,
        tensor,
        vec![ods_runtime::attributes::Scalar::Float(0)],
    );
    let note = Attribute::string(&ctx, "n");
    let unknown = Location::unknown(&ctx);
    let named = Location::name(&ctx, "origin", unknown);
    let origin = Attribute::location(&ctx, named);
    let nowhere = Attribute::location(&ctx, unknown);
    let ok = constraints::BuiltinOp::build(
        &mut ctx,
        loc,
        vector,
        int,
        float,
        idx,
        vec![t, t],
        count,
        data,
        Some(note),
        Some(origin),
    );
    assert_eq!(errors(&ctx, ok.op()), Vec::<String>::new());
    let bad = constraints::BuiltinOp::build(
        &mut ctx,
        loc,
        tensor,
        float,
        float,
        idx,
        vec![idx],
        note,
        data,
        Some(count),
        Some(nowhere),
    );
    assert_eq!(
        errors(&ctx, bad.op()),
        [
            "'constraints.builtin' op attribute 'count' failed to satisfy constraint: An Attribute containing a integer value"
        ]
    );
    let wrong_operand = constraints::BuiltinOp::build(
        &mut ctx,
        loc,
        vector,
        float,
        float,
        idx,
        vec![],
        count,
        data,
        None,
        None,
    );
    assert_eq!(
        errors(&ctx, wrong_operand.op()),
        [
            "'constraints.builtin' op operand #0 must be Integer type with arbitrary precision up to a fixed limit, but got 'f32'"
        ]
    );
    let wrong_location = constraints::BuiltinOp::build(
        &mut ctx,
        loc,
        vector,
        int,
        float,
        idx,
        vec![],
        count,
        data,
        None,
        Some(nowhere),
    );
    assert_eq!(
        errors(&ctx, wrong_location.op()),
        [
            "'constraints.builtin' op attribute 'origin' failed to satisfy constraint: A named source location"
        ]
    );
}

/// `SameOperandsAndResultRank`: the operands message is mlir-opt's on `tosa.add` with
/// operands of ranks 1 and 2 (`tests/upstream/operand-ranks.mlir`); the results message is
/// the one beside it in MLIR's verifier, which no upstream op reaches first.
#[test]
fn same_operands_and_result_rank() {
    let (mut ctx, loc) = setup();
    let f32_ty = Type::f32(&ctx);
    let t1 = Type::ranked_tensor(&ctx, &[2], f32_ty);
    let t2 = Type::ranked_tensor(&ctx, &[2, 2], f32_ty);
    let t3 = Type::ranked_tensor(&ctx, &[2, 2, 1], f32_ty);
    let unranked = Type::unranked_tensor(&ctx, f32_ty);
    let rank = |ctx: &mut Context, inputs: &[Type], outputs: &[Type]| {
        let values: Vec<Value> = inputs.iter().map(|&t| value(ctx, loc, t)).collect();
        let op = SameRankOp::build(ctx, loc, outputs.to_vec(), values);
        errors(ctx, op.op())
    };
    assert_eq!(
        rank(&mut ctx, &[t2, t2, unranked], &[t2, f32_ty]),
        Vec::<String>::new()
    );
    let upstream = common::upstream_error(
        "operand-ranks.mlir",
        "'tosa.add' op operands don't have matching ranks",
    );
    assert_eq!(
        rank(&mut ctx, &[t1, t2], &[t2]),
        vec![upstream.replace("tosa.add", "odstest.same_rank")]
    );
    assert_eq!(
        rank(&mut ctx, &[t2, t2], &[t3]),
        vec!["'odstest.same_rank' op result type has different rank than operands".to_string()]
    );
    assert_eq!(
        rank(&mut ctx, &[], &[t2]),
        vec!["'odstest.same_rank' op expected 1 or more operands, but found 0".to_string()]
    );
}

#[test]
fn a_constraint_with_a_cpp_function_name_is_a_standalone_function() {
    use ods_dialect_test::goldens::constraints_td::is_wide_signless_integer;
    let ctx = Context::new();
    let (i32_ty, i64_ty, i8_ty, f32_ty) = (
        Type::int(&ctx, 32),
        Type::int(&ctx, 64),
        Type::int(&ctx, 8),
        Type::f32(&ctx),
    );
    assert!(is_wide_signless_integer(&ctx, i32_ty));
    assert!(is_wide_signless_integer(&ctx, i64_ty));
    assert!(!is_wide_signless_integer(&ctx, i8_ty));
    assert!(!is_wide_signless_integer(&ctx, f32_ty));
}
