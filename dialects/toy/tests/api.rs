//! The toy dialect from Rust: a Toy program through the front end (parse, AST dump, IR
//! generation), verified, run through each of the tutorial's chapter 4 passes by hand, and
//! printed; a bad program gets a located error; chapter 7's structs fold away. The
//! tutorial's printed results are checked in `tests/tests/dialect_toy.rs`.

use ods_dialect_toy::driver::{Emit, Options, compile};
use ods_dialect_toy::{ast, mlirgen, parser, passes, toy};
use ods_runtime::Context;
use ods_runtime::Type;
use ods_runtime::asm::op_printer::{PrintOptions, print_top_level};
use ods_runtime::verify::verify;

const PROGRAM: &str = "def twice(x) {\n  return x + x;\n}\n\ndef main() {\n  var a<2, 2> = [1, 2, 3, 4];\n  print(transpose(twice(a)));\n}\n";

/// `src` parsed as toy IR in `ctx`: its module.
fn parse(ctx: &mut Context, src: &str) -> ods_runtime::ir::OpId {
    toy::register(ctx);
    let wrapper = ods_runtime::asm::op_parser::parse_source(ctx, src, "in.mlir").expect("parses");
    ods_runtime::asm::op_parser::unwrap_single_module(ctx, wrapper)
}

fn print(ctx: &mut Context, op: ods_runtime::ir::OpId) -> String {
    print_top_level(ctx, op, PrintOptions::default())
}

#[test]
fn a_program_goes_through_every_pass() {
    let module = parser::parse_module(PROGRAM).expect("parses");
    let dump = ast::dump(&module, "twice.toy");
    assert!(dump.contains("BinOp: + @twice.toy:2:14"), "{dump}");
    let mut ctx = Context::new();
    let top = mlirgen::mlir_gen(&mut ctx, &module, "twice.toy").expect("generates");
    verify(&ctx, top).expect("verifies");
    let ir = print(&mut ctx, top);
    assert!(ir.contains("toy.func private @twice"), "{ir}");
    assert!(ir.contains("toy.generic_call @twice"), "{ir}");

    passes::inline(&mut ctx, top).expect("inlines");
    let inlined = print(&mut ctx, top);
    assert!(!inlined.contains("generic_call"), "{inlined}");
    assert!(!inlined.contains("@twice"), "{inlined}");
    assert!(
        inlined.contains("toy.cast %0 : tensor<2x2xf64> to tensor<*xf64>"),
        "{inlined}"
    );
    passes::canonicalize(&mut ctx, top);
    passes::infer_shapes(&mut ctx, top).expect("every shape inferred");
    passes::canonicalize(&mut ctx, top);
    verify(&ctx, top).expect("verifies after the passes");
    let done = print(&mut ctx, top);
    assert!(done.contains("toy.add %0, %0 : tensor<2x2xf64>"), "{done}");
    assert!(
        done.contains("toy.transpose(%1 : tensor<2x2xf64>) to tensor<2x2xf64>"),
        "{done}"
    );
    assert!(!done.contains("toy.cast"), "{done}");
}

#[test]
fn the_driver_reports_located_errors() {
    let opts = Options {
        input: "bad.toy".to_string(),
        emit: Emit::Mlir,
        ..Options::default()
    };
    let err = compile("def main() {\n  var a = b;\n}\n", &opts).expect_err("unknown variable");
    assert_eq!(
        err[0].to_string().lines().next(),
        Some("bad.toy:2:11: error: unknown variable 'b'")
    );
    let err = compile("def main() {\n  var a = [1, [2]];\n}\n", &opts).expect_err("bad literal");
    assert_eq!(
        err[0].to_string().lines().next(),
        Some(
            "bad.toy:2:11: error: expected uniformly well-nested dimensions inside literal \
             expression"
        )
    );
    let err = compile("def main() {\n  print(1, 2);\n}\n", &opts).expect_err("bad print");
    assert_eq!(
        err[0].to_string().lines().next(),
        Some("bad.toy:2:3: error: expected 1 argument to print")
    );
}

#[test]
fn shape_inference_fails_on_an_op_without_the_interface() {
    let src = "toy.func @main(%arg0: tensor<*xf64>) {\n  %0 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<2xf64>\n  %1 = toy.generic_call @main(%0) : (tensor<2xf64>) -> tensor<*xf64>\n  toy.return\n}\n";
    let mut ctx = Context::new();
    let top = parse(&mut ctx, src);
    let err = passes::infer_shapes(&mut ctx, top).expect_err("generic_call has no inference");
    let text = ods_runtime::verify::render_error_with(
        &mut ctx,
        &err,
        "in.mlir",
        src,
        &PrintOptions::default(),
    );
    assert!(
        text.to_string()
            .contains("unable to infer shape of operation without shape inference interface"),
        "{text}"
    );
}

#[test]
fn equal_constants_fold_into_one() {
    let src = "toy.func @main() {\n  %0 = toy.constant dense<1.0> : tensor<2xf64>\n  %1 = toy.constant dense<1.0> : tensor<2xf64>\n  %2 = toy.add %0, %1 : tensor<2xf64>\n  toy.print %2 : tensor<2xf64>\n  toy.return\n}\n";
    let mut ctx = Context::new();
    let top = parse(&mut ctx, src);
    passes::canonicalize(&mut ctx, top);
    let out = print(&mut ctx, top);
    assert_eq!(out.matches("toy.constant").count(), 1, "{out}");
    assert!(out.contains("toy.add %0, %0 : tensor<2xf64>"), "{out}");
}

/// The first line of `toyc -emit=mlir`'s diagnostics for `src`.
fn first_error(src: &str) -> String {
    let opts = Options {
        input: "bad.toy".to_string(),
        emit: Emit::Mlir,
        ..Options::default()
    };
    let err = compile(src, &opts).expect_err("an error");
    err[0]
        .to_string()
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn struct_programs_report_located_errors() {
    let s = "struct S {\n  var a;\n}\n";
    assert_eq!(
        first_error(&format!("{s}def main() {{\n  T v = {{1}};\n}}\n")),
        "bad.toy:5:3: error: unknown struct type 'T'"
    );
    assert_eq!(
        first_error(&format!(
            "{s}def main() {{\n  S v = {{1}};\n  print(v.b);\n}}\n"
        )),
        "bad.toy:6:11: error: invalid access into struct expression"
    );
    assert_eq!(
        first_error(&format!("{s}def main() {{\n  S v = {{1, 2}};\n}}\n")),
        "bad.toy:5:3: error: struct type of initializer is different than the variable \
         declaration. Got !toy.struct<tensor<*xf64>, tensor<*xf64>>, but expected \
         !toy.struct<tensor<*xf64>>"
    );
    assert_eq!(
        first_error("struct S {\n  var a<2>;\n}\n"),
        "bad.toy:2:3: error: variables within a struct definition must not have shapes"
    );
    assert_eq!(
        first_error(&format!("{s}{s}")),
        "bad.toy:4:1: error: struct type with name 'S' already exists"
    );
    assert_eq!(
        first_error("struct S {\n}\n"),
        "bad.toy:2:1: error: expected 'var' or a struct name in struct definition but has '}'"
    );
    assert_eq!(
        first_error("def main() {\n  var v = {};\n}\n"),
        "bad.toy:2:12: error: expected {, [, or number in struct literal expression but has '}'"
    );
    assert_eq!(
        first_error("var a = 1;\n"),
        "bad.toy:1:1: error: expected 'def' or 'struct' to begin a definition but has 'var'"
    );
}

#[test]
fn nested_struct_accesses_fold_into_constants() {
    // `o.inner` is a struct: its access folds into a `toy.struct_constant`, and the access
    // of its member into a `toy.constant`.
    let src = "struct In {\n  var x;\n}\nstruct Out {\n  In inner;\n  var y;\n}\n\
               def get(Out o) {\n  return o.inner;\n}\n\
               def main() {\n  Out o = {{[1, 2]}, 3};\n  In i = get(o);\n  print(i.x);\n  print(o.y);\n}\n";
    let module = parser::parse_module(src).expect("parses");
    let mut ctx = Context::new();
    let top = mlirgen::mlir_gen(&mut ctx, &module, "nested.toy").expect("generates");
    verify(&ctx, top).expect("verifies");
    let ir = print(&mut ctx, top);
    assert!(
        ir.contains("toy.func private @get(%arg0: !toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>>) -> !toy.struct<tensor<*xf64>>"),
        "{ir}"
    );
    assert!(
        ir.contains("toy.generic_call @get(%0) : (!toy.struct<!toy.struct<tensor<*xf64>>, tensor<*xf64>>) -> !toy.struct<tensor<*xf64>>"),
        "{ir}"
    );
    passes::optimize(&mut ctx, top).expect("optimizes");
    verify(&ctx, top).expect("verifies after the passes");
    let done = print(&mut ctx, top);
    let expected = "module {\n  toy.func @main() {\n    \
        %0 = toy.constant dense<3.000000e+00> : tensor<f64>\n    \
        %1 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>\n    \
        toy.print %1 : tensor<2xf64>\n    \
        toy.print %0 : tensor<f64>\n    \
        toy.return\n  }\n}\n";
    assert_eq!(done.trim_end(), expected.trim_end());
}

#[test]
fn struct_types_round_trip_and_refuse_no_elements() {
    let src = "toy.func @f(%arg0: !toy.struct<tensor<*xf64>, !toy.struct<tensor<2xf64>>>) {\n  %0 = toy.struct_access %arg0[1] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<2xf64>>> -> !toy.struct<tensor<2xf64>>\n  toy.return\n}\n";
    let mut ctx = Context::new();
    let top = parse(&mut ctx, src);
    verify(&ctx, top).expect("verifies");
    let out = print(&mut ctx, top);
    assert!(
        out.contains(src.lines().nth(1).unwrap_or_default()),
        "{out}"
    );
    assert!(toy::StructType::get_checked(&ctx, Vec::new()).is_err());
    let f64 = Type::f64(&ctx);
    let tensor = Type::unranked_tensor(&ctx, f64);
    let st = toy::StructType::get_checked(&ctx, vec![tensor]).expect("one element");
    assert_eq!(st.element_types(&ctx), &vec![tensor]);
}
