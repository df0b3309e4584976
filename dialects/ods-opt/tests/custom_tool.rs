//! A tool of one's own over the driver: `ods_opt::run_with` (the testable form of
//! `ods_opt::main_with`) with a closure registering the test dialects beside builtin.

use std::cell::Cell;

use ods_runtime::Context;

fn args(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| s.to_string()).collect()
}

fn register(ctx: &mut Context) {
    ods_dialect_test::test::register(ctx);
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
    assert_eq!(calls.get(), 3, "one context per chunk");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(text.matches("// -----\n").count(), 2);
    assert_eq!(text.matches("\"fmt.literals\"").count(), 3);

    let help = ods_opt::run_with(&args(&["--help"]), b"", register);
    assert_eq!(help.code, 0);
    let help = String::from_utf8(help.stdout).expect("utf-8");
    assert!(
        help.contains("Available Dialects: builtin, fmt, test\n"),
        "{help}"
    );
    let shown = ods_opt::run_with(&args(&["--show-dialects"]), b"", register);
    assert_eq!(shown.stdout, b"Available Dialects: builtin,fmt,test\n");
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
