//! Lays out rendered Rust: the text the templates produce is parsed with syn and printed by
//! prettyplease, so no hand-written code decides line breaks. The leading `//` header of the
//! file is kept as written. Text that does not parse is a diagnostic at the spec item whose
//! code it is (a spec code block that is not Rust), never a file rustc rejects in OUT_DIR.
//! Ops, types and attributes are laid out one by one ([`item`]) and spliced into the
//! laid-out file at their placeholder lines ([`splice`]).

use crate::diag::{Error, Loc};
use crate::model::Spec;
use crate::names::snake;

/// Parses and prints `text`, a whole generated file.
pub fn rust_file(text: &str, spec: &Spec, source: &str) -> Result<String, Error> {
    let body_start = text
        .lines()
        .take_while(|l| l.starts_with("//"))
        .map(|l| l.len() + 1)
        .sum::<usize>()
        .min(text.len());
    let (header, body) = text.split_at(body_start);
    let file = syn::parse_file(body).map_err(|e| {
        let start = e.span().start();
        let line = start.line + header.lines().count();
        not_rust(spec, source, body, start.line, line, start.column, &e)
    })?;
    let mut out = header.to_string();
    if !out.is_empty() {
        out.push('\n');
    }
    out.push_str(&prettyplease::unparse(&file));
    Ok(out)
}

/// The diagnostic for generated text that does not parse. Ops, types and attributes are
/// laid out on their own (see [`item`]), so what remains here is the dialect modules'
/// own code (`extraClassDeclaration`, constraint predicates): the error is at the dialect
/// whose module holds the failing line, else at the generated text itself.
fn not_rust(
    spec: &Spec,
    source: &str,
    body: &str,
    body_line: usize,
    line: usize,
    column: usize,
    e: &syn::Error,
) -> Error {
    let text_line = body.lines().nth(body_line.saturating_sub(1)).unwrap_or("");
    let module = body
        .lines()
        .take(body_line)
        .filter_map(|l| {
            let name: String = l
                .trim_start()
                .strip_prefix("pub mod ")?
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            (!name.is_empty()).then_some(name)
        })
        .last();
    let dialect = module
        .as_deref()
        .and_then(|m| spec.dialects.iter().find(|d| snake(&d.module) == m));
    match dialect {
        Some(d) => Error::new(
            d.loc.clone(),
            format!(
                "the code generated for dialect `{}` is not Rust ({e}) in `{}`; its `extraClassDeclaration` or a predicate of its ops is probably not Rust",
                d.name,
                text_line.trim()
            ),
        ),
        None => Error::new(
            Loc::new(
                format!("{source} (generated)"),
                line as u32,
                column as u32 + 1,
            ),
            format!("generated code is not Rust: {e}: `{}`", text_line.trim()),
        ),
    }
}

/// Lays out one op, type or attribute (items of a dialect module), indented as inside the
/// module and `depth` modules below it: the text is parsed and printed inside as many
/// stand-in modules, whose first and last lines are then dropped. Text that does not parse
/// is an error at `loc`, the spec item.
pub fn item(text: &str, depth: usize, loc: &Loc) -> Result<String, Error> {
    let open = "mod __ods_item {\n".repeat(depth + 1);
    let close = "}\n".repeat(depth + 1);
    let wrapped = format!("{open}{text}\n{close}");
    let file = syn::parse_file(&wrapped).map_err(|e| {
        let line = e.span().start().line;
        let text_line = wrapped.lines().nth(line.saturating_sub(1)).unwrap_or("");
        Error::new(
            loc.clone(),
            format!(
                "the code generated here is not Rust ({e}) in `{}`; a code block of this definition is probably not Rust",
                text_line.trim()
            ),
        )
    })?;
    let printed = prettyplease::unparse(&file);
    let mut lines: Vec<&str> = printed.lines().collect();
    // `mod __ods_item {` ... `}`, once per level
    for _ in 0..=depth {
        if lines.len() >= 2 {
            lines.remove(0);
            lines.pop();
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    Ok(out)
}

/// Replaces each `__ods_item!(N);` line of a laid-out file by item `N`.
pub fn splice(skeleton: &str, items: &[String]) -> String {
    let mut out =
        String::with_capacity(skeleton.len() + items.iter().map(String::len).sum::<usize>());
    for line in skeleton.lines() {
        let index = line
            .trim()
            .strip_prefix("__ods_item!(")
            .and_then(|rest| rest.strip_suffix(");"))
            .and_then(|n| n.parse::<usize>().ok());
        match index.and_then(|i| items.get(i)) {
            Some(item) => out.push_str(item),
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}
