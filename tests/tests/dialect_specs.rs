//! The dialect crates' specs are upstream's, changed only where a code block is C++.
//!
//! Each `.td` copy under `dialects/<crate>/td/` is compared with the file of the same path in
//! LLVM 22's `include/` directory (upstream's test dialect's own `Test*.td`, at the top of
//! `dialects/upstream-test/td/`, with the copies under `tests/upstream`): code blocks (`[{ ... }]`) and code strings (string
//! literals holding C++: `::`, `$` or a call, and type names marked `/*returnType=*/`) are
//! masked in both, and the rest must be
//! identical byte for byte, comments and layout included. The test prints how many code
//! blocks and strings each copy replaces.

use std::path::{Path, PathBuf};

/// One piece of a `.td` file: verbatim text, or a code block or string that may differ.
#[derive(Debug, PartialEq, Eq)]
enum Piece<'a> {
    Text(&'a str),
    Code(&'a str),
    Str(&'a str),
}

/// Splits TableGen source into verbatim text, `[{ ... }]` blocks and string literals
/// (comments stay text, so a `"` or `[{` inside one is not a literal).
fn pieces(src: &str) -> Vec<Piece<'_>> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut text_start) = (0, 0);
    while i < b.len() {
        let rest = &src[i..];
        let end = if rest.starts_with("//") {
            i = rest.find('\n').map_or(b.len(), |n| i + n);
            continue;
        } else if rest.starts_with("/*") {
            i = rest.find("*/").map_or(b.len(), |n| i + n + 2);
            continue;
        } else if rest.starts_with("[{") {
            rest.find("}]").map_or(b.len(), |n| i + n + 2)
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' && b[j] != b'\n' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            (j + 1).min(b.len())
        } else {
            i += 1;
            continue;
        };
        if text_start < i {
            out.push(Piece::Text(&src[text_start..i]));
        }
        let lit = &src[i..end];
        out.push(if lit.starts_with("[{") {
            Piece::Code(lit)
        } else {
            Piece::Str(lit)
        });
        i = end;
        text_start = end;
    }
    if text_start < b.len() {
        out.push(Piece::Text(&src[text_start..]));
    }
    out
}

/// A string literal that holds C++ (and so may be rewritten in Rust).
fn is_code_string(s: &str) -> bool {
    s.contains("::") || s.contains('$') || s.contains('(')
}

/// Compares our copy with upstream's; returns the number of code blocks and strings that
/// differ, or what else differs.
fn compare(ours: &str, theirs: &str) -> Result<(usize, usize), String> {
    let (a, b) = (pieces(ours), pieces(theirs));
    if a.len() != b.len() {
        return Err(format!(
            "{} pieces in our copy, {} upstream (something besides code changed)",
            a.len(),
            b.len()
        ));
    }
    let (mut blocks, mut strings) = (0, 0);
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        // A type name is code too: an interface method's `/*returnType=*/ "FooAttr"`.
        let type_name = k > 0
            && matches!(b[k - 1], Piece::Text(t) if t.trim_end().ends_with("/*returnType=*/"));
        match (x, y) {
            (Piece::Text(p), Piece::Text(q)) if p == q => {}
            (Piece::Code(p), Piece::Code(q)) => blocks += usize::from(p != q),
            (Piece::Str(p), Piece::Str(q)) if p == q => {}
            (Piece::Str(_), Piece::Str(q)) if is_code_string(q) || type_name => strings += 1,
            _ => return Err(format!("differs outside code: ours {x:?}, upstream {y:?}")),
        }
    }
    Ok((blocks, strings))
}

/// The `.td` files below `dir`, sorted, relative to it.
fn td_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "td"))
        .map(|e| e.path().strip_prefix(dir).expect("below dir").to_path_buf())
        .collect();
    files.sort();
    files
}

#[test]
fn dialect_specs_differ_from_upstream_only_in_code() {
    let include = ods_tests::llvm_root().join("include");
    if !include.join("mlir/Dialect").is_dir() {
        assert!(
            !ods_tests::reference_required(),
            "upstream's specs not found under {} and ODS_REQUIRE_REFERENCE=1",
            include.display()
        );
        ods_tests::report::skip(format_args!(
            "SKIPPED dialect_specs: upstream's specs not found under {}",
            include.display()
        ));
        return;
    }
    let dialects = Path::new(env!("CARGO_MANIFEST_DIR")).join("../dialects");
    let mut checked = 0;
    let mut failures = Vec::new();
    // Upstream's test dialect lives in its test tree, copied under `tests/upstream`.
    let test_dialect =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("upstream/mlir/test/lib/Dialect/Test");
    for krate in [
        "arith",
        "cf",
        "complex",
        "func",
        "index",
        "math",
        "scf",
        "ub",
        "upstream-test",
    ] {
        let td = dialects.join(krate).join("td");
        let files = td_files(&td);
        assert!(!files.is_empty(), "{} holds the spec", td.display());
        let (mut blocks, mut strings) = (0, 0);
        for rel in &files {
            checked += 1;
            let ours = std::fs::read_to_string(td.join(rel)).expect("our copy is readable");
            let upstream = if krate == "upstream-test" && rel.parent() == Some(Path::new("")) {
                test_dialect.join(rel)
            } else {
                include.join(rel)
            };
            let Ok(theirs) = std::fs::read_to_string(upstream) else {
                failures.push(format!("{}: no upstream file of that path", rel.display()));
                continue;
            };
            match compare(&ours, &theirs) {
                Ok((b, s)) => {
                    blocks += b;
                    strings += s;
                }
                Err(what) => failures.push(format!("{krate}/{}: {what}", rel.display())),
            }
        }
        ods_tests::report::headline(format_args!(
            "dialect spec {krate}: {} files identical to upstream's but for {blocks} code \
             blocks and {strings} code strings replaced by Rust",
            files.len()
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 0);
}

/// ods-runtime's `BuiltinDialectBytecode.td` (the builtin dialect's bytecode encodings) is
/// upstream's with its code replaced by Rust: every string of a bytecode spec is code (a
/// parser, builder, printer, getter, Rust type or predicate) but the dialect's name.
#[test]
fn builtin_bytecode_spec_differs_from_upstream_only_in_code() {
    let upstream = ods_tests::llvm_root().join("include/mlir/IR/BuiltinDialectBytecode.td");
    let Ok(theirs) = std::fs::read_to_string(&upstream) else {
        assert!(
            !ods_tests::reference_required(),
            "{} not found and ODS_REQUIRE_REFERENCE=1",
            upstream.display()
        );
        ods_tests::report::skip(format_args!("SKIPPED: {} not found", upstream.display()));
        return;
    };
    let ours = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../ods-runtime/ods/BuiltinDialectBytecode.td"),
    )
    .expect("our copy is readable");
    let (a, b) = (pieces(&ours), pieces(&theirs));
    assert_eq!(a.len(), b.len(), "something besides code changed");
    let mut strings = 0;
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        let dialect_name = k > 0
            && matches!(b[k - 1], Piece::Text(t) if t.ends_with("DialectAttributes<") || t.ends_with("DialectTypes<"));
        match (x, y) {
            (Piece::Text(p), Piece::Text(q)) => assert_eq!(p, q, "differs outside code"),
            (Piece::Str(p), Piece::Str(q)) if !dialect_name => strings += usize::from(p != q),
            (Piece::Str(p), Piece::Str(q)) => assert_eq!(p, q, "the dialect's name differs"),
            _ => panic!("differs outside code: ours {x:?}, upstream {y:?}"),
        }
    }
    ods_tests::report::headline(format_args!(
        "BuiltinDialectBytecode.td: identical to upstream's but for {strings} code strings replaced by Rust"
    ));
    assert!(strings > 0);
}

#[test]
fn masking_sees_through_comments_and_flags_other_edits() {
    let upstream = "// a \"quote\" [{ in a comment\ndef A { code x = [{ f(); }]; string s = \"::f($_self)\"; string n = \"add\"; }\n";
    let ours = "// a \"quote\" [{ in a comment\ndef A { code x = [{ g() }]; string s = \"g($_self)\"; string n = \"add\"; }\n";
    assert_eq!(compare(ours, upstream), Ok((1, 1)));
    let renamed = ours.replace("\"add\"", "\"sub\"");
    assert!(compare(&renamed, upstream).is_err(), "a name is not code");
    let edited = ours.replace("def A", "def B");
    assert!(compare(&edited, upstream).is_err());
}
