//! `tests/ods/ok/library_interfaces.td` through the runtime's interface views: a subview
//! seen as `ViewLikeOpInterface` and `OffsetSizeAndStrideOpInterface` (accessors written
//! from the op's own, derived methods, upstream's verifier messages), a dim op seen as
//! `ShapedDimOpInterface` (and its verifier), and an empty op reifying its result shape
//! with a builder (`ReifyRankedShapedTypeOpInterface`), extraction and insertion ops seen
//! through the subset interfaces (default equivalence and disjointness from their slices,
//! upstream's verifier messages), a load's alignment (`AlignmentAttrOpInterface`), and a
//! generic op's affine maps (`IndexingMapOpInterface`, upstream's `verifyImpl` messages),
//! an op tiling itself through a builder (`TilingInterface`, upstream's defaults), and an
//! allocation whose slot a load is promoted from (the memory slot interfaces), and a cast
//! forwarding strided metadata bounds (`InferStridedMetadataOpInterface`), and memory space
//! casts of memrefs and of a dialect pointer type (`MemorySpaceCastOpInterface` over
//! `PtrLikeTypeInterface`, upstream's verifier messages).

use ods_dialect_test::goldens::library_interfaces_td::lib;
use ods_runtime::Attribute;
use ods_runtime::Context;
use ods_runtime::Type;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::builder::OpBuilder;
use ods_runtime::interfaces::alignment::AlignmentAttrOpInterface;
use ods_runtime::interfaces::data_layout::DataLayout;
use ods_runtime::interfaces::indexing_map::IndexingMapOpInterface;
use ods_runtime::interfaces::infer_type::ReifyRankedShapedTypeOpInterface;
use ods_runtime::interfaces::int_range::{ConstantIntRanges, IntegerValueRange};
use ods_runtime::interfaces::mem_op::MemorySpaceCastOpInterface;
use ods_runtime::interfaces::memory_slot::{
    DeletionKind, DestructurableTypeInterface, PromotableAllocationOpInterface,
    PromotableMemOpInterface,
};
use ods_runtime::interfaces::shaped::ShapedDimOpInterface;
use ods_runtime::interfaces::strided_metadata::{
    InferStridedMetadataOpInterface, StridedMetadataRange,
};
use ods_runtime::interfaces::subset::{
    SubsetExtractionOpInterface, SubsetInsertionOpInterface, SubsetOpInterface,
};
use ods_runtime::interfaces::tiling::{IteratorType, TilePosition, TilingInterface};
use ods_runtime::interfaces::view_like::{OffsetSizeAndStrideOpInterface, ViewLikeOpInterface};
use ods_runtime::ir::{OpId, OpOperandRef};
use ods_runtime::ptr_like::PtrLikeTypeInterface;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::types::{DYNAMIC, FloatKind};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    lib::register(&mut ctx);
    ctx
}

/// Parses `src` (a function-less module of generic ops) and returns the context, the
/// verifier's first message (if any) and the ops named `name`, in order.
fn parse(src: &str, name: &str) -> (Context, Option<String>, Vec<OpId>) {
    let mut ctx = context();
    let wrapper = parse_source(&mut ctx, src, "in.mlir").expect("parses");
    let error = ods_runtime::verify::verify(&ctx, wrapper)
        .err()
        .map(|e| e[0].message.clone());
    let ops = named(&ctx, wrapper, name);
    (ctx, error, ops)
}

/// The ops named `name` under `root`, in order.
fn named(ctx: &Context, root: OpId, name: &str) -> Vec<OpId> {
    let mut ops = Vec::new();
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        if ctx.op_name(ctx.op(op).name()).as_str() == name {
            ops.push(op);
        }
        for &region in ctx.op(op).regions() {
            for &block in ctx.region(region).blocks() {
                let mut inner: Vec<OpId> = ctx.block(block).ops().collect();
                inner.reverse();
                stack.extend(inner);
            }
        }
    }
    ops
}

const SUBVIEW: &str = r#"
%m = "test.src"() : () -> memref<8x16xf32>
%o = "test.idx"() : () -> index
%s = "test.idx"() : () -> index
"lib.subview"(%m, %o, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>,
  static_offsets = array<i64: -9223372036854775808, 2>,
  static_sizes = array<i64: 4, -9223372036854775808>,
  static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index, index) -> memref<4x?xf32, strided<[16, 1], offset: ?>>
"#;

fn subview_src(
    offsets: &str,
    sizes: &str,
    strides: &str,
    segments: &str,
    operands: &str,
) -> String {
    format!(
        r#"
%m = "test.src"() : () -> memref<8x16xf32>
%o = "test.idx"() : () -> index
"lib.subview"(%m{operands}) <{{operandSegmentSizes = array<i32: 1, {segments}>,
  static_offsets = array<i64{offsets}>, static_sizes = array<i64{sizes}>,
  static_strides = array<i64{strides}>}}> : (memref<8x16xf32>{types}) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
"#,
        types = ", index".repeat(operands.matches('%').count()),
    )
}

#[test]
fn a_subview_is_seen_through_its_view_interfaces() {
    let (ctx, error, ops) = parse(SUBVIEW, "lib.subview");
    assert_eq!(error, None);
    let op = ops[0];
    let view = ViewLikeOpInterface::cast(&ctx, op).expect("a view");
    assert_eq!(view.get_view_source(&ctx), ctx.op(op).operand(0));
    assert_eq!(view.get_view_dest(&ctx), ctx.op(op).result(0));

    let o = OffsetSizeAndStrideOpInterface::cast(&ctx, op).expect("offsets, sizes, strides");
    let (off, size) = (ctx.op(op).operand(1), ctx.op(op).operand(2));
    assert_eq!(o.get_array_attr_max_ranks(&ctx), [2, 2, 2]);
    assert_eq!(o.get_offset_size_and_stride_start_operand_index(&ctx), 1);
    assert_eq!(o.get_offsets(&ctx), vec![off]);
    assert_eq!(o.get_sizes(&ctx), vec![size]);
    assert_eq!(o.get_strides(&ctx), vec![]);
    assert_eq!(o.get_static_offsets(&ctx), vec![DYNAMIC, 2]);
    let index = Type::index(&ctx);
    let c = |v| OpFoldResult::Attribute(Attribute::integer(&ctx, index, v));
    assert_eq!(
        o.get_mixed_offsets(&ctx),
        vec![OpFoldResult::Value(off), c(2)]
    );
    assert_eq!(
        o.get_mixed_sizes(&ctx),
        vec![c(4), OpFoldResult::Value(size)]
    );
    assert_eq!(o.get_mixed_strides(&ctx), vec![c(1), c(1)]);
    assert!(o.is_dynamic_offset(&ctx, 0) && !o.is_dynamic_offset(&ctx, 1));
    assert!(!o.is_dynamic_size(&ctx, 0) && o.is_dynamic_size(&ctx, 1));
    assert_eq!(o.get_static_offset(&ctx, 1), 2);
    assert_eq!(o.get_static_size(&ctx, 0), 4);
    assert_eq!(o.get_index_of_dynamic_offset(&ctx, 0), Some(1));
    assert_eq!(o.get_index_of_dynamic_offset(&ctx, 1), None);
    assert_eq!(o.get_index_of_dynamic_size(&ctx, 1), Some(2));
    assert_eq!(o.get_dynamic_size(&ctx, 1), Some(size));
    assert_eq!(o.get_dynamic_stride(&ctx, 0), None);
    assert!(o.has_unit_stride(&ctx));
    assert!(!o.has_zero_offset(&ctx));
    assert!(o.is_same_as(&ctx, o, &|a, b| a == b));
    assert!(!o.is_same_as(&ctx, o, &|_, _| false));
}

#[test]
fn the_offset_size_and_stride_verifier_gives_upstreams_messages() {
    let cases = [
        (
            subview_src(": 0", ": 1, 2", ": 1, 1", "0, 0, 0", ""),
            "expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.",
        ),
        (
            subview_src(": 0, 0", ": 1, 2", ": 1", "0, 0, 0", ""),
            "expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.",
        ),
        (
            subview_src(": 0, 0, 0", ": 1, 2, 3", ": 1, 1, 1", "0, 0, 0", ""),
            "expected 2 offset values, got 3",
        ),
        (
            subview_src(
                ": 0, -9223372036854775808",
                ": 1, 2",
                ": 1, 1",
                "0, 0, 0",
                "",
            ),
            "expected 1 dynamic offset values",
        ),
        (
            subview_src(": 0, 0", ": 1, 2", ": 1, 1", "0, 0, 1", ", %o"),
            "expected 0 dynamic stride values",
        ),
        (
            subview_src(": 0, -3", ": 1, 2", ": 1, 1", "0, 0, 0", ""),
            "expected offsets to be non-negative, but got -3",
        ),
        (
            subview_src(": 0, 0", ": -1, 2", ": 1, 1", "0, 0, 0", ""),
            "expected sizes to be non-negative, but got -1",
        ),
    ];
    for (src, want) in cases {
        let (_, error, _) = parse(&src, "lib.subview");
        assert_eq!(error.as_deref(), Some(want), "{src}");
    }
    let (_, error, _) = parse(
        &subview_src(": 0, 0", ": 1, 2", ": 1, 1", "0, 0, 0", ""),
        "lib.subview",
    );
    assert_eq!(error, None);
}

#[test]
fn a_dim_op_is_a_shaped_dim_op_with_an_index_result() {
    let src = r#"
%t = "test.src"() : () -> tensor<?x4xf32>
%i = "test.idx"() : () -> index
%d = "lib.dim"(%t, %i) : (tensor<?x4xf32>, index) -> index
"#;
    let (ctx, error, ops) = parse(src, "lib.dim");
    assert_eq!(error, None);
    let dim = ShapedDimOpInterface::cast(&ctx, ops[0]).expect("a shaped dim op");
    assert_eq!(dim.get_shaped_value(&ctx), ctx.op(ops[0]).operand(0));
    assert_eq!(
        dim.get_dimension(&ctx),
        OpFoldResult::Value(ctx.op(ops[0]).operand(1))
    );
    let (_, error, _) = parse(&src.replace("index) -> index", "index) -> i64"), "lib.dim");
    assert_eq!(error.as_deref(), Some("expect index result type"));
}

#[test]
fn an_empty_op_reifies_its_result_shape_with_a_builder() {
    let src = r#"
%n = "test.idx"() : () -> index
%e = "lib.empty"(%n) : (index) -> tensor<3x?xf32>
"#;
    let (mut ctx, error, ops) = parse(src, "lib.empty");
    assert_eq!(error, None);
    let op = ops[0];
    let n = ctx.op(op).operand(0);
    let reify = ReifyRankedShapedTypeOpInterface::cast(&ctx, op).expect("reifies");
    let index = Type::index(&ctx);
    let three = OpFoldResult::Attribute(Attribute::integer(&ctx, index, 3));
    let mut b = OpBuilder::before(&mut ctx, op);
    assert_eq!(
        reify.reify_result_shapes(&mut b),
        Some(vec![vec![three, OpFoldResult::Value(n)]])
    );
    // The defaults take one result and one dimension from it.
    assert_eq!(
        reify.reify_shape_of_result(&mut b, 0),
        Some(vec![three, OpFoldResult::Value(n)])
    );
    assert_eq!(reify.reify_shape_of_result(&mut b, 1), None);
    assert_eq!(
        reify.reify_dim_of_result(&mut b, 0, 1),
        Some(OpFoldResult::Value(n))
    );
    assert_eq!(reify.reify_dim_of_result(&mut b, 0, 2), None);
}

const SUBSETS: &str = r#"
%t = "test.src"() : () -> tensor<16xf32>
%u = "test.src"() : () -> tensor<16xf32>
%s = "test.src"() : () -> tensor<4xf32>
%a = "lib.extract"(%t) <{offset = 2 : i64, size = 4 : i64}> : (tensor<16xf32>) -> tensor<4xf32>
%b = "lib.extract"(%t) <{offset = 6 : i64, size = 4 : i64}> : (tensor<16xf32>) -> tensor<4xf32>
%c = "lib.extract"(%t) <{offset = 4 : i64, size = 4 : i64}> : (tensor<16xf32>) -> tensor<4xf32>
%i = "lib.insert"(%s, %t) <{offset = 2 : i64, size = 4 : i64}> : (tensor<4xf32>, tensor<16xf32>) -> tensor<16xf32>
%d = "lib.extract"(%u) <{offset = 2 : i64, size = 4 : i64}> : (tensor<16xf32>) -> tensor<4xf32>
"#;

#[test]
fn subset_ops_compare_their_slices() {
    let (ctx, error, extracts) = parse(SUBSETS, "lib.extract");
    assert_eq!(error, None);
    let top = ctx.op(extracts[0]).parent_op().expect("in a module");
    let insert = named(&ctx, top, "lib.insert")[0];
    let view = |op| SubsetOpInterface::cast(&ctx, op).expect("a subset op");
    let [a, b, c, d] = [extracts[0], extracts[1], extracts[2], extracts[3]];
    let same = |x: ods_runtime::ir::Value, y: ods_runtime::ir::Value| x == y;
    let ins = view(insert);
    assert!(ins.operates_on_equivalent_subset(&ctx, view(a), &same));
    assert!(!ins.operates_on_equivalent_subset(&ctx, view(b), &same));
    // Another container is not equivalent unless the caller says so.
    assert!(!ins.operates_on_equivalent_subset(&ctx, view(d), &same));
    assert!(ins.operates_on_equivalent_subset(&ctx, view(d), &|_, _| true));
    // [2, 6) and [6, 10) are disjoint; [2, 6) and [4, 8) overlap.
    assert!(ins.operates_on_disjoint_subset(&ctx, view(b), &same));
    assert!(!ins.operates_on_disjoint_subset(&ctx, view(c), &same));
    assert!(!ins.operates_on_disjoint_subset(&ctx, view(a), &same));

    let insertion = SubsetInsertionOpInterface::cast(&ctx, insert).expect("an insertion");
    let t = ctx.op(a).operand(0);
    assert_eq!(insertion.get_destination_operand(&ctx), t);
    assert_eq!(
        insertion.get_values_needed_to_build_subset_extraction(&ctx),
        vec![t]
    );
    // Not destination-style: no default updated destination.
    assert_eq!(insertion.get_updated_destination(&ctx), None);
    assert!(insertion.is_equivalent_subset(&ctx, ctx.op(a).result(0), &same));
    assert!(!insertion.is_equivalent_subset(&ctx, ctx.op(b).result(0), &same));
    assert!(!insertion.is_equivalent_subset(&ctx, t, &same));
    let extraction = SubsetExtractionOpInterface::cast(&ctx, a).expect("an extraction");
    assert_eq!(extraction.get_source_operand(&ctx), t);
    assert!(SubsetInsertionOpInterface::cast(&ctx, a).is_none());
}

#[test]
fn an_insertion_builds_its_subset_with_a_builder() {
    let (mut ctx, error, inserts) = parse(SUBSETS, "lib.insert");
    assert_eq!(error, None);
    let insert = inserts[0];
    let insertion = SubsetInsertionOpInterface::cast(&ctx, insert).expect("an insertion");
    let loc = ctx.op(insert).loc();
    let dest = ctx.op(insert).operand(1);
    let mut b = OpBuilder::before(&mut ctx, insert);
    let built = insertion.build_subset_extraction(&mut b, loc);
    let op = ctx.value(built).defining_op().expect("built by an op");
    assert_eq!(ctx.op_name(ctx.op(op).name()).as_str(), "lib.extract");
    assert_eq!(ctx.op(op).operand(0), dest);
    let subset = SubsetOpInterface::cast(&ctx, op).expect("a subset op");
    let ins = SubsetOpInterface::cast(&ctx, insert).expect("a subset op");
    assert!(ins.operates_on_equivalent_subset(&ctx, subset, &|x, y| x == y));
}

#[test]
fn subset_verifiers_give_upstreams_messages() {
    let src = r#"
%t = "test.src"() : () -> tensor<16xf32>
"lib.subset_only"(%t) : (tensor<16xf32>) -> ()
"#;
    let (_, error, _) = parse(src, "lib.subset_only");
    assert_eq!(
        error.as_deref(),
        Some(
            "'lib.subset_only' op SubsetOpInterface ops must implement either SubsetExtractionOpInterface or SubsetInsertionOpInterface"
        )
    );
}

#[test]
fn a_load_has_the_alignment_of_its_attribute() {
    let src = r#"
%m = "test.src"() : () -> memref<4xf32>
%a = "lib.load"(%m) <{alignment = 16 : i64}> : (memref<4xf32>) -> f32
%b = "lib.load"(%m) : (memref<4xf32>) -> f32
%c = "lib.load"(%m) <{alignment = 12 : i64}> : (memref<4xf32>) -> f32
%d = "lib.load"(%m) <{alignment = -8 : i64}> : (memref<4xf32>) -> f32
"#;
    let (ctx, error, loads) = parse(src, "lib.load");
    assert_eq!(error, None);
    let aligns: Vec<Option<u64>> = loads
        .iter()
        .map(|&op| {
            AlignmentAttrOpInterface::cast(&ctx, op)
                .expect("aligned")
                .get_maybe_align(&ctx)
        })
        .collect();
    assert_eq!(aligns, vec![Some(16), None, None, None]);
}

/// A `lib.generic` over `operands` (`%name : type` pairs) with the given indexing maps.
fn generic_src(operands: &[(&str, &str)], maps: &[&str]) -> String {
    let mut src = String::new();
    for (name, ty) in operands {
        src.push_str(&format!("%{name} = \"test.src\"() : () -> {ty}\n"));
    }
    let names: Vec<String> = operands.iter().map(|(n, _)| format!("%{n}")).collect();
    let types: Vec<&str> = operands.iter().map(|(_, t)| *t).collect();
    let maps: Vec<String> = maps.iter().map(|m| format!("affine_map<{m}>")).collect();
    src.push_str(&format!(
        "\"lib.generic\"({}) <{{indexing_maps = [{}]}}> : ({}) -> ()\n",
        names.join(", "),
        maps.join(", "),
        types.join(", ")
    ));
    src
}

const MATMUL_MAPS: [&str; 3] = [
    "(d0, d1, d2) -> (d0, d2)",
    "(d0, d1, d2) -> (d2, d1)",
    "(d0, d1, d2) -> (d0, d1)",
];

#[test]
fn a_generic_op_is_seen_through_its_indexing_maps() {
    let src = generic_src(
        &[
            ("a", "tensor<4x8xf32>"),
            ("b", "tensor<8x16xf32>"),
            ("c", "tensor<4x16xf32>"),
        ],
        &MATMUL_MAPS,
    );
    let (ctx, error, ops) = parse(&src, "lib.generic");
    assert_eq!(error, None);
    let op = IndexingMapOpInterface::cast(&ctx, ops[0]).expect("indexing maps");
    let maps: Vec<String> = op
        .get_indexing_maps_array(&ctx)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(maps, MATMUL_MAPS);
    assert_eq!(
        op.get_matching_indexing_map(&ctx, 1).map(|m| m.to_string()),
        Some(MATMUL_MAPS[1].to_string())
    );
    assert_eq!(op.get_matching_indexing_map(&ctx, 3), None);
    assert_eq!(
        op.get_loops_to_shapes_map(&ctx).to_string(),
        "(d0, d1, d2) -> (d0, d2, d2, d1, d0, d1)"
    );
    assert_eq!(
        op.get_shapes_to_loops_map(&ctx).map(|m| m.to_string()),
        Some("(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1)".to_string())
    );
    assert_eq!(op.get_static_operand_shape(&ctx, 1), vec![8, 16]);
    assert_eq!(op.get_static_loop_ranges(&ctx), vec![4, 16, 8]);
}

/// A `lib.generic` case: its operands, its maps and the verifier's message.
type GenericCase<'a> = (Vec<(&'a str, &'a str)>, Vec<&'a str>, &'a str);

#[test]
fn the_indexing_map_verifier_gives_upstreams_messages() {
    let matmul = [
        ("a", "tensor<4x8xf32>"),
        ("b", "tensor<8x16xf32>"),
        ("c", "tensor<4x15xf32>"),
    ];
    let cases: [GenericCase<'_>; 6] = [
        (
            matmul[..2].to_vec(),
            MATMUL_MAPS.to_vec(),
            "expected the number of indexing_map (3) to be equal to the number of input/output operands (2)",
        ),
        (
            vec![("a", "tensor<4xf32>")],
            vec!["(d0, d1) -> (d0)"],
            "invalid indexing maps are non-invertible: ((d0, d1) -> (d0))",
        ),
        (
            vec![("a", "tensor<4xf32>"), ("b", "tensor<4xf32>")],
            vec!["(d0) -> (d0)", "(d0)[s0] -> (d0)"],
            "unexpected symbols in indexing_map #1",
        ),
        (
            vec![("a", "tensor<4xf32>"), ("b", "tensor<4x4xf32>")],
            vec!["(d0) -> (d0)", "(d0) -> (d0)"],
            "expected operand rank (2) to match the result rank of indexing_map #1 (1)",
        ),
        (
            matmul.to_vec(),
            MATMUL_MAPS.to_vec(),
            "inferred input/output operand #2 has shape's dimension #1 to be 16, but found 15",
        ),
        (
            vec![("a", "tensor<4xf32>"), ("b", "tensor<5xf32>")],
            vec!["(d0) -> (d0)", "(d0) -> (d0 + 2)"],
            "inferred input/output operand #1 has shape's dimension #0 to be greater than or equal to 6, but found 5",
        ),
    ];
    for (operands, maps, message) in cases {
        let (_, error, _) = parse(&generic_src(&operands, &maps), "lib.generic");
        assert_eq!(
            error.as_deref(),
            Some(format!("'lib.generic' op {message}").as_str())
        );
    }
    let dynamic = generic_src(
        &[("a", "tensor<?xf32>"), ("b", "tensor<3xf32>")],
        &["(d0) -> (d0)", "(d0) -> (d0)"],
    );
    assert_eq!(parse(&dynamic, "lib.generic").1, None);
}

#[test]
fn a_scale_op_tiles_itself_with_a_builder() {
    let src = r#"
%t = "test.src"() : () -> tensor<16xf32>
%s = "lib.scale"(%t) : (tensor<16xf32>) -> tensor<16xf32>
"#;
    let (mut ctx, error, ops) = parse(src, "lib.scale");
    assert_eq!(error, None);
    let scale = TilingInterface::cast(&ctx, ops[0]).expect("tiling");
    assert_eq!(
        scale.get_loop_iterator_types(&ctx),
        vec![IteratorType::Parallel]
    );
    let index = Type::index(&ctx);
    let c = |ctx: &Context, v| OpFoldResult::Attribute(Attribute::integer(ctx, index, v));
    let (offsets, sizes) = ([c(&ctx, 4)], [c(&ctx, 8)]);
    // Upstream's defaults: no fusion, no scalar implementation, no tile from operands.
    assert!(!scale.is_op_fusable_with_consumer_slice(&ctx, 0, &offsets, &sizes));
    let mut b = OpBuilder::before(&mut ctx, ops[0]);
    let domain = scale.get_iteration_domain(&mut b);
    assert_eq!(domain.len(), 1);
    assert_eq!(domain[0].size, c(b.ctx(), 16));
    assert_eq!(
        scale.get_result_tile_position(&mut b, 0, &offsets, &sizes),
        Some(TilePosition {
            offsets: offsets.to_vec(),
            sizes: sizes.to_vec()
        })
    );
    assert_eq!(
        scale.get_result_tile_position(&mut b, 1, &offsets, &sizes),
        None
    );
    assert_eq!(
        scale.get_iteration_domain_tile_from_result_tile(&mut b, 0, &offsets, &sizes),
        None
    );
    let tiled = scale
        .get_tiled_implementation(&mut b, &offsets, &sizes)
        .expect("tiled");
    let ctx = b.ctx();
    let [slice] = tiled.generated_slices[..] else {
        panic!("one slice: {tiled:?}");
    };
    assert_eq!(ctx.op_name(ctx.op(slice).name()).as_str(), "lib.extract");
    assert_eq!(tiled.tiled_ops.len(), 1);
    let tile_ty = ctx.value(tiled.tiled_values[0]).ty();
    assert_eq!(ctx.ty(tile_ty).shape(), Some(&[8][..]));
    // The tile is built before the op, in the op's block.
    assert_eq!(ctx.op(tiled.tiled_ops[0]).block(), ctx.op(ops[0]).block());
    assert!(ods_runtime::verify::verify(ctx, ctx.op(ops[0]).parent_op().expect("module")).is_ok());
}

#[test]
fn a_load_of_an_allocated_slot_is_promoted_with_a_builder() {
    let src = r#"
%p = "lib.alloca"() : () -> memref<f32>
%v = "lib.slot_load"(%p) : (memref<f32>) -> f32
"test.use"(%v) : (f32) -> ()
"#;
    let (mut ctx, error, allocas) = parse(src, "lib.alloca");
    assert_eq!(error, None);
    let root = ctx.op(allocas[0]).parent_op().expect("module");
    let load_op = named(&ctx, root, "lib.slot_load")[0];
    let use_op = named(&ctx, root, "test.use")[0];
    let alloca = PromotableAllocationOpInterface::cast(&ctx, allocas[0]).expect("alloca");
    let slots = alloca.get_promotable_slots(&ctx);
    assert_eq!(slots.len(), 1);
    let slot = slots[0];
    assert!(ctx.ty(slot.elem_type).is_float());
    let load = PromotableMemOpInterface::cast(&ctx, load_op).expect("load");
    assert!(load.loads_from(&ctx, &slot));
    assert!(!load.stores_to(&ctx, &slot));
    let dl = DataLayout::new();
    let own = [OpOperandRef {
        op: load_op,
        index: 0,
    }];
    let mut new_uses = Vec::new();
    assert!(load.can_uses_be_removed(&ctx, &slot, &own, &mut new_uses, &dl));
    let other = [OpOperandRef {
        op: use_op,
        index: 0,
    }];
    assert!(!load.can_uses_be_removed(&ctx, &slot, &other, &mut new_uses, &dl));
    assert!(new_uses.is_empty());
    let mut b = OpBuilder::before(&mut ctx, allocas[0]);
    let default = alloca.get_default_value(&mut b, &slot);
    assert_eq!(
        load.remove_blocking_uses(&mut b, &slot, &own, default, &dl),
        DeletionKind::Delete
    );
    let ctx = b.ctx();
    let undef = ctx.value(default).defining_op().expect("built");
    assert_eq!(ctx.op_name(ctx.op(undef).name()).as_str(), "lib.undef");
    assert_eq!(ctx.op(use_op).operand(0), default);
    assert!(
        alloca
            .handle_promotion_complete(&mut b, &slot, Some(default))
            .is_none()
    );
}

#[test]
fn a_reinterpret_forwards_the_strided_metadata_of_its_source() {
    let src = r#"
%m = "test.src"() : () -> memref<4xf32>
%r = "lib.reinterpret"(%m) : (memref<4xf32>) -> memref<4xi32>
"#;
    let (ctx, error, ops) = parse(src, "lib.reinterpret");
    assert_eq!(error, None);
    let op = InferStridedMetadataOpInterface::cast(&ctx, ops[0]).expect("strided");
    let source = StridedMetadataRange::ranked(
        vec![ConstantIntRanges::max_range(64)],
        vec![ConstantIntRanges::max_range(64)],
        vec![ConstantIntRanges::max_range(64)],
    );
    let mut set = Vec::new();
    op.infer_strided_metadata_ranges(
        &ctx,
        std::slice::from_ref(&source),
        &|_| IntegerValueRange::uninitialized(),
        &mut |v, m| set.push((v, m.clone())),
        64,
    );
    assert_eq!(set, vec![(ctx.op(ops[0]).result(0), source)]);
}

#[test]
fn memory_space_casts_see_memrefs_and_dialect_pointers_as_ptr_like() {
    let src = r#"
%m = "test.src"() : () -> memref<4xf32>
%c = "lib.space_cast"(%m) : (memref<4xf32>) -> memref<4xf32, 1>
%p = "test.src"() : () -> !lib.ptr<0>
%q = "lib.space_cast"(%p) : (!lib.ptr<0>) -> !lib.ptr<3>
"#;
    let (mut ctx, error, casts) = parse(src, "lib.space_cast");
    assert_eq!(error, None);
    let ptr_cast = MemorySpaceCastOpInterface::cast(&ctx, casts[1]).expect("cast");
    let source_ty = ctx.value(ptr_cast.get_source_ptr(&ctx)).ty();
    let target_ty = ctx.value(ptr_cast.get_target_ptr(&ctx)).ty();
    let (src_ptr, tgt_ptr) = (
        PtrLikeTypeInterface::cast(&ctx, source_ty).expect("dialect ptr"),
        PtrLikeTypeInterface::cast(&ctx, target_ty).expect("dialect ptr"),
    );
    assert_eq!(src_ptr.get_memory_space(&ctx), None);
    let three = Attribute::integer(&ctx, Type::int(&ctx, 64), 3);
    assert_eq!(tgt_ptr.get_memory_space(&ctx), Some(three));
    assert!(ptr_cast.is_valid_memory_space_cast(&ctx, tgt_ptr, src_ptr));
    assert!(!ptr_cast.is_valid_memory_space_cast(&ctx, src_ptr, src_ptr));
    let cloned = src_ptr
        .clone_ptr_with(&ctx, Some(three), None)
        .expect("cloned");
    assert_eq!(cloned.ty(), target_ty);
    let memref_cast = MemorySpaceCastOpInterface::cast(&ctx, casts[0]).expect("cast");
    let memref_target = ctx.value(memref_cast.get_target_ptr(&ctx)).ty();
    let one = PtrLikeTypeInterface::cast(&ctx, memref_target).expect("memref");
    assert!(one.has_ptr_metadata(&ctx));
    let c = ctx.op(casts[0]).result(0);
    assert_eq!(
        MemorySpaceCastOpInterface::get_if_promotable_cast(&ctx, c).map(|v| v.op()),
        Some(casts[0])
    );
    let source = memref_cast.get_source_ptr(&ctx);
    let mut b = OpBuilder::after(&mut ctx, casts[1]);
    let clone = memref_cast
        .clone_memory_space_cast_op(&mut b, one, source)
        .expect("cloned");
    let ctx = b.ctx();
    assert_eq!(ctx.value(clone.get_target_ptr(ctx)).ty(), memref_target);
}

#[test]
fn the_memory_space_cast_verifier_gives_upstreams_messages() {
    let cases = [
        (
            "memref<4xf32>",
            "!lib.ptr<1>",
            "expected source and target types of the same kind",
        ),
        (
            "f32",
            "f32",
            "source type must implement `PtrLikeTypeInterface`, but got: f32",
        ),
    ];
    for (from, to, message) in cases {
        let src = format!(
            "%s = \"test.src\"() : () -> {from}\n%c = \"lib.space_cast\"(%s) : ({from}) -> {to}\n"
        );
        let mut ctx = context();
        let wrapper = parse_source(&mut ctx, &src, "in.mlir").expect("parses");
        let errors = ods_runtime::verify::verify(&ctx, wrapper).expect_err("refused");
        let mut text = errors[0].message.clone();
        if let Some(attr) = errors[0].append_attr {
            text.push_str(&ods_runtime::asm::printer::attribute_to_string(&ctx, attr));
        }
        assert_eq!(text, message);
    }
}

#[test]
fn a_pair_type_is_destructured_into_its_elements() {
    let src = r#"
%p = "test.src"() : () -> !lib.pair<i32, f32>
%i = "test.src"() : () -> i32
"#;
    let (ctx, error, ops) = parse(src, "test.src");
    assert_eq!(error, None);
    let pair_ty = ctx.value(ctx.op(ops[0]).result(0)).ty();
    let pair = DestructurableTypeInterface::cast(&ctx, pair_ty).expect("destructurable");
    let i32_ty = Type::int(&ctx, 32);
    let index = |v| Attribute::integer(&ctx, i32_ty, v);
    let map = pair.get_subelement_index_map(&ctx).expect("map");
    let types: Vec<_> = map.iter().map(|&(_, t)| t).collect();
    assert_eq!(map[1].0, index(1));
    assert_eq!(types, vec![i32_ty, Type::float(&ctx, FloatKind::F32)]);
    assert_eq!(pair.get_type_at_index(&ctx, index(0)), Some(i32_ty));
    assert_eq!(pair.get_type_at_index(&ctx, index(2)), None);
    assert!(DestructurableTypeInterface::cast(&ctx, i32_ty).is_none());
}
