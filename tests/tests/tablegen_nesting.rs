//! Deep nesting: every form `mlir-tblgen` accepts at a depth, we accept at that depth too,
//! with the same `--print-records` bytes.
//!
//! `mlir-tblgen` has no nesting limit of its own; it recurses until its 8 MiB stack runs out
//! and crashes. The depths below are just under where it crashed when measured (nested
//! `!add(` 8,171 levels, `[` 7,116, `(op ` 6,765, `!strconcat(` 8,147, anonymous `C<...>`
//! 6,007, recursive instantiation 6,147, `let ... in {` 9,647, `if ... then {` 14,921,
//! `foreach` 16,328, `list<` 65,194), plus 45 for each. Past our own stack budget (far deeper)
//! an input gets a located error; `ods-tablegen`'s evaluator tests check that.

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
            let src = nested(form, n);
            let reference = theirs(&tool, &src)
                .unwrap_or_else(|e| panic!("mlir-tblgen rejected {form} nested {n} deep: {e}"));
            let printed =
                ours(&src).unwrap_or_else(|e| panic!("{form} nested {n} deep was rejected:\n{e}"));
            assert!(
                printed == reference,
                "{form} nested {n} deep prints differently"
            );
            identical += 1;
        }
    }
    println!(
        "{identical}/{} deep inputs identical to mlir-tblgen",
        2 * CASES.len()
    );
}
