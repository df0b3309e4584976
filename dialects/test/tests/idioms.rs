//! `tests/ods/ok/idioms.td`, a spec written as an MLIR user writes it, through its generated
//! API: C++ class names in traits, C++ parameter types, declared-only builders, `CArg`
//! defaults, unnamed operands and results, derived attributes, a bit enum printed with
//! `", "`, properties of plain storage types, and default-valued attributes.

use ods_dialect_test::goldens::idioms_td::OverflowFlags;
use ods_dialect_test::goldens::idioms_td::calc::*;
use ods_runtime::Type;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::builder::OpBuilder;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::{OpId, Value};
use ods_runtime::{Context, Location};

fn setup() -> (Context, Location) {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = Location::unknown(&ctx);
    (ctx, loc)
}

fn errors(ctx: &Context, op: OpId) -> Vec<String> {
    match ods_runtime::verify::verify(ctx, op) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
    }
}

/// A scope (through its declared-only builder, with the `CArg` default for `withBlock`)
/// holding two block arguments of type i64; returns the scope, its block and the values.
fn scope(ctx: &mut Context, loc: Location) -> (ScopeOp, ods_runtime::ir::BlockId, Value, Value) {
    let i64_ty = Type::int(ctx, 64);
    let scope = ScopeOp::build_result_types(ctx, loc, &[i64_ty]);
    let block = ctx.region(scope.body(ctx)).blocks()[0];
    let a = block.add_argument(ctx, i64_ty, loc);
    let b = block.add_argument(ctx, i64_ty, loc);
    (scope, block, a, b)
}

#[test]
fn unnamed_values_get_positional_accessors_and_defaults_are_filled() {
    let (mut ctx, loc) = setup();
    let (_, block, a, b) = scope(&mut ctx, loc);
    let i64_ty = Type::int(&ctx, 64);
    let mut builder = OpBuilder::at_block_end(&mut ctx, block);
    let add = AddOp::create(&mut builder, loc, i64_ty, a, b, None, 3, vec![2, 4]);
    assert_eq!(add.operand_0(&ctx), a);
    assert_eq!(add.operand_1(&ctx), b);
    assert_eq!(ctx.value(add.result_0(&ctx)).ty(), i64_ty);
    assert_eq!(
        ctx.block(block).last_op(),
        Some(add.op()),
        "created at the insertion point"
    );
    // `overflowFlags` was left out: op creation fills in its default, as MLIR does.
    assert!(add.overflow_flags_attr(&ctx).is_some());
    assert_eq!(add.overflow_flags(&ctx), OverflowFlags::NONE);
    assert_eq!(add.scale(&ctx), 3);
    assert_eq!(add.dims(&ctx), vec![2, 4]);
    assert!(
        add.has_dims(&ctx),
        "derived attribute declared as an op field"
    );
}

#[test]
fn carg_defaults_give_shorter_builders() {
    let (mut ctx, loc) = setup();
    let (_, _, a, b) = scope(&mut ctx, loc);
    let short = AddOp::build_lhs_rhs(&mut ctx, loc, a, b);
    assert_eq!(short.overflow_flags(&ctx), OverflowFlags::NONE);
    assert_eq!(short.scale(&ctx), 1, "`scale` defaults to `std::nullopt`");
    assert!(short.dims(&ctx).is_empty(), "`tag` defaults to \"\"");
    let full = AddOp::build_lhs_rhs_flags_tag_scale(&mut ctx, loc, a, b, 3, "ab", Some(5));
    assert_eq!(
        full.overflow_flags(&ctx),
        OverflowFlags::NSW | OverflowFlags::NUW
    );
    assert_eq!(full.scale(&ctx), 5);
    assert_eq!(full.dims(&ctx), vec![97, 98]);
}

#[test]
fn bit_enum_with_a_comma_separator_prints_and_parses() {
    let both = OverflowFlags::NSW | OverflowFlags::NUW;
    assert_eq!(both.stringify(), "nsw, nuw");
    assert_eq!(OverflowFlags::symbolize("nsw, nuw"), Some(both));
    assert_eq!(OverflowFlags::symbolize("nuw,nsw"), Some(both));
    assert_eq!(OverflowFlags::NONE.stringify(), "none");
}

#[test]
fn traits_naming_ops_by_cpp_class_accept_valid_parents_and_reject_others() {
    let (mut ctx, loc) = setup();
    let (scope, block, a, b) = scope(&mut ctx, loc);
    let i64_ty = Type::int(&ctx, 64);
    let mut builder = OpBuilder::at_block_end(&mut ctx, block);
    let add = AddOp::create(&mut builder, loc, i64_ty, a, b, None, 1, vec![]);
    let result = add.result_0(builder.ctx());
    YieldOp::create(&mut builder, loc, vec![result]);
    // HasParent<"ScopeOp"> and SingleBlockImplicitTerminator<"YieldOp">: a valid nest.
    assert_eq!(errors(&ctx, scope.op()), Vec::<String>::new());

    // The same add outside any scope is rejected by HasParent.
    let module = ModuleOp::create(&mut ctx, loc);
    let body = module.body(&ctx);
    let stray = AddOp::build_lhs_rhs(&mut ctx, loc, a, b);
    body.append_op(&mut ctx, stray.op());
    let errs = errors(&ctx, module.op());
    assert!(
        errs.iter()
            .any(|e| e == "'calc.add' op expects parent op 'calc.scope'"),
        "{errs:?}"
    );
}

#[test]
fn types_with_cpp_parameter_types_and_declared_builders() {
    let (mut ctx, _) = setup();
    let r = RangeType::build_upper(&mut ctx, 8);
    assert_eq!(*r.upper(&ctx), 8);
    assert_eq!(*r.step(&ctx), 1u32);
    let named = RangeType::build_label_sizes(&mut ctx, "n", &[4, 5]);
    assert_eq!(named.label(&ctx), "n");
    assert_eq!(named.sizes(&ctx), &vec![4, 5]);
    assert_eq!(*named.upper(&ctx), 2);
}

#[test]
fn properties_and_defaults_round_trip_through_the_generic_form() {
    let (mut ctx, loc) = setup();
    let (scope, block, a, b) = scope(&mut ctx, loc);
    let mut builder = OpBuilder::at_block_end(&mut ctx, block);
    let i64_ty = Type::int(&builder, 64);
    let add = AddOp::create(&mut builder, loc, i64_ty, a, b, None, 7, vec![1, 2]);
    let r = add.result_0(builder.ctx());
    YieldOp::create(&mut builder, loc, vec![r]);
    let module = ModuleOp::create(&mut ctx, loc);
    let body = module.body(&ctx);
    body.append_op(&mut ctx, scope.op());
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
        ..PrintOptions::default()
    };
    let text = print_top_level(&mut ctx, module.op(), opts);
    assert!(
        text.contains("<{dims = [1, 2], overflowFlags = 0 : i32, scale = 7 : i64}>"),
        "{text}"
    );
    let mut ctx2 = Context::new();
    register(&mut ctx2);
    let wrapper = parse_source(&mut ctx2, &text, "idioms.mlir").expect("parses");
    let parsed = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx2, wrapper);
    assert_eq!(print_top_level(&mut ctx2, parsed, opts), text);
}

#[test]
fn parsed_ops_without_their_default_valued_attribute_get_it() {
    let (mut ctx, _) = setup();
    let text = "\"calc.scope\"() ({\n^bb0(%a: i64, %b: i64):\n  %0 = \"calc.add\"(%a, %b) <{dims = [], scale = 1 : i64}> : (i64, i64) -> i64\n  \"calc.yield\"(%0) : (i64) -> ()\n}) : () -> i64\n";
    let module = parse_source(&mut ctx, text, "defaults.mlir").expect("parses");
    let top = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
    let scope = ctx.block(top).first_op().expect("the scope");
    let block = ctx.region(ctx.op(scope).regions()[0]).blocks()[0];
    let add = AddOp::cast(&ctx, ctx.block(block).first_op().expect("an op")).expect("calc.add");
    assert_eq!(
        add.overflow_flags_attr(&ctx),
        Some(OverflowFlags::NONE.to_attr(&ctx))
    );
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
        ..PrintOptions::default()
    };
    let printed = print_top_level(&mut ctx, scope, opts);
    assert!(
        printed.contains("<{dims = [], overflowFlags = 0 : i32, scale = 1 : i64}>"),
        "{printed}"
    );
}

#[test]
fn registering_a_dialect_registers_its_dependent_dialects() {
    let (ctx, _) = setup();
    assert!(ctx.is_dialect_registered("aux"));
    let nop = OperationName::lookup(&ctx, "aux.nop").expect("aux.nop is known");
    assert!(ctx.op_name(nop).is_registered());
}

#[test]
fn ensure_terminator_adds_the_implicit_terminator_once() {
    let (mut ctx, loc) = setup();
    let scope = ScopeOp::build_result_types_with_block(&mut ctx, loc, &[], false);
    let region = scope.body(&ctx);
    assert!(ctx.region(region).blocks().is_empty());
    ScopeOp::ensure_terminator(&mut ctx, region, loc);
    ScopeOp::ensure_terminator(&mut ctx, region, loc);
    let block = ctx.region(region).blocks()[0];
    let ops: Vec<OpId> = ctx.block(block).ops().collect();
    assert_eq!(ops.len(), 1, "one terminator, added once");
    assert!(YieldOp::cast(&ctx, ops[0]).is_some());
    assert_eq!(errors(&ctx, scope.op()), Vec::<String>::new());
}

/// `Calc_OneBlock`, the spec's own def of `NativeOpTrait<"SingleBlock">`, is the runtime's
/// `SingleBlock`: a body of two blocks is refused with mlir-opt's message.
#[test]
fn a_specs_own_def_of_a_runtime_trait_is_that_trait() {
    let (mut ctx, _) = setup();
    let two = "\"calc.body\"() ({\n^bb0:\n  \"aux.nop\"() : () -> ()\n^bb1:\n  \"aux.nop\"() : () -> ()\n}) : () -> ()\n";
    let module = parse_source(&mut ctx, two, "body.mlir").expect("parses");
    let top = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
    let body = ctx.block(top).first_op().expect("the body op");
    let errs = errors(&ctx, body);
    assert!(
        errs.contains(&"'calc.body' op expects region #0 to have 0 or 1 blocks".to_string()),
        "{errs:?}"
    );
}
