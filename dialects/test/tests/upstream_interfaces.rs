//! The upstream interfaces and traits that blocked upstream's dialect specs, through the
//! generated API of their golden specs: `VerifiableTensorEncoding` checked on every ranked
//! tensor type parsed or built checked (`tensor_encoding.td`, as SparseTensor's encoding),
//! native traits of attribute and type definitions (`def_traits.td`, as GPU's
//! `OffloadingTranslationAttrTrait`), `VectorTransferOpInterface` with upstream's shared
//! queries (`vector_transfer.td`, as Vector's transfers), `ShapedType` on a dialect type
//! (`shaped_type.td`, as XeGPU's tensor descriptor) and `InferShapedTypeOpInterface` through
//! upstream's traits (`infer_shaped.td`, as Tosa's ops).

use ods_runtime::Attribute;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::asm::parser::parse_type_str;
use ods_runtime::{Context, Type};

/// The ops of the module `wrapper` holds, in order.
fn body_ops(ctx: &Context, wrapper: ods_runtime::ir::OpId) -> Vec<ods_runtime::ir::OpId> {
    let region = ctx.op(wrapper).regions()[0];
    let block = ctx.region(region).blocks()[0];
    ctx.block(block).ops().collect()
}

mod tensor_encoding {
    use super::*;
    use ods_dialect_test::goldens::tensor_encoding_td::enc;
    use ods_runtime::tensor_encoding::{VerifiableTensorEncoding, ranked_tensor_type_checked};

    fn setup() -> Context {
        let mut ctx = Context::new();
        enc::register(&mut ctx);
        ctx
    }

    #[test]
    fn the_parser_has_the_encoding_verify_each_tensor_type() {
        let mut ctx = setup();
        let ok = parse_type_str(&mut ctx, "tensor<3x8xf32, #enc.block<4>>", "t.mlir");
        let ty = ok.expect("a multiple of the block size");
        assert_eq!(ctx.ty(ty).shape(), Some(&[3, 8][..]));
        let dynamic = parse_type_str(&mut ctx, "tensor<?xi8, #enc.block<4>>", "t.mlir");
        assert!(dynamic.is_ok(), "a dynamic innermost dimension is accepted");

        let err = parse_type_str(&mut ctx, "tensor<3x6xf32, #enc.block<4>>", "t.mlir")
            .expect_err("6 is not a multiple of 4")
            .to_string();
        assert!(
            err.contains(
                "t.mlir:1:1: error: innermost dimension 6 is not a multiple of the block size 4"
            ),
            "{err}"
        );
        let err = parse_type_str(&mut ctx, "tensor<4xindex, #enc.block<2>>", "t.mlir")
            .expect_err("index elements")
            .to_string();
        assert!(
            err.contains("blocked elements must be integers or floats"),
            "{err}"
        );
        // An encoding that does not implement the interface is not consulted.
        assert!(parse_type_str(&mut ctx, "tensor<3xf32, \"any\">", "t.mlir").is_ok());
        // Inside an op's type too, at the tensor type.
        let src = "\"t.use\"() : () -> tensor<5xf32, #enc.block<2>>\n";
        ctx.set_allow_unregistered_dialects(true);
        let diags = parse_source(&mut ctx, src, "m.mlir").expect_err("refused");
        let text: String = diags.iter().map(|d| d.to_string()).collect();
        assert!(
            text.contains(
                "m.mlir:1:19: error: innermost dimension 5 is not a multiple of the block size 2"
            ),
            "{text}"
        );
    }

    #[test]
    fn the_checked_constructor_and_the_view() {
        let ctx = setup();
        let f32_ty = Type::float(&ctx, ods_runtime::types::FloatKind::F32);
        let block = enc::BlockAttr::get(&ctx, 4);
        let view = VerifiableTensorEncoding::cast(&ctx, block.into()).expect("implements it");
        assert_eq!(view.verify_encoding(&ctx, &[8], f32_ty), Ok(()));
        assert!(ranked_tensor_type_checked(&ctx, &[2, 4], f32_ty, Some(block.into())).is_ok());
        assert_eq!(
            ranked_tensor_type_checked(&ctx, &[], f32_ty, Some(block.into())),
            Err("a blocked tensor has at least one dimension".to_string())
        );
        let zero = enc::BlockAttr::get(&ctx, 0);
        assert_eq!(
            ranked_tensor_type_checked(&ctx, &[4], f32_ty, Some(zero.into())),
            Err("block size must be positive, got 0".to_string())
        );
        assert!(VerifiableTensorEncoding::cast(&ctx, Attribute::unit(&ctx)).is_none());
    }

    #[test]
    fn the_interface_is_an_attribute_constraint() {
        let mut ctx = setup();
        let wrapper =
            parse_source(&mut ctx, "enc.encoding #enc.block<4>\n", "c.mlir").expect("parses");
        assert!(ods_runtime::verify::verify(&ctx, wrapper).is_ok());
        // The generic form checks the inherent attribute as it parses it.
        let src = "\"enc.encoding\"() {encoding = 3 : i64} : () -> ()\n";
        let diags = parse_source(&mut ctx, src, "c.mlir").expect_err("refused");
        assert!(
            diags[0]
                .message
                .contains("attribute 'encoding' failed to satisfy constraint: VerifiableTensorEncoding instance"),
            "{}",
            diags[0].message
        );
    }
}

mod def_traits {
    use super::*;
    use ods_dialect_test::def_traits::{OffloadingTranslationAttrTrait, Sealed};
    use ods_dialect_test::goldens::def_traits_td::tr;
    use ods_runtime::traits::ValueSemantics;

    #[test]
    fn definitions_have_the_traits_they_list() {
        let mut ctx = Context::new();
        tr::register(&mut ctx);
        let select = tr::SelectObjectAttr::get(&ctx, None);
        let plain = tr::PlainAttr::get(&ctx);
        assert!(
            ctx.attr(select.into())
                .has_trait::<OffloadingTranslationAttrTrait>()
        );
        assert!(
            !ctx.attr(plain.into())
                .has_trait::<OffloadingTranslationAttrTrait>()
        );
        assert!(
            !ctx.attr(Attribute::unit(&ctx))
                .has_trait::<OffloadingTranslationAttrTrait>()
        );
        assert!(!ctx.attr(select.into()).has_trait::<Sealed>());

        let boxed = tr::BoxType::get(&ctx);
        let box_ty: Type = boxed.into();
        assert!(ctx.ty(box_ty).has_trait::<ValueSemantics>());
        assert!(ctx.ty(box_ty).has_trait::<Sealed>());
        assert!(!ctx.ty(Type::index(&ctx)).has_trait::<Sealed>());
        // The trait's extra declarations join the type's.
        assert!(!boxed.can_open());

        // The trait in an attribute constraint, as GPU's `OffloadingTranslationAttr`.
        let src = "tr.launch #tr.select_object<1 : i32>\ntr.launch #tr.plain\n";
        let wrapper = parse_source(&mut ctx, src, "l.mlir").expect("parses");
        let ops = body_ops(&ctx, wrapper);
        assert!(ods_runtime::verify::verify(&ctx, ops[0]).is_ok());
        let errors = ods_runtime::verify::verify(&ctx, ops[1]).expect_err("no trait");
        assert!(
            errors[0]
                .message
                .contains("with the `OffloadingTranslationAttrTrait` trait"),
            "{}",
            errors[0].message
        );
    }
}

mod vector_transfer {
    use super::*;
    use ods_dialect_test::goldens::vector_transfer_td::vt;
    use ods_runtime::interfaces::vector::VectorTransferOpInterface;

    const SRC: &str = r#"
%m = "t.mem"() : () -> memref<?x?x?xf32>
%i = "t.index"() : () -> index
%p = "t.pad"() : () -> f32
%v = vt.transfer_read %m[%i, %i, %i], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1, d2) -> (d2, 0)>} : memref<?x?x?xf32>, vector<4x8xf32>
"#;

    #[test]
    fn the_view_answers_upstream_queries() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        vt::register(&mut ctx);
        let src = SRC.replace(
            "%v = vt.transfer_read %m[%i, %i, %i], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1, d2) -> (d2, 0)>} : memref<?x?x?xf32>, vector<4x8xf32>",
            "%v = \"vt.transfer_read\"(%m, %i, %i, %i, %p) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 3, 1, 0>, permutation_map = affine_map<(d0, d1, d2) -> (d2, 0)>}> : (memref<?x?x?xf32>, index, index, index, f32) -> vector<4x8xf32>",
        );
        let wrapper = parse_source(&mut ctx, &src, "v.mlir").expect("parses");
        ods_runtime::verify::verify(&ctx, wrapper).expect("verifies");
        let read = body_ops(&ctx, wrapper)[3];
        let xfer = VectorTransferOpInterface::cast(&ctx, read).expect("implements it");
        assert_eq!(xfer.get_in_bounds_attr_name(&ctx), "in_bounds");
        assert_eq!(xfer.get_permutation_map_attr_name(&ctx), "permutation_map");
        assert_eq!(xfer.get_indices(&ctx).len(), 3);
        assert_eq!(xfer.get_mask(&ctx), None);
        assert_eq!(xfer.get_mask_type(&ctx), None);
        assert_eq!(xfer.get_transfer_rank(&ctx), 2);
        assert_eq!(xfer.get_leading_shaped_rank(&ctx), 1);
        assert!(!xfer.is_broadcast_dim(&ctx, 0));
        assert!(xfer.is_broadcast_dim(&ctx, 1));
        assert!(xfer.has_broadcast_dim(&ctx));
        assert_eq!(xfer.get_in_bounds_values(&ctx), vec![true, false]);
        assert!(xfer.has_out_of_bounds_dim(&ctx));
        assert_eq!(xfer.zip_result_and_indexing(&ctx), vec![(0, 1), (1, 2)]);
        // d2 takes the vector's first size; d0 and d1 are not transferred.
        assert_eq!(xfer.get_transfer_chunk_accessed(&ctx), vec![1, 1, 4]);
        assert_eq!(
            xfer.get_shaped_type(&ctx),
            ctx.value(xfer.get_base(&ctx)).ty()
        );
        assert_eq!(
            xfer.get_vector_type(&ctx),
            ctx.value(xfer.get_vector(&ctx)).ty()
        );
    }
}

mod shaped_type {
    use super::*;
    use ods_dialect_test::goldens::shaped_type_td::sh;
    use ods_runtime::shaped_type::{ShapedType, is_shaped_type};
    use ods_runtime::types::DYNAMIC;

    #[test]
    fn a_dialect_type_is_shaped() {
        let mut ctx = Context::new();
        sh::register(&mut ctx);
        let f32_ty = Type::float(&ctx, ods_runtime::types::FloatKind::F32);
        let i8_ty = Type::int(&ctx, 8);
        let tile: Type = sh::TileType::get(&ctx, vec![2, DYNAMIC, 4], f32_ty, true).into();
        let s = ShapedType::cast(&ctx, tile).expect("implements it");
        assert!(is_shaped_type(&ctx, tile));
        assert_eq!(s.get_rank(&ctx), Some(3));
        assert_eq!(s.get_element_type(&ctx), f32_ty);
        assert_eq!(s.get_element_type_bit_width(&ctx), Some(32));
        assert!(!s.has_static_shape(&ctx));
        assert_eq!(s.get_num_dynamic_dims(&ctx), 1);
        assert_eq!(s.get_dynamic_dim_index(&ctx, 1), Some(0));
        assert_eq!(s.is_dynamic_dim(&ctx, 1), Some(true));
        assert_eq!(s.get_dim_size(&ctx, 2), Some(4));
        let c = s.clone_with(&ctx, Some(&[3, 5]), i8_ty);
        let cs = ShapedType::cast(&ctx, c).expect("a tile");
        assert_eq!(cs.get_num_elements(&ctx), Some(15));
        assert_eq!(cs.get_element_type(&ctx), i8_ty);

        let unranked: Type = sh::TileType::get(&ctx, vec![], f32_ty, false).into();
        let u = ShapedType::cast(&ctx, unranked).expect("implements it");
        assert_eq!(u.get_rank(&ctx), None);
        assert_eq!(u.get_num_elements(&ctx), None);
        let same = u.clone_with_element_type(&ctx, i8_ty);
        assert_eq!(
            ShapedType::cast(&ctx, same).map(|s| s.has_rank(&ctx)),
            Some(false)
        );

        // As a type constraint: tiles and builtin shaped types are accepted, scalars not.
        let src = r#"
%t = "t.tile"() : () -> !sh.tile<[2, 4], f32, true>
%m = "t.mem"() : () -> memref<4xf32>
%s = "t.scalar"() : () -> f32
%0 = "sh.num_elements"(%t) : (!sh.tile<[2, 4], f32, true>) -> index
%1 = "sh.num_elements"(%m) : (memref<4xf32>) -> index
%2 = "sh.num_elements"(%s) : (f32) -> index
"#;
        ctx.set_allow_unregistered_dialects(true);
        let wrapper = parse_source(&mut ctx, src, "s.mlir").expect("parses");
        let ops = body_ops(&ctx, wrapper);
        assert!(ods_runtime::verify::verify(&ctx, ops[3]).is_ok());
        assert!(ods_runtime::verify::verify(&ctx, ops[4]).is_ok());
        let errors = ods_runtime::verify::verify(&ctx, ops[5]).expect_err("a scalar");
        assert!(
            errors[0].message.contains("operand #0 must be"),
            "{}",
            errors[0].message
        );
    }
}

mod infer_shaped {
    use super::*;
    use ods_dialect_test::goldens::infer_shaped_td::is;
    use ods_runtime::builder::OpBuilder;
    use ods_runtime::interfaces::infer_type::{
        InferShapedTypeOpInterface, InferTypeOpInterface, ShapedTypeComponents,
    };

    #[test]
    fn ops_infer_their_components_and_types() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        is::register(&mut ctx);
        let src = r#"
%x = "t.src"() : () -> tensor<2x3x5xf32>
%0 = "is.transpose"(%x) : (tensor<2x3x5xf32>) -> tensor<5x3x2xf32>
%1 = "is.transpose"(%x) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
%2 = "is.shape_of"(%x) : (tensor<2x3x5xf32>) -> tensor<3xindex>
"#;
        let wrapper = parse_source(&mut ctx, src, "i.mlir").expect("parses");
        let ops = body_ops(&ctx, wrapper);
        assert!(ods_runtime::verify::verify(&ctx, ops[1]).is_ok());
        // `InferTensorType`: the interface verifier compares the inferred tensor type.
        let errors = ods_runtime::verify::verify(&ctx, ops[2]).expect_err("not transposed");
        let text: String = errors.iter().map(|e| e.message.clone()).collect();
        assert!(
            text.contains("inferred type(s) 'tensor<5x3x2xf32>' are incompatible"),
            "{text}"
        );

        let f32_ty = Type::float(&ctx, ods_runtime::types::FloatKind::F32);
        let transpose = InferShapedTypeOpInterface::cast(&ctx, ops[1]).expect("implements it");
        let x = ctx.op(ops[0]).result(0);
        let components = transpose
            .infer_return_type_components(&ctx, ctx.op(ops[1]).loc(), &[x], &[])
            .expect("inferred");
        assert_eq!(
            components,
            vec![ShapedTypeComponents::ranked(vec![5, 3, 2], f32_ty)]
        );
        let types = InferTypeOpInterface::cast(&ctx, ops[1])
            .expect("implements it")
            .infer_return_types(&ctx, ctx.op(ops[1]).loc(), &[x], &[])
            .expect("inferred");
        assert_eq!(types, vec![Type::ranked_tensor(&ctx, &[5, 3, 2], f32_ty)]);
        // The transpose does not reify its shapes: upstream's default.
        let mut b = OpBuilder::before(&mut ctx, ops[1]);
        assert_eq!(transpose.reify_return_type_shapes(&mut b, &[x]), None);

        // `InferShapedTypeOpAdaptorWithReify`: the shape of `shape_of`'s result, built.
        let shape_of = InferShapedTypeOpInterface::cast(&ctx, ops[3]).expect("implements it");
        assert!(InferTypeOpInterface::cast(&ctx, ops[3]).is_none());
        let mut b = OpBuilder::before(&mut ctx, ops[3]);
        let shapes = shape_of
            .reify_return_type_shapes(&mut b, &[x])
            .expect("reified");
        let index = Type::index(&ctx);
        assert_eq!(shapes.len(), 1);
        assert_eq!(
            ctx.value(shapes[0]).ty(),
            Type::ranked_tensor(&ctx, &[1], index)
        );
        assert_eq!(
            body_ops(&ctx, wrapper).len(),
            6,
            "two shape_of ops were built"
        );
        ods_runtime::verify::verify(&ctx, wrapper).expect_err("op 2 still mismatches");
    }
}
