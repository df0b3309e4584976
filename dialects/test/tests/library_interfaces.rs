//! `tests/ods/ok/library_interfaces.td` through the runtime's interface views: a subview
//! seen as `ViewLikeOpInterface` and `OffsetSizeAndStrideOpInterface` (accessors written
//! from the op's own, derived methods, upstream's verifier messages), a dim op seen as
//! `ShapedDimOpInterface` (and its verifier), and an empty op reifying its result shape
//! with a builder (`ReifyRankedShapedTypeOpInterface`).

use ods_dialect_test::goldens::library_interfaces_td::lib;
use ods_runtime::Context;
use ods_runtime::asm::op_parser::parse_source;
use ods_runtime::builder::OpBuilder;
use ods_runtime::interfaces::infer_type::ReifyRankedShapedTypeOpInterface;
use ods_runtime::interfaces::shaped::ShapedDimOpInterface;
use ods_runtime::interfaces::view_like::{OffsetSizeAndStrideOpInterface, ViewLikeOpInterface};
use ods_runtime::ir::OpId;
use ods_runtime::registry::OpFoldResult;
use ods_runtime::types::DYNAMIC;

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
    let mut ops = Vec::new();
    let mut stack = vec![wrapper];
    while let Some(op) = stack.pop() {
        if ctx.op_name_str(ctx.op_name(op)) == name {
            ops.push(op);
        }
        for &region in ctx.op_regions(op) {
            for &block in ctx.region_blocks(region) {
                let mut inner: Vec<OpId> = ctx.block_ops(block).collect();
                inner.reverse();
                stack.extend(inner);
            }
        }
    }
    (ctx, error, ops)
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
    assert_eq!(view.get_view_source(&ctx), ctx.op_operand(op, 0));
    assert_eq!(view.get_view_dest(&ctx), ctx.op_result(op, 0));

    let o = OffsetSizeAndStrideOpInterface::cast(&ctx, op).expect("offsets, sizes, strides");
    let (off, size) = (ctx.op_operand(op, 1), ctx.op_operand(op, 2));
    assert_eq!(o.get_array_attr_max_ranks(&ctx), [2, 2, 2]);
    assert_eq!(o.get_offset_size_and_stride_start_operand_index(&ctx), 1);
    assert_eq!(o.get_offsets(&ctx), vec![off]);
    assert_eq!(o.get_sizes(&ctx), vec![size]);
    assert_eq!(o.get_strides(&ctx), vec![]);
    assert_eq!(o.get_static_offsets(&ctx), vec![DYNAMIC, 2]);
    let index = ctx.index_type();
    let c = |v| OpFoldResult::Attribute(ctx.integer_attr(index, v));
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
    assert_eq!(dim.get_shaped_value(&ctx), ctx.op_operand(ops[0], 0));
    assert_eq!(
        dim.get_dimension(&ctx),
        OpFoldResult::Value(ctx.op_operand(ops[0], 1))
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
    let n = ctx.op_operand(op, 0);
    let reify = ReifyRankedShapedTypeOpInterface::cast(&ctx, op).expect("reifies");
    let index = ctx.index_type();
    let three = OpFoldResult::Attribute(ctx.integer_attr(index, 3));
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
