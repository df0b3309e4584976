//! Every code block of a spec is Rust: predicates, conversions, default values, builder
//! bodies, extra declarations and type names are parsed with `syn` as what they are used as
//! (an expression, statements, `impl` items, module items, a type) before any code is
//! generated. A block that is not Rust (C++ left in a spec, a typo) is a diagnostic at the
//! block's position in the spec, never a rustc error inside `OUT_DIR`.
//!
//! Placeholders (`$_self`, `$_op`, `$_builder`, `$name`, `$0`, ...) are made identifiers by
//! turning `$` into `_`, which keeps every position in the block where it was.

use std::collections::BTreeSet;

use proc_macro2::{Spacing, TokenStream, TokenTree};

use super::cpp_types::{self, Position};
use super::{AttrKind, AttrOrTypeDef, Builder, Dialect, Interface, Operator, Pred, Trait};
use crate::diag::{Anchor, Diags, Loc};

/// What a code block is used as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    /// A Rust expression.
    Expr,
    /// An expression or a statement (`$_storage = $_value`).
    ExprOrStmt,
    /// The statements of a block (a builder body).
    Block,
    /// Items of an `impl` block (an op's or type's `extraClassDeclaration`).
    ImplItems,
    /// Items of a module (a dialect's `extraClassDeclaration`).
    ModuleItems,
    /// A stored Rust type.
    Type,
    /// A Rust type of a function parameter.
    ParamType,
}

/// Checks code blocks, each distinct text once.
#[derive(Default)]
pub(crate) struct CodeCheck {
    seen: BTreeSet<(Kind, String)>,
}

/// Where a parse failed: the message and the byte offset in the block.
pub(crate) struct Failure {
    message: String,
    offset: usize,
}

/// `text` with every `$` made `_`, so placeholders read as identifiers.
fn unplaceholder(text: &str) -> String {
    text.replace('$', "_")
}

/// Byte offset of 1-based `line` and 0-based char `column` in `text`.
fn offset_in(text: &str, line: usize, column: usize) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match text[start..].find('\n') {
            Some(i) => start += i + 1,
            None => return text.len(),
        }
    }
    let rest = &text[start..];
    let line_end = rest.find('\n').unwrap_or(rest.len());
    start
        + rest[..line_end]
            .char_indices()
            .nth(column)
            .map_or(line_end, |(i, _)| i)
}

/// Parses `code` wrapped in `before`/`after` (each on lines of their own) with `parse`, and
/// maps a failure back into `code`.
fn parse_wrapped<T>(
    code: &str,
    before: &str,
    after: &str,
    parse: impl Fn(&str) -> syn::Result<T>,
) -> Result<(), Failure> {
    let wrapped = format!("{before}\n{code}\n{after}");
    match parse(&wrapped) {
        Ok(_) => Ok(()),
        Err(e) => {
            let start = e.span().start();
            let before_lines = before.matches('\n').count() + 1;
            let offset = if start.line > before_lines {
                offset_in(code, start.line - before_lines, start.column)
            } else {
                0
            };
            Err(Failure {
                message: e.to_string(),
                offset: offset.min(code.len()),
            })
        }
    }
}

/// A function an `extraClassDeclaration` defines.
pub(crate) struct ImplFn {
    /// Its name.
    pub name: String,
    /// How many inputs it takes, `self` included.
    pub inputs: usize,
    /// Whether it takes `self`.
    pub has_self: bool,
}

/// The functions an `extraClassDeclaration` (Rust items of an `impl` block) defines; none
/// when the block is not Rust (that is reported elsewhere).
pub(crate) fn impl_fns(code: &str) -> Vec<ImplFn> {
    let wrapped = format!("impl Ods {{\n{}\n}}", unplaceholder(code));
    let Ok(item) = syn::parse_str::<syn::ItemImpl>(&wrapped) else {
        return Vec::new();
    };
    item.items
        .iter()
        .filter_map(|i| match i {
            syn::ImplItem::Fn(f) => Some(ImplFn {
                name: f.sig.ident.to_string(),
                inputs: f.sig.inputs.len(),
                has_self: f.sig.receiver().is_some(),
            }),
            _ => None,
        })
        .collect()
}

fn parse_as(kind: Kind, code: &str) -> Result<(), Failure> {
    match kind {
        Kind::Expr => parse_wrapped(code, "", "", syn::parse_str::<syn::Expr>),
        Kind::ExprOrStmt => {
            if syn::parse_str::<syn::Expr>(code).is_ok() {
                return Ok(());
            }
            parse_wrapped(code, "{", "}", syn::parse_str::<syn::Block>)
        }
        Kind::Block => parse_wrapped(code, "{", "}", syn::parse_str::<syn::Block>),
        Kind::ImplItems => parse_wrapped(code, "impl Ods {", "}", syn::parse_str::<syn::ItemImpl>),
        Kind::ModuleItems => parse_wrapped(code, "", "", syn::parse_file),
        Kind::Type | Kind::ParamType => parse_wrapped(code, "", "", syn::parse_str::<syn::Type>),
    }
}

/// Rust keywords that may stand before a path (`return ::mlir::x`); `crate`, `self`,
/// `super` and `Self` start paths themselves.
fn is_keyword(word: &str) -> bool {
    [
        "as", "async", "await", "box", "break", "const", "continue", "dyn", "else", "enum",
        "extern", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
        "pub", "ref", "return", "static", "struct", "trait", "type", "unsafe", "use", "where",
        "while", "yield",
    ]
    .contains(&word)
}

/// The first path into a C++ namespace (`mlir::`, `llvm::`) in `tokens`, with its offset.
fn cpp_namespace(code: &str, tokens: TokenStream) -> Option<(&'static str, usize)> {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, t) in trees.iter().enumerate() {
        match t {
            TokenTree::Group(g) => {
                if let Some(found) = cpp_namespace(code, g.stream()) {
                    return Some(found);
                }
            }
            TokenTree::Ident(id) => {
                let name = id.to_string();
                let ns = match name.as_str() {
                    "mlir" => "mlir::",
                    "llvm" => "llvm::",
                    _ => continue,
                };
                let colons = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
                    && matches!(trees.get(i + 2), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                // `a::mlir::b` names a Rust module called `mlir`; only a path that starts
                // with `mlir::` (or `::mlir::`) is C++.
                let after_path = i >= 3
                    && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == ':')
                    && matches!(&trees[i - 2], TokenTree::Punct(p) if p.as_char() == ':')
                    && matches!(&trees[i - 3], TokenTree::Ident(prev) if !is_keyword(&prev.to_string()));
                if colons && !after_path {
                    let start = id.span().start();
                    return Some((ns, offset_in(code, start.line, start.column)));
                }
            }
            _ => {}
        }
    }
    None
}

/// Why `code` (placeholders allowed) is not a Rust expression, with the byte offset in
/// `code`: a syntax error, or a path into a C++ namespace.
pub(crate) fn expr_problem(code: &str) -> Option<(String, usize)> {
    problem(Kind::Expr, code).map(|f| (f.message, f.offset))
}

/// Why `code` (placeholders allowed) is not Rust used as `kind`: a syntax error, or a path
/// into a C++ namespace.
pub(crate) fn problem(kind: Kind, code: &str) -> Option<Failure> {
    let plain = unplaceholder(code);
    if let Err(f) = parse_as(kind, &plain) {
        return Some(f);
    }
    let tokens = plain.parse::<TokenStream>().ok()?;
    let (ns, offset) = cpp_namespace(&plain, tokens)?;
    Some(Failure {
        message: format!(
            "it names the C++ namespace `{ns}` (code blocks are Rust written against ods_runtime)"
        ),
        offset,
    })
}

impl CodeCheck {
    /// Checks that `code`, used as `kind` by `owner`, is Rust. `what` names the block for
    /// the message ("code block `body` of a builder of `Test_FooOp`").
    pub(crate) fn check(
        &mut self,
        diags: &mut Diags,
        loc: &Loc,
        what: &str,
        code: &str,
        kind: Kind,
    ) {
        if code.trim().is_empty() || !self.seen.insert((kind, code.to_string())) {
            return;
        }
        if kind == Kind::Expr && code.trim() == "{}" {
            diags.error_at(
                loc,
                Anchor::Text {
                    text: code.to_string(),
                    offset: 0,
                },
                format!(
                    "{what} is not Rust: `{{}}` is C++'s value-initialization, which \
                     ods-build turns into the Rust type's `Default` only for arrays, strings, \
                     numbers, `bool` and optional values; write the Rust value"
                ),
            );
            return;
        }
        if let Some(f) = problem(kind, code) {
            let line = code[..f.offset].matches('\n').count() + 1;
            diags.error_at(
                loc,
                Anchor::Text {
                    text: code.to_string(),
                    offset: f.offset,
                },
                format!(
                    "{what} is not Rust: {} (line {line} of the block)",
                    f.message
                ),
            );
            return;
        }
        if matches!(kind, Kind::Type | Kind::ParamType) {
            let pos = if kind == Kind::Type {
                Position::Owned
            } else {
                Position::Param
            };
            match cpp_types::map(code, pos) {
                Ok(rust) if rust == code.trim() => {}
                Ok(rust) => diags.error_at(
                    loc,
                    Anchor::Text {
                        text: code.to_string(),
                        offset: 0,
                    },
                    format!(
                        "{what} is the C++ type `{}`; write the Rust type `{rust}`",
                        code.trim()
                    ),
                ),
                Err(message) => diags.error_at(
                    loc,
                    Anchor::Text {
                        text: code.to_string(),
                        offset: 0,
                    },
                    format!("{what}: {message}"),
                ),
            }
        }
    }

    /// Checks every leaf of `pred` as an expression, then the whole predicate.
    pub(crate) fn pred(&mut self, diags: &mut Diags, loc: &Loc, what: &str, pred: &Pred) {
        let before = diags.len();
        self.leaves(diags, loc, what, pred);
        if diags.len() == before {
            let whole = pred.to_expr();
            if !self.seen.contains(&(Kind::Expr, whole.clone())) {
                self.check(diags, loc, what, &whole, Kind::Expr);
            }
        }
    }

    fn leaves(&mut self, diags: &mut Diags, loc: &Loc, what: &str, pred: &Pred) {
        match pred {
            Pred::CPred(code) => self.check(diags, loc, what, code, Kind::Expr),
            Pred::And(children) | Pred::Or(children) => {
                for c in children {
                    self.leaves(diags, loc, what, c);
                }
            }
            Pred::Neg(child) | Pred::Concat { child, .. } | Pred::SubstLeaves { child, .. } => {
                self.leaves(diags, loc, what, child);
            }
        }
    }

    pub(crate) fn dialect(&mut self, diags: &mut Diags, d: &Dialect) {
        self.check(
            diags,
            &d.loc,
            &format!("code block `extraClassDeclaration` of `{}`", d.def_name),
            &d.extra_class_declaration,
            Kind::ModuleItems,
        );
    }

    pub(crate) fn interface(&mut self, diags: &mut Diags, iface: &Interface) {
        let owner = &iface.name;
        for m in &iface.methods {
            if m.is_static && (m.body.contains("$_op") || m.default_body.contains("$_op")) {
                diags.error(
                    &iface.loc,
                    format!(
                        "static method `{}` of interface `{owner}` uses `$_op`, but a static \
                         method has no op",
                        m.name
                    ),
                );
            }
            for (field, code) in [
                ("methodBody", &m.body),
                ("defaultImplementation", &m.default_body),
            ] {
                self.check(
                    diags,
                    &iface.loc,
                    &format!(
                        "code block `{field}` of method `{}` of interface `{owner}`",
                        m.name
                    ),
                    code,
                    Kind::Block,
                );
            }
            if m.return_type != "()" {
                self.check(
                    diags,
                    &iface.loc,
                    &format!(
                        "the return type of method `{}` of interface `{owner}`",
                        m.name
                    ),
                    &m.return_type,
                    Kind::Type,
                );
            }
            for p in &m.params {
                self.check(
                    diags,
                    &iface.loc,
                    &format!(
                        "the type of parameter `{}` of method `{}` of interface `{owner}`",
                        p.name, m.name
                    ),
                    &p.rust_type,
                    Kind::ParamType,
                );
            }
        }
        self.check(
            diags,
            &iface.loc,
            &format!("code block `verify` of interface `{owner}`"),
            &iface.verify,
            Kind::Block,
        );
        self.check(
            diags,
            &iface.loc,
            &format!("code block `extraClassDeclaration` of interface `{owner}`"),
            &iface.extra_class_declaration,
            Kind::ImplItems,
        );
    }

    pub(crate) fn op(&mut self, diags: &mut Diags, op: &Operator) {
        let owner = &op.def_name;
        for (what, values) in [("operand", &op.operands), ("result", &op.results)] {
            for (i, v) in values.iter().enumerate() {
                let name = if v.name.is_empty() {
                    format!("{what} #{i}")
                } else {
                    format!("{what} `{}`", v.name)
                };
                self.pred(
                    diags,
                    &v.loc,
                    &format!("the predicate of {name} of `{owner}`"),
                    &v.constraint.pred,
                );
                if let Some(call) = &v.constraint.builder_call {
                    self.check(
                        diags,
                        &v.loc,
                        &format!("code block `builderCall` of the type of {name} of `{owner}`"),
                        call,
                        Kind::Expr,
                    );
                }
            }
        }
        for a in &op.attributes {
            let of = format!("attribute `{}` of `{owner}`", a.name);
            let at = &a.attr;
            self.pred(diags, &a.loc, &format!("the predicate of {of}"), &at.pred);
            for (field, code, kind) in [
                ("storageType", at.storage_type.as_str(), Kind::Type),
                ("returnType", at.return_type.as_str(), Kind::Type),
                (
                    "convertFromStorage",
                    at.convert_from_storage.as_str(),
                    Kind::Expr,
                ),
                (
                    "constBuilderCall",
                    at.const_builder_call.as_deref().unwrap_or(""),
                    Kind::Expr,
                ),
                (
                    "defaultValue",
                    at.default_value.as_deref().unwrap_or(""),
                    Kind::Expr,
                ),
            ] {
                self.check(diags, &a.loc, &format!("`{field}` of {of}"), code, kind);
            }
            if let AttrKind::Derived { body } = &a.kind {
                self.check(
                    diags,
                    &a.loc,
                    &format!("code block `body` of derived {of}"),
                    body,
                    Kind::Block,
                );
            }
        }
        for p in &op.properties {
            let of = format!("property `{}` of `{owner}`", p.name);
            self.pred(diags, &p.loc, &format!("the predicate of {of}"), &p.pred);
            for (field, code, kind) in [
                ("storageType", p.storage_type.as_str(), Kind::Type),
                ("interfaceType", p.interface_type.as_str(), Kind::Type),
                (
                    "convertFromStorage",
                    p.convert_from_storage.as_str(),
                    Kind::Expr,
                ),
                (
                    "assignToStorage",
                    p.assign_to_storage.as_str(),
                    Kind::ExprOrStmt,
                ),
                (
                    "convertToAttribute",
                    p.convert_to_attribute.as_str(),
                    Kind::Expr,
                ),
                (
                    "convertFromAttribute",
                    p.convert_from_attribute.as_str(),
                    Kind::Expr,
                ),
                (
                    "defaultValue",
                    p.default_value.as_deref().unwrap_or(""),
                    Kind::Expr,
                ),
            ] {
                self.check(diags, &p.loc, &format!("`{field}` of {of}"), code, kind);
            }
        }
        for r in &op.regions {
            self.pred(
                diags,
                &r.loc,
                &format!("the predicate of region `{}` of `{owner}`", r.name),
                &r.constraint.pred,
            );
        }
        for s in &op.successors {
            self.pred(
                diags,
                &s.loc,
                &format!("the predicate of successor `{}` of `{owner}`", s.name),
                &s.constraint.pred,
            );
        }
        for t in &op.traits {
            match t {
                Trait::Native { name, rust, .. } => self.check(
                    diags,
                    &op.loc,
                    &format!("the Rust expression of trait `{name}` of `{owner}`"),
                    rust,
                    Kind::Expr,
                ),
                Trait::Interface { .. } => {}
                Trait::Pred {
                    description, pred, ..
                } => self.pred(
                    diags,
                    &op.loc,
                    &format!("the predicate of trait `{description}` of `{owner}`"),
                    pred,
                ),
            }
        }
        for b in &op.builders {
            self.builder(diags, owner, b);
        }
        self.check(
            diags,
            &op.loc,
            &format!("code block `extraClassDeclaration` of `{owner}`"),
            &op.extra_class_declaration,
            Kind::ImplItems,
        );
    }

    pub(crate) fn attr_or_type(&mut self, diags: &mut Diags, def: &AttrOrTypeDef) {
        let owner = &def.def_name;
        for p in &def.parameters {
            self.check(
                diags,
                &def.loc,
                &format!("the type of parameter `{}` of `{owner}`", p.name),
                &p.rust_type,
                Kind::Type,
            );
            if let Some(d) = &p.default_value {
                self.check(
                    diags,
                    &def.loc,
                    &format!("`defaultValue` of parameter `{}` of `{owner}`", p.name),
                    d,
                    Kind::Expr,
                );
            }
            for (field, code, kind) in [
                ("parser", &p.parser, Kind::Expr),
                ("printer", &p.printer, Kind::Block),
            ] {
                if let Some(code) = code {
                    self.check(
                        diags,
                        &def.loc,
                        &format!("`{field}` of parameter `{}` of `{owner}`", p.name),
                        code,
                        kind,
                    );
                }
            }
        }
        for b in &def.builders {
            self.builder(diags, owner, b);
        }
        self.check(
            diags,
            &def.loc,
            &format!("code block `extraClassDeclaration` of `{owner}`"),
            &def.extra_class_declaration,
            Kind::ImplItems,
        );
    }

    fn builder(&mut self, diags: &mut Diags, owner: &str, b: &Builder) {
        for p in &b.params {
            self.check(
                diags,
                &b.loc,
                &format!("the type of builder parameter `{}` of `{owner}`", p.name),
                &p.rust_type,
                Kind::ParamType,
            );
            if let Some(d) = &p.default {
                self.check(
                    diags,
                    &b.loc,
                    &format!("the default of builder parameter `{}` of `{owner}`", p.name),
                    d,
                    Kind::Expr,
                );
            }
        }
        if let Some(body) = &b.body {
            self.check(
                diags,
                &b.loc,
                &format!("code block `body` of a builder of `{owner}`"),
                body,
                Kind::Block,
            );
        }
    }
}

/// `code` with every use of a name of `renames` (`(written, generated)`) replaced by the
/// generated name: a builder's or interface method's body reads its parameters by the names
/// the spec wrote (`$LHS` is `LHS` in the body, as in mlir-tblgen's C++), while the Rust
/// signature spells them as identifiers in snake case (`lhs`). Only identifiers that name a
/// variable are renamed: not a field or method after `.`, a path segment after `::`, a
/// macro name before `!` or a lifetime. Code that is not Rust tokens is left as it is (it is
/// reported where it is checked).
pub(crate) fn rename_idents(code: &str, renames: &[(&str, &str)]) -> String {
    let renames: Vec<(&str, &str)> = renames
        .iter()
        .copied()
        // A keyword is not a variable the body could read (`in`, `type`).
        .filter(|(from, to)| from != to && syn::parse_str::<syn::Ident>(from).is_ok())
        .collect();
    if renames.is_empty() {
        return code.to_string();
    }
    let Ok(tokens) = unplaceholder(code).parse::<TokenStream>() else {
        return code.to_string();
    };
    let mut edits: Vec<(usize, usize, &str)> = Vec::new();
    collect_renames(code, tokens, &renames, &mut edits);
    edits.sort_by_key(|e| e.0);
    let mut out = String::with_capacity(code.len());
    let mut at = 0;
    for (start, end, to) in edits {
        if start < at {
            continue;
        }
        out.push_str(&code[at..start]);
        out.push_str(to);
        at = end;
    }
    out.push_str(&code[at..]);
    out
}

fn collect_renames<'a>(
    code: &str,
    tokens: TokenStream,
    renames: &[(&str, &'a str)],
    edits: &mut Vec<(usize, usize, &'a str)>,
) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let punct_at =
        |i: usize, c: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
    for (i, t) in trees.iter().enumerate() {
        match t {
            TokenTree::Group(g) => collect_renames(code, g.stream(), renames, edits),
            TokenTree::Ident(id) => {
                let name = id.to_string();
                let Some((_, to)) = renames.iter().find(|(from, _)| *from == name) else {
                    continue;
                };
                let member = i >= 1 && (punct_at(i - 1, '.') || punct_at(i - 1, '\''));
                let path = i >= 2 && punct_at(i - 1, ':') && punct_at(i - 2, ':');
                let macro_name = punct_at(i + 1, '!');
                if member || path || macro_name {
                    continue;
                }
                let start = id.span().start();
                let offset = offset_in(code, start.line, start.column);
                if code[offset..].starts_with(&name) {
                    edits.push((offset, offset + name.len(), to));
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_error(code: &str, kind: Kind) -> Option<String> {
        let mut diags = Diags::default();
        CodeCheck::default().check(&mut diags, &Loc::new("x.td", 1, 1), "block", code, kind);
        diags
            .finish(())
            .err()
            .map(|e| e.diagnostics[0].message.clone())
    }

    #[test]
    fn parameters_renamed_where_they_are_variables() {
        let renames = [("LHS", "lhs"), ("op_", "op"), ("fooBar", "foo_bar")];
        assert_eq!(
            rename_idents(
                "let _: i64 = LHS; x.LHS(); a::LHS; LHS!(); foo(op_, fooBar)",
                &renames
            ),
            "let _: i64 = lhs; x.LHS(); a::LHS; LHS!(); foo(op, foo_bar)"
        );
        assert_eq!(
            rename_idents("$_state.push(LHS); // LHS\n\"LHS\"", &renames),
            "$_state.push(lhs); // LHS\n\"LHS\""
        );
        assert_eq!(
            rename_idents("{ let a = [LHS]; }", &renames),
            "{ let a = [lhs]; }"
        );
        assert_eq!(rename_idents("not rust )", &renames), "not rust )");
    }

    #[test]
    fn rust_blocks_pass() {
        assert_eq!(
            first_error("$_ctxt.ty($_self).is_index()", Kind::Expr),
            None
        );
        assert_eq!(first_error("$_storage = $_value", Kind::ExprOrStmt), None);
        assert_eq!(first_error("let x = $0; x + 1", Kind::Block), None);
        assert_eq!(
            first_error("/// Doc.\npub fn f(self) -> u32 { 1 }", Kind::ImplItems),
            None
        );
        assert_eq!(
            first_error("pub struct S;\nimpl S {}", Kind::ModuleItems),
            None
        );
        assert_eq!(first_error("Vec<i64>", Kind::Type), None);
        assert_eq!(first_error("&str", Kind::ParamType), None);
        // A string that mentions C++ is fine.
        assert_eq!(first_error("\"mlir::foo\".len()", Kind::Expr), None);
        assert_eq!(first_error("my::mlir::x()", Kind::Expr), None);
    }

    #[test]
    fn cpp_is_refused_with_a_line() {
        let e = first_error("[&]() { return x; }()", Kind::Expr).unwrap();
        assert!(e.starts_with("block is not Rust: "), "{e}");
        let e = first_error("$_self.isa<IntegerType>()", Kind::Expr).unwrap();
        assert!(e.contains("is not Rust"), "{e}");
        let e = first_error("let a = 1;\nreturn ::mlir::success();", Kind::Block).unwrap();
        assert!(
            e.contains("`mlir::`") && e.contains("(line 2 of the block)"),
            "{e}"
        );
        let e = first_error("int x = 1;", Kind::Block).unwrap();
        assert!(e.contains("(line 1 of the block)"), "{e}");
        let e = first_error("int64_t", Kind::Type).unwrap();
        assert!(e.contains("write the Rust type `i64`"), "{e}");
    }

    #[test]
    fn odd_input_never_panics() {
        for code in [
            "$", "}{", "é(", "\"", "'", "/*", "r#\"", "$0$1", "\n\n}", "::", "mlir::",
        ] {
            for kind in [
                Kind::Expr,
                Kind::ExprOrStmt,
                Kind::Block,
                Kind::ImplItems,
                Kind::ModuleItems,
                Kind::Type,
                Kind::ParamType,
            ] {
                let _ = first_error(code, kind);
            }
        }
    }

    #[test]
    fn failures_point_into_the_block() {
        let code = "  let a = 1;\n  let b = ;\n";
        let Err(f) = parse_as(Kind::Block, code) else {
            panic!("parsed")
        };
        assert_eq!(&code[f.offset..f.offset + 1], ";", "{}", f.message);
    }
}
