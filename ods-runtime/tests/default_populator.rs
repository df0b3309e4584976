//! The default populator of a registered operation runs whenever one is created (built,
//! parsed from the generic or custom form, cloned) and fills only what is missing.

use ods_runtime::Location;
use ods_runtime::Type;
use ods_runtime::asm::op_parser::{OpParser, parse_source};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::asm::parser::PResult;
use ods_runtime::builder::OpBuilder;
use ods_runtime::ir::{IrMapping, OpId, OperationState, Properties, PropertyStorage};
use ods_runtime::registry::{OpDefinition, OperationName, PropertiesVTable};
use ods_runtime::types::Identifier;
use ods_runtime::{Attribute, Context};

/// `test.defaults`: `level` is default-valued (7 : i32), `tag` is optional without default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
struct DefaultsProperties {
    level: Option<Attribute>,
    tag: Option<Attribute>,
}

fn props_to_attr(ctx: &mut Context, p: &dyn Properties) -> Option<Attribute> {
    let p = p.as_any().downcast_ref::<DefaultsProperties>()?;
    let mut entries = Vec::new();
    if let Some(a) = p.level {
        entries.push((Identifier::get(ctx, "level"), a));
    }
    if let Some(a) = p.tag {
        entries.push((Identifier::get(ctx, "tag"), a));
    }
    (!entries.is_empty()).then(|| Attribute::dictionary(ctx, &entries))
}

fn props_from_attr(ctx: &Context, attr: Attribute) -> Result<Box<dyn Properties>, String> {
    Ok(Box::new(DefaultsProperties {
        level: ctx.attr(attr).get("level"),
        tag: ctx.attr(attr).get("tag"),
    }))
}

fn inherent_attr(_: &Context, p: &dyn Properties, name: &str) -> Option<Attribute> {
    let p = p.as_any().downcast_ref::<DefaultsProperties>()?;
    match name {
        "level" => p.level,
        "tag" => p.tag,
        _ => None,
    }
}

const VTABLE: PropertiesVTable = PropertiesVTable {
    default: || Box::new(DefaultsProperties::default()),
    to_attribute: props_to_attr,
    from_attribute: props_from_attr,
    from_parsed_attribute: props_from_attr,
    inherent_attr,
    inherent_attr_violation: |_, _| None,
    bytecode: &[],
};

/// What generated code does: fill the `None` default-valued fields.
fn populate(ctx: &mut Context, state: &mut OperationState) {
    let i32_ty = Type::i32(ctx);
    let seven = Attribute::integer(ctx, i32_ty, 7);
    let p = state.properties_or_default::<DefaultsProperties>();
    if p.level.is_none() {
        p.level = Some(seven);
    }
}

/// The custom form is the bare name.
fn parse_bare(_: &mut OpParser<'_>, _: &mut OperationState) -> PResult<()> {
    Ok(())
}

fn setup() -> (Context, OperationName) {
    let mut ctx = Context::new();
    let name = ctx.register_op(
        OpDefinition::new("test.defaults")
            .with_properties(VTABLE)
            .with_parser(parse_bare)
            .with_default_populator(populate),
    );
    ctx.set_allow_unregistered_dialects(true);
    (ctx, name)
}

fn int(ctx: &mut Context, v: i64) -> Attribute {
    let ty = Type::i32(ctx);
    Attribute::integer(ctx, ty, v)
}

fn props(ctx: &Context, op: OpId) -> DefaultsProperties {
    ctx.op(op)
        .properties::<DefaultsProperties>()
        .cloned()
        .expect("test.defaults has typed properties")
}

/// The operations of the parsed top-level module.
fn parse(ctx: &mut Context, src: &str) -> (OpId, Vec<OpId>) {
    let module = match parse_source(ctx, src, "defaults.mlir") {
        Ok(m) => m,
        Err(d) => panic!("{src} parses: {d:?}"),
    };
    let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
    (module, ctx.block(body).ops().collect())
}

#[test]
fn built_ops_get_missing_defaults_only() {
    let (mut ctx, name) = setup();
    let loc = Location::unknown(&ctx);
    let (seven, one) = (int(&mut ctx, 7), int(&mut ctx, 1));
    let tag = Attribute::string(&ctx, "t");
    let mut b = OpBuilder::new(&mut ctx);
    let bare = b.create(OperationState::new(name, loc));
    let mut s = OperationState::new(name, loc);
    s.set_properties(DefaultsProperties {
        level: Some(one),
        tag: None,
    });
    let explicit = b.create(s);
    let mut s = OperationState::new(name, loc);
    s.set_properties(DefaultsProperties {
        level: None,
        tag: Some(tag),
    });
    let tagged = b.create(s);

    assert_eq!(
        props(&ctx, bare),
        DefaultsProperties {
            level: Some(seven),
            tag: None
        }
    );
    assert_eq!(props(&ctx, explicit).level, Some(one));
    assert_eq!(
        props(&ctx, tagged),
        DefaultsProperties {
            level: Some(seven),
            tag: Some(tag)
        }
    );
    assert_eq!(ctx.op(bare).inherent_attr("level"), Some(seven));
}

#[test]
fn generic_and_custom_parsed_ops_get_missing_defaults_only() {
    let (mut ctx, _) = setup();
    let src = r#""test.defaults"() : () -> ()
"test.defaults"() <{level = 1 : i32}> : () -> ()
"test.defaults"() <{tag = "t"}> : () -> ()
"test.defaults"() {level = 2 : i32, test.extra = 3 : i32} : () -> ()
test.defaults
"test.other"() : () -> ()
"#;
    let (module, ops) = parse(&mut ctx, src);
    assert_eq!(ops.len(), 6);
    let (one, two, three, seven) = (
        int(&mut ctx, 1),
        int(&mut ctx, 2),
        int(&mut ctx, 3),
        int(&mut ctx, 7),
    );
    let tag = Attribute::string(&ctx, "t");
    assert_eq!(
        props(&ctx, ops[0]).level,
        Some(seven),
        "no properties given"
    );
    assert_eq!(props(&ctx, ops[1]).level, Some(one), "given in <{{...}}>");
    assert_eq!(
        props(&ctx, ops[2]),
        DefaultsProperties {
            level: Some(seven),
            tag: Some(tag)
        },
        "another property given"
    );
    assert_eq!(props(&ctx, ops[3]).level, Some(two), "inherent in {{...}}");
    assert_eq!(ctx.op(ops[3]).discardable_attr("test.extra"), Some(three));
    assert_eq!(ctx.op(ops[3]).discardable_attr("level"), None);
    assert_eq!(props(&ctx, ops[4]).level, Some(seven), "custom form");
    assert_eq!(
        ctx.op(ops[5]).property_storage(),
        &PropertyStorage::None,
        "unregistered operations have no populator"
    );

    let generic = PrintOptions {
        generic: true,
        debug_info: false,
        ..PrintOptions::default()
    };
    let text = print_top_level(&mut ctx, module, generic);
    let expected = r#""builtin.module"() ({
  "test.defaults"() <{level = 7 : i32}> : () -> ()
  "test.defaults"() <{level = 1 : i32}> : () -> ()
  "test.defaults"() <{level = 7 : i32, tag = "t"}> : () -> ()
  "test.defaults"() <{level = 2 : i32}> {test.extra = 3 : i32} : () -> ()
  "test.defaults"() <{level = 7 : i32}> : () -> ()
  "test.other"() : () -> ()
}) : () -> ()

"#;
    assert_eq!(text, expected);
}

#[test]
fn clones_keep_their_values_and_reregistration_replaces_the_populator() {
    let (mut ctx, name) = setup();
    let loc = Location::unknown(&ctx);
    let one = int(&mut ctx, 1);
    let mut s = OperationState::new(name, loc);
    s.set_properties(DefaultsProperties {
        level: Some(one),
        tag: None,
    });
    let op = OpId::create(&mut ctx, s);
    let copy = op.clone_with(&mut ctx, &mut IrMapping::new());
    assert_eq!(props(&ctx, copy).level, Some(one));

    ctx.register_op(OpDefinition::new("test.defaults").with_properties(VTABLE));
    let mut s = OperationState::new(name, loc);
    s.set_properties(DefaultsProperties::default());
    let plain = OpId::create(&mut ctx, s);
    assert_eq!(props(&ctx, plain).level, None);
    assert!(
        ctx.op_name(name)
            .definition()
            .is_some_and(|d| d.default_populator().is_none())
    );
}
