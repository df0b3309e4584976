//! Deep nesting: every form `mlir-tblgen` accepts at a depth, we accept at that depth too,
//! with the same `--print-records` bytes.
//!
//! `mlir-tblgen` has no nesting limit of its own; it recurses until its 8 MiB stack runs out
//! and crashes. The depths below are just under where it crashed when measured (nested
//! `!add(` 8,171 levels, `[` 7,116, `(op ` 6,765, `!strconcat(` 8,147, anonymous `C<...>`
//! 6,007, recursive instantiation 6,147, `let ... in {` 9,647, `if ... then {` 14,921,
//! `foreach` 16,328, `list<` 65,194), plus 45 for each. Past our own stack budget (far deeper)
//! an input gets a located error; `ods-tablegen`'s evaluator tests check that.
//!
//! Values a loop builds (`!foldl`) are as deep or as long as the loop runs, whatever the
//! source's nesting. `mlir-tblgen` resolves each step's accumulator again, so its time grows
//! with the square of the depth, and it crashes on a dag some 43,600 levels deep (43,574 ran,
//! 43,750 crashed; with a template argument inside, 43,593 ran and 43,827 crashed). Those
//! shapes are compared below at 30,000; three million levels around a template argument get
//! a located error.

use std::io::Write;
use std::process::{Command, Stdio};

use ods_tests::reference_tool_or_skip;

/// A file nesting `form` `n` levels deep.
fn nested(form: &str, n: usize) -> String {
    let r = |s: &str| s.repeat(n);
    match form {
        "add" => format!("def A {{ int x = {}1{}; }}\n", r("!add("), r(", 1)")),
        "list" => format!(
            "defvar l = {}1{};\ndef A {{ int x = 1; }}\n",
            r("["),
            r("]")
        ),
        "typed-list" => format!(
            "def A {{ {}int{} l = {}1{}; }}\n",
            r("list<"),
            r(">"),
            r("["),
            r("]")
        ),
        "list-type" => format!("def A {{ {}int{} l = ?; }}\n", r("list<"), r(">")),
        "dag" => format!("def op;\ndef A {{ dag d = {}1{}; }}\n", r("(op "), r(")")),
        "strconcat" => format!(
            "def A {{ string s = {}\"a\"{}; }}\n",
            r("!strconcat("),
            r(", \"b\")")
        ),
        "anonymous" => format!(
            "class C<int v> {{ int x = v; }}\ndef A {{ int y = {}0{}; }}\n",
            r("C<"),
            r(">.x")
        ),
        "instantiation" => format!(
            "class C<int n> {{ int x = !if(!lt(n, {n}), C<!add(n, 1)>.x, n); }}\ndef A : C<0>;\n"
        ),
        "let" => format!(
            "class C {{ int x = 0; }}\n{}def A : C;\n{}",
            r("let x = 1 in {\n"),
            r("}\n")
        ),
        "if" => format!("{}def A;\n{}", r("if 1 then {\n"), r("}\n")),
        "foreach" => {
            let open: String = (0..n)
                .map(|k| format!("foreach i{k} = [0] in {{\n"))
                .collect();
            format!("{open}def A;\n{}", r("}\n"))
        }
        _ => unreachable!("unknown form {form}"),
    }
}

/// A file whose value a `!foldl` over `!range(n)` builds: `n` deep, or `n` long.
fn looped(form: &str, n: usize) -> String {
    match form {
        "dag" => {
            format!("def op;\ndef A {{ dag d = !foldl((op), !range({n}), acc, x, (op acc)); }}\n")
        }
        "dag-with-args" => format!(
            "def op;\ndef A {{ dag d = !foldl((op 1), !range({n}), acc, x, (op acc, x:$a)); }}\n"
        ),
        "class-dag" => format!(
            "def op;\nclass C<int t> {{ dag d = !foldl((op t), !range({n}), acc, x, (op acc)); }}\ndef A : C<1>;\n"
        ),
        "class-dag-six-args" => format!(
            "def op;\nclass C<int a, int b, int c, int d, int e, int f> {{ dag r = !foldl((op a, b, c, d, e, f), !range({n}), acc, x, (op acc, x)); }}\ndef A : C<1, 2, 3, 4, 5, 6>;\n"
        ),
        "class-and" => format!(
            "class C<int t> {{ int v = !foldl(t, !range({n}), acc, x, !and(acc, 1)); }}\ndef A : C<1>;\n"
        ),
        "string" => {
            format!("def A {{ string s = !foldl(\"\", !range({n}), acc, x, acc # \"x\"); }}\n")
        }
        "list" => format!(
            "def A {{ list<int> l = !foldl([]<int>, !range({n}), acc, x, !listconcat(acc, [x])); }}\n"
        ),
        _ => unreachable!("unknown form {form}"),
    }
}

/// The loop-built values compared with `mlir-tblgen`, at lengths it completes in seconds
/// (its time and, for the list, its memory grow with the square of the length).
const LOOPED: &[(&str, usize)] = &[
    ("dag", 30_000),
    ("dag-with-args", 30_000),
    ("class-dag", 30_000),
    ("class-dag-six-args", 10_000),
    ("class-and", 10_000),
    ("string", 30_000),
    ("list", 10_000),
];

/// The depths compared with `mlir-tblgen`: 45, and just under where it crashes (for
/// `foreach`, whose memory `mlir-tblgen` grows with the square of the depth, 4,000).
const CASES: &[(&str, usize)] = &[
    ("add", 8_100),
    ("list", 7_050),
    ("typed-list", 7_050),
    ("list-type", 64_500),
    ("dag", 6_700),
    ("strconcat", 8_050),
    ("anonymous", 5_950),
    ("instantiation", 6_050),
    ("let", 9_550),
    ("if", 14_750),
    ("foreach", 4_000),
];

fn ours(src: &str) -> Result<String, String> {
    ods_tablegen::TableGen::new()
        .load_source("nested.td", src)
        .map(|r| r.print_records())
        .map_err(|d| d.to_string())
}

fn theirs(tool: &std::path::Path, src: &str) -> Result<String, String> {
    let mut child = Command::new(tool)
        .arg("--print-records")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let text = src.to_string();
    let feeder = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = feeder.join();
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!(
            "{}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Both accept `src` (named `what` in messages) and print the same bytes.
fn assert_prints_alike(tool: &std::path::Path, src: &str, what: &str) {
    let reference =
        theirs(tool, src).unwrap_or_else(|e| panic!("mlir-tblgen rejected {what}: {e}"));
    let printed = ours(src).unwrap_or_else(|e| panic!("{what} was rejected:\n{e}"));
    assert!(printed == reference, "{what} prints differently");
}

#[test]
fn deep_nesting_is_accepted() {
    for &(form, depth) in CASES {
        for n in [45, depth] {
            let printed = ours(&nested(form, n))
                .unwrap_or_else(|e| panic!("{form} nested {n} deep was rejected:\n{e}"));
            assert!(
                printed.contains("\ndef A {"),
                "{form} {n}: no def A in\n{printed}"
            );
        }
    }
    // Deeper than `mlir-tblgen` reaches at all.
    for (form, n) in [("add", 20_000), ("foreach", 20_000), ("list-type", 100_000)] {
        if let Err(e) = ours(&nested(form, n)) {
            panic!("{form} nested {n} deep was rejected:\n{e}");
        }
    }
    let sum = ours(&nested("add", 8_100)).unwrap_or_default();
    assert!(sum.contains("int x = 8101;"), "{sum}");
}

#[test]
fn deep_nesting_prints_as_mlir_tblgen_does() {
    let Some(tool) =
        reference_tool_or_skip("mlir-tblgen", "deep_nesting_prints_as_mlir_tblgen_does")
    else {
        return;
    };
    let mut identical = 0;
    for &(form, depth) in CASES {
        for n in [45, depth] {
            assert_prints_alike(&tool, &nested(form, n), &format!("{form} nested {n} deep"));
            identical += 1;
        }
    }
    ods_tests::report::headline(format_args!(
        "{identical}/{} deep inputs identical to mlir-tblgen",
        2 * CASES.len()
    ));
}

#[test]
fn loop_built_values_print_as_mlir_tblgen_does() {
    for &(form, n) in LOOPED {
        let printed =
            ours(&looped(form, n)).unwrap_or_else(|e| panic!("{form} of {n} was rejected:\n{e}"));
        assert!(printed.contains("\ndef A {"), "{form} {n}: no def A");
    }
    let Some(tool) =
        reference_tool_or_skip("mlir-tblgen", "loop_built_values_print_as_mlir_tblgen_does")
    else {
        return;
    };
    let mut identical = 0;
    for &(form, n) in LOOPED {
        assert_prints_alike(&tool, &looped(form, n), &format!("{form} of {n}"));
        identical += 1;
    }
    ods_tests::report::headline(format_args!(
        "{identical}/{} loop-built values identical to mlir-tblgen",
        LOOPED.len()
    ));
}

/// Far past where `mlir-tblgen` crashes, a dag a loop builds three million levels deep
/// around a template argument gets a located error, not a crash or a run of hours. Whether
/// the default stack holds three million levels of resolution depends on the build's frame
/// sizes (an optimized build's do not fit, a debug build's do), so this loads on a 64 MiB
/// stack, eight times `mlir-tblgen`'s, where they cannot fit in any build. The time limit
/// only stops a hang from holding up the suite.
#[test]
fn loop_built_runaway_depth_is_a_located_error() {
    let src = looped("class-dag", 3_000_000);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let loaded = ods_tablegen::TableGen::new()
            .stack_size(64 << 20)
            .load_source("nested.td", &src)
            .map(|r| r.print_records().len())
            .map_err(|d| d.to_string());
        let _ = tx.send(loaded);
    });
    let result = rx
        .recv_timeout(std::time::Duration::from_secs(300))
        .expect("no answer within 300 s");
    let e = match result {
        Ok(len) => panic!("three million levels were accepted ({len} bytes printed)"),
        Err(e) => e,
    };
    assert!(e.starts_with("nested.td:3:"), "{e}");
    assert!(e.contains("error: value nested too deeply"), "{e}");
}
