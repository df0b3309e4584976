//! The folder and the greedy driver on small operations defined here: `t.const` (constant
//! like, pure, its value in a `value` attribute), `t.id` (folds to its operand), `t.pair`
//! (two results: its operand and the constant 7), `t.neg` (folds constants; unregistered
//! `x.*` operations have unknown effects) and `t.swap` (folds in place once).

use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::greedy::{
    FoldOutcome, GreedyConfig, OperationFolder, apply_patterns_greedily, is_op_trivially_dead,
};
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OpId, OperationState};
use ods_runtime::registry::{DialectDefinition, OpDefinition, OpFoldResult};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::traits::{Commutative, ConstantLike};
use ods_runtime::{Attribute, Context, Location, Type};

fn fold_id(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
    Some(vec![OpFoldResult::Value(ctx.op(op).operand(0))])
}

fn fold_pair(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
    let ty = Type::i32(ctx);
    Some(vec![
        OpFoldResult::Value(ctx.op(op).operand(0)),
        OpFoldResult::Attribute(Attribute::integer(ctx, ty, 7)),
    ])
}

/// The i32 constant `f` of the first operand's constant, when it has one.
fn fold_first_constant(
    ctx: &mut Context,
    constants: &[Option<Attribute>],
    f: fn(i64) -> i64,
) -> Option<Vec<OpFoldResult>> {
    let v = ctx.attr((*constants.first()?)?).integer_value()?;
    let ty = Type::i32(ctx);
    Some(vec![OpFoldResult::Attribute(Attribute::integer(
        ctx,
        ty,
        f(v),
    ))])
}

fn fold_neg(
    ctx: &mut Context,
    _: OpId,
    constants: &[Option<Attribute>],
) -> Option<Vec<OpFoldResult>> {
    fold_first_constant(ctx, constants, |v| -v)
}

/// Folds in place once: drops its `x.once` attribute.
fn fold_swap(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
    ctx.op(op).discardable_attr("once")?;
    op.set_discardable_attr(ctx, "once", None);
    Some(Vec::new())
}

fn materialize(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    ctx.attr(value).integer_value()?;
    let name = OperationName::get(ctx, "t.const");
    let mut s = OperationState::new(name, loc);
    s.result_types = vec![ty];
    let op = OpId::create(ctx, s);
    op.set_discardable_attr(ctx, "value", Some(value));
    Some(op)
}

fn setup() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_op(
        OpDefinition::new("t.const")
            .with_trait(ConstantLike)
            .with_pure(),
    );
    ctx.register_op(OpDefinition::new("t.id").with_pure().with_folder(fold_id));
    ctx.register_op(
        OpDefinition::new("t.pair")
            .with_pure()
            .with_folder(fold_pair),
    );
    ctx.register_op(OpDefinition::new("t.neg").with_pure().with_folder(fold_neg));
    ctx.register_op(
        OpDefinition::new("t.swap")
            .with_trait(Commutative)
            .with_folder(fold_swap),
    );
    ctx.register_dialect_definition(
        DialectDefinition::new("t").with_constant_materializer(materialize),
    );
    ctx
}

fn parse(ctx: &mut Context, src: &str) -> OpId {
    let wrapper = parse_source(ctx, src, "t.mlir").expect("parses");
    unwrap_single_module(ctx, wrapper)
}

fn canonicalize(src: &str) -> String {
    let mut ctx = setup();
    let top = parse(&mut ctx, src);
    let result = apply_patterns_greedily(
        &mut ctx,
        top,
        &RewritePatternSet::new(),
        &GreedyConfig::default(),
    );
    assert!(result.converged, "{result:?}");
    ods_runtime::verify::verify(&ctx, top).expect("verifies");
    print_top_level(&mut ctx, top, PrintOptions::default())
}

#[test]
fn a_fold_to_an_existing_value_replaces_the_op() {
    let text = canonicalize(
        r#"%x = "x.src"() : () -> i32
%a = "t.id"(%x) : (i32) -> i32
%b = "t.id"(%a) : (i32) -> i32
"x.sink"(%b) : (i32) -> ()
"#,
    );
    assert_eq!(
        text,
        "module {\n  %0 = \"x.src\"() : () -> i32\n  \"x.sink\"(%0) : (i32) -> ()\n}\n\n"
    );
}

#[test]
fn a_multi_result_fold_mixes_values_and_constants() {
    let text = canonicalize(
        r#"%x = "x.src"() : () -> i32
%p:2 = "t.pair"(%x) : (i32) -> (i32, i32)
"x.sink"(%p#0, %p#1) : (i32, i32) -> ()
"#,
    );
    assert_eq!(
        text,
        r#"module {
  %0 = "t.const"() {value = 7 : i32} : () -> i32
  %1 = "x.src"() : () -> i32
  "x.sink"(%1, %0) : (i32, i32) -> ()
}

"#
    );
}

/// Constant operands reach the folder; chains fold to one constant; in-place folds and the
/// commutative move of constants to the end count as changes.
#[test]
fn constant_operands_fold_and_commutative_ops_move_them_right() {
    let text = canonicalize(
        r#"%c = "t.const"() {value = 5 : i32} : () -> i32
%n = "t.neg"(%c) : (i32) -> i32
%m = "t.neg"(%n) : (i32) -> i32
%x = "x.src"() : () -> i32
%s = "t.swap"(%m, %x) {once} : (i32, i32) -> i32
"x.sink"(%s) : (i32) -> ()
"#,
    );
    assert_eq!(
        text,
        r#"module {
  %0 = "t.const"() {value = 5 : i32} : () -> i32
  %1 = "x.src"() : () -> i32
  %2 = "t.swap"(%1, %0) : (i32, i32) -> i32
  "x.sink"(%2) : (i32) -> ()
}

"#
    );
}

#[test]
fn trivially_dead_needs_no_uses_and_no_effects() {
    let mut ctx = setup();
    let top = parse(
        &mut ctx,
        r#"%a = "t.const"() {value = 1 : i32} : () -> i32
%b = "t.const"() {value = 2 : i32} : () -> i32
%u = "x.effect"() : () -> i32
%s = "t.swap"(%b, %b) : (i32, i32) -> i32
"#,
    );
    let ops = ctx
        .op(top)
        .collect_ops(ods_runtime::ir::WalkOrder::PreOrder);
    let dead: Vec<bool> = ops[1..]
        .iter()
        .map(|&o| is_op_trivially_dead(&ctx, o))
        .collect();
    // `t.const` 1 is unused and pure; `t.const` 2 is used; `x.effect` and `t.swap` have
    // unknown effects.
    assert_eq!(dead, [true, false, false, false]);
}

/// The folder used outside the driver uniques the constants it creates and puts them at the
/// start of the insertion region's entry block.
#[test]
fn the_folder_uniques_constants_it_creates() {
    let mut ctx = setup();
    let top = parse(
        &mut ctx,
        r#"%x = "x.src"() : () -> i32
%c = "t.const"() {value = 3 : i32} : () -> i32
%n = "t.neg"(%c) : (i32) -> i32
%m = "t.neg"(%c) : (i32) -> i32
"x.sink"(%n, %m) : (i32, i32) -> ()
"#,
    );
    let ops = ctx
        .op(top)
        .collect_ops(ods_runtime::ir::WalkOrder::PreOrder);
    let (n, m) = (ops[3], ops[4]);
    let mut folder = OperationFolder::new();
    let FoldOutcome::Replaced { new_constants, .. } = folder.try_fold(&mut ctx, n) else {
        panic!("t.neg of a constant folds");
    };
    assert_eq!(new_constants.len(), 1);
    let FoldOutcome::Replaced { new_constants, .. } = folder.try_fold(&mut ctx, m) else {
        panic!("t.neg of a constant folds");
    };
    assert!(
        new_constants.is_empty(),
        "the second fold reuses the constant"
    );
    assert_eq!(folder.try_fold(&mut ctx, ops[1]), FoldOutcome::Failed);
    let text = print_top_level(&mut ctx, top, PrintOptions::default());
    assert_eq!(
        text,
        r#"module {
  %0 = "t.const"() {value = -3 : i32} : () -> i32
  %1 = "x.src"() : () -> i32
  %2 = "t.const"() {value = 3 : i32} : () -> i32
  "x.sink"(%0, %0) : (i32, i32) -> ()
}

"#
    );
}

/// The fold of dialect `d`: the first operand's constant plus 100.
fn fold_dialect_d(
    ctx: &mut Context,
    _: OpId,
    constants: &[Option<Attribute>],
) -> Option<Vec<OpFoldResult>> {
    fold_first_constant(ctx, constants, |v| v + 100)
}

fn fold_never(_: &mut Context, _: OpId, _: &[Option<Attribute>]) -> Option<Vec<OpFoldResult>> {
    None
}

/// MLIR's `DialectFoldInterface`: the dialect folds what the operation's own hook does not
/// (an unregistered operation of the dialect, a registered one whose hook fails), and never
/// overrides a hook that folds.
#[test]
fn the_dialect_folds_what_the_operation_does_not() {
    let mut ctx = setup();
    ctx.register_op(OpDefinition::new("d.own").with_pure().with_folder(fold_id));
    ctx.register_op(
        OpDefinition::new("d.fails")
            .with_pure()
            .with_folder(fold_never),
    );
    ctx.register_dialect_definition(
        DialectDefinition::new("d")
            .with_constant_materializer(materialize)
            .with_folder(fold_dialect_d),
    );
    let top = parse(
        &mut ctx,
        r#"%c = "t.const"() {value = 5 : i32} : () -> i32
%x = "x.src"() : () -> i32
%a = "d.own"(%c) : (i32) -> i32
%b = "d.fails"(%c) : (i32) -> i32
%u = "d.unregistered"(%c) : (i32) -> i32
%n = "d.unregistered"(%x) : (i32) -> i32
"x.sink"(%a, %b, %u, %n) : (i32, i32, i32, i32) -> ()
"#,
    );
    let result = apply_patterns_greedily(
        &mut ctx,
        top,
        &RewritePatternSet::new(),
        &GreedyConfig::default(),
    );
    assert!(result.converged, "{result:?}");
    let text = print_top_level(&mut ctx, top, PrintOptions::default());
    assert_eq!(
        text,
        r#"module {
  %0 = "t.const"() {value = 105 : i32} : () -> i32
  %1 = "t.const"() {value = 5 : i32} : () -> i32
  %2 = "x.src"() : () -> i32
  %3 = "d.unregistered"(%2) : (i32) -> i32
  "x.sink"(%1, %0, %0, %3) : (i32, i32, i32, i32) -> ()
}

"#
    );
}
