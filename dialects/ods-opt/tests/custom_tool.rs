//! A tool of one's own over the driver: `ods_opt::run_with` (the testable form of
//! `ods_opt::main_with`) with a closure registering the test dialects beside builtin.

use ods_runtime::Attribute;
use ods_runtime::Location;
use ods_runtime::Type;
use std::cell::Cell;

use ods_runtime::Context;
use ods_runtime::ir::OpId;
use ods_runtime::pass::{OptionKind, PassInfo, PassOption, PassResult};

fn args(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| s.to_string()).collect()
}

fn register(ctx: &mut Context) {
    ods_dialect_test::odstest::register(ctx);
    ods_dialect_test::goldens::formats_td::fmt::register(ctx);
}

const GENERIC: &str =
    "\"fmt.literals\"() <{any = \"a\" : i64, count = 5 : i32, label = \"l\"}> {z} : () -> ()\n";

#[test]
fn registered_dialects_parse_and_print_in_custom_form() {
    let out = ods_opt::run_with(&args(&["-"]), GENERIC.as_bytes(), register);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        String::from_utf8(out.stdout).expect("utf-8"),
        "module {\n  fmt.literals to(5) -> [\"a\" : i64]<\"l\"> {}\n   x attributes {z}\n}\n\n"
    );
    // Without the registration the dialect is unknown.
    let plain = ods_opt::run(&args(&["-"]), GENERIC.as_bytes());
    assert_eq!(plain.code, 1);
    assert!(
        plain
            .stderr
            .contains("operation being parsed with an unregistered dialect"),
        "{}",
        plain.stderr
    );
}

#[test]
fn the_closure_registers_in_every_chunk_and_help_lists_its_dialects() {
    let calls = Cell::new(0);
    let counting = |ctx: &mut Context| {
        calls.set(calls.get() + 1);
        register(ctx);
    };
    let input = format!("{GENERIC}// -----\n{GENERIC}// -----\n{GENERIC}");
    let out = ods_opt::run_with(
        &args(&["--split-input-file", "--mlir-print-op-generic"]),
        input.as_bytes(),
        counting,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    // One context per chunk, and one that lists the passes the closure registers.
    assert_eq!(
        calls.get(),
        4,
        "one context per chunk and one for the passes"
    );
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(text.matches("// -----\n").count(), 2);
    assert_eq!(text.matches("\"fmt.literals\"").count(), 3);

    let help = ods_opt::run_with(&args(&["--help"]), b"", register);
    assert_eq!(help.code, 0);
    let help = String::from_utf8(help.stdout).expect("utf-8");
    assert!(
        help.contains("Available Dialects: builtin, fmt, odstest\n"),
        "{help}"
    );
    let shown = ods_opt::run_with(&args(&["--show-dialects"]), b"", register);
    assert_eq!(shown.stdout, b"Available Dialects: builtin,fmt,odstest\n");
}

#[test]
fn a_tool_named_otherwise_names_itself_in_messages() {
    let out = ods_opt::run_as("/usr/bin/my-opt", &args(&["--bogus"]), b"", &register);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.starts_with(
            "my-opt: Unknown command line argument '--bogus'.  Try: '/usr/bin/my-opt --help'\n"
        ),
        "{}",
        out.stderr
    );
}

/// A pass of the tool's own: tags the operation it runs on with the
/// `tag` option's value, as a discardable attribute.
fn register_with_pass(ctx: &mut Context) {
    register(ctx);
    ctx.register_pass(
        PassInfo::new("my-tag", "Tags the operation it runs on", |options| {
            let tag = options.text("tag").to_string();
            let times = options.unsigned("times");
            Box::new(move |ctx: &mut Context, op: OpId| -> PassResult {
                let value = Attribute::string(ctx, &tag.repeat(times as usize));
                op.set_discardable_attr(ctx, "my.tag", Some(value));
                Ok(())
            })
        })
        .with_option(PassOption::new("tag", OptionKind::String, "x", "The tag"))
        .with_option(PassOption::new("times", OptionKind::Uint, "1", "Repeats")),
    );
}

#[test]
fn a_pass_the_tool_registers_runs_as_a_flag_and_in_pipelines_and_is_listed() {
    let run = |a: &[&str]| {
        let out = ods_opt::run_with(&args(a), b"", register_with_pass);
        (
            out.code,
            String::from_utf8(out.stdout).expect("utf-8"),
            out.stderr,
        )
    };
    let (code, out, err) = run(&["--my-tag=tag=ab times=2", "-"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "module attributes {my.tag = \"abab\"} {\n}\n\n");
    let (code, out, err) = run(&["-p", "builtin.module(my-tag{tag=q})", "-"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "module attributes {my.tag = \"q\"} {\n}\n\n");
    let (code, _, err) = run(&["--my-tag=times=x", "-"]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "ods-opt: for the --times option: 'x' value invalid for uint argument!\n\
         <unknown>:0: error: \n"
    );
    let (_, help, _) = run(&["--help"]);
    assert!(help.contains("--my-tag "), "{help}");
    assert!(help.contains("--times=<uint>"), "{help}");
    // Without the registration the flag is unknown.
    let plain = ods_opt::run_with(&args(&["--my-tag", "-"]), b"", register);
    assert_eq!(plain.code, 1);
}

/// A pass that puts an `arith.constant` at the end of the module, declaring `arith` as a
/// dependent dialect when `declare` says so.
fn register_with_constant_pass(ctx: &mut Context, declare: bool) {
    register(ctx);
    let mut info = PassInfo::new("my-const", "Adds a constant", |_| {
        Box::new(|ctx: &mut Context, module: OpId| -> PassResult {
            let i32 = Type::integer(ctx, 32, ods_runtime::types::Signedness::Signless);
            let value = Attribute::integer(ctx, i32, 7);
            let loc = Location::unknown(ctx);
            let constant = ods_dialect_arith::arith::ConstantOp::build(ctx, loc, i32, value);
            let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
            body.append_op(ctx, constant.op());
            Ok(())
        })
    })
    .anchored_on("builtin.module");
    if declare {
        info = info.with_dependent_dialect("arith", ods_dialect_arith::arith::register);
    }
    ctx.register_pass(info);
}

#[test]
fn a_pass_registers_the_dialects_it_depends_on_before_the_pipeline_runs() {
    let out = ods_opt::run_with(&args(&["--my-const", "-"]), b"", |ctx: &mut Context| {
        register_with_constant_pass(ctx, true)
    });
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        String::from_utf8(out.stdout).expect("utf-8"),
        "module {\n  %c7_i32 = arith.constant 7 : i32\n}\n\n"
    );
    // Undeclared, the tool never registers `arith`: the op the pass made is unregistered.
    let out = ods_opt::run_with(&args(&["--my-const", "-"]), b"", |ctx: &mut Context| {
        register_with_constant_pass(ctx, false)
    });
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        !text.contains("%c7_i32 = arith.constant"),
        "{text}{}",
        out.stderr
    );
}
