//! `tests/ods/ok/interfaces.td` through its generated API: ops seen through their
//! interfaces, methods written by the op, defaults kept or replaced, bodies every op shares,
//! static methods, a derived interface and its base, extra declarations on the view, and
//! the interface verifiers in the op's trait order.

use ods_dialect_test::goldens::interfaces_td::geo::*;
use ods_dialect_test::goldens::interfaces_td::{
    Framed, HasArea, HasAreaImpl, Labelled, LabelledImpl, Matted, Polygon, PolygonImpl, Sided,
    SidedImpl,
};
use ods_runtime::Attribute;
use ods_runtime::Type;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::BlockId;
use ods_runtime::ir::OpId;
use ods_runtime::{Context, Location};

mod common;

fn setup() -> (Context, Location) {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = Location::unknown(&ctx);
    (ctx, loc)
}

fn i64_attr(ctx: &mut Context, v: i64) -> Attribute {
    let ty = Type::int(ctx, 64);
    Attribute::integer(ctx, ty, v)
}

fn square(ctx: &mut Context, loc: Location, side: i64) -> SquareOp {
    let side = i64_attr(ctx, side);
    SquareOp::build(ctx, loc, side)
}

fn circle(ctx: &mut Context, loc: Location, radius: i64) -> CircleOp {
    let radius = i64_attr(ctx, radius);
    CircleOp::build(ctx, loc, radius)
}

fn errors(ctx: &Context, op: OpId) -> Vec<String> {
    match ods_runtime::verify::verify(ctx, op) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
    }
}

#[test]
fn ops_are_found_through_their_interfaces() {
    let (mut ctx, loc) = setup();
    let sq = square(&mut ctx, loc, 3);
    let ci = circle(&mut ctx, loc, 2);
    let mark = MarkOp::build(&mut ctx, loc);

    let areas: Vec<Option<i64>> = [sq.op(), ci.op(), mark.op()]
        .iter()
        .map(|&op| HasArea::cast(&ctx, op).map(|a| a.get_area(&ctx)))
        .collect();
    assert_eq!(areas, vec![Some(9), Some(12), None]);
    assert!(ctx.op(sq.op()).has_interface::<HasArea>());
    assert!(!ctx.op(mark.op()).has_interface::<HasArea>());
    assert_eq!(
        ctx.op(ci.op()).as_interface::<HasArea>().map(HasArea::op),
        Some(ci.op())
    );
    // Every op with `Labelled` gets its default label; only the square is a polygon.
    for op in [sq.op(), ci.op(), mark.op()] {
        let labelled = Labelled::cast(&ctx, op).map(|l| l.get_label(&ctx));
        if op == ci.op() {
            assert_eq!(labelled, None);
        } else {
            assert_eq!(labelled, Some(format!("shape {op:?}")));
        }
    }
    assert!(Polygon::cast(&ctx, sq.op()).is_some());
    assert!(Polygon::cast(&ctx, ci.op()).is_none());
}

#[test]
fn defaults_overrides_shared_bodies_and_static_methods() {
    let (mut ctx, loc) = setup();
    let sq = square(&mut ctx, loc, 3);
    let ci = circle(&mut ctx, loc, 2);
    let sq_area = HasArea::cast(&ctx, sq.op()).unwrap();
    let ci_area = HasArea::cast(&ctx, ci.op()).unwrap();
    // `DeclareOpInterfaceMethods<HasArea, ["getNumSides"]>` lets the square replace the
    // default; the circle keeps it.
    assert_eq!(sq_area.get_num_sides(&ctx), 4);
    assert_eq!(ci_area.get_num_sides(&ctx), 0);
    // `isAtLeast` has a body every op shares, calling the op's `getArea`.
    assert!(sq_area.is_at_least(&ctx, 9));
    assert!(!sq_area.is_at_least(&ctx, 10));
    assert!(ci_area.is_at_least(&ctx, 12));
    // A static method, through the view and on the op type.
    assert_eq!(sq_area.get_unit(&ctx), "m");
    assert_eq!(<SquareOp as HasAreaImpl>::get_unit(&ctx), "m");
    // `extraClassDeclaration` adds to the view.
    assert!(!sq_area.is_empty(&ctx));
    // The op type implements the interface traits itself.
    assert_eq!(HasAreaImpl::get_area(sq, &ctx), 9);
    assert_eq!(sq.get_perimeter(&ctx), 12);
    assert_eq!(
        LabelledImpl::get_label(sq, &ctx),
        format!("shape {:?}", sq.op())
    );
    // A default calling the concrete op's own accessor (`$_op.side(ctx)`).
    let sided = Sided::cast(&ctx, sq.op()).expect("the square is sided");
    assert_eq!(sided.get_side_length(&ctx), 3);
    assert_eq!(SidedImpl::get_side_length(sq, &ctx), 3);
}

#[test]
fn a_derived_interface_reaches_its_base() {
    let (mut ctx, loc) = setup();
    let sq = square(&mut ctx, loc, 5);
    let poly = Polygon::cast(&ctx, sq.op()).unwrap();
    assert_eq!(poly.get_side_lengths(&ctx), vec![5; 4]);
    assert_eq!(poly.get_perimeter(&ctx), 20);
    assert_eq!(poly.as_has_area(&ctx).get_area(&ctx), 25);
    assert_eq!(PolygonImpl::get_side_lengths(sq, &ctx), vec![5; 4]);
}

#[test]
fn a_method_returning_nothing_changes_the_ir() {
    let (mut ctx, loc) = setup();
    let sq = square(&mut ctx, loc, 3);
    let ci = circle(&mut ctx, loc, 1);
    for op in [sq.op(), ci.op()] {
        HasArea::cast(&ctx, op).unwrap().scale(&mut ctx, 2);
    }
    assert_eq!(sq.side(&ctx), 6);
    assert_eq!(ci.radius(&ctx), 2);
    assert_eq!(HasArea::cast(&ctx, sq.op()).unwrap().get_area(&ctx), 36);
}

#[test]
fn interface_verifiers_run_in_trait_order() {
    let (mut ctx, loc) = setup();
    let module = ModuleOp::create(&mut ctx, loc);
    let body = module.body(&ctx);
    let good = square(&mut ctx, loc, 2);
    body.append_op(&mut ctx, good.op());
    assert_eq!(errors(&ctx, module.op()), Vec::<String>::new());

    // A negative radius gives a negative area: `HasArea`'s verifier.
    let bad_circle = circle(&mut ctx, loc, -1);
    assert_eq!(
        errors(&ctx, bad_circle.op()),
        vec!["'geo.circle' op requires a non-negative area".to_string()]
    );
    // A square of side 0 passes `HasArea` (area 0) and fails `Polygon`, whose verifier runs
    // with the regions (`verifyWithRegions`).
    let flat = square(&mut ctx, loc, 0);
    assert!(HasArea::cast(&ctx, flat.op()).unwrap().is_empty(&ctx));
    assert_eq!(
        errors(&ctx, flat.op()),
        vec!["'geo.square' op requires positive side lengths".to_string()]
    );
    // The square's interfaces, in its trait order: the base first.
    let names: Vec<&str> = ctx
        .op_name(ctx.op(flat.op()).name())
        .definition()
        .map(|d| d.trait_names())
        .unwrap_or_default();
    let pos = |n: &str| names.iter().position(|t| *t == n);
    assert!(pos("HasArea") < pos("Polygon"), "{names:?}");
}

mod memory_effects {
    //! The runtime's `MemoryEffectOpInterface`, implemented from `MemoryEffects<[...]>`,
    //! decorators, `Pure`, `RecursiveMemoryEffects` and by hand; the queries the greedy
    //! driver and passes ask.

    use super::*;
    use ods_runtime::interfaces::side_effects::{
        EffectInstance, MemoryEffect, MemoryEffectOpInterface, Speculatability,
    };

    fn value(ctx: &mut Context, loc: Location) -> ods_runtime::ir::Value {
        let ty = ctx_i64(ctx);
        MeasureOp::build(ctx, loc, ty).length(ctx)
    }

    fn ctx_i64(ctx: &mut Context) -> Type {
        Type::int(ctx, 64)
    }

    #[test]
    fn effects_come_from_the_trait_the_decorators_and_the_hooks() {
        let (mut ctx, loc) = setup();
        let i64_ty = ctx_i64(&mut ctx);
        let measure = MeasureOp::build(&mut ctx, loc, i64_ty);
        assert_eq!(
            ctx.op(measure.op()).memory_effects(),
            Some(vec![EffectInstance::new(MemoryEffect::Read, None)])
        );

        let shape = value(&mut ctx, loc);
        let (p1, p2) = (value(&mut ctx, loc), value(&mut ctx, loc));
        let draw = DrawOp::build(&mut ctx, loc, shape, vec![p1, p2]);
        let write = |v| EffectInstance {
            effect: MemoryEffect::Write,
            resource: "Canvas",
            value: Some(v),
            symbol: None,
            stage: 1,
            effect_on_full_region: false,
        };
        let read = EffectInstance {
            effect: MemoryEffect::Read,
            resource: "DefaultResource",
            value: Some(shape),
            symbol: None,
            stage: 0,
            effect_on_full_region: true,
        };
        assert_eq!(
            MemoryEffectOpInterface::cast(&ctx, draw.op()).map(|i| i.get_effects(&ctx)),
            Some(vec![read, write(p1), write(p2)])
        );

        // A symbol reference argument carries its effects on the symbol, in argument order;
        // an absent optional one carries none.
        let global = Attribute::flat_symbol_ref(&ctx, "g");
        let store = StoreOp::build(&mut ctx, loc, shape, global, None);
        let on = |effect, value, symbol| EffectInstance {
            effect,
            resource: "DefaultResource",
            value,
            symbol,
            stage: 0,
            effect_on_full_region: false,
        };
        assert_eq!(
            ctx.op(store.op()).memory_effects(),
            Some(vec![
                on(MemoryEffect::Read, Some(shape), None),
                on(MemoryEffect::Write, None, Some(global)),
            ])
        );
        let mirror = Attribute::flat_symbol_ref(&ctx, "m");
        let both = StoreOp::build(&mut ctx, loc, shape, global, Some(mirror));
        assert_eq!(ctx.op(both.op()).memory_effects().map(|e| e.len()), Some(3));

        let new = NewOp::build(&mut ctx, loc, i64_ty);
        let shape = new.shape(&ctx);
        assert_eq!(
            ctx.op(new.op()).memory_effects(),
            Some(vec![EffectInstance::new(
                MemoryEffect::Allocate,
                Some(shape)
            )])
        );

        let erase = EraseOp::build(&mut ctx, loc, shape);
        assert_eq!(
            ctx.op(erase.op()).memory_effects(),
            Some(vec![EffectInstance::new(MemoryEffect::Free, Some(shape))])
        );

        // `Pure` is `NoMemoryEffect` (the interface, with no effect) and speculatable.
        let length = LengthOp::build(&mut ctx, loc, i64_ty, shape);
        assert_eq!(ctx.op(length.op()).memory_effects(), Some(Vec::new()));
        assert!(
            ctx.op(length.op())
                .has_trait::<ods_runtime::traits::NoMemoryEffect>()
        );
        assert!(ctx.op(length.op()).is_pure());
        assert!(!ctx.op(measure.op()).is_pure());
        assert_eq!(
            ctx.op(erase.op()).speculatability(),
            Speculatability::NotSpeculatable
        );
        // An op that says nothing about its effects may have any.
        let mark = MarkOp::build(&mut ctx, loc);
        assert_eq!(ctx.op(mark.op()).memory_effects(), None);
    }

    #[test]
    fn trivially_dead_ops_only_read_or_allocate_their_results() {
        let (mut ctx, loc) = setup();
        let i64_ty = ctx_i64(&mut ctx);
        let measure = MeasureOp::build(&mut ctx, loc, i64_ty);
        let new = NewOp::build(&mut ctx, loc, i64_ty);
        let shape = new.shape(&ctx);
        let erase = EraseOp::build(&mut ctx, loc, shape);
        let draw = DrawOp::build(&mut ctx, loc, shape, vec![shape]);
        let length = LengthOp::build(&mut ctx, loc, i64_ty, shape);
        let mark = MarkOp::build(&mut ctx, loc);
        let dead: Vec<bool> = [
            measure.op(),
            new.op(),
            erase.op(),
            draw.op(),
            length.op(),
            mark.op(),
        ]
        .iter()
        .map(|&op| ctx.op(op).would_be_trivially_dead())
        .collect();
        assert_eq!(dead, vec![true, true, false, false, true, false]);
    }

    #[test]
    fn recursive_effects_are_those_of_the_nested_ops() {
        let (mut ctx, loc) = setup();
        let i64_ty = ctx_i64(&mut ctx);
        let group = GroupOp::build(&mut ctx, loc);
        let block = BlockId::create(&mut ctx);
        (group.body(&ctx)).append_block(&mut ctx, block);
        assert!(ctx.op(group.op()).is_memory_effect_free());
        assert!(ctx.op(group.op()).would_be_trivially_dead());
        assert!(ctx.op(group.op()).is_pure());

        let measure = MeasureOp::build(&mut ctx, loc, i64_ty);
        block.append_op(&mut ctx, measure.op());
        assert!(!ctx.op(group.op()).is_memory_effect_free());
        // A read inside still lets the group go when unused.
        assert!(ctx.op(group.op()).would_be_trivially_dead());
        assert!(!ctx.op(group.op()).is_pure());

        let v = measure.length(&ctx);
        let erase = EraseOp::build(&mut ctx, loc, v);
        block.append_op(&mut ctx, erase.op());
        assert!(!ctx.op(group.op()).would_be_trivially_dead());
    }
}

#[test]
fn canonicalize_erases_unused_ops_that_only_read_or_allocate() {
    let (mut ctx, loc) = setup();
    let i64_ty = Type::int(&ctx, 64);
    let module = ModuleOp::create(&mut ctx, loc);
    let body = module.body(&ctx);
    let measure = MeasureOp::build(&mut ctx, loc, i64_ty);
    let new = NewOp::build(&mut ctx, loc, i64_ty);
    let shape = new.shape(&ctx);
    let erase = EraseOp::build(&mut ctx, loc, shape);
    for op in [measure.op(), new.op(), erase.op()] {
        body.append_op(&mut ctx, op);
    }
    let result = module
        .op()
        .canonicalize(&mut ctx, &ods_runtime::greedy::GreedyConfig::default());
    assert!(result.converged);
    let left: Vec<String> = ctx
        .block(body)
        .ops()
        .map(|op| ctx.op_name(ctx.op(op).name()).as_str().to_string())
        .collect();
    // The read goes; the allocation stays because the free uses it.
    assert_eq!(left, vec!["geo.new", "geo.erase"]);
}

mod branches_calls_symbols {
    //! `BranchOpInterface` (successor operands checked against block arguments), calls and
    //! callables, symbols and symbol-use verification. Expected errors are mlir-opt's on
    //! the equivalent upstream IR kept in `tests/upstream/`.

    use super::*;
    use ods_runtime::interfaces::call::{
        ArgAndResultAttrsOpInterface, CallOpInterface, Callable, CallableOpInterface,
    };
    use ods_runtime::interfaces::control_flow::BranchOpInterface;
    use ods_runtime::interfaces::symbols::{SymbolOpInterface, Visibility};

    use crate::common::upstream_error;

    /// A group holding `^bb0(%a: i64)` that jumps to `^bb1` with `%a`, where `^bb1` has
    /// arguments of `dest_args` types and jumps to itself with them.
    fn branch(ctx: &mut Context, loc: Location, dest_args: &[Type]) -> OpId {
        let i64_ty = Type::int(ctx, 64);
        let group = GroupOp::build(ctx, loc);
        let region = group.body(ctx);
        let (bb0, bb1) = (BlockId::create(ctx), BlockId::create(ctx));
        region.append_block(ctx, bb0);
        region.append_block(ctx, bb1);
        let a = bb0.add_argument(ctx, i64_ty, loc);
        let jump = JumpOp::build(ctx, loc, vec![a], bb1);
        bb0.append_op(ctx, jump.op());
        let args: Vec<_> = dest_args
            .iter()
            .map(|&t| bb1.add_argument(ctx, t, loc))
            .collect();
        let back = JumpOp::build(ctx, loc, args, bb1);
        bb1.append_op(ctx, back.op());
        group.op()
    }

    #[test]
    fn branch_operands_are_checked_against_the_successor() {
        let (mut ctx, loc) = setup();
        let (i32_ty, i64_ty) = (Type::int(&ctx, 32), Type::int(&ctx, 64));
        let ok = branch(&mut ctx, loc, &[i64_ty]);
        assert_eq!(errors(&ctx, ok), Vec::<String>::new());

        let count = branch(&mut ctx, loc, &[]);
        assert_eq!(
            errors(&ctx, count),
            vec![upstream_error(
                "branch-operand-count.mlir",
                "branch has 1 operands for successor #0, but target block has 0"
            )]
        );
        let ty = branch(&mut ctx, loc, &[i32_ty]);
        assert_eq!(
            errors(&ctx, ty),
            vec![upstream_error(
                "branch-operand-type.mlir",
                "type mismatch for bb argument #0 of successor #0"
            )]
        );

        // The interface's defaults: the block argument an operand flows into.
        let region = ctx.op(ok).regions()[0];
        let bb0 = ctx.region(region).blocks()[0];
        let bb1 = ctx.region(region).blocks()[1];
        let jump = ctx.block(bb0).last_op().unwrap();
        let b = BranchOpInterface::cast(&ctx, jump).unwrap();
        assert_eq!(
            b.get_successor_block_argument(&ctx, 0),
            Some(ctx.block(bb1).arguments()[0])
        );
        assert_eq!(b.get_successor_for_operands(&ctx, &[None]), None);
    }

    /// A sheet holding `geo.shape_def @square` (its body a block with one i64 argument)
    /// and a `geo.call` of `callee`.
    fn sheet(ctx: &mut Context, loc: Location, callee: &str) -> (OpId, OpId, OpId) {
        let i64_ty = Type::int(ctx, 64);
        let sheet = SheetOp::build(ctx, loc);
        let block = BlockId::create(ctx);
        (sheet.body(ctx)).append_block(ctx, block);
        let name = Attribute::string(ctx, "square");
        let def = ShapeDefOp::build(ctx, loc, name, None, None);
        let entry = BlockId::create(ctx);
        (def.body(ctx)).append_block(ctx, entry);
        entry.add_argument(ctx, i64_ty, loc);
        let callee = Attribute::flat_symbol_ref(ctx, callee);
        let call = CallOp::build(ctx, loc, callee, Vec::new(), None, None);
        block.append_op(ctx, def.op());
        block.append_op(ctx, call.op());
        (sheet.op(), def.op(), call.op())
    }

    #[test]
    fn symbol_uses_are_verified_by_the_symbol_table() {
        let (mut ctx, loc) = setup();
        let (good, def, call) = sheet(&mut ctx, loc, "square");
        assert_eq!(errors(&ctx, good), Vec::<String>::new());
        let upstream = upstream_error(
            "call-missing-symbol.mlir",
            "'func.call' op 'nothere' does not reference a valid function",
        );
        let (bad, _, _) = sheet(&mut ctx, loc, "nothere");
        assert_eq!(
            errors(&ctx, bad),
            vec![
                upstream
                    .replace("func.call", "geo.call")
                    .replace("valid function", "valid shape")
            ]
        );

        // Calls resolve through the nearest symbol table; the callee is callable.
        let c = CallOpInterface::cast(&ctx, call).unwrap();
        assert_eq!(c.resolve_callable(&ctx), Some(def));
        assert_eq!(c.get_arg_operands(&ctx), Vec::new());
        let callable = CallableOpInterface::cast(&ctx, def).unwrap();
        let i64_ty = Type::int(&ctx, 64);
        assert_eq!(callable.get_argument_types(&ctx), vec![i64_ty]);
        assert!(callable.get_callable_region(&ctx).is_some());
        let other = Attribute::flat_symbol_ref(&ctx, "circle");
        c.set_callee_from_callable(&mut ctx, Callable::Symbol(other));
        assert_eq!(c.get_callable_for_callee(&ctx), Callable::Symbol(other));
        assert_eq!(c.resolve_callable(&ctx), None);

        // `ArgAndResultAttrsOpInterface`, the base of both call interfaces, is implemented
        // by the `arg_attrs`/`res_attrs` accessors.
        let attrs = ArgAndResultAttrsOpInterface::cast(&ctx, call).unwrap();
        assert_eq!(attrs.get_arg_attrs_attr(&ctx), None);
        let empty = Attribute::dictionary(&ctx, &[]);
        let one = Attribute::array(&ctx, &[empty]);
        attrs.set_res_attrs_attr(&mut ctx, one);
        assert_eq!(attrs.get_res_attrs_attr(&ctx), Some(one));
        assert_eq!(
            CallOp::cast(&ctx, call).unwrap().res_attrs_attr(&ctx),
            Some(one)
        );
        let mut b = ods_runtime::builder::OpBuilder::before(&mut ctx, call);
        assert_eq!(attrs.remove_res_attrs_attr(&mut b), Some(one));
        assert_eq!(attrs.get_res_attrs_attr(&ctx), None);
        assert!(ArgAndResultAttrsOpInterface::cast(&ctx, def).is_some());

        // `Symbol` is the runtime's symbol interface and trait.
        let sym = SymbolOpInterface::cast(&ctx, def).unwrap();
        assert_eq!(sym.get_name(&ctx).as_deref(), Some("square"));
        assert_eq!(sym.get_visibility(&ctx), Visibility::Public);
        assert!(
            ctx.op(def)
                .has_trait::<ods_runtime::interfaces::symbols::Symbol>()
        );
        // A symbol is never trivially dead.
        assert!(!ctx.op(def).would_be_trivially_dead());
    }

    #[test]
    fn casts_are_verified_by_their_interface() {
        let (mut ctx, loc) = setup();
        let (i32_ty, i64_ty) = (Type::int(&ctx, 32), Type::int(&ctx, 64));
        let group = GroupOp::build(&mut ctx, loc);
        let block = BlockId::create(&mut ctx);
        (group.body(&ctx)).append_block(&mut ctx, block);
        let a = block.add_argument(&mut ctx, i64_ty, loc);
        let narrow = WidenOp::build(&mut ctx, loc, i32_ty, a);
        let b = block.add_argument(&mut ctx, i32_ty, loc);
        let wide = WidenOp::build(&mut ctx, loc, i64_ty, b);
        assert_eq!(errors(&ctx, wide.op()), Vec::<String>::new());
        let upstream = upstream_error(
            "cast-incompatible.mlir",
            "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible",
        );
        assert_eq!(
            errors(&ctx, narrow.op()),
            vec![
                upstream
                    .replace("arith.index_cast", "geo.widen")
                    .replace("'i32'", "'X'")
                    .replace("'i64'", "'i32'")
                    .replace("'X'", "'i64'")
            ]
        );
        let view = ods_runtime::interfaces::cast::CastOpInterface::cast(&ctx, wide.op()).unwrap();
        assert!(view.are_cast_compatible(&ctx, &[i32_ty], &[i64_ty]));
    }

    #[test]
    fn int_ranges_are_inferred_through_the_interface() {
        use ods_runtime::attributes::ApInt;
        use ods_runtime::interfaces::int_range::{
            ConstantIntRanges, InferIntRangeInterface, IntegerValueRange,
        };
        let (mut ctx, loc) = setup();
        let (i8_ty, i32_ty) = (Type::int(&ctx, 8), Type::int(&ctx, 32));
        let group = GroupOp::build(&mut ctx, loc);
        let block = BlockId::create(&mut ctx);
        (group.body(&ctx)).append_block(&mut ctx, block);
        let a = block.add_argument(&mut ctx, i8_ty, loc);
        let wide = WidenOp::build(&mut ctx, loc, i32_ty, a);
        let iface = InferIntRangeInterface::cast(&ctx, wide.op()).unwrap();
        assert!(InferIntRangeInterface::cast(&ctx, group.op()).is_none());

        // The op's own `inferResultRanges`: [-3, 5] as i8 sign-extends to [-3, 5] as i32.
        let arg = ConstantIntRanges::from_signed(ApInt::from_i128(8, -3), ApInt::from_i128(8, 5));
        let mut got = Vec::new();
        iface.infer_result_ranges(&ctx, std::slice::from_ref(&arg), &mut |v, r| {
            got.push((v, r))
        });
        let expected =
            ConstantIntRanges::from_signed(ApInt::from_i128(32, -3), ApInt::from_i128(32, 5));
        assert_eq!(got, vec![(wide.output(&ctx), expected.clone())]);

        // The default `inferResultRangesFromOptional` forwards known operands to it and
        // infers nothing while an operand is uninitialized.
        let mut lattice = Vec::new();
        iface.infer_result_ranges_from_optional(
            &ctx,
            &[IntegerValueRange::new(arg)],
            &mut |v, r| lattice.push((v, r)),
        );
        assert_eq!(
            lattice,
            vec![(wide.output(&ctx), IntegerValueRange::new(expected))]
        );
        let mut none = Vec::new();
        iface.infer_result_ranges_from_optional(
            &ctx,
            &[IntegerValueRange::uninitialized()],
            &mut |v, r| none.push((v, r)),
        );
        assert!(none.is_empty());
    }

    #[test]
    fn graph_regions_skip_dominance_and_hold_one_block() {
        let (mut ctx, loc) = setup();
        let i64_ty = Type::int(&ctx, 64);
        let graph = GraphOp::build(&mut ctx, loc);
        let block = BlockId::create(&mut ctx);
        (graph.body(&ctx)).append_block(&mut ctx, block);
        // A use before its definition is fine in a graph region.
        let measure = MeasureOp::build(&mut ctx, loc, i64_ty);
        let length = measure.length(&ctx);
        let user = LengthOp::build(&mut ctx, loc, i64_ty, length);
        block.append_op(&mut ctx, user.op());
        block.append_op(&mut ctx, measure.op());
        assert_eq!(errors(&ctx, graph.op()), Vec::<String>::new());
        assert_eq!(
            ctx.op(graph.op()).region_kind(0),
            ods_runtime::interfaces::region_kind::RegionKind::Graph
        );
        // The same order in an SSA region is a dominance error.
        let group = SheetOp::build(&mut ctx, loc);
        let ssa = BlockId::create(&mut ctx);
        (group.body(&ctx)).append_block(&mut ctx, ssa);
        let measure = MeasureOp::build(&mut ctx, loc, i64_ty);
        let length = measure.length(&ctx);
        let user = LengthOp::build(&mut ctx, loc, i64_ty, length);
        ssa.append_op(&mut ctx, user.op());
        ssa.append_op(&mut ctx, measure.op());
        assert_eq!(
            errors(&ctx, group.op()),
            vec!["operand #0 does not dominate this use".to_string()]
        );
    }
}

#[test]
fn methods_of_the_same_name_have_a_hook_per_interface() {
    let (mut ctx, loc) = setup();
    let (frame, mat) = (i64_attr(&mut ctx, 3), i64_attr(&mut ctx, 7));
    let picture = PictureOp::build(&mut ctx, loc, frame, mat);
    let framed = Framed::cast(&ctx, picture.op()).expect("the picture is framed");
    let matted = Matted::cast(&ctx, picture.op()).expect("the picture is matted");
    assert_eq!(framed.get_width(&ctx), 3);
    assert_eq!(matted.get_width(&ctx), 7);
}
