//! Rust naming: case conversion, keywords, doc comments from ODS text, text escaped for
//! string literals, and the names of the items a definition generates beside its handle.

use heck::{ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};

const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
    "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
];

/// True if `s` is a Rust keyword (strict, reserved or edition 2024).
pub fn is_keyword(s: &str) -> bool {
    KEYWORDS.contains(&s)
}

/// `s` made safe as an identifier: keywords get a trailing `_`.
pub fn ident(s: &str) -> String {
    if is_keyword(s) {
        format!("{s}_")
    } else {
        s.to_string()
    }
}

/// snake_case identifier (`operandSegmentSizes` -> `operand_segment_sizes`).
pub fn snake(s: &str) -> String {
    ident(&s.to_snake_case())
}

/// The Rust module path below a dialect's module of an op's `submodule` (`a::b`), each
/// segment snake_case as the dialect's own module is.
pub fn submodule_path(sub: &str) -> String {
    sub.split("::").map(snake).collect::<Vec<_>>().join("::")
}

/// The identifier of a type's or attribute's parameter or an interface method's argument:
/// snake_case, and `ctx_` for `ctx`, the context every generated function takes first.
pub fn param(s: &str) -> String {
    let ident = snake(s);
    if ident == "ctx" {
        "ctx_".to_string()
    } else {
        ident
    }
}

/// The identifiers of the parameters named `names`, in order: `param` of each, and for a
/// name whose identifier an earlier parameter already has (`fooBar` after `foo_bar`), that
/// identifier with the first suffix `_2`, `_3`, ... that no parameter's identifier is.
pub fn distinct_params<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let base: Vec<String> = names.into_iter().map(param).collect();
    let mut out: Vec<String> = Vec::with_capacity(base.len());
    for ident in &base {
        let mut chosen = ident.clone();
        let mut n = 2;
        while out.contains(&chosen) {
            chosen = format!("{ident}_{n}");
            while base.contains(&chosen) {
                n += 1;
                chosen = format!("{ident}_{n}");
            }
            n += 1;
        }
        out.push(chosen);
    }
    out
}

/// UpperCamelCase identifier (`eq` -> `Eq`, `slt` -> `Slt`).
pub fn camel(s: &str) -> String {
    let c = s.to_upper_camel_case();
    if c.starts_with(|ch: char| ch.is_ascii_digit()) {
        format!("V{c}")
    } else {
        ident(&c)
    }
}

/// SCREAMING_SNAKE_CASE identifier.
pub fn shouty(s: &str) -> String {
    let c = s.to_shouty_snake_case();
    if c.starts_with(|ch: char| ch.is_ascii_digit()) {
        format!("V{c}")
    } else {
        c
    }
}

/// Dedents ODS text (descriptions are usually indented inside `[{ }]`), trims blank lines at
/// both ends and trailing spaces, and turns untagged code fences into `text` fences so that
/// rustdoc does not compile them as Rust.
pub fn doc_lines(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    // Indentation is counted in characters: a no-break space is whitespace of two bytes.
    let leading = |l: &str| l.chars().take_while(|c| c.is_whitespace()).count();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| leading(l))
        .min()
        .unwrap_or(0);
    let mut out: Vec<String> = lines
        .iter()
        .map(|l| l.chars().skip(indent).collect::<String>())
        .collect();
    while out.first().is_some_and(|l| l.is_empty()) {
        out.remove(0);
    }
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    let mut in_fence = false;
    for line in &mut out {
        let t = line.trim_start();
        if let Some(tag) = t.strip_prefix("```") {
            if !in_fence && tag.trim().is_empty() {
                *line = format!("{}```text", &line[..line.len() - t.len()]);
            }
            in_fence = !in_fence;
        }
    }
    out
}

/// `///` lines for a summary and description, or nothing.
pub fn doc_comment(summary: &str, description: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // A summary may span lines (upstream's WasmSSA shift ops): each is a line of its own.
    out.extend(
        summary
            .trim()
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_string),
    );
    let desc = doc_lines(description);
    if !desc.is_empty() {
        if !out.is_empty() {
            out.push(String::new());
        }
        out.extend(desc);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_over_several_lines_stays_in_the_doc_comment() {
        assert_eq!(
            doc_comment("Shift the first\n    integer left.", ""),
            vec!["Shift the first".to_string(), "integer left.".to_string()]
        );
    }

    #[test]
    fn names() {
        assert_eq!(snake("operandSegmentSizes"), "operand_segment_sizes");
        assert_eq!(snake("type"), "type_");
        assert_eq!(camel("eq"), "Eq");
        assert_eq!(camel("self"), "Self_");
        assert_eq!(shouty("readOnly"), "READ_ONLY");
    }

    #[test]
    fn parameters_equal_in_snake_case_get_distinct_identifiers() {
        assert_eq!(
            distinct_params(["fooBar", "foo_bar", "foo_bar_2", "FooBar"]),
            ["foo_bar", "foo_bar_3", "foo_bar_2", "foo_bar_4"]
        );
        assert_eq!(
            distinct_params(["ctx", "lhs", "type"]),
            ["ctx_", "lhs", "type_"]
        );
    }

    #[test]
    fn docs_are_dedented_and_fenced() {
        let lines =
            doc_lines("\n    Adds.\n\n    ```\n    x\n    ```\n    ```mlir\n    y\n    ```\n  ");
        assert_eq!(
            lines,
            ["Adds.", "", "```text", "x", "```", "```mlir", "y", "```"]
        );
    }

    #[test]
    fn dedent_counts_characters_not_bytes() {
        let text = "\u{a0}\u{a0} text\n\u{a0} more";
        assert_eq!(
            doc_lines(text),
            vec![" text".to_string(), "more".to_string()]
        );
    }
}

/// The names of the items a definition generates beside its handle that are ods-build's
/// own, not classes of mlir-tblgen's C++ (where hooks are methods, storage lives in
/// `detail`, and the properties struct is nested in the op): an op's properties struct,
/// hooks trait and fold adaptor, a type's or attribute's storage, hooks and format traits.
/// A spec may name another definition so (op `FooHooks` beside op `Foo`), and mlir-tblgen's
/// C++ compiles, so such a name yields: it is numbered (`FooHooks1`) where its module
/// already has an item of that name.
#[derive(Clone, Debug, Default)]
pub struct Companions {
    pub props: String,
    pub hooks: String,
    pub fold_adaptor: String,
    pub storage: String,
    pub format: String,
}

/// Escapes text for a Rust string literal.
pub(crate) fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Escapes text for a `format!` string literal.
pub(crate) fn escape_fmt(s: &str) -> String {
    escape(s).replace('{', "{{").replace('}', "}}")
}
