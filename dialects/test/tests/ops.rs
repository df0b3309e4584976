//! Builds ops of the odstest dialect through the generated API, reads them back, and checks
//! every generated verifier message.

use ods_dialect_test::odstest::*;
use ods_dialect_test::{CmpPredicate, Flags, Mode, Wide};
use ods_runtime::Attribute;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::ir::BlockId;
use ods_runtime::ir::OperationName;
use ods_runtime::ir::RegionId;
use ods_runtime::ir::{OpId, Value};
use ods_runtime::registry::OpFoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Context, Location, Type};

fn setup() -> (Context, Location) {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = Location::unknown(&ctx);
    (ctx, loc)
}

/// A value of type `ty` (the result of a `odstest.constant`).
fn value(ctx: &mut Context, loc: Location, ty: Type, v: i64) -> Value {
    let i64_ty = Type::int(ctx, 64);
    let attr = Attribute::integer(ctx, i64_ty, v);
    let c = ConstantOp::build(ctx, loc, ty, attr, None, None, None);
    c.result(ctx)
}

/// The messages of every verification error of `op`.
fn errors(ctx: &Context, op: OpId) -> Vec<String> {
    match ods_runtime::verify::verify(ctx, op) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
    }
}

fn assert_error(ctx: &Context, op: OpId, expected: &str) {
    let errs = errors(ctx, op);
    assert!(
        errs.iter().any(|e| e == expected),
        "expected `{expected}`, got {errs:?}"
    );
}

#[test]
fn registration_and_names() {
    let (ctx, _) = setup();
    assert!(ctx.is_dialect_registered(DIALECT_NAME));
    for name in [
        AddOp::NAME,
        ConstantOp::NAME,
        SegmentsOp::NAME,
        HooksOp::NAME,
    ] {
        let id = OperationName::lookup(&ctx, name).expect("registered");
        assert!(ctx.op_name(id).is_registered(), "{name}");
    }
    assert_eq!(NUM_OPS, 43);
    assert_eq!(DEPENDENT_DIALECTS, ["builtin"]);
}

#[test]
fn cast_is_by_registration_and_setters_create_the_storage() {
    // An op named `odstest.add` where the dialect is not registered is not an `AddOp`.
    let mut other = Context::new();
    let loc = Location::unknown(&other);
    let name = OperationName::get(&mut other, AddOp::NAME);
    let unregistered = OpId::create(&mut other, ods_runtime::ir::OperationState::new(name, loc));
    assert_eq!(AddOp::cast(&other, unregistered), None);

    // A registered op created from a state without properties: the getter reads the
    // default, the setter creates the storage.
    let (mut ctx, loc) = setup();
    let name = OperationName::get(&mut ctx, BuilderOp::NAME);
    let op = OpId::create(&mut ctx, ods_runtime::ir::OperationState::new(name, loc));
    let op = BuilderOp::cast(&ctx, op).expect("a registered `odstest.builder`");
    assert_eq!(op.scale(&ctx), 0);
    op.set_scale(&mut ctx, 5);
    assert_eq!(op.scale(&ctx), 5);
}

#[test]
fn add_builds_reads_back_and_verifies() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let a = value(&mut ctx, loc, i32_ty, 2);
    let b = value(&mut ctx, loc, i32_ty, 3);
    let add = AddOp::build(&mut ctx, loc, i32_ty, a, b);
    assert_eq!(add.lhs(&ctx), a);
    assert_eq!(add.rhs(&ctx), b);
    assert_eq!(ctx.value(add.result(&ctx)).ty(), i32_ty);
    assert_eq!(AddOp::cast(&ctx, add.op()), Some(add));
    assert_eq!(ConstantOp::cast(&ctx, add.op()), None);
    assert!(
        ctx.op(add.op())
            .has_trait::<ods_runtime::traits::Commutative>()
    );
    assert_eq!(errors(&ctx, add.op()), Vec::<String>::new());

    // The fold hook sees constant operands through the fold adaptor.
    let five = Attribute::integer(&ctx, i32_ty, 5);
    let seven = Attribute::integer(&ctx, i32_ty, 7);
    let folded = add.op().fold(&mut ctx, &[Some(five), Some(seven)]).unwrap();
    let twelve = Attribute::integer(&ctx, i32_ty, 12);
    assert_eq!(folded, vec![OpFoldResult::Attribute(twelve)]);
    assert_eq!(add.op().fold(&mut ctx, &[Some(five), None]), None);
}

#[test]
fn operand_type_constraint_message() {
    let (mut ctx, loc) = setup();
    let i64_ty = Type::int(&ctx, 64);
    let a = value(&mut ctx, loc, i64_ty, 2);
    let add = AddOp::build(&mut ctx, loc, i64_ty, a, a);
    assert_error(
        &ctx,
        add.op(),
        "'odstest.add' op operand #0 must be 32-bit signless integer, but got 'i64'",
    );
}

#[test]
fn attributes_required_optional_default_and_unit() {
    let (mut ctx, loc) = setup();
    let i64_ty = Type::int(&ctx, 64);
    let v = Attribute::integer(&ctx, i64_ty, 42);
    let c = ConstantOp::build(&mut ctx, loc, i64_ty, v, None, None, None);
    assert_eq!(c.value(&ctx), 42);
    assert_eq!(c.value_attr(&ctx), Some(v));
    assert_eq!(c.label(&ctx), None);
    assert_eq!(c.width(&ctx), 7, "default value");
    assert!(!c.hidden(&ctx));
    c.set_label(&mut ctx, "answer".to_string());
    c.set_width(&mut ctx, 9);
    c.set_hidden(&mut ctx, true);
    assert_eq!(c.label(&ctx).as_deref(), Some("answer"));
    assert_eq!(c.width(&ctx), 9);
    assert!(c.hidden(&ctx));
    c.set_hidden(&mut ctx, false);
    assert!(!c.hidden(&ctx));
    assert_eq!(errors(&ctx, c.op()), Vec::<String>::new());

    c.set_value_attr(&mut ctx, None);
    assert_error(
        &ctx,
        c.op(),
        "'odstest.constant' op requires attribute 'value'",
    );
    let s = Attribute::string(&ctx, "x");
    c.set_value_attr(&mut ctx, Some(s));
    assert_error(
        &ctx,
        c.op(),
        "'odstest.constant' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute",
    );
}

#[test]
fn optional_and_variadic_groups() {
    let (mut ctx, loc) = setup();
    let (i1, i32_ty, i64_ty, f32_ty) = (
        Type::int(&ctx, 1),
        Type::int(&ctx, 32),
        Type::int(&ctx, 64),
        Type::f32(&ctx),
    );
    let index = Type::index(&ctx);
    let base = value(&mut ctx, loc, i32_ty, 1);
    let extra = value(&mut ctx, loc, i64_ty, 2);
    let with = OptionalOp::build(&mut ctx, loc, Some(f32_ty), base, Some(extra));
    assert_eq!(with.extra(&ctx), Some(extra));
    assert!(with.maybe(&ctx).is_some());
    let without = OptionalOp::build(&mut ctx, loc, None, base, None);
    assert_eq!(without.extra(&ctx), None);
    assert_eq!(without.maybe(&ctx), None);
    assert_eq!(errors(&ctx, without.op()), Vec::<String>::new());
    let two = OptionalOp::build(&mut ctx, loc, None, base, None);
    two.op().set_operands(&mut ctx, &[base, extra, extra]);
    assert_error(
        &ctx,
        two.op(),
        "'odstest.optional' op operand group starting at #1 requires 0 or 1 element, but found 2",
    );

    let first = value(&mut ctx, loc, i1, 1);
    let last = value(&mut ctx, loc, index, 0);
    let mids = vec![
        value(&mut ctx, loc, i32_ty, 1),
        value(&mut ctx, loc, i64_ty, 2),
    ];
    let var = VariadicOp::build(&mut ctx, loc, vec![f32_ty, i1], first, mids.clone(), last);
    assert_eq!(var.first(&ctx), first);
    assert_eq!(var.middle(&ctx), mids);
    assert_eq!(var.last(&ctx), last);
    assert_eq!(var.outs(&ctx).len(), 2);
    assert_eq!(errors(&ctx, var.op()), Vec::<String>::new());
    let f = value(&mut ctx, loc, f32_ty, 0);
    let bad = VariadicOp::build(&mut ctx, loc, vec![], first, vec![f], last);
    assert_error(
        &ctx,
        bad.op(),
        "'odstest.variadic' op operand #1 must be variadic of integer, but got 'f32'",
    );
    let few = VariadicOp::build(&mut ctx, loc, vec![], first, vec![], last);
    few.op().set_operands(&mut ctx, &[first]);
    assert_error(
        &ctx,
        few.op(),
        "'odstest.variadic' op expected 2 or more operands, but found 1",
    );
}

#[test]
fn segment_attributes_size_the_groups() {
    let (mut ctx, loc) = setup();
    let (i1, i32_ty, i64_ty, f32_ty) = (
        Type::int(&ctx, 1),
        Type::int(&ctx, 32),
        Type::int(&ctx, 64),
        Type::f32(&ctx),
    );
    let a = vec![
        value(&mut ctx, loc, i32_ty, 1),
        value(&mut ctx, loc, i32_ty, 2),
    ];
    let c = vec![value(&mut ctx, loc, f32_ty, 3)];
    let seg = SegmentsOp::build(
        &mut ctx,
        loc,
        vec![i32_ty; 3],
        i1,
        None,
        a.clone(),
        None,
        c.clone(),
    );
    assert_eq!(seg.a(&ctx), a);
    assert_eq!(seg.b(&ctx), None);
    assert_eq!(seg.c(&ctx), c);
    assert_eq!(seg.x(&ctx).len(), 3);
    assert_eq!(ctx.value(seg.y(&ctx)).ty(), i1);
    assert_eq!(seg.z(&ctx), None);
    assert_eq!(errors(&ctx, seg.op()), Vec::<String>::new());

    let props = ctx
        .op(seg.op())
        .properties::<SegmentsOpProperties>()
        .unwrap()
        .clone();
    let operands = [a[0], a[1], c[0]];
    let adaptor = SegmentsOpAdaptor::new(&ctx, &operands, &props);
    assert_eq!(adaptor.a(), &a[..]);
    assert_eq!(adaptor.b(), None);
    assert_eq!(adaptor.c(), &c[..]);

    let b = value(&mut ctx, loc, i64_ty, 4);
    let same = SameSizeOp::build(&mut ctx, loc, a.clone(), vec![b, b]);
    assert_eq!(same.keys(&ctx), a);
    assert_eq!(same.vals(&ctx), vec![b, b]);
}

#[test]
fn variadic_of_variadic_groups() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let v: Vec<Value> = (0..3).map(|i| value(&mut ctx, loc, i32_ty, i)).collect();
    let groups = vec![vec![v[0]], vec![], vec![v[1], v[2]]];
    let op = GroupsOp::build(&mut ctx, loc, groups.clone());
    assert_eq!(op.group_sizes(&ctx), vec![1, 0, 2]);
    assert_eq!(op.groups(&ctx), groups);
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());
    let sizes = Attribute::dense_i64_array(&ctx, i32_ty, &[1, 1]);
    op.set_group_sizes_attr(&mut ctx, Some(sizes));
    assert_error(
        &ctx,
        op.op(),
        "'odstest.groups' op groups count (3) does not match with the total size (2) specified in attribute 'group_sizes'",
    );
}

#[test]
fn confined_enum_and_derived_attributes() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let i64_ty = Type::int(&ctx, 64);
    let small = Attribute::integer(&ctx, i32_ty, 4);
    let p1 = Attribute::integer(&ctx, i64_ty, 1);
    let pair = Attribute::array(&ctx, &[p1, p1]);
    let shape = Attribute::dense_i64_array(&ctx, i32_ty, &[1, 3]);
    let pred = CmpPredicate::Sge.to_attr(&ctx);
    let op = ConfinedOp::build(&mut ctx, loc, small, pair, shape, pred, None, None, None);
    assert_eq!(op.small(&ctx), 4);
    assert_eq!(op.pair(&ctx), vec![1, 1]);
    assert_eq!(op.shape(&ctx), vec![1, 3]);
    assert_eq!(op.predicate(&ctx), CmpPredicate::Sge);
    assert_eq!(op.flags(&ctx), Flags::READ, "enum default");
    assert_eq!(op.mode(&ctx), None);
    assert_eq!(op.ty(&ctx), None);
    assert_eq!(op.derived(&ctx), 100);
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());
    op.set_mode(&mut ctx, Mode::Precise);
    assert_eq!(op.mode(&ctx), Some(Mode::Precise));
    op.set_flags(&mut ctx, Flags::READ | Flags::EXEC);
    assert_eq!(op.flags(&ctx), Flags::READ | Flags::EXEC);
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());

    let cases = [
        (
            "small",
            Attribute::integer(&ctx, i32_ty, 11),
            "'odstest.confined' op attribute 'small' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 10",
        ),
        (
            "pair",
            Attribute::array(&ctx, &[p1]),
            "'odstest.confined' op attribute 'pair' failed to satisfy constraint: 64-bit integer array attribute with at least 2 elements",
        ),
        (
            "shape",
            Attribute::dense_i64_array(&ctx, i32_ty, &[2, 3]),
            "'odstest.confined' op attribute 'shape' failed to satisfy constraint: i32 dense array attribute whose 0-th element must be 1 whose 1-th element must be at least 3",
        ),
        (
            "predicate",
            Attribute::integer(&ctx, i32_ty, 3),
            "'odstest.confined' op attribute 'predicate' failed to satisfy constraint: comparison predicate",
        ),
    ];
    for (name, attr, message) in cases {
        let op = ConfinedOp::build(&mut ctx, loc, small, pair, shape, pred, None, None, None);
        match name {
            "small" => op.set_small_attr(&mut ctx, Some(attr)),
            "pair" => op.set_pair_attr(&mut ctx, Some(attr)),
            "shape" => op.set_shape_attr(&mut ctx, Some(attr)),
            _ => op.set_predicate_attr(&mut ctx, Some(attr)),
        }
        assert_error(&ctx, op.op(), message);
    }
    let f32_ty = Type::f32(&ctx);
    let bad_type = Attribute::from_type(&ctx, f32_ty);
    op.set_ty_attr(&mut ctx, Some(bad_type));
    assert_error(
        &ctx,
        op.op(),
        "'odstest.confined' op attribute 'ty' failed to satisfy constraint: type attribute of 32-bit signless integer",
    );
}

#[test]
fn properties_of_every_kind() {
    let (mut ctx, loc) = setup();
    let op = PropsOp::build(&mut ctx, loc, 5, 3, None, 1, vec![2, 4], true, Flags::RW);
    assert_eq!(op.access(&ctx), Flags::RW);
    op.set_access(&mut ctx, Flags::EXEC);
    assert_eq!(op.access(&ctx), Flags::EXEC);
    assert_eq!(op.count(&ctx), 5);
    assert_eq!(op.level(&ctx), 3);
    assert_eq!(op.tag(&ctx), None);
    assert_eq!(op.dims(&ctx), vec![2, 4]);
    assert!(op.flag(&ctx));
    op.set_tag(&mut ctx, Some("t".to_string()));
    assert_eq!(op.tag(&ctx).as_deref(), Some("t"));
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());
    assert_eq!(PropsOpProperties::default().level, 3, "DefaultValuedProp");
    op.set_positive(&mut ctx, 0);
    assert_error(
        &ctx,
        op.op(),
        "'odstest.props' op property 'positive' failed to satisfy constraint: a positive integer",
    );
}

#[test]
fn properties_print_in_the_generic_form_and_parse_back() {
    let (mut ctx, loc) = setup();
    let op = PropsOp::build(
        &mut ctx,
        loc,
        5,
        3,
        Some("t".into()),
        1,
        vec![2],
        false,
        Flags::WRITE,
    );
    let i64_ty = Type::int(&ctx, 64);
    let v = Attribute::integer(&ctx, i64_ty, 9);
    let c = ConstantOp::build(&mut ctx, loc, i64_ty, v, None, None, None);
    let region = RegionId::create(&mut ctx);
    let block = BlockId::create(&mut ctx);
    region.append_block(&mut ctx, block);
    block.append_op(&mut ctx, op.op());
    block.append_op(&mut ctx, c.op());
    let module_name = OperationName::get(&mut ctx, "builtin.module");
    let mut state = ods_runtime::ir::OperationState::new(module_name, loc);
    state.regions.push(region);
    state.properties = ods_runtime::builtin_ops::module_default_properties();
    ods_runtime::builtin_ops::register_builtin_dialect(&mut ctx);
    let module = OpId::create(&mut ctx, state);
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
        ..PrintOptions::default()
    };
    let text = print_top_level(&mut ctx, module, opts);
    assert!(
        text.contains(
            "\"odstest.props\"() <{access = 2 : i32, count = 5 : i64, dims = [2], flag = false, level = 3 : i32, positive = 1 : i64, tag = [\"t\"]}> : () -> ()"
        ),
        "{text}"
    );
    assert!(
        text.contains("\"odstest.constant\"() <{value = 9 : i64, width = 7 : i32}> : () -> i64"),
        "{text}"
    );

    let mut ctx2 = Context::new();
    register(&mut ctx2);
    let wrapper = parse_source(&mut ctx2, &text, "roundtrip.mlir").expect("parses");
    let parsed = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx2, wrapper);
    assert_eq!(print_top_level(&mut ctx2, parsed, opts), text);
}

#[test]
fn regions_successors_and_predicate_traits() {
    let (mut ctx, loc) = setup();
    let op = RegionsOp::build(&mut ctx, loc, 2);
    assert_eq!(op.others(&ctx).len(), 2);
    assert_error(
        &ctx,
        op.op(),
        "'odstest.regions' op region #0 ('body') failed to verify constraint: region with 1 blocks",
    );
    let block = BlockId::create(&mut ctx);
    (op.body(&ctx)).append_block(&mut ctx, block);
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());
    let many = RegionsOp::build(&mut ctx, loc, 4);
    let block = BlockId::create(&mut ctx);
    (many.body(&ctx)).append_block(&mut ctx, block);
    assert_error(
        &ctx,
        many.op(),
        "'odstest.regions' op has too many other regions",
    );

    let (b1, b2, b3) = (
        BlockId::create(&mut ctx),
        BlockId::create(&mut ctx),
        BlockId::create(&mut ctx),
    );
    let br = BranchOp::build(&mut ctx, loc, vec![], b1, vec![b2, b3]);
    assert_eq!(br.dest(&ctx), b1);
    assert_eq!(br.others(&ctx), vec![b2, b3]);

    let i32_ty = Type::int(&ctx, 32);
    let i64_ty = Type::int(&ctx, 64);
    let x = value(&mut ctx, loc, i32_ty, 1);
    let y = value(&mut ctx, loc, i32_ty, 2);
    let z = value(&mut ctx, loc, i64_ty, 3);
    let ok = MatchOp::build(&mut ctx, loc, i32_ty, x, y);
    assert_eq!(errors(&ctx, ok.op()), Vec::<String>::new());
    let types = MatchOp::build(&mut ctx, loc, i32_ty, x, z);
    assert_error(
        &ctx,
        types.op(),
        "'odstest.match' op failed to verify that all of {lhs, rhs} have same type",
    );
    let result = MatchOp::build(&mut ctx, loc, i64_ty, x, y);
    assert_error(
        &ctx,
        result.op(),
        "'odstest.match' op failed to verify that result type matches the lhs type",
    );
    let same = MatchOp::build(&mut ctx, loc, i32_ty, x, x);
    assert_error(
        &ctx,
        same.op(),
        "'odstest.match' op failed to verify that lhs is not rhs",
    );
}

#[test]
fn custom_builders_hooks_and_extra_declarations() {
    let (mut ctx, loc) = setup();
    let op = BuilderOp::build_value_scale(&mut ctx, loc, 6, 7);
    assert_eq!(op.value(&ctx), 6);
    assert_eq!(op.scale(&ctx), 7);
    assert_eq!(op.scaled(&ctx), 42);
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());

    let i32_ty = Type::int(&ctx, 32);
    let x = value(&mut ctx, loc, i32_ty, 1);
    let hooks = HooksOp::build(&mut ctx, loc, i32_ty, x);
    assert_error(
        &ctx,
        hooks.op(),
        "'odstest.hooks' op must be nested in an op",
    );

    let three = ctx_attr(&mut ctx, 3);
    let kw = KeywordOp::build(&mut ctx, loc, i32_ty, x, three);
    assert_eq!(kw.type_(&ctx), x);
    assert_eq!(kw.match_(&ctx), 3);
    assert_eq!(ctx.value(kw.self_(&ctx)).ty(), i32_ty);
}

fn ctx_attr(ctx: &mut Context, v: i64) -> Attribute {
    let ty = Type::int(ctx, 32);
    Attribute::integer(ctx, ty, v)
}

#[test]
fn enums_symbolize_stringify_and_bits() {
    assert_eq!(
        CmpPredicate::symbolize("greater_equal"),
        Some(CmpPredicate::Sge)
    );
    assert_eq!(CmpPredicate::Sge.stringify(), "greater_equal");
    assert_eq!(CmpPredicate::Sge.value(), 5);
    assert_eq!(CmpPredicate::from_value(2), Some(CmpPredicate::Slt));
    assert_eq!(CmpPredicate::from_value(3), None);
    assert_eq!(CmpPredicate::MAX_VALUE, 5);
    assert_eq!(CmpPredicate::CASES.len(), 4);
    assert_eq!(CmpPredicate::default(), CmpPredicate::Eq);
    assert_eq!(Wide::Huge.value(), 4_294_967_296);
    assert_eq!(Mode::symbolize("precise"), Some(Mode::Precise));
    assert_eq!(Mode::Fast.to_string(), "fast");

    let rw = Flags::READ | Flags::WRITE;
    assert_eq!(rw, Flags::RW);
    assert!(rw.contains(Flags::WRITE));
    assert!(!rw.contains(Flags::EXEC));
    // Without `printBitEnumPrimaryGroups`, every case whose bits are all set prints, the
    // `rw` group too, as mlir-tblgen's `stringifyFlags` does.
    assert_eq!(rw.stringify(), "read,write,rw");
    assert_eq!(Flags::NONE.stringify(), "none");
    assert_eq!(
        Flags::symbolize("exec, read"),
        Some(Flags::READ | Flags::EXEC)
    );
    assert_eq!(Flags::symbolize("bogus"), None);
    assert_eq!(Flags::from_bits(8), None);
    assert_eq!(!Flags::READ, Flags::WRITE | Flags::EXEC);
    assert_eq!(Flags::ALL_BITS, 7);

    let ctx = Context::new();
    let attr = Flags::RW.to_attr(&ctx);
    assert_eq!(Flags::from_attr(&ctx, attr), Some(Flags::RW));
    let s = Mode::Precise.to_attr(&ctx);
    assert_eq!(Mode::from_attr(&ctx, s), Some(Mode::Precise));
    let c = CmpPredicate::Ne.to_attr(&ctx);
    assert_eq!(CmpPredicate::from_attr(&ctx, c), Some(CmpPredicate::Ne));
}

#[test]
fn types_and_attributes() {
    let (mut ctx, _) = setup();
    let pair = PairType::get(&ctx, 1, 2);
    assert_eq!(PairType::get(&ctx, 1, 2), pair);
    assert_ne!(PairType::get(&ctx, 2, 1), pair);
    assert_eq!((*pair.first(&ctx), *pair.second(&ctx)), (1, 2));
    assert_eq!(PairType::NAME, "odstest.pair");
    assert_eq!(PairType::MNEMONIC, "pair");
    assert_eq!(
        PairType::get_checked(&ctx, 3, 2),
        Err("first width 3 exceeds second width 2".to_string())
    );
    assert_eq!(PairType::get_checked(&ctx, 1, 2), Ok(pair));
    assert_eq!(PairType::cast(&ctx, pair.ty()), Some(pair));
    let i32_ty = Type::int(&ctx, 32);
    assert_eq!(PairType::cast(&ctx, i32_ty), None);
    assert_eq!(
        ods_runtime::asm::printer::type_to_string(&ctx, pair.ty()),
        "!odstest.pair<1, 2>"
    );

    let label = LabelAttr::build_text(&mut ctx, "hi");
    assert_eq!(label, LabelAttr::get(&ctx, "hi".to_string(), None));
    assert_ne!(label, LabelAttr::get(&ctx, "hi".to_string(), Some(0)));
    assert_eq!(label.text(&ctx), "hi");
    assert_eq!(*label.index(&ctx), None);
    assert_eq!(LabelAttr::NAME, "odstest.label");
    assert_eq!(LabelAttr::cast(&ctx, label.attr()), Some(label));
    assert_eq!(
        ods_runtime::asm::printer::attribute_to_string(&ctx, label.attr()),
        "#odstest.label<\"hi\">"
    );
}

#[test]
fn dialect_types_parse_when_the_dialect_is_registered() {
    use ods_runtime::asm::parser::{parse_attribute_str, parse_type_str};
    let (mut ctx, _) = setup();
    let pair = PairType::get(&ctx, 1, 2);
    assert_eq!(
        parse_type_str(&mut ctx, "!odstest.pair<1, 2>", "t").unwrap(),
        pair.ty()
    );
    let label = LabelAttr::get(&ctx, "x".to_string(), Some(4));
    assert_eq!(
        parse_attribute_str(&mut ctx, "#odstest.label<\"x\", 4>", "t").unwrap(),
        label.attr()
    );
    // A string argument of a `custom` directive in a type format: the unit its hooks get.
    let scaled = ScaledType::get(&ctx, 2053);
    assert_eq!(
        ods_runtime::asm::printer::type_to_string(&ctx, scaled.ty()),
        "!odstest.scaled<2 rem 5>"
    );
    assert_eq!(
        parse_type_str(&mut ctx, "!odstest.scaled<2 rem 5>", "t").unwrap(),
        scaled.ty()
    );
    assert_eq!(
        parse_type_str(&mut ctx, "!odstest.scaled<3>", "t").unwrap(),
        ScaledType::get(&ctx, 3072).ty()
    );
    // The verifier runs on parsed parameters.
    let err = parse_type_str(&mut ctx, "!odstest.pair<3, 2>", "t").unwrap_err();
    assert!(
        err.to_string()
            .contains("first width 3 exceeds second width 2"),
        "{err}"
    );
    let err = parse_type_str(&mut ctx, "!odstest.triple<1>", "t").unwrap_err();
    assert!(
        err.to_string()
            .contains("unknown  type `triple` in dialect `odstest`"),
        "{err}"
    );
    let err = parse_type_str(&mut ctx, "!odstest.pair<1>", "t").unwrap_err();
    assert!(err.to_string().contains("expected ','"), "{err}");

    // Without the dialect, the same text stays opaque.
    let mut bare = Context::new();
    let opaque = parse_type_str(&mut bare, "!odstest.pair<1, 2>", "t").unwrap();
    assert_eq!(PairType::cast(&bare, opaque), None);
    assert_eq!(
        ods_runtime::asm::printer::type_to_string(&bare, opaque),
        "!odstest.pair<1, 2>"
    );
}

/// The odstest dialect parses and prints its attributes by hand
/// (`useDefaultAttributePrinterParser = 0`, `src/hooks.rs`): through the generated parser
/// and printer, plus a spelling of its own.
#[test]
fn hand_written_attribute_hooks_wrap_the_generated_ones() {
    use ods_runtime::asm::parser::parse_attribute_str;
    use ods_runtime::asm::printer::attribute_to_string;
    let (mut ctx, _) = setup();
    let empty = LabelAttr::get(&ctx, String::new(), None);
    assert_eq!(
        attribute_to_string(&ctx, empty.attr()),
        "#odstest.unlabelled"
    );
    assert_eq!(
        parse_attribute_str(&mut ctx, "#odstest.unlabelled", "t").unwrap(),
        empty.attr()
    );
    // `#odstest<...>` reaches the same hook.
    assert_eq!(
        parse_attribute_str(&mut ctx, "#odstest<unlabelled>", "t").unwrap(),
        empty.attr()
    );
    let label = LabelAttr::get(&ctx, "x".to_string(), Some(4));
    assert_eq!(
        attribute_to_string(&ctx, label.attr()),
        "#odstest.label<\"x\", 4>"
    );
    assert_eq!(
        parse_attribute_str(&mut ctx, "#odstest.label<\"x\", 4>", "t").unwrap(),
        label.attr()
    );
    // The self type reaches the generated parser through the hook.
    let shaped =
        parse_attribute_str(&mut ctx, "#odstest.shaped_const<1> : vector<2xf32>", "t").unwrap();
    assert_eq!(
        attribute_to_string(&ctx, shaped),
        "#odstest.shaped_const<1> : vector<2xf32>"
    );
    let err = parse_attribute_str(&mut ctx, "#odstest.bogus<1>", "t").unwrap_err();
    assert_eq!(
        err.to_string().lines().next().unwrap(),
        "t:1:10: error: unknown odstest attribute `bogus`"
    );
}

/// An `AttributeSelfTypeParameter` narrower than `Type` (`::mlir::ShapedType`) has no
/// default: mlir-tblgen's parser for it requires the trailing type and checks its class,
/// with these messages at the attribute's body.
#[test]
fn a_shaped_self_type_is_required_and_kind_checked() {
    use ods_runtime::asm::parser::parse_attribute_str;
    let (mut ctx, _) = setup();
    let attr =
        parse_attribute_str(&mut ctx, "#odstest.shaped_const<3> : tensor<2xi32>", "t").unwrap();
    let c = ShapedConstAttr::cast(&ctx, attr).unwrap();
    assert_eq!(*c.value(&ctx), 3);
    let tensor = ctx.attr(attr).ty().unwrap();
    assert_eq!(
        ods_runtime::asm::printer::type_to_string(&ctx, tensor),
        "tensor<2xi32>"
    );
    assert_eq!(*c.type_(&ctx), tensor);
    assert_eq!(
        ods_runtime::asm::printer::attribute_to_string(&ctx, attr),
        "#odstest.shaped_const<3> : tensor<2xi32>"
    );
    let err = parse_attribute_str(&mut ctx, "#odstest.shaped_const<3>", "t").unwrap_err();
    assert_eq!(
        err.to_string().lines().next().unwrap(),
        "t:1:22: error: expected a trailing type"
    );
    let err = parse_attribute_str(&mut ctx, "#odstest.shaped_const<3> : i32", "t").unwrap_err();
    assert_eq!(
        err.to_string().lines().next().unwrap(),
        "t:1:22: error: invalid kind of type specified"
    );
}

#[test]
fn dialect_types_and_attributes_in_ops_round_trip() {
    let (mut ctx, loc) = setup();
    let pair = PairType::get(&ctx, 1, 2);
    let wide = PairType::get(&ctx, 4, 8);
    let label = LabelAttr::get(&ctx, "in".to_string(), Some(7));
    let input = value(&mut ctx, loc, pair.ty(), 0);
    let op = TaggedOp::build(&mut ctx, loc, wide.ty(), input, label.attr());
    assert_eq!(errors(&ctx, op.op()), Vec::<String>::new());
    assert_eq!(
        PairType::cast(&ctx, ctx.value(op.input(&ctx)).ty()),
        Some(pair)
    );
    let output_ty = ctx.value(op.output(&ctx)).ty();
    assert_eq!(PairType::cast(&ctx, output_ty), Some(wide));
    assert_eq!(*PairType::cast(&ctx, output_ty).unwrap().second(&ctx), 8);
    assert_eq!(LabelAttr::cast(&ctx, op.tag(&ctx)), Some(label));

    let region = RegionId::create(&mut ctx);
    let block = BlockId::create(&mut ctx);
    region.append_block(&mut ctx, block);
    let constant = ctx.value(input).defining_op().unwrap();
    block.append_op(&mut ctx, constant);
    block.append_op(&mut ctx, op.op());
    let module_name = OperationName::get(&mut ctx, "builtin.module");
    let mut state = ods_runtime::ir::OperationState::new(module_name, loc);
    state.regions.push(region);
    state.properties = ods_runtime::builtin_ops::module_default_properties();
    ods_runtime::builtin_ops::register_builtin_dialect(&mut ctx);
    let module = OpId::create(&mut ctx, state);
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
        ..PrintOptions::default()
    };
    let text = print_top_level(&mut ctx, module, opts);
    assert!(
        text.contains(
            "\"odstest.tagged\"(%0) <{tag = #odstest.label<\"in\", 7>}> : (!odstest.pair<1, 2>) -> !odstest.pair<4, 8>"
        ),
        "{text}"
    );

    let mut ctx2 = Context::new();
    register(&mut ctx2);
    let wrapper = parse_source(&mut ctx2, &text, "roundtrip.mlir").expect("parses");
    let parsed = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx2, wrapper);
    assert_eq!(print_top_level(&mut ctx2, parsed, opts), text);
    let body = ctx2.op(parsed).regions()[0];
    let block = ctx2.region(body).blocks()[0];
    let tagged = ctx2.block(block).ops().nth(1).expect("two ops");
    let tagged = TaggedOp::cast(&ctx2, tagged).expect("an odstest.tagged op");
    let parsed_pair = PairType::cast(&ctx2, ctx2.value(tagged.input(&ctx2)).ty()).unwrap();
    assert_eq!(parsed_pair, PairType::get(&ctx2, 1, 2));
    let parsed_label = LabelAttr::cast(&ctx2, tagged.tag(&ctx2)).unwrap();
    assert_eq!(parsed_label.text(&ctx2), "in");
    assert_eq!(*parsed_label.index(&ctx2), Some(7));
}

#[test]
fn dialect_constant_materializer() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let five = Attribute::integer(&ctx, i32_ty, 5);
    // `register` installed the dialect's materializer in the registry.
    assert!(
        ctx.dialect_definition(DIALECT_NAME)
            .is_some_and(|d| d.has_constant_materializer())
    );
    let op = ctx
        .materialize_constant(DIALECT_NAME, five, i32_ty, loc)
        .unwrap();
    let c = ConstantOp::cast(&ctx, op).unwrap();
    assert_eq!(c.value(&ctx), 5);
    assert_eq!(ctx.value(c.result(&ctx)).ty(), i32_ty);
    assert_eq!(ctx.op(op).block(), None);
    // Not an integer: the materializer declines.
    let unit = Attribute::unit(&ctx);
    assert_eq!(
        ctx.materialize_constant(DIALECT_NAME, unit, i32_ty, loc),
        None
    );
}

/// A block holding `ops`, in order.
fn block_of(ctx: &mut Context, ops: &[OpId]) -> BlockId {
    let block = BlockId::create(ctx);
    for &op in ops {
        block.append_op(ctx, op);
    }
    block
}

#[test]
fn canonicalization_patterns_are_registered() {
    let (mut ctx, _) = setup();
    let name = |ctx: &mut Context, n: &str| OperationName::get(ctx, n);
    let add = name(&mut ctx, AddOp::NAME);
    let hooks = name(&mut ctx, HooksOp::NAME);
    let constant = name(&mut ctx, ConstantOp::NAME);
    let listed = |set: &RewritePatternSet| {
        set.patterns()
            .iter()
            .map(|p| (p.root_name().map(str::to_string), p.benefit().0))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        listed(&RewritePatternSet::canonicalization(&ctx, add)),
        vec![(Some("odstest.add".to_string()), 2)]
    );
    assert_eq!(
        listed(&RewritePatternSet::canonicalization(&ctx, hooks)),
        vec![(Some("odstest.hooks".to_string()), 1)]
    );
    assert!(RewritePatternSet::canonicalization(&ctx, constant).is_empty());
    assert_eq!(
        listed(&RewritePatternSet::all_canonicalization(&ctx)),
        vec![
            (Some("odstest.add".to_string()), 2),
            (Some("odstest.hooks".to_string()), 1)
        ]
    );
}

#[test]
fn has_canonicalizer_pattern_rewrites_add_of_zero() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let x = value(&mut ctx, loc, i32_ty, 9);
    let zero = value(&mut ctx, loc, i32_ty, 0);
    let one = value(&mut ctx, loc, i32_ty, 1);
    let kept = AddOp::build(&mut ctx, loc, i32_ty, x, one);
    let add = {
        let v = kept.result(&ctx);
        AddOp::build(&mut ctx, loc, i32_ty, zero, v)
    };
    let user = {
        let v = add.result(&ctx);
        HooksOp::build(&mut ctx, loc, i32_ty, v)
    };
    let consts: Vec<OpId> = [x, zero, one]
        .iter()
        .map(|v| ctx.value(*v).defining_op().unwrap())
        .collect();
    let block = block_of(
        &mut ctx,
        &[
            consts[0],
            consts[1],
            consts[2],
            kept.op(),
            add.op(),
            user.op(),
        ],
    );
    let patterns = RewritePatternSet::canonicalization(&ctx, ctx.op(add.op()).name());

    // `x + 1` has no zero operand: no rewrite.
    assert!(!patterns.apply_once(&mut ctx, kept.op()));
    assert!(ctx.op(kept.op()).is_alive());
    // `0 + (x + 1)` becomes `x + 1`.
    assert!(patterns.apply_once(&mut ctx, add.op()));
    assert!(!ctx.op(add.op()).is_alive());
    assert_eq!(user.input(&ctx), kept.result(&ctx));
    assert_eq!(ctx.block(block).ops().count(), 5);
}

#[test]
fn has_canonicalize_method_collapses_nested_hooks() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let x = value(&mut ctx, loc, i32_ty, 3);
    let inner = HooksOp::build(&mut ctx, loc, i32_ty, x);
    let outer = {
        let v = inner.output(&ctx);
        HooksOp::build(&mut ctx, loc, i32_ty, v)
    };
    let user = {
        let v = outer.output(&ctx);
        HooksOp::build(&mut ctx, loc, i32_ty, v)
    };
    let c = ctx.value(x).defining_op().unwrap();
    block_of(&mut ctx, &[c, inner.op(), outer.op(), user.op()]);
    let patterns = RewritePatternSet::canonicalization(&ctx, ctx.op(outer.op()).name());

    // The innermost op reads a constant: nothing to collapse.
    assert!(!patterns.apply_once(&mut ctx, inner.op()));
    assert!(patterns.apply_once(&mut ctx, outer.op()));
    assert!(!ctx.op(outer.op()).is_alive());
    assert_eq!(user.input(&ctx), inner.output(&ctx));
    // The user now reads `inner` directly and collapses in turn.
    assert!(patterns.apply_once(&mut ctx, user.op()));
    assert!(!ctx.op(user.op()).is_alive());
    assert!(ctx.value(inner.output(&ctx)).use_empty());
}

#[test]
fn inferred_and_value_builders() {
    let (mut ctx, loc) = setup();
    let i32_ty = Type::int(&ctx, 32);
    let i64_ty = Type::int(&ctx, 64);
    let a = value(&mut ctx, loc, i32_ty, 2);
    let add = AddOp::build_inferred(&mut ctx, loc, a, a);
    assert_eq!(ctx.value(add.result(&ctx)).ty(), i32_ty);
    assert_eq!(errors(&ctx, add.op()), Vec::<String>::new());

    let c = ConstantOp::build_with_values(
        &mut ctx,
        loc,
        i64_ty,
        42,
        Some("answer".to_string()),
        None,
        true,
    );
    assert_eq!(c.value(&ctx), 42);
    assert_eq!(c.label(&ctx).as_deref(), Some("answer"));
    assert_eq!(c.width(&ctx), 7);
    assert!(c.hidden(&ctx));
    assert_eq!(errors(&ctx, c.op()), Vec::<String>::new());
}

#[test]
fn default_format_lists_and_flags_round_trip() {
    use ods_dialect_test::goldens::types_td::types;
    use ods_runtime::asm::parser::{parse_attribute_str, parse_type_str};
    use ods_runtime::asm::printer::{attribute_to_string, type_to_string};
    let mut ctx = Context::new();
    types::register(&mut ctx);
    let vec_ty = types::VecType::build_width_count(&mut ctx, 8, 3);
    assert_eq!(vec_ty.total(&ctx), 24);
    assert_eq!(
        type_to_string(&ctx, vec_ty.ty()),
        "!types.vec<[8, 8, 8], false>"
    );
    let packed = types::VecType::get(&ctx, vec![], true);
    assert_eq!(type_to_string(&ctx, packed.ty()), "!types.vec<[], true>");
    for (text, ty) in [
        ("!types.vec<[8, 8, 8], false>", vec_ty.ty()),
        ("!types.vec<[], true>", packed.ty()),
    ] {
        assert_eq!(parse_type_str(&mut ctx, text, "t").unwrap(), ty, "{text}");
    }
    let unit = types::UnitType::get(&ctx);
    assert_eq!(type_to_string(&ctx, unit.ty()), "!types.unit");
    assert_eq!(
        parse_type_str(&mut ctx, "!types.unit", "t").unwrap(),
        unit.ty()
    );
    let point = types::PointAttr::build_both(&mut ctx, -3);
    assert_eq!((*point.x(&ctx), *point.y(&ctx)), (-3, -3));
    assert_eq!(
        attribute_to_string(&ctx, point.attr()),
        "#types.point<-3, -3>"
    );
    assert_eq!(
        parse_attribute_str(&mut ctx, "#types.point<-3, -3>", "t").unwrap(),
        point.attr()
    );
    // A definition's handle defaulting to `nullptr` in C++ is an `Option` here.
    let far = types::PointAttr::build_both(&mut ctx, 9);
    let open = types::SegmentAttr::build_from_to(&mut ctx, point, None);
    let closed = types::SegmentAttr::build_from_to(&mut ctx, point, Some(far));
    assert_eq!((*open.to(&ctx), *closed.to(&ctx)), (None, Some(far)));
    assert_ne!(open, closed);
    let err = parse_type_str(&mut ctx, "!types.vec<[8], maybe>", "t").unwrap_err();
    assert!(
        err.to_string().contains("expected 'true' or 'false'"),
        "{err}"
    );
    // A parameter's own parser and printer act in the default form too.
    let share = types::ShareAttr::get(&ctx, 50, 2);
    assert_eq!(
        attribute_to_string(&ctx, share.attr()),
        "#types.share<50 percent, 2>"
    );
    assert_eq!(
        parse_attribute_str(&mut ctx, "#types.share<50 percent, 2>", "t").unwrap(),
        share.attr()
    );
    let err = parse_attribute_str(&mut ctx, "#types.share<50, 2>", "t").unwrap_err();
    assert!(err.to_string().contains("percent"), "{err}");
}

#[test]
fn a_type_without_parameters_is_built_by_the_format_parser() {
    let mut ctx = Context::new();
    ods_dialect_test::goldens::types_td::types::register(&mut ctx);
    let text = "%0 = types.make_unit\n";
    let wrapper = parse_source(&mut ctx, text, "unit.mlir").expect("parses");
    let module = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx, wrapper);
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print_top_level(&mut ctx, module, generic);
    assert!(
        printed.contains("\"types.make_unit\"() : () -> !types.unit"),
        "{printed}"
    );
}

#[test]
fn a_nullptr_default_is_an_optional_handle() {
    use ods_dialect_test::goldens::traits_td::tr;
    let (mut ctx, loc) = setup();
    tr::register(&mut ctx);
    let i32_ty = Type::int(&ctx, 32);
    let f32_ty = Type::f32(&ctx);
    let v = value(&mut ctx, loc, i32_ty, 1);
    // Left out, the body picks the input's type; given, the given one.
    let same = tr::CloneOp::build_input(&mut ctx, loc, v);
    assert_eq!(ctx.value(same.output(&ctx)).ty(), i32_ty);
    let other = tr::CloneOp::build_input_result_type(&mut ctx, loc, v, Some(f32_ty));
    assert_eq!(ctx.value(other.output(&ctx)).ty(), f32_ty);
}

#[test]
fn first_attr_derived_result_type_builds_from_the_attribute() {
    use ods_dialect_test::goldens::traits_td::tr;
    let (mut ctx, loc) = setup();
    tr::register(&mut ctx);
    let i16_ty = Type::int(&ctx, 16);
    let seven = Attribute::integer(&ctx, i16_ty, 7);
    let c = tr::ConstOp::build_inferred(&mut ctx, loc, seven);
    assert_eq!(ctx.value(c.out(&ctx)).ty(), i16_ty);
    assert!(
        ctx.op(c.op())
            .has_trait::<ods_runtime::traits::FirstAttrDerivedResultType>()
    );
}

#[test]
fn a_negative_enum_case_value_follows_the_case_before_it() {
    use ods_dialect_test::goldens::enums_td::Scale;
    // mlir-tblgen 22 writes `enum class Scale : uint32_t { one = 1, neg, };`.
    assert_eq!(Scale::One.value(), 1);
    assert_eq!(Scale::Neg.value(), 2);
    assert_eq!(Scale::from_value(2), Some(Scale::Neg));
}

#[test]
fn bit_enums_of_8_and_64_bits_keep_their_width() {
    use ods_dialect_test::goldens::enums_td::{DiffFlags, Lanes};
    let ctx = Context::new();
    // An 8-bit set is a `u8` and an `i8` attribute.
    let flags = DiffFlags::NUW | DiffFlags::NSW;
    assert_eq!(flags.bits(), 3u8);
    let attr = flags.to_attr(&ctx);
    assert_eq!(
        ods_runtime::asm::printer::attribute_to_string(&ctx, attr),
        "3 : i8"
    );
    assert_eq!(DiffFlags::from_attr(&ctx, attr), Some(flags));
    assert_eq!(flags.stringify(), "nuw|nsw");
    // Bit 63 of a 64-bit set survives the `i64` attribute, as MLIR's `APInt` keeps it.
    let lanes = Lanes::LOW | Lanes::TOP;
    assert_eq!(lanes.bits(), (1u64 << 63) | 1);
    let attr = lanes.to_attr(&ctx);
    assert_eq!(
        ods_runtime::asm::printer::attribute_to_string(&ctx, attr),
        "-9223372036854775807 : i64"
    );
    assert_eq!(Lanes::from_attr(&ctx, attr), Some(lanes));
    assert_eq!(Lanes::symbolize("top|mid"), Some(Lanes::MID | Lanes::TOP));
    assert_eq!(Lanes::ALL_BITS, (1u64 << 63) | (1 << 32) | 1);
}

#[test]
#[allow(deprecated)]
fn deprecated_builders_build_what_their_bodies_say() {
    use ods_dialect_test::goldens::deprecated_td::dep;
    let mut ctx = Context::new();
    dep::register(&mut ctx);
    let loc = Location::unknown(&ctx);
    // `DeprecatedOpBuilder`: the builder and its shorter form (the `CArg` default) work, and
    // using them warns (the generated functions are `#[deprecated]`; allowed here).
    let twice = dep::CountOp::build_wide_twice(&mut ctx, loc, 21, true);
    assert_eq!(twice.count(&ctx), 42);
    let once = dep::CountOp::build_wide(&mut ctx, loc, 5);
    assert_eq!(once.count(&ctx), 5);
    // A type or attribute builder deriving from `CppDeprecated`.
    let attr = dep::DeprecatedAttr::build_value(&mut ctx, 7);
    assert_eq!(attr.value(&ctx), &7);
}

#[test]
fn an_enum_property_with_an_attribute_form_reads_both_and_shows_its_storage() {
    use ods_dialect_test::goldens::enums_td::{Perm, enums};
    let mut ctx = Context::new();
    ods_runtime::builtin_ops::register_builtin_dialect(&mut ctx);
    enums::register(&mut ctx);
    // `perm_prop` (`EnumPropWithAttrForm`) reads its dialect attribute or its integer and
    // shows the integer, as upstream's (mlir-opt prints LLVM's `overflowFlags` so);
    // `perm_attr_prop` sets `storeInCustomAttribute` and shows the dialect attribute.
    let text = "\"enums.mix\"() <{green = 1 : i32, perm_attr_prop = 2 : i32, perm_prop = #enums<perm read>, read_write = #enums<perm read|write|rw>, shade = #enums<shade dark>, stored = 1 : i32, wide = 0 : i64}> : () -> ()\n";
    let wrapper = parse_source(&mut ctx, text, "mix.mlir").expect("parses");
    let module = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx, wrapper);
    assert_eq!(errors(&ctx, module), Vec::<String>::new());
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print_top_level(&mut ctx, module, generic);
    let shown = text
        .replace(
            "perm_attr_prop = 2 : i32",
            "perm_attr_prop = #enums<perm write>",
        )
        .replace("perm_prop = #enums<perm read>", "perm_prop = 1 : i32");
    assert!(printed.contains(shown.trim_end()), "{printed}");
    let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
    let mix = enums::MixOp::cast(&ctx, ctx.block(block).ops().next().expect("one op"))
        .expect("an enums.mix op");
    assert_eq!(mix.perm_prop(&ctx), Perm::READ);
    assert_eq!(mix.perm_attr_prop(&ctx), Perm::WRITE);
}

#[test]
fn an_enum_of_no_dialect_is_generated_with_the_attribute_holding_it() {
    use ods_dialect_test::goldens::enums_td::enums;
    let mut ctx = Context::new();
    ods_runtime::builtin_ops::register_builtin_dialect(&mut ctx);
    enums::register(&mut ctx);
    // `IteratorKind` comes from an included file of no dialect (namespace `::mlir::utils`);
    // the dialect attribute holding it reads and prints its cases.
    let text = "enums.loop [#enums.iterator_kind<parallel>, #enums.iterator_kind<reduction>]\n";
    let wrapper = parse_source(&mut ctx, text, "loop.mlir").expect("parses");
    let module = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx, wrapper);
    let printed = print_top_level(&mut ctx, module, PrintOptions::default());
    assert!(printed.contains(text.trim_end()), "{printed}");
    use ods_dialect_test::goldens::enums_td::IteratorKind;
    assert_eq!(IteratorKind::from_value(1), Some(IteratorKind::Reduction));
}

#[test]
fn ops_of_a_namespace_below_the_dialects_live_in_a_module_below_its_module() {
    use ods_dialect_test::goldens::submodule_td::sub;
    use ods_runtime::ir::OpView;
    // Two classes named `YieldOp`, one per namespace, each its own op.
    assert_eq!(<sub::YieldOp as OpView>::NAME, "sub.yield");
    assert_eq!(<sub::inner::YieldOp as OpView>::NAME, "sub.inner.yield");
    assert_eq!(
        <sub::inner::deep::LeafOp as OpView>::NAME,
        "sub.inner.deep.leaf"
    );
    let mut ctx = Context::new();
    sub::register(&mut ctx);
    // The runtime finds each class by the last segment of its namespace, as the traits'
    // C++ names it.
    assert_eq!(ctx.op_name_of_cpp_class("sub::YieldOp"), Some("sub.yield"));
    assert_eq!(
        ctx.op_name_of_cpp_class("inner::YieldOp"),
        Some("sub.inner.yield")
    );
    assert_eq!(
        ctx.op_name_of_cpp_class("deep::LeafOp"),
        Some("sub.inner.deep.leaf")
    );
    // Each region gets the terminator its op names: the inner namespace's `YieldOp` for
    // the ops below the dialect's namespace (named `::mlir::sub::inner::YieldOp`), the
    // dialect's own for the op of the dialect's namespace (named `YieldOp`).
    let text = "sub.inner.scope {\n}\nsub.outer {\n}\n%0 = sub.inner.deep.leaf 3 {\n}\n";
    let wrapper = parse_source(&mut ctx, text, "sub.mlir").expect("parses");
    let module = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx, wrapper);
    assert_eq!(errors(&ctx, module), Vec::<String>::new());
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print_top_level(&mut ctx, module, generic);
    assert_eq!(
        printed.matches("\"sub.inner.yield\"() : () -> ()").count(),
        2,
        "{printed}"
    );
    assert_eq!(
        printed.matches("\"sub.yield\"() : () -> ()").count(),
        1,
        "{printed}"
    );
    let custom = print_top_level(&mut ctx, module, PrintOptions::default());
    for line in [
        "sub.inner.scope {\n  }",
        "sub.outer {\n  }",
        "%0 = sub.inner.deep.leaf 3 {\n  }",
    ] {
        assert!(custom.contains(line), "{custom}");
    }
    // A builder reaches the op through its module path.
    let loc = Location::unknown(&ctx);
    let i32 = Type::int(&ctx, 32);
    let leaf = sub::inner::deep::LeafOp::build_with_values(&mut ctx, loc, i32, 7);
    assert_eq!(leaf.count(&ctx), 7);
}

#[test]
fn an_implicit_terminator_named_by_a_class_of_another_spec_is_found_at_run_time() {
    use ods_dialect_test::goldens::{terminator_region_td, terminator_yield_td};
    let text = "tm.region {\n}\n";
    // With the spec defining `YieldOp` registered: the parser adds `tm.yield`, the verifier
    // accepts it, and the custom form leaves it out again.
    let mut ctx = Context::new();
    terminator_region_td::tm::register(&mut ctx);
    terminator_yield_td::tm::register(&mut ctx);
    assert_eq!(ctx.op_name_of_cpp_class("tm::YieldOp"), Some("tm.yield"));
    let wrapper = parse_source(&mut ctx, text, "tm.mlir").expect("parses");
    let module = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx, wrapper);
    assert_eq!(errors(&ctx, module), Vec::<String>::new());
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print_top_level(&mut ctx, module, generic);
    assert!(printed.contains("\"tm.yield\"() : () -> ()"), "{printed}");
    let custom = print_top_level(&mut ctx, module, PrintOptions::default());
    assert!(custom.contains("tm.region {\n  }"), "{custom}");
    // Without it, nothing is added and the verifier names the class it could not find.
    let mut ctx = Context::new();
    terminator_region_td::tm::register(&mut ctx);
    let wrapper = parse_source(&mut ctx, text, "tm.mlir").expect("parses");
    let module = ods_runtime::asm::op_parser::unwrap_single_module(&mut ctx, wrapper);
    let errs = errors(&ctx, module);
    assert!(
        errs.iter()
            .any(|e| e.contains("C++ class 'tm::YieldOp', which no registered dialect defines")),
        "{errs:?}"
    );
}
