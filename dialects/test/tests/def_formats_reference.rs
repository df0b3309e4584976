//! Type and attribute formats against mlir-opt: `tests/ods/ok/def_formats.td` declares
//! upstream's test dialect types and attributes with their declarative formats, and
//! mlir-opt's test dialect defines the same ones. Each case is a type written as the result
//! of an unregistered op, or an attribute on one; both tools parse it, and the printed
//! module (or every diagnostic, with its location, source line and caret) must be
//! byte-identical. The cases are upstream's `attr-or-type-format-roundtrip.mlir` inputs
//! for these types, plus defaults, else groups and malformed inputs of our own.

#[path = "common/report.rs"]
// Each test uses only some of the recording functions.
#[allow(dead_code)]
mod report;

use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Types and attributes both tools accept.
const VALID: &[&str] = &[
    // From upstream's round-trip test.
    "!test.type_with_format<2147, two = \"hi\", three = \"hi\">",
    "!test.type_with_format<111, three = 5 : i64, two = \"foo\">",
    "!test.struct_capture_all<v3 = 3, v1 = 1, v2 = 2, v0 = 0>",
    "!test.optional_param<, 6>",
    "!test.optional_param<5, 6>",
    "!test.optional_params<\"a\">",
    "!test.optional_params<5, \"a\">",
    "!test.optional_struct<b = \"a\">",
    "!test.optional_struct<b = \"a\", a = 5>",
    "!test.optional_params_after<\"a\">",
    "!test.optional_params_after<\"a\", 5>",
    "!test.all_optional_params<>",
    "!test.all_optional_params<5>",
    "!test.all_optional_params<5, 6>",
    "!test.all_optional_struct<>",
    "!test.all_optional_struct<b = 5>",
    "!test.all_optional_struct<b = 10, a = 5>",
    "!test.optional_group<(5) 6>",
    "!test.optional_group<x 6>",
    "!test.optional_group_params<x>",
    "!test.optional_group_params<(5)>",
    "!test.optional_group_params<(5, 6)>",
    "!test.optional_group_struct<x>",
    "!test.optional_group_struct<(b = 5)>",
    "!test.optional_group_struct<(b = 5, a = 10)>",
    "!test.spaces<5 ()() 6>",
    "!test.default_valued_type<(i64)>",
    "!test.default_valued_type<>",
    "!test.custom_type<-5>",
    "!test.custom_type<2 9 9 5>",
    "!test.custom_type_string<\"foo\" foo>",
    "!test.custom_type_string<\"bar\" bar>",
    // Our own: defaults elided, else groups, optional values.
    "!test.optional_param<, 6, \"s\">",
    "!test.optional_param<-3, 0, [1, 2]>",
    "!test.optional_group_params<(10)>",
    "!test.optional_group_params<(11, 12)>",
    "!test.default_valued_type<(i32)>",
    "!test.custom_type<0 7>",
    "!test.custom_type_spacing<1 2>",
    "!test.optional_value_type",
    "!test.optional_value_type<3>",
    "!test.ap_float<5.0>",
    "!test.ap_float<>",
    "!test.ap_float<0.0>",
    "!test.ap_float<-0.0>",
    "!test.ap_float<1.5e300>",
    "!test.ap_float<0.1>",
    // A type constraint as a parameter, checked when parsed (`verifyInvariants`).
    "!test.type_verification<i16>",
    "!test.type_verification<i32>",
    "!test.optional_type_string",
    "!test.optional_type_string<\"default\">",
    "!test.optional_type_string<\"other\">",
    "!test.else_anchor<?>",
    "!test.else_anchor<5>",
    "!test.else_anchor<>",
    "!test.optional_value_type<>",
    "!test.else_anchor_struct<?>",
    "!test.else_anchor_struct<a = 1>",
    "!test.else_anchor_struct<b = 2, a = 1>",
    "!test.struct_capture_all<v0 = 0x10, v1 = -1, v2 = 2, v3 = 2147483647>",
    "!test.type_with_format<-9223372036854775808, two = \"\", three = [\"x\", 1 : i8]>",
    "!test.type_with_format<1, two = \"two\", three = unit>",
    "!test.optional_params<\"q\\\"uote\\n\">",
    // Types as parameters, stripped or qualified.
    "!test.smpla",
    "!test.cmpnd_a<1, !test.smpla, [5, 6]>",
    "!test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>",
    "!test.cmpnd_nested_outer_qual<i !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>>",
    "!test.cmpnd_inner<42 !test.cmpnd_a<1, i32, []>>",
    "!test.cmpnd_nested_outer<i !test.cmpnd_inner<1 <2, f32, [3]>>>",
    "!test.cmpnd_nested_outer_qual<i <42 <1, i1, []>>>",
    // Attributes.
    "#test.attr_with_optional_signed<-12>",
    "#test.attr_with_optional_signed<>",
    "#test.attr_with_optional_unsigned<22>",
    "#test.attr_with_optional_unsigned<18446744073709551615>",
    "#test.attr_with_optional_unsigned<-1>",
    "#test.attr_with_optional_unsigned<-7>",
    "#test.attr_with_optional_signed<0x7FFFFFFFFFFFFFFF>",
    "#test.attr_with_optional_signed<-9223372036854775808>",
    "!test.struct_capture_all<v0 = -2147483648, v1 = 0x7FFFFFFF, v2 = 0x0, v3 = 2147483647>",
    "#test<attr_ugly begin \"x\" end>",
    "#test<attr_ugly begin 5 : index end>",
    "#test.attr_params<42, 24>",
    "#test.attr_with_type<i32, vector<4xi32>>",
    "#test.attr_with_type<ui7, f32>",
    "#test.custom_anchor<5>",
    "#test.custom_anchor<5, true>",
    "#test.custom_anchor<-1, 0>",
    "[#test.attr_params<1, 2>, #test.custom_anchor<3, 1>]",
    // A self type (`AttributeSelfTypeParameter`) is the `: type` after the attribute; any
    // registered attribute reads one, and one without a self type drops it.
    "#test.attr_self_type_format<5> : i32",
    "#test.attr_self_type_format<5>",
    "#test.attr_self_type_format<5> : none",
    "#test.attr_self_type_format<-1> : vector<2xf32>",
    "#test.attr_self_type_struct_format<a = 5> : i32",
    "#test.attr_self_type_struct_format<a = 5>",
    "[#test.attr_self_type_format<5> : i32, #test.attr_self_type_format<6>]",
    "#test<attr_self_type_format<5>> : i16",
    "#test.attr_params<1, 2> : i32",
    "#test.attr_with_type<i32, i32> : f32",
    // The dialect's hand-written type hooks (`useDefaultTypePrinterParser = 0`).
    "!test.test_type",
    "!test<test_type>",
    "!test.test_type<1>",
    "!test.cmpnd_a<1, !test.test_type, [5, 6]>",
    "[!test.test_type, !test.smpla]",
    // `ArrayOfAttr`: `[...]` after the mnemonic makes the name not pretty.
    "#test<array_of_ints[1,2]>",
    "#test<array_of_ints[]>",
    "#test<array_of_ints[-3]>",
    "#test<array_of_ugly[begin 5 : index end, begin \"x\" end]>",
    "#test<array_of_ugly[]>",
    // Element types: a type implementing `MemRefElementTypeInterface` in a memref, any
    // dialect type in a tensor.
    "memref<2x!test.memref_element>",
    "memref<*x!test.memref_element>",
    "tensor<2x!test.smpla>",
    "tensor<*x!test.memref_element>",
    "tensor<2x!test.cmpnd_a<1, i32, [5]>>",
    // What the dialect's parser leaves of the body is not read.
    "!test.smpla<1>",
    "!test<smpla junk>",
    "!test<cmpnd_a<1, i32, [5]> more>",
    "#test<attr_params<1, 2> 3>",
    "#test<attr_self_type_format<5> x> : i8",
];

/// Types and attributes both tools reject.
const INVALID: &[&str] = &[
    "!test.type_verification<f32>",
    "!test.type_verification<i64>",
    // Dialect types that do not implement the element interfaces.
    "memref<2x!test.smpla>",
    "memref<*x!test.smpla>",
    "vector<2x!test.memref_element>",
    "vector<2x!test.smpla>",
    "!test.struct_capture_all<v0 = 0, v0 = 1, v2 = 2, v3 = 3>",
    "!test.struct_capture_all<v0 = 0, v1 = 1, v2 = 2>",
    "!test.struct_capture_all<v0 = 0, v9 = 1, v2 = 2, v3 = 3>",
    "!test.struct_capture_all<v0 0, v1 = 1, v2 = 2, v3 = 3>",
    "!test.struct_capture_all<v0 = 0 v1 = 1, v2 = 2, v3 = 3>",
    "!test.optional_struct<a = 5>",
    "!test.optional_params<>",
    "!test.optional_params_after<\"a\" 5>",
    "!test.optional_group_params<(10, 6)>",
    "!test.optional_group<(5 6>",
    "!test.optional_group<y 6>",
    "!test.spaces<5 ()( 6>",
    "!test.spaces<5 () () 6 7>",
    "!test.type_with_format<x, two = \"a\", three = 1>",
    "!test.type_with_format<1, two = 3, three = 1>",
    "!test.type_with_format<99999999999999999999, two = \"a\", three = 1>",
    "!test.struct_capture_all<v0 = 4294967296, v1 = 1, v2 = 2, v3 = 3>",
    "!test.custom_type<2 9 5>",
    "!test.custom_type_string<\"foo\" bar>",
    "#test.attr_ugly<begin 5 : index end>",
    "#test<attr_ugly begin 5 : index>",
    "#test.attr_params<42>",
    "#test.attr_with_optional_signed<x>",
    "#test.custom_anchor<5 true>",
    "#test.custom_anchor<5, maybe>",
    "#test.attr_params<1, 2",
    "!test.cmpnd_inner<42 !test.smpla>",
    "!test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>",
    "#test.attr_with_optional_unsigned<18446744073709551616>",
    "#test.attr_with_optional_unsigned<-99999999999999999999>",
    "#test.attr_with_optional_signed<9223372036854775808>",
    "#test.attr_with_optional_signed<-9223372036854775809>",
    "!test.struct_capture_all<v0 = 0, v1 = 0x1FFFFFFFF, v2 = 2, v3 = 3>",
    "!test.struct_capture_all<v0 = 0, v1 = 0xFFFFFFFF, v2 = 2, v3 = 3>",
    "!test.struct_capture_all<v0 = 0, v1 = 4294967295, v2 = 2, v3 = 3>",
    "!test.struct_capture_all<v0 = 0, v1 = -4294967296, v2 = 2, v3 = 3>",
    // The trailing type is read before the body.
    "#test.attr_self_type_format<5 6> : i32",
    "#test.attr_self_type_format<x> : f33",
    "#test.attr_self_type_format<5> : i32 : i64",
    "#test.attr_self_type_struct_format<b = 5> : i32",
    "#test.attr_params<1, 2 3> : i32",
    "!test.cmpnd_a<1, i32, [5] junk>",
    "!test.smpla<junk",
    "!test.nonexistent",
    // What the dialect's parser reads past the name is read again.
    "#test.array_of_ints[1, 2, 3]",
    "#test.array_of_ints[1,]",
    "#test<array_of_ints[1 2]>",
    "#test<array_of_ints[99999999999]>",
    "!test<nonexistent 5>",
    // A parameter of a builtin class (`::mlir::IntegerType`) checks the kind it parsed.
    "#test.attr_with_type<f32, i32>",
    "#test.attr_with_type<vector<4xi32>, i32>",
    "#test.attr_with_type<!test.smpla, i32>",
];

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ods_dialect_test::goldens::def_formats_td::test::register(&mut ctx);
    ctx
}

/// The input file of one case: a type as an op's result type, an attribute as its
/// attribute.
fn source(case: &str) -> String {
    if case.starts_with('!') {
        format!("%0 = \"u.op\"() : () -> {case}\n")
    } else {
        format!("\"u.op\"() {{a = {case}}} : () -> ()\n")
    }
}

/// What we print: the module, or the diagnostics (each with its source line and caret).
fn ours(src: &str) -> Result<String, String> {
    let mut ctx = context();
    let all =
        |e: Vec<ods_runtime::diag::Diagnostic>| e.iter().map(|d| d.to_string()).collect::<String>();
    let wrapper = parse_source(&mut ctx, src, "case.mlir").map_err(all)?;
    if let Err(e) = ods_runtime::verify::verify(&ctx, wrapper) {
        return Err(format!("{e:?}"));
    }
    let module = unwrap_single_module(&mut ctx, wrapper);
    Ok(print_top_level(&mut ctx, module, PrintOptions::default()))
}

/// What mlir-opt prints: the module, or its diagnostics (`case.mlir:L:C: error: ...`, the
/// source line and a caret, for each).
fn reference(dir: &std::path::Path, src: &str) -> Result<String, String> {
    let file = dir.join("case.mlir");
    std::fs::write(&file, src).unwrap();
    let out = std::process::Command::new(MLIR_OPT)
        .current_dir(dir)
        .args(["--allow-unregistered-dialect", "case.mlir"])
        .output()
        .unwrap();
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn type_formats_match_mlir_opt() {
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            std::env::var("ODS_REQUIRE_REFERENCE").is_err(),
            "{MLIR_OPT} is required"
        );
        report::skip(format_args!(
            "SKIPPED type_formats_match_mlir_opt: no {MLIR_OPT}"
        ));
        return;
    }
    let dir = std::env::temp_dir().join(format!("ods-def-formats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut same = 0;
    let mut failures = Vec::new();
    for (ty, valid) in VALID
        .iter()
        .map(|t| (t, true))
        .chain(INVALID.iter().map(|t| (t, false)))
    {
        let src = source(ty);
        let theirs = reference(&dir, &src);
        let mine = ours(&src);
        if theirs.is_ok() != valid {
            failures.push(format!(
                "{ty}: mlir-opt {} it, the case says it should {}",
                if theirs.is_ok() { "accepts" } else { "rejects" },
                if valid { "pass" } else { "fail" }
            ));
        } else if mine == theirs {
            same += 1;
        } else {
            failures.push(format!(
                "{ty}:\n  mlir-opt: {theirs:?}\n  ours:     {mine:?}"
            ));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    let total = VALID.len() + INVALID.len();
    report::headline(format_args!(
        "type and attribute formats vs mlir-opt: {same}/{total} identical ({} accepted, {} rejected with the \
         same diagnostics)",
        VALID.len(),
        INVALID.len()
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every valid case prints to text that parses back to the same type.
#[test]
fn type_formats_round_trip() {
    for ty in VALID {
        let printed = ours(&source(ty)).unwrap_or_else(|e| panic!("{ty}: {e}"));
        let again = ours(&printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
        assert_eq!(again, printed, "{ty}");
    }
}
