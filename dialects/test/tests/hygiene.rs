//! `tests/ods/ok/hygiene.td` through its generated API: names that shadow the generated
//! code's own locals, and builder bodies reading parameters by the names the spec wrote.

use ods_dialect_test::goldens::hygiene_td::hyg::*;
use ods_dialect_test::goldens::hygiene_td::{ShapedImpl, ShapedImpl1, TwinBits, TwinKind};
use ods_runtime::Attribute;
use ods_runtime::Type;
use ods_runtime::ir::BlockId;
use ods_runtime::{Context, Location};

fn setup() -> (Context, Location) {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = Location::unknown(&ctx);
    (ctx, loc)
}

#[test]
fn builder_bodies_read_parameters_by_their_written_names() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let block = BlockId::create(&mut ctx);
    let a = block.add_argument(&mut ctx, i32_ty, loc);
    let b = block.add_argument(&mut ctx, i32_ty, loc);
    // `$resultType`, `$LHS` and `$op_` are `result_type`, `lhs` and `op` in the signature;
    // the body reads `resultType`, `LHS` and `op_`.
    let op = LocalsOp::build_result_type_lhs_op(&mut ctx, loc, i32_ty, a, b);
    assert_eq!(
        ctx.op(op.op()).operands().collect::<Vec<_>>(),
        vec![a, b, a, b]
    );
    assert_eq!(ctx.value(op.op_result(&ctx)).ty(), i32_ty);
    // A parameter named `state` beside the generated state.
    let op = LocalsOp::build_ty_state(&mut ctx, loc, i32_ty, b);
    assert_eq!(
        ctx.op(op.op()).operands().collect::<Vec<_>>(),
        vec![b, b, b, b]
    );
}

#[test]
fn parameters_named_ctx_are_ctx_underscore_and_read_as_written() {
    let (mut ctx, loc) = setup();
    let ty = CtxType::build_ctx(&mut ctx, 41);
    assert_eq!(
        *ty.ctx_(&ctx),
        42,
        "the builder's body read `ctx` as written"
    );
    assert_eq!(
        ods_runtime::asm::printer::type_to_string(&ctx, ty.ty()),
        "!std.ctx<42>"
    );
    let op = CtxOp::build(&mut ctx, loc);
    use ods_dialect_test::goldens::hygiene_td::CtxInterfaceImpl;
    assert_eq!(op.plus_one(&ctx, 1), 2);
}

#[test]
fn an_interface_method_argument_named_op_reaches_the_method() {
    use ods_dialect_test::goldens::hygiene_td::{OpArgInterface, OpArgInterfaceImpl};
    let (mut ctx, loc) = setup();
    let op = OpArgOp::build(&mut ctx, loc);
    assert_eq!(op.echo(&ctx, 7), 7);
    let view = OpArgInterface::cast(&ctx, op.op()).expect("the op implements it");
    assert_eq!(view.echo(&ctx, 9), 9);
}

#[test]
fn an_op_named_as_its_interface_is_seen_through_it() {
    use ods_dialect_test::goldens::hygiene_interfaces_td::hyg_iface;
    use ods_dialect_test::goldens::hygiene_interfaces_td::{Option as OptionInterface, OptionImpl};
    let mut ctx = Context::new();
    hyg_iface::register(&mut ctx);
    let loc = Location::unknown(&ctx);
    let i32_ty = Type::int(&ctx, 32);
    let op = hyg_iface::Option::build(&mut ctx, loc, i32_ty);
    assert_eq!(op.value(&ctx), 7);
    let view = OptionInterface::cast(&ctx, op.op()).expect("the op implements the interface");
    assert_eq!(view.value(&ctx), 7);
}

#[test]
fn interface_arguments_equal_in_snake_case_stay_apart() {
    use ods_dialect_test::goldens::hygiene_interfaces_td::{SnakeEqual, hyg_iface};
    let mut ctx = Context::new();
    hyg_iface::register(&mut ctx);
    let loc = Location::unknown(&ctx);
    let i32_ty = Type::int(&ctx, 32);
    let op = hyg_iface::SumOp::build(&mut ctx, loc, i32_ty);
    let view = SnakeEqual::cast(&ctx, op.op()).expect("the op implements the interface");
    // `fooBar + 10 * foo_bar + 100 * foo_bar_2`.
    assert_eq!(view.sum(&ctx, 1, 2, 3), 321);
}

#[test]
fn builders_named_like_the_generated_ones_are_numbered() {
    let (mut ctx, loc) = setup();
    // `(ins $state)` would be `build_state`, the generated builder from an operation state.
    let op = BuilderNamesOp::build_state_0(&mut ctx, loc, 3);
    assert_eq!(op.ty(&ctx), 3);
    assert_eq!(op.all(&ctx), 6);
    // `tys` defaults to `{}`, C++'s value-initialization: the empty array.
    assert_eq!(op.tys(&ctx), Vec::<i32>::new());
    // `$X1` and `$x1`: `x1` and `x1_1`, the body reading each by its written name.
    let op = BuilderNamesOp::build_x1_x1_1(&mut ctx, loc, 3, 4);
    assert_eq!((op.ty(&ctx), op.all(&ctx)), (3, 4));
    let op = BuilderNamesOp::build_inferred_2(&mut ctx, loc, 5);
    assert_eq!(op.all(&ctx), -5);
    // An attribute named `ty` beside the conversion's own local type.
    let op = BuilderNamesOp::build_with_values(&mut ctx, loc, 7, 8, Some(vec![1, 2]));
    assert_eq!((op.ty(&ctx), op.all(&ctx)), (7, 8));
    assert_eq!(op.tys(&ctx), vec![1, 2]);
}

#[test]
fn a_slot_named_cast_takes_the_name_and_dyn_cast_casts() {
    let (mut ctx, loc) = setup();
    let op = CastSlotOp::build_with_values(&mut ctx, loc, 9);
    assert_eq!(op.cast(&ctx), 9);
    let again: CastSlotOp = ctx.op(op.op()).dyn_cast().expect("a cast_slot op");
    assert_eq!(again.op(), op.op());
    let other = BuilderNamesOp::build_state_0(&mut ctx, loc, 1);
    assert!(ctx.op(other.op()).dyn_cast::<CastSlotOp>().is_none());
}

#[test]
fn getters_meeting_generated_methods_take_the_get_prefix() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let block = BlockId::create(&mut ctx);
    let v = block.add_argument(&mut ctx, i32_ty, loc);
    let w = block.add_argument(&mut ctx, i32_ty, loc);
    // `$ods_loc` and `$ods_ty` are `ods_loc_` and `ods_ty_` in Rust, read by the body as
    // written; the builder is named by them.
    let op = GetterPrefixOp::build_ods_loc_ods_ty(&mut ctx, loc, v, i32_ty);
    // `build`, `create`, `new` and `get_ods_results` are `get_build`, ...
    assert_eq!(op.get_build(&ctx), v);
    assert_eq!(ctx.value(op.get_create(&ctx)).ty(), i32_ty);
    assert_eq!(op.get_get_ods_results(&ctx), ctx.op(op.op()).result(1));
    assert_eq!(op.get_new(&ctx), ctx.op(op.op()).regions()[0]);
    // `x` keeps its accessor and setters; `set_x`, which `x`'s setter is, is `get_set_x`.
    assert_eq!((op.x(&ctx), op.get_set_x(&ctx)), (7, 7));
    op.set_x(&mut ctx, 8);
    op.set_set_x(&mut ctx, 9);
    assert_eq!((op.x(&ctx), op.get_set_x(&ctx)), (8, 9));
    assert_eq!(GetterPrefixOp::get_set_x_attr_name(), "set_x");
    assert!(op.get_set_x_attr(&ctx).is_some());
    // `y_attr` is the operand, as C++'s `getYAttr`; the attribute's getters are prefixed.
    assert_eq!(op.y_attr(&ctx), v);
    assert_eq!(op.get_y(&ctx), 7);
    assert_eq!(GetterPrefixOp::get_y_attr_name(), "y");
    assert!(op.get_y_attr(&ctx).is_some());
    assert_eq!((op.ods_state(&ctx), op.ods_builder(&ctx)), (v, None));
    // The predicate reads `$build`, `$y_attr` and `$x` through the renamed getters.
    assert!(ods_runtime::verify::verify(&ctx, op.op()).is_ok());

    // The default builder: arguments named `odsState` and `ods_builder` beside its own
    // `ods_state` and locals.
    let seven = Attribute::integer(&ctx, i32_ty, 7);
    let op = GetterPrefixOp::build(
        &mut ctx, loc, i32_ty, i32_ty, v, seven, seven, seven, w, w, None,
    );
    assert_eq!(
        (op.get_build(&ctx), op.y_attr(&ctx), op.ods_state(&ctx)),
        (v, w, w)
    );
    assert!(ods_runtime::verify::verify(&ctx, op.op()).is_ok());
    op.set_x(&mut ctx, 6);
    assert!(ods_runtime::verify::verify(&ctx, op.op()).is_err());
}

#[test]
fn slots_equal_in_snake_case_are_numbered_in_every_name() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let block = BlockId::create(&mut ctx);
    let v = block.add_argument(&mut ctx, i32_ty, loc);
    let dest = BlockId::create(&mut ctx);
    let three = Attribute::integer(&ctx, i32_ty, 3);
    let four = Attribute::integer(&ctx, i32_ty, 4);
    // `$LHS` (operand) and `$lhs` (attribute); `$FooBar` (property) and `$fooBAR`
    // (attribute); `$RES` (result) and `$res` (successor): the second of each is `_1`.
    let op = CaseTwinsOp::build(&mut ctx, loc, i32_ty, v, three, 5, four, dest);
    assert_eq!(op.lhs(&ctx), v);
    assert_eq!(op.lhs_1(&ctx), 3);
    assert_eq!((op.foo_bar(&ctx), op.foo_bar_1(&ctx)), (5, 4));
    assert_eq!(ctx.value(op.res(&ctx)).ty(), i32_ty);
    assert_eq!(op.res_1(&ctx), dest);
    op.set_lhs_1(&mut ctx, 8);
    op.set_foo_bar(&mut ctx, 6);
    op.set_foo_bar_1(&mut ctx, 7);
    assert_eq!(
        (op.lhs_1(&ctx), op.foo_bar(&ctx), op.foo_bar_1(&ctx)),
        (8, 6, 7)
    );
    assert_eq!(CaseTwinsOp::lhs_1_attr_name(), "lhs");
    assert_eq!(CaseTwinsOp::foo_bar_1_attr_name(), "fooBAR");
    assert!(ods_runtime::verify::verify(&ctx, op.op()).is_ok());
}

#[test]
fn enum_cases_equal_in_rust_case_are_numbered() {
    // `aB`, `a_b`, `aB1`: `AB`, `AB2` (as `aB1` is `AB1`), `AB1`.
    assert_eq!(TwinKind::AB.stringify(), "aB");
    assert_eq!(TwinKind::AB2.stringify(), "a_b");
    assert_eq!(TwinKind::AB1.stringify(), "aB1");
    assert_eq!(TwinKind::symbolize("a_b"), Some(TwinKind::AB2));
    // `readOnly` and `READ_ONLY`: `READ_ONLY` and `READ_ONLY_1`.
    assert_ne!(TwinBits::READ_ONLY, TwinBits::READ_ONLY_1);
    assert_eq!(
        TwinBits::symbolize("READ_ONLY"),
        Some(TwinBits::READ_ONLY_1)
    );
    assert_eq!(TwinBits::symbolize("readOnly"), Some(TwinBits::READ_ONLY));
}

#[test]
fn a_getter_meeting_a_prefixed_getter_is_prefixed_again() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let two = Attribute::integer(&ctx, i32_ty, 2);
    let three = Attribute::integer(&ctx, i32_ty, 3);
    let op = TwicePrefixedOp::build(&mut ctx, loc, i32_ty, two, three);
    assert_eq!(op.len(&ctx), 2);
    // `set_len`: `get_get_set_len`, as `get_set_len_attr` is the result's.
    assert_eq!(op.get_get_set_len(&ctx), 3);
    assert!(op.get_get_set_len_attr(&ctx).is_some());
    assert_eq!(op.get_set_len_attr(&ctx), ctx.op(op.op()).result(0));
    op.set_set_len(&mut ctx, 4);
    assert_eq!(op.get_get_set_len(&ctx), 4);
}

#[test]
fn definitions_named_as_generated_items_keep_their_names() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let block = BlockId::create(&mut ctx);
    let x = block.add_argument(&mut ctx, i32_ty, loc);
    // `Shape`'s hooks trait and fold adaptor are `ShapeHooks1` and `ShapeFoldAdaptor1`;
    // the ops named `ShapeHooks` and `ShapeFoldAdaptor` are ops.
    let shape = Shape::build(&mut ctx, loc, i32_ty, x);
    assert!(ods_runtime::verify::verify(&ctx, shape.op()).is_ok());
    let seven = Attribute::integer(&ctx, i32_ty, 7);
    let folded = shape.op().fold(&mut ctx, &[Some(seven)]);
    assert!(
        matches!(folded.as_deref(), Some([ods_runtime::registry::OpFoldResult::Attribute(a)]) if *a == seven)
    );
    let hooks_op = ShapeHooks::build(&mut ctx, loc);
    let adaptor_op = ShapeFoldAdaptor::build(&mut ctx, loc);
    assert_eq!(
        ctx.op_name(ctx.op(hooks_op.op()).name()).as_str(),
        "std.shape_hooks"
    );
    assert_eq!(
        ctx.op_name(ctx.op(adaptor_op.op()).name()).as_str(),
        "std.shape_fold_adaptor"
    );
    // The type's storage and hooks are `BoxTypeStorage1` and `BoxTypeHooks1`; its verifier
    // (the numbered hooks trait's) runs.
    let storage: &BoxTypeStorage1 = BoxType::get(&ctx, 8).storage(&ctx);
    assert_eq!(storage.width, 8);
    assert_eq!(
        BoxType::get_checked(&ctx, 65).err().as_deref(),
        Some("box width 65 exceeds 64")
    );
    for (op, name) in [
        (BoxTypeStorage::build(&mut ctx, loc).op(), "std.box_storage"),
        (BoxTypeHooks::build(&mut ctx, loc).op(), "std.box_hooks"),
    ] {
        assert_eq!(ctx.op_name(ctx.op(op).name()).as_str(), name);
    }
    // The enum `ShapedImpl` keeps its name; the interface's trait is `ShapedImpl1`.
    assert_eq!(ShapedImpl::Plain as i32, 0);
    assert_eq!(<Shape as ShapedImpl1>::rank(shape, &ctx), 2);
}
