//! Lays out rendered Rust: the text the templates produce is parsed with syn and printed by
//! prettyplease, so no hand-written code decides line breaks. The leading `//` header of the
//! file is kept as written. Text that does not parse is a diagnostic at the spec item whose
//! code it is (a spec code block that is not Rust), never a file rustc rejects in OUT_DIR.

use crate::diag::{Error, Loc};
use crate::model::Spec;
use crate::render::names::strip_dialect_prefix;

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

/// The diagnostic for generated text that does not parse: at the op, type or attribute the
/// failing line belongs to, else at the generated text itself.
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
    let owner = body
        .lines()
        .take(body_line)
        .filter_map(|l| {
            let l = l.trim_start();
            let rest = l.strip_prefix("pub struct ")?;
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            (!name.is_empty()).then_some(name)
        })
        .last();
    let item = owner.as_deref().and_then(|name| {
        spec.ops
            .iter()
            .find(|o| strip_dialect_prefix(&o.def_name) == name)
            .map(|o| (o.def_name.clone(), o.loc.clone()))
            .or_else(|| {
                spec.typedefs
                    .iter()
                    .chain(&spec.attrdefs)
                    .find(|t| t.rust_name == name)
                    .map(|t| (t.def_name.clone(), t.loc.clone()))
            })
    });
    match item {
        Some((def, loc)) => Error::new(
            loc,
            format!(
                "the code generated for `{def}` is not Rust ({e}) in `{}`; a code block of `{def}` is probably not Rust",
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
