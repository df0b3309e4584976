//! The handlebars templates: embedded from `templates/` at build time, or read from a
//! directory given in [`crate::Config::templates_dir`]. Each template holds the
//! shape of one kind of generated item; partials (`{{> op_builders}}`) hold the parts.

use std::path::Path;

use handlebars::Handlebars;

use crate::diag::{Error, Loc};

/// Every template: (name, embedded text).
pub const TEMPLATES: &[(&str, &str)] = &[
    ("file", include_str!("../../templates/file.rs.hbs")),
    ("dialect", include_str!("../../templates/dialect.rs.hbs")),
    ("op", include_str!("../../templates/op.rs.hbs")),
    (
        "op_properties",
        include_str!("../../templates/op_properties.rs.hbs"),
    ),
    (
        "op_accessors",
        include_str!("../../templates/op_accessors.rs.hbs"),
    ),
    (
        "op_builders",
        include_str!("../../templates/op_builders.rs.hbs"),
    ),
    (
        "op_verify",
        include_str!("../../templates/op_verify.rs.hbs"),
    ),
    (
        "op_adaptor",
        include_str!("../../templates/op_adaptor.rs.hbs"),
    ),
    (
        "op_format",
        include_str!("../../templates/op_format.rs.hbs"),
    ),
    ("enum", include_str!("../../templates/enum.rs.hbs")),
    (
        "interface",
        include_str!("../../templates/interface.rs.hbs"),
    ),
    (
        "def_interface",
        include_str!("../../templates/def_interface.rs.hbs"),
    ),
    (
        "def_format_print",
        include_str!("../../templates/def_format_print.rs.hbs"),
    ),
    (
        "def_format_parse",
        include_str!("../../templates/def_format_parse.rs.hbs"),
    ),
    (
        "def_format_field",
        include_str!("../../templates/def_format_field.rs.hbs"),
    ),
    (
        "attr_or_type",
        include_str!("../../templates/attr_or_type.rs.hbs"),
    ),
    ("patterns", include_str!("../../templates/patterns.rs.hbs")),
    ("docs", include_str!("../../templates/dialect.md.hbs")),
];

/// The file name of template `name` in a templates directory.
pub fn file_name(name: &str) -> String {
    match name {
        "docs" => "dialect.md.hbs".to_string(),
        other => format!("{other}.rs.hbs"),
    }
}

// `{{one_line text}}`: `text` with its line breaks and runs of blanks as one space, for a
// summary written over several lines inside a `///` line.
handlebars::handlebars_helper!(one_line: |text: str| text.split_whitespace().collect::<Vec<_>>().join(" "));

// `{{{negate expr}}}`: the negation of the boolean Rust expression `expr`, as a reader writes
// it (`a != b` for `a == b`), not `!(a == b)`.
handlebars::handlebars_helper!(negate: |expr: str| crate::model::constraint::negate(expr));

// `{{{closure "ctx, ty" body}}}`: the closure `|ctx, ty| body`, or the function `body`
// calls when it only forwards its parameters (`f(ctx, ty)` gives `f`; clippy's
// `redundant_closure`).
handlebars::handlebars_helper!(closure: |params: str, body: str| closure_of(params, body));
// `{{{closure2 a b body}}}`: `{{{closure "a, b" body}}}`.
handlebars::handlebars_helper!(closure2: |a: str, b: str, body: str| closure_of(&format!("{a}, {b}"), body));

fn closure_of(params: &str, body: &str) -> String {
    let compact = |s: &str| s.split_whitespace().collect::<String>();
    let body_c = compact(body);
    let args = format!("({})", compact(params));
    if let Some(path) = body_c.strip_suffix(&args) {
        let is_path = !path.is_empty()
            && path
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == ':');
        if is_path {
            return path.to_string();
        }
    }
    format!("|{params}| {body}")
}

/// A registry with every template, from `dir` when given (each file falls back to the
/// embedded text when the directory lacks it). Returns the registry and the files read.
pub fn registry(dir: Option<&Path>) -> Result<(Handlebars<'static>, Vec<String>), Error> {
    let mut hb = Handlebars::new();
    hb.set_strict_mode(true);
    hb.register_escape_fn(handlebars::no_escape);
    hb.register_helper("one_line", Box::new(one_line));
    hb.register_helper("negate", Box::new(negate));
    hb.register_helper("closure", Box::new(closure));
    hb.register_helper("closure2", Box::new(closure2));
    let mut read = Vec::new();
    for (name, text) in TEMPLATES {
        let mut source = (*text).to_string();
        let mut origin = format!("templates/{}", file_name(name));
        if let Some(dir) = dir {
            let path = dir.join(file_name(name));
            if path.is_file() {
                let p = path.to_string_lossy().to_string();
                source = std::fs::read_to_string(&path).map_err(|e| Error::io(&p, &e))?;
                read.push(p.clone());
                origin = p;
            }
        }
        hb.register_template_string(name, source).map_err(|e| {
            let (line, col) = e.pos().unwrap_or((1, 1));
            let (line, col) = (line as u32, col as u32);
            Error::new(
                Loc::new(origin.clone(), line, col),
                format!("bad template: {e}"),
            )
        })?;
    }
    Ok((hb, read))
}

/// Renders template `name` with `data`.
pub fn render<T: serde::Serialize>(
    hb: &Handlebars<'_>,
    name: &str,
    data: &T,
) -> Result<String, Error> {
    hb.render(name, data).map_err(|e| {
        Error::new(
            Loc::new(format!("templates/{}", file_name(name)), 1, 1),
            format!("template failed: {e}"),
        )
    })
}
