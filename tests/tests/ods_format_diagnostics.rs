//! The assembly-format diagnostics corpus (`tests/ods/fail/format-*.td`): every invalid
//! format is rejected at a column inside the format string, and our first diagnostic is
//! compared with the reference `mlir-tblgen`'s for the same file (message and column).
//!
//! The cases only use names that our ODS library and upstream's share, so mlir-tblgen runs
//! on the very same file: with `-I <llvm>/include`, its `include "mlir/IR/OpBase.td"`
//! resolves to upstream's library. mlir-tblgen prints a format error without a file
//! position, as `error: message`, then the line of the format string and a caret; we print
//! `file:line:col`. The two agree when the messages are equal and our spec line, from our
//! column on, reads the reference's format line from its caret on.

use std::path::Path;
use std::process::Command;

use ods_tests::{mlir_include_dir, reference_tool_or_skip, workspace_root};

/// How many first diagnostics must be identical to mlir-tblgen's; raise it, never lower it.
const MIN_IDENTICAL_TO_REFERENCE: usize = 61;

fn cases(root: &Path) -> Vec<String> {
    let dir = root.join("tests/ods/fail");
    let mut out: Vec<String> = std::fs::read_dir(&dir)
        .expect("read tests/ods/fail")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("format-") && n.ends_with(".td"))
        .map(|n| format!("tests/ods/fail/{n}"))
        .collect();
    out.sort();
    out
}

/// Our first diagnostic: message, line, column, and the spec line it points into.
struct Ours {
    message: String,
    line: usize,
    col: usize,
    source_line: String,
}

fn ours(root: &Path, input: &str) -> Ours {
    let err = ods_build::Config::new()
        .root(root)
        .generate(&[input])
        .err()
        .unwrap_or_else(|| panic!("{input}: accepted"));
    let d = err.diagnostics.first().expect("one diagnostic");
    Ours {
        message: d.message.clone(),
        line: d.loc.line as usize,
        col: d.loc.col as usize,
        source_line: d.source_line.clone().unwrap_or_default(),
    }
}

#[test]
fn corpus_is_large_enough() {
    let n = cases(&workspace_root()).len();
    assert!(n >= 25, "only {n} invalid formats");
}

#[test]
fn every_format_error_points_inside_the_format_string() {
    let root = workspace_root();
    for input in cases(&root) {
        let d = ours(&root, &input);
        let text = std::fs::read_to_string(root.join(&input)).expect("read case");
        let field_line = text
            .lines()
            .position(|l| l.contains("assemblyFormat"))
            .expect("the case sets assemblyFormat")
            + 1;
        assert!(
            d.line >= field_line,
            "{input}: {}:{} is before the format (line {field_line})",
            d.line,
            d.col
        );
        if d.line == field_line {
            let literal = d.source_line.find(['"', '[']).expect("a format literal") + 1;
            assert!(
                d.col > literal,
                "{input}: column {} is not inside the format literal (from column {})",
                d.col,
                literal + 1
            );
        }
    }
}

/// mlir-tblgen's first diagnostic on `input`, as (message, format line, caret column), or
/// `None` when it accepts the file.
fn reference(
    tool: &Path,
    include: &Path,
    root: &Path,
    input: &str,
) -> Option<(String, String, usize)> {
    let text = std::fs::read_to_string(root.join(input)).expect("read case");
    let generator = if text.contains("TypeDef<") {
        "--gen-typedef-decls"
    } else if text.contains("AttrDef<") {
        "--gen-attrdef-decls"
    } else {
        "--gen-op-decls"
    };
    let out = Command::new(tool)
        .current_dir(root)
        .arg(generator)
        .arg("-I")
        .arg(include)
        .arg(input)
        .output()
        .expect("run mlir-tblgen");
    if out.status.success() {
        return None;
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut lines = stderr.lines();
    let head = lines.next().unwrap_or_default();
    let message = head.strip_prefix("error: ").unwrap_or(head).to_string();
    let line = lines.next().unwrap_or_default().to_string();
    let caret = lines.next().unwrap_or_default();
    Some((message, line, caret.find('^').map_or(0, |c| c + 1)))
}

/// `s` split before its `n`th character.
fn split_at_char(s: &str, n: usize) -> (&str, &str) {
    let at = s.char_indices().nth(n).map_or(s.len(), |(i, _)| i);
    s.split_at(at)
}

/// The text a TableGen `"..."` string's source stands for (mlir-tblgen shows the format
/// string's value, the spec line shows its source).
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

#[test]
fn first_diagnostics_match_mlir_tblgen() {
    let Some(tool) = reference_tool_or_skip("mlir-tblgen", "first_diagnostics_match_mlir_tblgen")
    else {
        return;
    };
    let include = mlir_include_dir().expect("mlir-tblgen is installed without its .td files");
    let root = workspace_root();
    let inputs = cases(&root);
    let mut identical = 0;
    for input in &inputs {
        let ours = ours(&root, input);
        let Some((message, line, caret)) = reference(&tool, &include, &root, input) else {
            println!("  {input}: mlir-tblgen accepts it");
            continue;
        };
        let text = std::fs::read_to_string(root.join(input)).expect("read case");
        let quoted = text.contains("assemblyFormat = \"");
        let same_column = caret > 0 && ours.col > 0 && {
            let (ref_before, ref_after) = split_at_char(&line, caret - 1);
            let (our_before, our_after) = split_at_char(&ours.source_line, ours.col - 1);
            let decode = |s: &str| if quoted { unescape(s) } else { s.to_string() };
            decode(our_before).ends_with(ref_before) && decode(our_after).starts_with(ref_after)
        };
        if ours.message == message && same_column {
            identical += 1;
        } else {
            println!(
                "  {input}: differs\n    ours:   {}:{}: {}\n            {}\n    theirs: {message} \
                 (column {caret} of `{line}`)",
                ours.line, ours.col, ours.message, ours.source_line
            );
        }
    }
    ods_tests::report::headline(format_args!(
        "{identical}/{} identical to mlir-tblgen 22 (first diagnostic: message and column in the \
         format string; mlir-tblgen run on the same files with upstream's ODS library)",
        inputs.len()
    ));
    assert!(
        identical >= MIN_IDENTICAL_TO_REFERENCE,
        "only {identical} first diagnostics identical to mlir-tblgen, expected at least \
         {MIN_IDENTICAL_TO_REFERENCE}"
    );
}
