//! Ops with declarative assembly formats (`tests/ods/ok/formats.td` and the odstest dialect):
//! custom-form text parses to the expected IR, prints back byte-identical, and matches the
//! generic form; bad custom-form text gets mlir-opt's located diagnostics.

use ods_runtime::Context;
use ods_runtime::asm::op_parser::{parse_source, unwrap_single_module};
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ods_dialect_test::odstest::register(&mut ctx);
    ods_dialect_test::goldens::formats_td::fmt::register(&mut ctx);
    ctx
}

/// Parses and verifies `src`, then prints it in the custom and in the generic form.
fn print_both(src: &str) -> (String, String) {
    let mut ctx = context();
    let wrapper = parse_source(&mut ctx, src, "in.mlir").unwrap_or_else(|e| {
        panic!(
            "{src}\ndoes not parse: {}",
            e.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    });
    if let Err(e) = ods_runtime::verify::verify(&ctx, wrapper) {
        panic!("{src}\ndoes not verify: {e:?}");
    }
    let module = unwrap_single_module(&mut ctx, wrapper);
    let custom = print_top_level(&mut ctx, module, PrintOptions::default());
    let generic = print_top_level(
        &mut ctx,
        module,
        PrintOptions {
            generic: true,
            debug_info: false,
            ..PrintOptions::default()
        },
    );
    (custom, generic)
}

/// `src` (a whole module as ods-opt prints it) prints back unchanged, and its generic
/// form is `generic`.
fn check(src: &str, generic: &str) {
    let (custom, printed_generic) = print_both(src);
    assert_eq!(custom.trim_end(), src.trim_end(), "custom form");
    assert_eq!(
        printed_generic.trim_end(),
        generic.trim_end(),
        "generic form"
    );
    // The generic form parses back to the same custom form.
    let (again, _) = print_both(generic);
    assert_eq!(
        again.trim_end(),
        src.trim_end(),
        "custom form of the generic form"
    );
}

/// The first error `src` gets.
fn error(src: &str) -> String {
    let mut ctx = context();
    match parse_source(&mut ctx, src, "in.mlir") {
        Ok(_) => panic!("{src}\nparses"),
        Err(e) => e[0].to_string(),
    }
}

/// A module holding `body` (lines indented by two spaces).
fn module(body: &str) -> String {
    let mut out = String::from("module {\n");
    for line in body.lines() {
        out.push_str("  ");
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("}\n");
    out
}

/// The generic form of a module holding `body`.
fn generic(body: &str) -> String {
    module(body)
        .replacen("module {", "\"builtin.module\"() ({", 1)
        .trim_end()
        .trim_end_matches('}')
        .to_string()
        + "}) : () -> ()\n"
}

#[test]
fn binary() {
    let src = "module {\n  %0 = \"u.src\"() : () -> i32\n  %1 = fmt.binary %0, %0 : i32\n  %2 = fmt.binary %1, %0 {x = 1 : i64} : i32\n}\n";
    let generic = "\"builtin.module\"() ({\n  %0 = \"u.src\"() : () -> i32\n  %1 = \"fmt.binary\"(%0, %0) : (i32, i32) -> i32\n  %2 = \"fmt.binary\"(%1, %0) {x = 1 : i64} : (i32, i32) -> i32\n}) : () -> ()\n";
    check(src, generic);
}

#[test]
fn result_types_from_types_match_with() {
    // `$_ctxt.ty($_self).i1_same_shape()`: i1 in the operand's shape.
    check(
        &module(
            "%0 = \"u.src\"() : () -> vector<[4]x2xf32>\n%1 = fmt.test %0 : vector<[4]x2xf32>\n%2 = \"u.src\"() : () -> f32\n%3 = fmt.test %2 : f32",
        ),
        &generic(
            "%0 = \"u.src\"() : () -> vector<[4]x2xf32>\n%1 = \"fmt.test\"(%0) : (vector<[4]x2xf32>) -> vector<[4]x2xi1>\n%2 = \"u.src\"() : () -> f32\n%3 = \"fmt.test\"(%2) : (f32) -> i1",
        ),
    );
    // A `RangedTypesMatchWith`: as many results as operands, of their types.
    check(
        &module("%0:2 = \"u.src\"() : () -> (i32, f32)\n%1:2 = fmt.forward %0#0, %0#1 : i32, f32"),
        &generic(
            "%0:2 = \"u.src\"() : () -> (i32, f32)\n%1:2 = \"fmt.forward\"(%0#0, %0#1) : (i32, f32) -> (i32, f32)",
        ),
    );
}

/// A `TypesMatchWith` whose comparator is not `==` gives the type all the same (as
/// mlir-tblgen's parser), and the verifier then rejects the op; an
/// `OptionalTypesMatchWith` types each value of an optional operand.
#[test]
fn types_match_with_other_comparators_and_optional_values() {
    let mut ctx = context();
    let wrapper = parse_source(
        &mut ctx,
        "%0 = \"u.src\"() : () -> i32\n%1 = fmt.differ %0 : i32",
        "in.mlir",
    )
    .unwrap_or_else(|e| panic!("{}", e[0]));
    let err = ods_runtime::verify::verify(&ctx, wrapper).unwrap_err();
    assert!(
        format!("{err:?}").contains("failed to verify that result type differs from the input's"),
        "{err:?}"
    );
    check(
        &module(
            "%0 = \"u.src\"() : () -> i32\nfmt.optional_like %0 : i32\nfmt.optional_like %0, %0 : i32",
        ),
        &generic(
            "%0 = \"u.src\"() : () -> i32\n\"fmt.optional_like\"(%0) : (i32) -> ()\n\"fmt.optional_like\"(%0, %0) : (i32, i32) -> ()",
        ),
    );
}

#[test]
fn literals_and_spacing() {
    check(
        &module("fmt.literals to(5) -> [\"a\" : i64]<\"l\"> {}\n x attributes {z}"),
        &generic(
            "\"fmt.literals\"() <{any = \"a\" : i64, count = 5 : i32, label = \"l\"}> {z} : () -> ()",
        ),
    );
}

#[test]
fn optional_groups_units_and_defaults() {
    check(
        &module("%0 = \"u.src\"() : () -> i32\nfmt.groups maybe %0 flag limit 4 %0, %0 : i32, i32"),
        &generic(
            "%0 = \"u.src\"() : () -> i32\n\"fmt.groups\"(%0, %0, %0) <{dflt = 7 : i64, flag, limit = 4 : i64, operandSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32) -> ()",
        ),
    );
    check(
        &module("fmt.groups nolimit {dflt = 8 : i64}"),
        &generic(
            "\"fmt.groups\"() <{dflt = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()",
        ),
    );
}

#[test]
fn functional_type_and_symbols() {
    check(
        &module(
            "%0 = \"u.src\"() : () -> i32\n%1:2 = fmt.call @foo(%0, %0) : (i32, i32) -> (i32, i64)",
        ),
        &generic(
            "%0 = \"u.src\"() : () -> i32\n%1:2 = \"fmt.call\"(%0, %0) <{callee = \"foo\"}> : (i32, i32) -> (i32, i64)",
        ),
    );
    check(
        &module("fmt.call @foo() : () -> ()"),
        &generic("\"fmt.call\"() <{callee = \"foo\"}> : () -> ()"),
    );
}

#[test]
fn operands_directive_and_inferred_types() {
    check(
        &module(
            "%0 = \"u.src\"() : () -> i32\n%1 = \"u.idx\"() : () -> index\n%2 = fmt.compare %0, %0, %1 : i32",
        ),
        &generic(
            "%0 = \"u.src\"() : () -> i32\n%1 = \"u.idx\"() : () -> index\n%2 = \"fmt.compare\"(%0, %0, %1) : (i32, i32, index) -> i1",
        ),
    );
    check(
        &module("%0 = \"u.src\"() : () -> i1\n%1 = fmt.select %0, %0, %0 : i1"),
        &generic(
            "%0 = \"u.src\"() : () -> i1\n%1 = \"fmt.select\"(%0, %0, %0) : (i1, i1, i1) -> i1",
        ),
    );
    check(
        &module("%0 = \"u.src\"() : () -> i1\n%1:2 = fmt.types %0, %0 : i1, i1 -> i32, i64"),
        &generic(
            "%0 = \"u.src\"() : () -> i1\n%1:2 = \"fmt.types\"(%0, %0) : (i1, i1) -> (i32, i64)",
        ),
    );
}

#[test]
fn enum_keywords() {
    check(
        &module("%0 = \"u.src\"() : () -> i32\n%1 = odstest.cmpi_like greater_equal, %0, %0 : i32"),
        &generic(
            "%0 = \"u.src\"() : () -> i32\n%1 = \"odstest.cmpi_like\"(%0, %0) <{predicate = 5 : i32}> : (i32, i32) -> i1",
        ),
    );
    let (custom, _) =
        print_both("%0 = \"u.src\"() : () -> i32\n%1 = odstest.cmpi_like \"ne\", %0, %0 : i32");
    assert!(
        custom.contains("odstest.cmpi_like ne, %0, %0 : i32"),
        "{custom}"
    );
}

/// Bit and string enum attributes: a bare keyword when the value is one case that is a
/// keyword (for a bit enum, a single-bit one), else a quoted string, which parses back too.
/// mlir-opt has no op with such an attribute in its format (upstream's are dialect
/// `EnumAttr`s); the expectations follow the printer and parser mlir-tblgen generates for
/// one (`enum_keywords` declared the same way).
#[test]
fn bit_and_string_enum_keywords() {
    let cases = [
        (
            "load, nearest",
            "odstest.enum_keywords load, nearest",
            "access = 1 : i32, rounding = \"nearest\"",
        ),
        (
            "\"load|store\", \"toward-zero\"",
            "odstest.enum_keywords \"load|store|both\", \"toward-zero\"",
            "access = 3 : i32, rounding = \"toward-zero\"",
        ),
        (
            "\"none\", nearest extra store",
            "odstest.enum_keywords \"none\", nearest extra store",
            "access = 0 : i32, extra = 2 : i32, rounding = \"nearest\"",
        ),
        (
            "\"sync-all\", nearest extra \"store | load\"",
            "odstest.enum_keywords \"sync-all\", nearest extra \"load|store|both\"",
            "access = 4 : i32, extra = 3 : i32, rounding = \"nearest\"",
        ),
        (
            "\"both\", nearest",
            "odstest.enum_keywords \"load|store|both\", nearest",
            "access = 3 : i32, rounding = \"nearest\"",
        ),
    ];
    for (input, custom, props) in cases {
        enum_case("odstest.enum_keywords", input, custom, props);
    }
    // An enum property of a bit enum attribute's enum (`printBitEnumQuoted`, upstream's
    // default for them): several bits quoted, one keyword or string read back.
    let cases = [
        (
            "load",
            "odstest.enum_keywords_prop load",
            "access = 1 : i32",
        ),
        (
            "none",
            "odstest.enum_keywords_prop none",
            "access = 0 : i32",
        ),
        (
            "\"store|load\"",
            "odstest.enum_keywords_prop \"load|store|both\"",
            "access = 3 : i32",
        ),
        (
            "\"both\"",
            "odstest.enum_keywords_prop \"load|store|both\"",
            "access = 3 : i32",
        ),
        (
            "\"store\"",
            "odstest.enum_keywords_prop store",
            "access = 2 : i32",
        ),
    ];
    for (input, custom, props) in cases {
        enum_case("odstest.enum_keywords_prop", input, custom, props);
    }
}

/// `op input` prints as `custom`, and in the generic form with properties `props`; both
/// forms read back.
fn enum_case(op: &str, input: &str, custom: &str, props: &str) {
    let generic_form = generic(&format!("\"{op}\"() <{{{props}}}> : () -> ()"));
    let (printed, printed_generic) = print_both(&format!("{op} {input}"));
    assert_eq!(printed.trim_end(), module(custom).trim_end(), "{input}");
    assert_eq!(
        printed_generic.trim_end(),
        generic_form.trim_end(),
        "{input}"
    );
    check(&module(custom), &generic_form);
}

/// String arguments of a `custom` directive are Rust expressions evaluated by the
/// generated code (`"1000i64"`, `"Type::int($_ctxt, 64)"`) and passed to both hooks.
#[test]
fn custom_directive_string_arguments() {
    for (custom, value) in [
        ("7", "7000"),
        ("5 rem 3", "5003"),
        ("0 rem -5", "-5"),
        ("-9223372036854775 rem -808", "-9223372036854775808"),
    ] {
        check(
            &module(&format!(
                "odstest.format_custom_directive_expressions {custom}"
            )),
            &generic(&format!(
                "\"odstest.format_custom_directive_expressions\"() <{{attr = {value} : i64}}> : () -> ()"
            )),
        );
    }
}

#[test]
fn regions_and_successors() {
    check(
        &module("fmt.region {\n} others {\n  \"u.x\"() : () -> ()\n}, {\n}"),
        &generic("\"fmt.region\"() ({\n}, {\n  \"u.x\"() : () -> ()\n}, {\n}) : () -> ()"),
    );
    check(
        &module("fmt.region {\n}"),
        &generic("\"fmt.region\"() ({\n}) : () -> ()"),
    );
    check(
        &module(
            "\"u.r\"() ({\n^bb0(%arg0: i32):\n  fmt.branch ^bb1 [^bb1, ^bb2]\n^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2\n  fmt.branch ^bb2(%arg0 : i32) []\n^bb2:  // 2 preds: ^bb0, ^bb1\n  fmt.branch ^bb1 []\n}) : () -> ()",
        ),
        &generic(
            "\"u.r\"() ({\n^bb0(%arg0: i32):\n  \"fmt.branch\"()[^bb1, ^bb1, ^bb2] : () -> ()\n^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2\n  \"fmt.branch\"(%arg0)[^bb2] : (i32) -> ()\n^bb2:  // 2 preds: ^bb0, ^bb1\n  \"fmt.branch\"()[^bb1] : () -> ()\n}) : () -> ()",
        ),
    );
}

#[test]
fn errors_are_located_as_mlir_opt_locates_them() {
    let bad = [
        (
            "%0 = \"u.src\"() : () -> i32\n%1 = fmt.binary %0 %0 : i32",
            // mlir-opt on `arith.addi %0 %0 : i32` (same columns): at the end of `%0`.
            "in.mlir:2:19: error: expected ','",
        ),
        (
            "%0 = \"u.src\"() : () -> i32\n%1 = fmt.binary %0, %0 i32",
            "in.mlir:2:23: error: expected ':'",
        ),
        (
            "%0 = \"u.src\"() : () -> i1\n%1:2 = fmt.types %0, %0 : i1 -> i32, i64",
            "in.mlir:2:18: error: custom op 'fmt.types' number of operands and types do not match: got 2 operands and 1 types",
        ),
        (
            "fmt.call @foo() : i32",
            "in.mlir:1:19: error: custom op 'fmt.call' invalid kind of type specified",
        ),
        (
            // A keyword literal is the op's error at the token found (as mlir-opt reports
            // `test.oilist_allowed_literal` without its `buzz`).
            "fmt.literals to(5) -> [1]<\"l\"> {} y",
            "in.mlir:1:35: error: custom op 'fmt.literals' expected 'x'",
        ),
        (
            "%0 = \"u.src\"() : () -> i32\n%1 = odstest.cmpi_like foo, %0, %0 : i32",
            "in.mlir:2:24: error: custom op 'odstest.cmpi_like' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, greater_equal]",
        ),
        (
            "%0 = \"u.src\"() : () -> i32\n%1 = odstest.cmpi_like \"sge\", %0, %0 : i32",
            "in.mlir:2:24: error: custom op 'odstest.cmpi_like' invalid predicate attribute specification: \"sge\"",
        ),
    ];
    for (src, expected) in bad {
        let e = error(src);
        assert!(e.starts_with(expected), "{src}\n{e}\nexpected {expected}");
    }
}

#[test]
fn custom_directives_and_refs() {
    // Every kind of argument: operands of each arity and their types, a
    // `VariadicOfVariadic` group (its sizes stored in `groups`), attributes, successors, a
    // region, `ref`s in a second directive inside an optional group.
    let body = "\"u.r\"() ({\n^bb0(%arg0: i32, %arg1: i64):\n  fmt.custom %arg0 : i32 maybe %arg1 : i64 many(%arg0, %arg1 : i32, i64) grouped[(%arg1 : i64), (), (%arg0, %arg0 : i32, i32)], level 3 note \"n\" to ^bb1 [^bb1, ^bb2] {\n    \"u.x\"() : () -> ()\n  } again same {x}\n^bb1:  // 2 preds: ^bb0, ^bb0\n  fmt.custom %arg0 : i32 many() grouped[], level -1 to ^bb2 [] {\n  }\n^bb2:  // 2 preds: ^bb0, ^bb1\n  \"u.end\"() : () -> ()\n}) : () -> ()";
    let gen_body = "\"u.r\"() ({\n^bb0(%arg0: i32, %arg1: i64):\n  \"fmt.custom\"(%arg0, %arg1, %arg0, %arg1, %arg1, %arg0, %arg0)[^bb1, ^bb1, ^bb2] <{again, groups = array<i32: 1, 0, 2>, level = 3 : i64, note = \"n\", operandSegmentSizes = array<i32: 1, 1, 2, 3>}> ({\n    \"u.x\"() : () -> ()\n  }) {x} : (i32, i64, i32, i64, i64, i32, i32) -> ()\n^bb1:  // 2 preds: ^bb0, ^bb0\n  \"fmt.custom\"(%arg0)[^bb2] <{groups = array<i32>, level = -1 : i64, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> ({\n  }) : (i32) -> ()\n^bb2:  // 2 preds: ^bb0, ^bb1\n  \"u.end\"() : () -> ()\n}) : () -> ()";
    check(&module(body), &generic(gen_body));
}

/// The element values of a `ShapedTypeMatchesElementCountAndTypes` op take the element
/// type of the shaped result, as mlir-opt reads upstream's `vector.from_elements` (the
/// same format): the generic form of each is mlir-opt's, with the op renamed.
#[test]
fn element_types_from_the_shaped_type() {
    const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            std::env::var("ODS_REQUIRE_REFERENCE").is_err(),
            "{MLIR_OPT} is required"
        );
        eprintln!("SKIPPED element_types_from_the_shaped_type: no {MLIR_OPT}");
        return;
    }
    let body = "%0:3 = \"u.src\"() : () -> (f32, f32, f32)\n\
                %1 = vector.from_elements %0#0, %0#1, %0#2 : vector<3xf32>\n\
                %2 = vector.from_elements %0#2 : vector<f32>\n\
                %3 = vector.from_elements %0#0, %0#1 : vector<1x2xf32>";
    let out = std::process::Command::new(MLIR_OPT)
        .args([
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "-",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(module(body).as_bytes())?;
            child.wait_with_output()
        })
        .expect("mlir-opt runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reference = String::from_utf8(out.stdout)
        .expect("utf-8")
        .replace("vector.from_elements", "fmt.from_elements");
    let src = module(body).replace("vector.from_elements", "fmt.from_elements");
    let (custom, generic) = print_both(&src);
    assert_eq!(generic.trim_end(), reference.trim_end(), "generic form");
    assert_eq!(custom.trim_end(), src.trim_end(), "custom form");
}
