//! The toy dialect from Rust: a Toy program through the front end (parse, AST dump, IR
//! generation), verified, run through each of the tutorial's chapter 4 passes by hand, and
//! printed; a bad program gets a located error. The tutorial's printed results are checked
//! in `tests/tests/dialect_toy.rs`.

use ods_dialect_toy::driver::{Emit, Options, compile};
use ods_dialect_toy::{ast, mlirgen, parser, passes, toy};
use ods_runtime::Context;
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

    let stats = passes::inline(&mut ctx, top);
    assert_eq!((stats.inlined, stats.erased_symbols), (1, 1));
    let inlined = print(&mut ctx, top);
    assert!(
        inlined.contains("toy.cast %1 : tensor<2x2xf64> to tensor<*xf64>"),
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
    let text = ods_runtime::verify::render_error_with(&mut ctx, &err, "in.mlir", src, false);
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
