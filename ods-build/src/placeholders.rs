//! Spec code with its placeholders substituted (`$_self`, `$_ctxt`, `$name`) and its
//! parameters renamed to their Rust identifiers: how code blocks of a spec reach the
//! templates.

/// Replaces each placeholder in `text`, longest placeholder first.
pub(crate) fn subst(text: &str, pairs: &[(&str, &str)]) -> String {
    let mut sorted: Vec<&(&str, &str)> = pairs.iter().collect();
    sorted.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
    // Replace through unique markers so a replacement is never substituted again.
    let mut out = text.to_string();
    for (i, (pat, _)) in sorted.iter().enumerate() {
        out = out.replace(pat, &format!("\u{1}{i}\u{2}"));
    }
    for (i, (_, rep)) in sorted.iter().enumerate() {
        out = out.replace(&format!("\u{1}{i}\u{2}"), rep);
    }
    out
}

/// `body` with each parameter named in `names` read by its Rust identifier (`ident` of the
/// written name), as `model::code::rename_idents` renames them.
pub(crate) fn with_param_idents<'a>(
    body: &str,
    names: impl IntoIterator<Item = &'a str>,
    ident: impl Fn(&str) -> String,
) -> String {
    let pairs: Vec<(&str, String)> = names.into_iter().map(|n| (n, ident(n))).collect();
    let renames: Vec<(&str, &str)> = pairs.iter().map(|(n, i)| (*n, i.as_str())).collect();
    crate::model::code::rename_idents(body, &renames)
}

/// The string `code`, the `k`-th argument of `custom<name>` (in an op, type or attribute
/// format): the associated type of the hooks trait that types it (`<Name>Arg<k>`), and the
/// Rust expression the generated code evaluates (`$_builder` and `$_ctxt` made `ctx`).
pub(crate) fn custom_expr_arg(name: &str, k: usize, code: &str) -> (String, String) {
    (
        format!("{}Arg{k}", crate::names::camel(name)),
        subst(code.trim(), &[("$_builder", "ctx"), ("$_ctxt", "ctx")]),
    )
}
