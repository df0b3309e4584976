//! Line layout for generated Rust, decided the way rustfmt (default style, edition 2024)
//! decides it, so the generated files are rustfmt-clean without running rustfmt.
//!
//! Each helper lays out one construct whose width depends on names from the spec: it is
//! given the indentation of the line it starts on (`indent`, in spaces) and returns the
//! text with its first line unindented and its other lines indented relative to `indent`,
//! ready to be placed with [`super::indent`]. Code whose width never varies is written in
//! rustfmt's layout directly by the templates; code that embeds spec-written Rust is kept
//! under `#[rustfmt::skip]` instead.

/// rustfmt's `max_width`.
pub const MAX_WIDTH: usize = 100;
/// rustfmt's `fn_call_width`: the widest argument list kept on the call's line.
const FN_CALL_WIDTH: usize = 60;
/// rustfmt's `chain_width`: the widest method chain kept on one line.
const CHAIN_WIDTH: usize = 60;
/// rustfmt's `struct_lit_width`: the widest field list of a struct literal kept on one line.
const STRUCT_LIT_WIDTH: usize = 18;
/// rustfmt's `array_width`: the widest array literal kept on one line.
const ARRAY_WIDTH: usize = 60;
/// rustfmt's `tab_spaces`.
const TAB: usize = 4;
/// rustfmt's `short_array_element_width_threshold`: calls whose arguments are all simple and
/// at most this wide fill their lines instead of taking one line each.
const SHORT_ITEM: usize = 10;

fn fits(indent: usize, line: &str) -> bool {
    indent + line.chars().count() <= MAX_WIDTH
}

fn width(s: &str) -> usize {
    s.chars().count()
}

/// A list of `items` between `open` and `close`, one per line with a trailing comma.
fn vertical(open: &str, items: &[String], close: &str) -> String {
    let mut out = format!("{open}\n");
    for i in items {
        out.push_str(&format!("    {i},\n"));
    }
    out.push_str(close);
    out
}

/// A function signature `head(params)ret end`, e.g. head `pub fn name`, ret ` -> T`, end
/// ` {` or `;`: on one line when it fits, else one parameter per line.
pub fn signature(indent: usize, head: &str, params: &[String], ret: &str, end: &str) -> String {
    let one = format!("{head}({}){ret}{end}", params.join(", "));
    if params.is_empty() || fits(indent, &one) && !(end == ";" && indent + width(&one) == MAX_WIDTH)
    {
        return one;
    }
    // rustfmt's quirk: a declaration whose `;` would land on the last column keeps its
    // parameters and moves the return type to the next line.
    if end == ";" && indent + width(&one) == MAX_WIDTH && !ret.is_empty() {
        return format!(
            "{head}({}){}\n{}{end}",
            params.join(", "),
            "",
            ret.trim_start()
        );
    }
    vertical(&format!("{head}("), params, &format!("){ret}{end}"))
}

/// A call `callee(args)` followed by `tail` on a line that already holds `lead` before it:
/// on one line when the arguments are short enough and the line fits, else one argument
/// per line. Arguments must be single-line expressions that are not closures or blocks.
pub fn call(indent: usize, lead: &str, callee: &str, args: &[String], tail: &str) -> String {
    let joined = args.join(", ");
    let one = format!("{lead}{callee}({joined}){tail}");
    // A single argument stays on the line whenever it fits.
    let short = args.len() == 1 || width(&joined) <= FN_CALL_WIDTH;
    if args.is_empty() || (short && fits(indent, &one)) {
        return one;
    }
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    if args.len() > 1 && refs.iter().all(|a| is_simple(a) && width(a) <= SHORT_ITEM) {
        let lines = fill(&refs, MAX_WIDTH - indent - TAB);
        return format!("{lead}{callee}(\n    {}\n){tail}", lines.join("\n    "));
    }
    vertical(&format!("{lead}{callee}("), args, &format!("){tail}"))
}

/// A macro call `name!(arg)` with one argument, followed by a comma in an argument list:
/// on one line when it fits, else the argument on its own
/// line (rustfmt adds no trailing comma inside macro calls).
pub fn macro_call(indent: usize, name: &str, arg: &str) -> String {
    let one = format!("{name}({arg}),");
    if fits(indent, &one) {
        one
    } else {
        format!("{name}(\n    {arg}\n),")
    }
}

/// A boolean expression kept as the spec wrote it (under `#[rustfmt::skip]`), one
/// top-level `&&`/`||` operand per line when it does not fit on one.
pub fn operands_per_line(indent: usize, expr: &str) -> String {
    if fits(indent, expr) {
        return expr.to_string();
    }
    let bytes = expr.as_bytes();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0);
    let mut parts: Vec<&str> = Vec::new();
    let mut k = 0;
    while k < bytes.len() {
        match bytes[k] {
            b'\\' if quoted => k += 1,
            b'"' => quoted = !quoted,
            b'(' | b'[' | b'{' if !quoted => depth += 1,
            b')' | b']' | b'}' if !quoted => depth -= 1,
            b'&' | b'|'
                if !quoted
                    && depth == 0
                    && k > 0
                    && bytes[k - 1] == b' '
                    && bytes.get(k + 1) == Some(&bytes[k])
                    && bytes.get(k + 2) == Some(&b' ') =>
            {
                parts.push(expr[start..k - 1].trim_end());
                start = k;
                k += 2;
            }
            _ => {}
        }
        k += 1;
    }
    parts.push(&expr[start..]);
    parts.join("\n    ")
}

/// The head of `if let pat = expr {`: on one line when it fits, else the brace on its own
/// line, else also `expr` on its own line.
pub fn if_let(indent: usize, pat: &str, expr: &str) -> String {
    let head = format!("if let {pat} = {expr}");
    if fits(indent, &format!("{head} {{")) {
        format!("{head} {{")
    } else if fits(indent, &head) {
        format!("{head}\n{{")
    } else {
        format!("if let {pat} =\n    {expr}\n{{")
    }
}

/// A match arm `pat => body,` with a single-line body: on one line when it fits, else the
/// body in a block on its own line.
pub fn match_arm(indent: usize, pat: &str, body: &str) -> String {
    match_arm_or(indent, pat, body, body)
}

/// A match arm `pat => body,` on one line when it fits, else `block_body` (the body as laid
/// out one level deeper, possibly over several lines) in a block.
pub fn match_arm_or(indent: usize, pat: &str, body: &str, block_body: &str) -> String {
    let one = format!("{pat} => {body},");
    if fits(indent, &one) {
        one
    } else {
        format!(
            "{pat} => {{\n    {}\n}}",
            block_body.replace('\n', "\n    ")
        )
    }
}

/// An `impl` header `impl head for ty {`: on one line unless `impl head for ty` passes
/// the width by more than two columns (as rustfmt measures it), else `for ty` on the next
/// line and the brace on its own.
pub fn impl_header(indent: usize, head: &str, ty: &str) -> String {
    let one = format!("{head} for {ty} {{");
    if indent + width(&one) <= MAX_WIDTH + 4 {
        one
    } else {
        format!("{head}\n    for {ty}\n{{")
    }
}

/// A struct literal `name { fields }` (shorthand fields) followed by `tail` after `lead`:
/// on one line when the fields are short enough and it fits, else one field per line.
pub fn struct_lit(indent: usize, lead: &str, name: &str, fields: &[String], tail: &str) -> String {
    if fields.is_empty() {
        return format!("{lead}{name}{tail}");
    }
    let joined = fields.join(", ");
    let one = format!("{lead}{name} {{ {joined} }}{tail}");
    if width(&joined) <= STRUCT_LIT_WIDTH && fits(indent, &one) {
        return one;
    }
    vertical(&format!("{lead}{name} {{"), fields, &format!("}}{tail}"))
}

/// An array literal `[items]` followed by `tail` after `lead`: on one line when short
/// enough, else one item per line. Items must be single-line and not simple literals.
pub fn array(indent: usize, lead: &str, items: &[String], tail: &str) -> String {
    let joined = items.join(", ");
    let one = format!("{lead}[{joined}]{tail}");
    let short = width(&joined) <= ARRAY_WIDTH;
    if items.is_empty() || (short && fits(indent, &one)) {
        return one;
    }
    // After `=`, an array that fits on the next line goes there.
    if let Some(lhs) = lead.strip_suffix(" = ") {
        let next = format!("[{joined}]{tail}");
        if short && fits(indent + TAB, &next) {
            return format!("{lhs} =\n    {next}");
        }
    }
    vertical(&format!("{lead}["), items, &format!("]{tail}"))
}

/// A method chain `root.links[0].links[1]...` used as a statement or tail expression (at
/// the start of its line) followed by `tail`: on one line when short enough, else one link
/// per line, a root no wider than a tab keeping the first link. Links are written without
/// their leading dot and must be single-line.
pub fn chain(indent: usize, root: &str, links: &[String], tail: &str) -> String {
    let one = format!("{root}.{}{tail}", links.join("."));
    // One link is a method call, not a chain: `chain_width` does not apply. A leading `&`
    // is not part of the chain.
    let borrow = usize::from(root.starts_with('&'));
    let short = links.len() == 1 || width(&one) - width(tail) - borrow <= CHAIN_WIDTH;
    if links.is_empty() || (short && fits(indent, &one)) {
        return one;
    }
    let (mut first, rest) = (root.to_string(), links);
    let rest = if width(root) <= TAB {
        first = format!("{root}.{}", rest[0]);
        &rest[1..]
    } else {
        rest
    };
    let mut out = first;
    for l in rest {
        out.push_str(&format!("\n    .{l}"));
    }
    out.push_str(tail);
    out
}

/// `lhs = rhs` followed by `tail` (a `let`, an assignment or a type alias) whose right side
/// cannot be broken: on one line when it fits, else the right side on the next line.
pub fn assign(indent: usize, lhs: &str, rhs: &str, tail: &str) -> String {
    let one = format!("{lhs} = {rhs}{tail}");
    if fits(indent, &one) {
        one
    } else {
        format!("{lhs} =\n    {rhs}{tail}")
    }
}

/// Joins the calls of `text` (whose first line is indented `base`) that are written one
/// argument per line onto one line where rustfmt would: the arguments are simple
/// single-line expressions whose list is no wider than `fn_call_width` and the joined line
/// fits. Innermost calls are joined first. Signatures and attributes are left alone.
pub fn join_calls(text: &str, base: usize) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    loop {
        let mut changed = false;
        let mut i = 0;
        while i < lines.len() {
            if let Some((end, join)) = joinable(&lines, i, base) {
                let args: Vec<&str> = lines[i + 1..end]
                    .iter()
                    .flat_map(|l| split_args(l.trim().trim_end_matches(',')))
                    .collect();
                if join {
                    let joined =
                        format!("{}{}{}", lines[i], args.join(", "), lines[end].trim_start());
                    lines.splice(i..=end, [joined]);
                    changed = true;
                } else {
                    let pad = " ".repeat(leading(&lines[i]) + TAB);
                    let filled = fill(&args, MAX_WIDTH - base - pad.len());
                    let filled: Vec<String> =
                        filled.into_iter().map(|l| format!("{pad}{l}")).collect();
                    if filled.len() < end - i - 1 {
                        lines.splice(i + 1..end, filled);
                        changed = true;
                    }
                }
            }
            i += 1;
        }
        if !changed {
            break;
        }
    }
    let mut out = lines.join("\n");
    if text.ends_with('\n') {
        out.push('\n');
    }
    out
}

fn leading(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// The comma-separated items of one line of an argument list (a filled line holds several).
fn split_args(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0);
    let bytes = line.as_bytes();
    let mut k = 0;
    while k < bytes.len() {
        match bytes[k] {
            b'\\' if quoted => k += 1,
            b'"' => quoted = !quoted,
            b'(' | b'[' | b'{' | b'<' if !quoted => depth += 1,
            b')' | b']' | b'}' | b'>' if !quoted => depth -= 1,
            b',' if !quoted && depth == 0 => {
                out.push(line[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
        k += 1;
    }
    out.push(line[start..].trim());
    out
}

/// Short simple items packed into lines no wider than `budget`, each line ending in a comma.
fn fill(items: &[&str], budget: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    for item in items {
        if cur.is_empty() {
            cur = (*item).to_string();
        } else if width(&cur) + 2 + width(item) < budget {
            cur = format!("{cur}, {item}");
        } else {
            out.push(format!("{cur},"));
            cur = (*item).to_string();
        }
    }
    if !cur.is_empty() {
        out.push(format!("{cur},"));
    }
    out
}

/// Whether rustfmt counts `arg` as a simple expression: a literal or a one-segment path,
/// possibly under `&`, `&mut`, `*`, `!`, `-`, field accesses or `?`.
fn is_simple(arg: &str) -> bool {
    let mut a = arg;
    for prefix in ["&mut ", "&", "*", "!", "-"] {
        if let Some(rest) = a.strip_prefix(prefix) {
            a = rest;
        }
    }
    let a = a.strip_suffix('?').unwrap_or(a);
    if a.starts_with('"') && a.ends_with('"') && a.len() >= 2 {
        return !a[1..a.len() - 1].contains('"');
    }
    !a.is_empty()
        && a.split('.')
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
}

/// The index of the closing line when the call opened at line `i` is written one argument
/// per line, and whether it joins onto one line (else it only fills its argument lines).
fn joinable(lines: &[String], i: usize, base: usize) -> Option<(usize, bool)> {
    let open = &lines[i];
    let head = open.trim_start();
    if !open.ends_with('(') || head.starts_with("#[") || head.contains("fn ") {
        return None;
    }
    let pad = leading(open);
    let mut args = Vec::new();
    let mut j = i + 1;
    while j < lines.len() {
        let l = &lines[j];
        if leading(l) == pad && l.trim_start().starts_with(')') {
            break;
        }
        let arg = l.trim_start();
        if leading(l) != pad + TAB || !arg.ends_with(',') {
            return None;
        }
        let arg = &arg[..arg.len() - 1];
        if arg.ends_with('{') || arg.starts_with('|') || arg.starts_with('}') {
            return None;
        }
        args.extend(split_args(arg));
        j += 1;
    }
    if j >= lines.len() || args.is_empty() {
        return None;
    }
    let joined = args.join(", ");
    let line = format!("{}{}{}", open, joined, lines[j].trim_start());
    // `open` carries its indentation relative to `base`.
    if (args.len() == 1 || width(&joined) <= FN_CALL_WIDTH) && base + width(&line) <= MAX_WIDTH {
        return Some((j, true));
    }
    let short = args.iter().all(|a| is_simple(a) && width(a) <= SHORT_ITEM);
    (short && args.len() > 1).then_some((j, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_breaks_only_when_too_wide() {
        let p = vec!["self".to_string(), "ctx: &Context".to_string()];
        assert_eq!(
            signature(8, "pub fn a", &p, " -> u32", " {"),
            "pub fn a(self, ctx: &Context) -> u32 {"
        );
        let long = format!("pub fn {}", "x".repeat(70));
        assert_eq!(
            signature(8, &long, &p, " -> u32", " {"),
            format!("{long}(\n    self,\n    ctx: &Context,\n) -> u32 {{")
        );
    }

    #[test]
    fn call_respects_the_argument_width() {
        let args: Vec<String> = (0..12).map(|i| format!("arg{i}.len()")).collect();
        assert!(call(8, "", "f", &args, ";").starts_with("f(\n    arg0.len(),\n"));
        assert_eq!(
            call(8, "", "f", &args[..3], ";"),
            "f(arg0.len(), arg1.len(), arg2.len());"
        );
        // Short simple arguments fill their lines instead.
        let short: Vec<String> = (0..30).map(|i| format!("arg{i}")).collect();
        let filled = call(8, "", "f", &short, ";");
        assert!(filled.starts_with("f(\n    arg0, arg1, arg2,"), "{filled}");
        assert!(filled.ends_with("arg29,\n);"), "{filled}");
    }

    #[test]
    fn join_calls_joins_what_fits() {
        let text = "if x {\n    return Err(f(\n        ctx,\n        self.0,\n        \"short\",\n    ));\n}";
        assert_eq!(
            join_calls(text, 12),
            "if x {\n    return Err(f(ctx, self.0, \"short\"));\n}"
        );
        let long = text.replace("short", &"s".repeat(60));
        assert_eq!(join_calls(&long, 12), long);
    }

    #[test]
    fn chain_keeps_a_short_root_with_its_first_link() {
        let links = vec![
            "properties::<SomeLongOpNameProperties>(self.0)".to_string(),
            "and_then(|p| p.field)".to_string(),
        ];
        assert_eq!(
            chain(12, "ctx", &links, ""),
            "ctx.properties::<SomeLongOpNameProperties>(self.0)\n    .and_then(|p| p.field)"
        );
    }
}
