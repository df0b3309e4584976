//! `tests/ods/ok/def_interfaces.td` through its generated API: types and attributes seen
//! through their interfaces, methods written by the definition (in its hooks trait or its
//! `extraClassDeclaration`), defaults kept or replaced, bodies every definition shares,
//! static methods, a derived interface and its base, extra declarations on the view, the
//! builtin element interfaces on a dialect type, and the interfaces as constraints of an
//! op's operands, results and attributes.

use ods_dialect_test::goldens::def_interfaces_td::units::*;
use ods_dialect_test::goldens::def_interfaces_td::{
    Dimensioned, DimensionedImpl, Scalar, Sized, SizedImpl,
};
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::type_interfaces::{MemRefElementTypeInterface, VectorElementTypeInterface};
use ods_runtime::{Attribute, Context, Type};

/// The diagnostics of a failed parse, as text.
fn text(diags: Vec<ods_runtime::diag::Diagnostic>) -> String {
    diags.iter().map(|d| d.to_string()).collect()
}

fn setup() -> Context {
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx
}

#[test]
fn types_are_found_through_their_interfaces() {
    let ctx = setup();
    let fixed = FixedType::get(&ctx, 12, 1);
    let bytes = BytesType::get(&ctx, 3);
    let token = TokenType::get(&ctx);
    let i32_ty = Type::int(&ctx, 32);

    let bits: Vec<Option<u32>> = [fixed.ty(), bytes.ty(), token.ty(), i32_ty]
        .iter()
        .map(|&t| Sized::cast(&ctx, t).map(|s| s.get_bits(&ctx)))
        .collect();
    assert_eq!(bits, vec![Some(12), Some(24), None, None]);
    assert!(ctx.ty(fixed.ty()).interface::<Scalar>().is_some());
    assert!(ctx.ty(bytes.ty()).interface::<Scalar>().is_none());
    assert_eq!(
        Sized::cast(&ctx, bytes.ty()).map(Sized::ty),
        Some(bytes.ty()),
        "the view keeps its type"
    );
    assert_eq!(
        Type::from(Sized::cast(&ctx, fixed.ty()).unwrap()),
        fixed.ty()
    );
}

#[test]
fn shared_bodies_defaults_and_written_methods() {
    let ctx = setup();
    let fixed = Sized::cast(&ctx, FixedType::get(&ctx, 12, 0).ty()).unwrap();
    let bytes = Sized::cast(&ctx, BytesType::get(&ctx, 3).ty()).unwrap();
    // `getBytes` is a body every definition shares, over the definition's `getBits`.
    assert_eq!(fixed.get_bytes(&ctx), 2);
    assert_eq!(bytes.get_bytes(&ctx), 3);
    // `isAlignedTo`: the default for `fixed`, replaced by `bytes`'s hooks.
    assert!(fixed.is_aligned_to(&ctx, 4));
    assert!(!fixed.is_aligned_to(&ctx, 8));
    assert!(bytes.is_aligned_to(&ctx, 8));
    assert!(!bytes.is_aligned_to(&ctx, 16));
    // Static methods, through the view and through the definition.
    assert_eq!(fixed.get_unit(&ctx), "bit");
    assert_eq!(<BytesType as SizedImpl>::get_unit(&ctx), "bit");
    // `extraClassDeclaration` of the interface, on the view.
    assert!(fixed.fits_register(&ctx));
    assert!(
        !Sized::cast(&ctx, BytesType::get(&ctx, 9).ty())
            .unwrap()
            .fits_register(&ctx)
    );
    // The definition implements the interface's trait too.
    assert_eq!(BytesType::get(&ctx, 2).get_bytes(&ctx), 2);
}

#[test]
fn derived_interface_and_its_base() {
    let ctx = setup();
    let signed = FixedType::get(&ctx, 16, 1);
    let unsigned = FixedType::get(&ctx, 16, 0);
    // `isSigned` comes from the type's own `extraClassDeclaration`.
    let scalar = Scalar::cast(&ctx, signed.ty()).unwrap();
    assert!(scalar.is_signed(&ctx));
    assert!(!Scalar::cast(&ctx, unsigned.ty()).unwrap().is_signed(&ctx));
    // A `Scalar` is `Sized`.
    assert_eq!(scalar.as_sized(&ctx).get_bits(&ctx), 16);
}

#[test]
fn attributes_are_found_through_their_interfaces() {
    let ctx = setup();
    let meters = MetersAttr::get(&ctx, 5);
    let mark = MarkAttr::get(&ctx);
    let plain = PlainAttr::get(&ctx);
    let unit = Attribute::unit(&ctx);

    let described: Vec<Option<String>> = [meters.attr(), mark.attr(), plain.attr(), unit]
        .iter()
        .map(|&a| Dimensioned::cast(&ctx, a).map(|d| d.describe(&ctx)))
        .collect();
    // `meters` keeps the default magnitude (0), `mark` replaces it.
    assert_eq!(
        described,
        vec![
            Some("0 m".to_string()),
            Some("1 mark".to_string()),
            None,
            None
        ]
    );
    assert_eq!(
        Attribute::from(Dimensioned::cast(&ctx, mark.attr()).unwrap()),
        mark.attr()
    );
    assert_eq!(DimensionedImpl::get_symbol(mark, &ctx), "mark");
}

#[test]
fn element_interfaces_admit_dialect_types_in_shaped_types() {
    let ctx = setup();
    let bytes = BytesType::get(&ctx, 1).ty();
    let fixed = FixedType::get(&ctx, 8, 0).ty();
    assert!(MemRefElementTypeInterface::cast(&ctx, bytes).is_some());
    assert!(VectorElementTypeInterface::cast(&ctx, bytes).is_some());
    assert!(MemRefElementTypeInterface::cast(&ctx, fixed).is_none());

    let mut ctx = setup();
    let parse = |ctx: &mut Context, ty: &str| -> Result<(), String> {
        let src = format!("\"u.op\"() : () -> {ty}\n");
        parse_source(ctx, &src, "case.mlir")
            .map(|_| ())
            .map_err(text)
    };
    ctx.set_allow_unregistered_dialects(true);
    for ok in [
        "memref<2x!units.bytes<4>>",
        "memref<*x!units.bytes<4>>",
        "vector<2x!units.bytes<4>>",
        "tensor<2x!units.fixed<8, 0>>",
        "tensor<2x!units.token>",
    ] {
        parse(&mut ctx, ok).unwrap_or_else(|e| panic!("{ok}: {e}"));
    }
    for (bad, message) in [
        (
            "memref<2x!units.fixed<8, 0>>",
            "invalid memref element type",
        ),
        ("memref<2x!units.token>", "invalid memref element type"),
        (
            "vector<2x!units.fixed<8, 0>>",
            "failed to verify 'elementType': VectorElementTypeInterface instance",
        ),
    ] {
        let err = parse(&mut ctx, bad).expect_err(bad);
        assert!(err.contains(message), "{bad}: {err}");
    }
}

#[test]
fn interfaces_constrain_operands_results_and_attributes() {
    let mut ctx = setup();
    ctx.set_allow_unregistered_dialects(true);
    let check = |ctx: &mut Context, src: &str| -> Result<(), String> {
        let module = parse_source(ctx, src, "case.mlir").map_err(text)?;
        ods_runtime::verify::verify(ctx, module).map_err(|errs| {
            errs.into_iter()
                .map(|e| e.message)
                .collect::<Vec<_>>()
                .join("\n")
        })
    };
    let good = r#"
        %v = "u.src"() : () -> !units.bytes<2>
        %r = "units.measure"(%v) {unit = #units.m<3>, alt = #units.mark} : (!units.bytes<2>) -> !units.fixed<8, 1>
    "#;
    check(&mut ctx, good).unwrap();
    for (src, message) in [
        (
            r#"%v = "u.src"() : () -> !units.token
               %r = "units.measure"(%v) {unit = #units.m<3>} : (!units.token) -> !units.fixed<8, 1>"#,
            "'units.measure' op operand #0 must be Sized instance, but got '!units.token'",
        ),
        (
            r#"%v = "u.src"() : () -> !units.bytes<1>
               %r = "units.measure"(%v) {unit = #units.m<3>} : (!units.bytes<1>) -> !units.bytes<1>"#,
            "'units.measure' op result #0 must be Scalar instance, but got '!units.bytes<1>'",
        ),
        (
            r#"%v = "u.src"() : () -> !units.bytes<1>
               %r = "units.measure"(%v) {unit = #units.plain} : (!units.bytes<1>) -> !units.fixed<8, 1>"#,
            "'units.measure' op attribute 'unit' failed to satisfy constraint: Dimensioned instance",
        ),
        (
            r#"%v = "u.src"() : () -> !units.bytes<1>
               %r = "units.measure"(%v) {unit = #units.m<3>, alt = 5 : i64} : (!units.bytes<1>) -> !units.fixed<8, 1>"#,
            "'units.measure' op attribute 'alt' failed to satisfy constraint: Dimensioned instance",
        ),
        // Upstream's promise constraints and the vector element constraint.
        (
            r#"%v = "u.src"() : () -> !units.token
               "units.check"(%v, %v) {unit = #units.m<3>} : (!units.token, !units.token) -> ()"#,
            "'units.check' op operand #0 must be promising or implementing the `Sized` type \
             interface, but got '!units.token'",
        ),
        (
            r#"%v = "u.src"() : () -> !units.bytes<1>
               "units.check"(%v, %v) {unit = #units.plain} : (!units.bytes<1>, !units.bytes<1>) -> ()"#,
            "'units.check' op attribute 'unit' failed to satisfy constraint: any attribute \
             promising or implementing the `Dimensioned` attr interface",
        ),
        (
            r#"%v = "u.src"() : () -> !units.fixed<8, 0>
               "units.check"(%v, %v) {unit = #units.mark} : (!units.fixed<8, 0>, !units.fixed<8, 0>) -> ()"#,
            "'units.check' op operand #1 must be VectorElementTypeInterface instance, but got \
             '!units.fixed<8, 0>'",
        ),
    ] {
        let err = check(&mut ctx, src).expect_err(src);
        assert!(err.contains(message), "expected `{message}`, got:\n{err}");
    }
    let good = r#"
        %v = "u.src"() : () -> !units.bytes<2>
        %f = "u.src"() : () -> f32
        "units.check"(%v, %f) {unit = #units.mark} : (!units.bytes<2>, f32) -> ()
        "units.check"(%v, %v) {unit = #units.m<1>} : (!units.bytes<2>, !units.bytes<2>) -> ()
    "#;
    check(&mut ctx, good).unwrap();
}

/// `DeclareAttrInterfaceMethods<TypedAttrInterface>`: the hook gives the type, which the
/// context returns and the printer writes after the attribute; the parser reads it back.
#[test]
fn a_hand_written_get_type_types_the_attribute() {
    let mut ctx = setup();
    let bits = BitsAttr::get(&ctx, 5, 4);
    let attr: Attribute = bits.into();
    let i4 = Type::int(&ctx, 4);
    assert_eq!(ctx.attr(attr).ty(), Some(i4));
    assert!(ctx.attr(attr).is_typed());
    let printed = ods_runtime::asm::printer::attribute_to_string(&ctx, attr);
    assert_eq!(printed, "#units.bits<5, 4> : i4");
    let parsed = ods_runtime::asm::parser::parse_attribute_str(&mut ctx, &printed, "bits")
        .expect("the printed form parses");
    assert_eq!(parsed, attr);
    // Without its type written, it parses to the same attribute.
    let parsed =
        ods_runtime::asm::parser::parse_attribute_str(&mut ctx, "#units.bits<5, 4>", "bits")
            .expect("parses without the type");
    assert_eq!(parsed, attr);
}

/// A type parameter of an attribute interface: printed in full, read back only when the
/// attribute implements the interface.
#[test]
fn a_parameter_of_an_attribute_interface_parses_and_prints() {
    use ods_runtime::asm::parser::{parse_attribute_str, parse_type_str};
    use ods_runtime::asm::printer::type_to_string;
    let mut ctx = setup();
    let ty = parse_type_str(&mut ctx, "!units.length<#units.m<3>>", "t").expect("parses");
    assert_eq!(type_to_string(&ctx, ty), "!units.length<#units.m<3>>");
    let length = LengthType::cast(&ctx, ty).expect("a length type");
    let meters = parse_attribute_str(&mut ctx, "#units.m<3>", "a").expect("parses");
    assert_eq!(Attribute::from(*length.unit(&ctx)), meters);
    // Equal parameters, one uniqued type.
    let unit = Dimensioned::cast(&ctx, meters).expect("meters are dimensioned");
    assert_eq!(LengthType::get(&ctx, unit), length);
    // `#units.plain` does not implement `Dimensioned`.
    let err = parse_type_str(&mut ctx, "!units.length<#units.plain>", "t").expect_err("refused");
    let message = err.to_string();
    assert!(
        message.contains("t:1:15: error: invalid kind of attribute specified"),
        "{message}"
    );
}

/// An `APIntParameter` reads a literal at the width its digits give (4 bits a digit, one more
/// when the top bit is set, as LLVM's `getAsInteger`) and prints it as a signed decimal; a
/// builder calls `$_get` with the default builders skipped (`ods_get`) and kept (`get`).
#[test]
fn apint_parameters_and_get_in_builders() {
    use ods_runtime::asm::parser::parse_attribute_str;
    use ods_runtime::asm::printer::attribute_to_string;
    let mut ctx = setup();
    for (written, printed, width) in [
        ("#units.big<0x1000>", "#units.big<4096>", 16),
        ("#units.big<0xF>", "#units.big<15>", 5),
        ("#units.big<-5>", "#units.big<-5>", 4),
        ("#units.big<0>", "#units.big<0>", 64),
        ("#units.big<true>", "#units.big<-1>", 1),
        (
            "#units.big<123456789012345678901234567890>",
            "#units.big<123456789012345678901234567890>",
            120,
        ),
    ] {
        let attr = parse_attribute_str(&mut ctx, written, "a").expect("parses");
        assert_eq!(attribute_to_string(&ctx, attr), printed, "{written}");
        let big = BigAttr::cast(&ctx, attr).expect("a big attribute");
        assert_eq!(big.count(&ctx).width(), width, "{written}");
    }
    let err = parse_attribute_str(&mut ctx, "#units.big<x>", "a").expect_err("refused");
    assert!(err.to_string().contains("expected integer value"), "{err}");
    let small = BigAttr::build_small(&mut ctx, -7);
    assert_eq!(small.count(&ctx).width(), 64);
    assert_eq!(attribute_to_string(&ctx, small.into()), "#units.big<-7>");
    let pair = PairAttr::build_both(&mut ctx, 4);
    assert_eq!((*pair.first(&ctx), *pair.second(&ctx)), (4, 4));
}

/// An attribute whose self type is a dialect type: written after it, checked to be one, and
/// the attribute's type.
#[test]
fn a_self_type_of_a_dialect_type() {
    use ods_runtime::asm::parser::parse_attribute_str;
    use ods_runtime::asm::printer::attribute_to_string;
    let mut ctx = setup();
    let attr = parse_attribute_str(&mut ctx, "#units.tagged<5> : !units.fixed<8, 1>", "a")
        .expect("parses");
    assert_eq!(
        attribute_to_string(&ctx, attr),
        "#units.tagged<5> : !units.fixed<8, 1>"
    );
    let tagged = TaggedAttr::cast(&ctx, attr).expect("a tagged attribute");
    let fixed = FixedType::get(&ctx, 8, 1);
    assert_eq!(*tagged.type_(&ctx), fixed);
    assert_eq!(ctx.attr(attr).ty(), Some(fixed.into()));
    let err = parse_attribute_str(&mut ctx, "#units.tagged<5> : i32", "a").expect_err("not fixed");
    assert!(
        err.to_string().contains("invalid kind of type specified"),
        "{err}"
    );
}

/// A parameter of the builtin `PtrLikeTypeInterface`: a memref is pointer-like, `i32` is
/// not.
#[test]
fn a_parameter_of_the_builtin_pointer_like_interface() {
    use ods_runtime::asm::parser::parse_type_str;
    use ods_runtime::asm::printer::type_to_string;
    let mut ctx = setup();
    let ty = parse_type_str(&mut ctx, "!units.box<memref<4xf32>>", "t").expect("parses");
    assert_eq!(type_to_string(&ctx, ty), "!units.box<memref<4xf32>>");
    let memref = parse_type_str(&mut ctx, "memref<4xf32>", "t").expect("parses");
    let boxed = BoxType::cast(&ctx, ty).expect("a box type");
    assert_eq!(Type::from(*boxed.ptr(&ctx)), memref);
    let err = parse_type_str(&mut ctx, "!units.box<i32>", "t").expect_err("not pointer-like");
    assert!(
        err.to_string()
            .contains("t:1:12: error: invalid kind of type specified"),
        "{err}"
    );
}
