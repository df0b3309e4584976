//! Dialect-level hooks of a spec, end to end through the `ods-opt` driver: the golden
//! `basic` dialect (`tests/ods/ok/basic.td`) sets `hasOperationAttrVerify`,
//! `hasRegionArgAttrVerify`, `hasRegionResultAttrVerify` and `hasCanonicalizer`, and its
//! hooks (`dialects/test/src/hooks.rs`) reject `basic.unit_only` when it is not a unit
//! attribute and `basic.index` when it is not the argument's or result's position. As in
//! MLIR, the verifier asks the dialect named by a discardable attribute's prefix, on any
//! operation, and function-like operations ask it about their argument and result
//! attributes.

use ods_dialect_test::goldens::basic_td::basic;
use ods_runtime::Attribute;
use ods_runtime::Type;
use ods_runtime::rewrite::RewritePatternSet;

fn run(src: &str, args: &[&str]) -> ods_opt::RunOutput {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    ods_opt::run_with(&args, src.as_bytes(), |ctx| {
        ods_opt::register_bundled(ctx);
        basic::register(ctx);
    })
}

#[test]
fn the_dialect_verifies_its_discardable_attributes_on_any_operation() {
    let ok = run(
        "\"u.op\"() {basic.unit_only} : () -> ()\n",
        &["--allow-unregistered-dialect"],
    );
    assert_eq!(ok.code, 0, "{}", ok.stderr);
    for op in ["\"u.op\"()", "\"func.return\"()"] {
        let bad = run(
            &format!("func.func @f() {{\n  {op} {{basic.unit_only = 1 : i32}} : () -> ()\n}}\n"),
            &["--allow-unregistered-dialect"],
        );
        assert_eq!(bad.code, 1);
        assert!(
            bad.stderr
                .contains("op attribute 'basic.unit_only' must be a unit attribute"),
            "{}",
            bad.stderr
        );
    }
    // Another dialect's attribute is not the basic dialect's to check.
    let other = run(
        "\"u.op\"() {other.unit_only = 1 : i32} : () -> ()\n",
        &["--allow-unregistered-dialect"],
    );
    assert_eq!(other.code, 0, "{}", other.stderr);
}

#[test]
fn function_like_operations_ask_the_dialect_about_argument_and_result_attributes() {
    let ok = run(
        "func.func @f(%a: i32, %b: i32 {basic.index = 1 : i64}) -> (i32 {basic.index = 0 : i64}) {\n  return %a : i32\n}\n",
        &[],
    );
    assert_eq!(ok.code, 0, "{}", ok.stderr);
    let bad_arg = run(
        "func.func @f(%a: i32 {basic.index = 1 : i64}) {\n  return\n}\n",
        &[],
    );
    assert!(
        bad_arg
            .stderr
            .contains("'func.func' op argument #0 of region #0 has a wrong 'basic.index'"),
        "{}",
        bad_arg.stderr
    );
    let bad_result = run(
        "func.func @f() -> (i32 {basic.index = 3 : i64}) {\n  %c = \"u.c\"() : () -> i32\n  return %c : i32\n}\n",
        &["--allow-unregistered-dialect"],
    );
    assert!(
        bad_result
            .stderr
            .contains("'func.func' op result #0 of region #0 has a wrong 'basic.index'"),
        "{}",
        bad_result.stderr
    );
}

#[test]
fn the_dialect_patterns_come_before_the_operations() {
    let mut ctx = ods_runtime::Context::new();
    basic::register(&mut ctx);
    let patterns = RewritePatternSet::all_canonicalization(&ctx);
    let names: Vec<_> = patterns
        .patterns()
        .iter()
        .map(|p| p.debug_name().to_string())
        .collect();
    assert_eq!(
        names.first().map(String::as_str),
        Some("basic.dialect"),
        "{names:?}"
    );
    assert!(names.len() > 1, "the ops' own patterns follow: {names:?}");
}

#[test]
fn discardable_attribute_helpers_read_write_test_and_remove() {
    let mut ctx = ods_runtime::Context::new();
    basic::register(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let src = "\"u.op\"() {basic.marked, basic.sizes = array<i64: 1>} : () -> ()\n";
    let module =
        ods_runtime::asm::op_parser::parse_source(&mut ctx, src, "h.mlir").expect("parses");
    let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
    let op = ctx.block(body).ops().next().expect("one op");
    assert_eq!(basic::MarkedAttrHelper::NAME, "basic.marked");
    assert!(basic::MarkedAttrHelper.is_present(&ctx, op));
    // `sizes` is declared a DenseI32ArrayAttr: an i64 array is not one.
    assert!(!basic::SizesAttrHelper.is_present(&ctx, op));
    let i32_ty = Type::int(&ctx, 32);
    let sizes = Attribute::dense_i64_array(&ctx, i32_ty, &[2, 3]);
    basic::SizesAttrHelper.set(&mut ctx, op, sizes);
    assert_eq!(basic::SizesAttrHelper.get(&ctx, op), Some(sizes));
    assert!(basic::AnythingAttrHelper.get(&ctx, op).is_none());
    basic::AnythingAttrHelper.set(&mut ctx, op, sizes);
    assert!(basic::AnythingAttrHelper.is_present(&ctx, op));
    basic::MarkedAttrHelper.remove(&mut ctx, op);
    assert!(!basic::MarkedAttrHelper.is_present(&ctx, op));
    assert_eq!(ctx.op(op).discardable_attr("basic.marked"), None);
}

/// `genMnemonicAlias` on the golden `types.point` attribute: the printer names its values
/// after the mnemonic, numbered by first use and defined at the top, in the form mlir-opt
/// 22 gives upstream's `#llvm.loop_unroll` (`#loop_unroll = ...`, `#loop_unroll1 = ...`).
#[test]
fn mnemonic_aliases_name_definitions_after_their_mnemonic() {
    let src = "\"u.op\"() {a = #types.point<1, 2>, b = #types.point<3, 4>, c = #types.point<1, 2>} : () -> ()\n";
    let args = ["--allow-unregistered-dialect".to_string()];
    let out = ods_opt::run_with(&args, src.as_bytes(), |ctx| {
        ods_dialect_test::goldens::types_td::types::register(ctx);
    });
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(
        text,
        "#point = #types.point<1, 2>\n#point1 = #types.point<3, 4>\nmodule {\n  \"u.op\"() {a = #point, b = #point1, c = #point} : () -> ()\n}\n\n"
    );
    // The aliases read back.
    let again = ods_opt::run_with(&args, text.as_bytes(), |ctx| {
        ods_dialect_test::goldens::types_td::types::register(ctx);
    });
    assert_eq!(String::from_utf8(again.stdout).expect("utf-8"), text);
}
