//! The walk of a spec through ods-build goes one way: from `Config::generate`, the calls
//! enter the stages `spec`, `model`, `format` and `render` once each, in that order, and
//! never come back to a stage they left.
//!
//! The test reads ods-build's sources with `syn` and builds a call graph of its functions
//! (`src/bin/` and `#[cfg(test)]` modules left out). A call is an edge when it can be
//! resolved without type information:
//! - a path (`f(..)`, `module::f`, `crate::a::b::f`, `Type::f`, `Self::f`, through the file's
//!   `use` declarations), called or passed as a value, including inside `format!`-like
//!   macros whose arguments parse as expressions;
//! - a method call `.m(..)`: an edge to every method named `m` that ods-build defines
//!   (over-approximated: a method name shared by two types links to both).
//!
//! The walk is a depth-first traversal from `Config::generate` that visits each function
//! once. A *stage* is a top-level module directory: `spec`, `model`, `format`, `render`.
//! `emit` drives the stages; `diag`, `names` and `library` are leaves every stage may use,
//! so entering them is not a stage change. The walk's *stage sequence* lists each change of
//! stage along the traversal (back to the driver included, so a stage left and entered again
//! shows twice). A *return* is entering a stage that appears earlier in the sequence.
//!
//! A stage reads the data the stages before it made: the model's data types and the
//! queries over them (every file of `model/` but the model stage's own, [`MODEL_STAGE`]) and
//! the format stage's results (`format/ast.rs`, `format/planned.rs`) are read, not entered. A function's stage is that of
//! its file, whoever calls it.
//!
//! It prints `walk: <sequence>; N returns` and, for comparison at a finer grain, the number
//! of times the traversal enters a file it had already left.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

#[path = "../../tests/src/module_graph.rs"]
#[allow(dead_code)]
mod module_graph;

use syn::visit::Visit;

/// A function of the crate.
#[derive(Clone, Debug)]
struct Func {
    /// The file that defines it, relative to `src/`.
    file: String,
    /// Its module path (`render::ops`), inline modules included.
    module: String,
    /// The type of the impl it is in, if any.
    owner: Option<String>,
    name: String,
    /// Whether it is in a file of data and queries every stage reads (see [`READ`]).
    reader: bool,
    line: usize,
    /// What it calls or names, unresolved.
    refs: Vec<Ref>,
}

/// A reference a function body makes.
#[derive(Clone, Debug)]
enum Ref {
    Path(Vec<String>),
    /// A method call: its name, and whether the receiver is `self`.
    Method(String, bool),
}

/// The crate's functions and each module's `use` declarations.
#[derive(Default)]
struct Crate {
    funcs: Vec<Func>,
    /// Per module: local name -> absolute path (`crate::render::names::snake`).
    uses: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// Modules that exist.
    modules: BTreeSet<String>,
    /// Per file: every identifier in it (the types a method call there may be on).
    idents: BTreeMap<String, BTreeSet<String>>,
    /// Files that are `#[cfg(test)]` modules.
    test_files: BTreeSet<String>,
}

/// Collects the references of a function body.
#[derive(Default)]
struct Refs(Vec<Ref>);

impl<'ast> Visit<'ast> for Refs {
    fn visit_expr_path(&mut self, e: &'ast syn::ExprPath) {
        let segs = e
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect();
        self.0.push(Ref::Path(segs));
        syn::visit::visit_expr_path(self, e);
    }

    fn visit_expr_method_call(&mut self, e: &'ast syn::ExprMethodCall) {
        let on_self = matches!(&*e.receiver, syn::Expr::Path(p) if p.path.is_ident("self"));
        self.0.push(Ref::Method(e.method.to_string(), on_self));
        syn::visit::visit_expr_method_call(self, e);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        use syn::parse::Parser as _;
        let exprs = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        if let Ok(args) = exprs.parse2(m.tokens.clone()) {
            for a in &args {
                self.visit_expr(a);
            }
        }
    }

    // Items nested in a body are functions of their own.
    fn visit_item(&mut self, _: &'ast syn::Item) {}
}

/// Whether attributes carry `#[cfg(test)]`.
fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|i| i == "test")
    })
}

/// Whether an item is `#[cfg(test)]`.
fn item_is_test(item: &syn::Item) -> bool {
    match item {
        syn::Item::Fn(f) => is_test(&f.attrs),
        syn::Item::Impl(i) => is_test(&i.attrs),
        syn::Item::Mod(m) => is_test(&m.attrs),
        _ => false,
    }
}

/// Every identifier of `tokens`.
fn collect_idents(tokens: proc_macro2::TokenStream, out: &mut BTreeSet<String>) {
    for t in tokens {
        match t {
            proc_macro2::TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            proc_macro2::TokenTree::Group(g) => collect_idents(g.stream(), out),
            _ => {}
        }
    }
}

/// The last identifier of a type (`Vec<X>` -> `Vec`, `&Foo` -> `Foo`).
fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        syn::Type::Reference(r) => type_name(&r.elem),
        _ => None,
    }
}

/// Flattens a `use` tree into local name -> path.
fn use_tree(
    prefix: &mut Vec<String>,
    tree: &syn::UseTree,
    out: &mut BTreeMap<String, Vec<String>>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_tree(prefix, &p.tree, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let mut full = prefix.clone();
            if n.ident != "self" {
                full.push(n.ident.to_string());
            }
            let local = full.last().cloned().unwrap_or_default();
            out.insert(local, full);
        }
        syn::UseTree::Rename(r) => {
            let mut full = prefix.clone();
            if r.ident != "self" {
                full.push(r.ident.to_string());
            }
            out.insert(r.rename.to_string(), full);
        }
        syn::UseTree::Glob(_) => {}
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_tree(prefix, t, out);
            }
        }
    }
}

impl Crate {
    fn read(src: &Path) -> Crate {
        let mut c = Crate::default();
        let files = module_graph::source_files(src, &["bin"]);
        let parsed: BTreeMap<&String, syn::File> = files
            .iter()
            .map(|(rel, text)| {
                let f = syn::parse_file(text).unwrap_or_else(|e| panic!("{rel}: {e}"));
                (rel, f)
            })
            .collect();
        // `#[cfg(test)] mod x;` declarations: their files are not part of the build.
        for (rel, f) in &parsed {
            let module = module_graph::module_of(rel);
            for item in &f.items {
                if let syn::Item::Mod(m) = item
                    && m.content.is_none()
                    && is_test(&m.attrs)
                {
                    let sub = join(&module, &m.ident.to_string());
                    for other in files.keys() {
                        if module_graph::module_of(other) == sub {
                            c.test_files.insert(other.clone());
                        }
                    }
                }
            }
        }
        for (rel, f) in &parsed {
            if c.test_files.contains(*rel) {
                continue;
            }
            let mut idents = BTreeSet::new();
            for item in f.items.iter().filter(|i| !item_is_test(i)) {
                use quote::ToTokens as _;
                collect_idents(item.to_token_stream(), &mut idents);
            }
            c.idents.insert((*rel).clone(), idents);
            let module = module_graph::module_of(rel);
            c.items(rel, &module, &f.items);
        }
        c
    }

    fn items(&mut self, file: &str, module: &str, items: &[syn::Item]) {
        self.modules.insert(module.to_string());
        for item in items {
            match item {
                syn::Item::Fn(f) if !is_test(&f.attrs) => {
                    self.func(file, module, None, &f.sig, &f.block);
                }
                syn::Item::Impl(i) if !is_test(&i.attrs) => {
                    let owner = type_name(&i.self_ty);
                    for it in &i.items {
                        if let syn::ImplItem::Fn(f) = it {
                            self.func(file, module, owner.clone(), &f.sig, &f.block);
                        }
                    }
                }
                syn::Item::Trait(t) => {
                    for it in &t.items {
                        if let syn::TraitItem::Fn(f) = it
                            && let Some(b) = &f.default
                        {
                            self.func(file, module, Some(t.ident.to_string()), &f.sig, b);
                        }
                    }
                }
                syn::Item::Mod(m) if !is_test(&m.attrs) => {
                    if let Some((_, inner)) = &m.content {
                        let sub = join(module, &m.ident.to_string());
                        self.items(file, &sub, inner);
                    }
                }
                syn::Item::Use(u) => {
                    let map = self.uses.entry(module.to_string()).or_default();
                    use_tree(&mut Vec::new(), &u.tree, map);
                }
                _ => {}
            }
        }
    }

    fn func(
        &mut self,
        file: &str,
        module: &str,
        owner: Option<String>,
        sig: &syn::Signature,
        block: &syn::Block,
    ) {
        let mut refs = Refs::default();
        refs.visit_block(block);
        self.funcs.push(Func {
            file: file.to_string(),
            module: module.to_string(),
            owner,
            name: sig.ident.to_string(),
            reader: READ.contains(&file)
                || (file.starts_with("model/") && !MODEL_STAGE.contains(&file)),
            line: sig.ident.span().start().line,
            refs: refs.0,
        });
    }

    /// The absolute module path and item named by `segs` in `module`, if it leads into the
    /// crate.
    fn absolute(&self, module: &str, segs: &[String]) -> Option<Vec<String>> {
        let here: Vec<String> = if module.is_empty() {
            Vec::new()
        } else {
            module.split("::").map(str::to_string).collect()
        };
        let first = segs.first()?;
        let mut out = match first.as_str() {
            "crate" => Vec::new(),
            "self" => here.clone(),
            "super" => {
                let mut up = here.clone();
                let mut rest = segs;
                while rest.first().is_some_and(|s| s == "super") {
                    up.pop();
                    rest = &rest[1..];
                }
                up.extend(rest.iter().cloned());
                return Some(up);
            }
            _ => {
                if let Some(full) = self.uses.get(module).and_then(|u| u.get(first)) {
                    let mut resolved = self.absolute(module, full).unwrap_or_default();
                    if resolved.is_empty() && full.first().is_none_or(|f| f != "crate") {
                        return None;
                    }
                    if full.first().is_some_and(|f| f == "crate") {
                        resolved = full[1..].to_vec();
                    }
                    resolved.extend(segs[1..].iter().cloned());
                    return Some(resolved);
                }
                let mut child = here.clone();
                child.push(first.clone());
                if self.modules.contains(&child.join("::")) || segs.len() == 1 {
                    let mut p = here.clone();
                    p.extend(segs.iter().cloned());
                    return Some(p);
                }
                // `Type::f` for a type of the crate.
                return Some(segs.to_vec());
            }
        };
        out.extend(segs[1..].iter().cloned());
        Some(out)
    }

    /// The functions a reference of function `f` may reach.
    fn targets(&self, f: &Func, r: &Ref) -> Vec<usize> {
        match r {
            Ref::Method(m, on_self) => {
                if *on_self {
                    let own = self.method_of(f.owner.as_deref(), m);
                    if !own.is_empty() {
                        return own;
                    }
                }
                let all: Vec<usize> = self
                    .funcs
                    .iter()
                    .enumerate()
                    .filter(|(_, g)| g.owner.is_some() && &g.name == m)
                    .map(|(i, _)| i)
                    .collect();
                if all.len() <= 1 && !STD_METHODS.contains(&m.as_str()) {
                    return all;
                }
                // A method name several types share, or one the standard library's types
                // have too: the types the caller's file names.
                let named = &self.idents[&f.file];
                all.into_iter()
                    .filter(|&i| {
                        let owner = self.funcs[i].owner.as_deref();
                        owner == f.owner.as_deref() || owner.is_some_and(|o| named.contains(o))
                    })
                    .collect()
            }
            Ref::Path(segs) => {
                if segs.len() >= 2 && segs[0] == "Self" {
                    return self.method_of(f.owner.as_deref(), &segs[1]);
                }
                let Some(abs) = self.absolute(&f.module, segs) else {
                    return Vec::new();
                };
                let Some((name, path)) = abs.split_last() else {
                    return Vec::new();
                };
                let module = path.join("::");
                let free: Vec<usize> = self
                    .funcs
                    .iter()
                    .enumerate()
                    .filter(|(_, g)| g.owner.is_none() && g.module == module && &g.name == name)
                    .map(|(i, _)| i)
                    .collect();
                if !free.is_empty() {
                    return free;
                }
                // A name the module re-exports (`pub use stage::plan_spec`).
                if let Some(full) = self.uses.get(&module).and_then(|u| u.get(name))
                    && full.last() == Some(name)
                    && let Some(mut abs) = self.absolute(&module, full)
                    && abs[..abs.len() - 1] != *path
                {
                    abs.insert(0, "crate".to_string());
                    return self.targets(f, &Ref::Path(abs));
                }
                // `Type::f` or `module::Type::f`.
                match path.last() {
                    Some(ty) => self.method_of(Some(ty), name),
                    None => Vec::new(),
                }
            }
        }
    }

    fn method_of(&self, owner: Option<&str>, name: &str) -> Vec<usize> {
        self.funcs
            .iter()
            .enumerate()
            .filter(|(_, g)| g.owner.as_deref() == owner && owner.is_some() && g.name == name)
            .map(|(i, _)| i)
            .collect()
    }
}

fn join(a: &str, b: &str) -> String {
    if a.is_empty() {
        b.to_string()
    } else {
        format!("{a}::{b}")
    }
}

/// The stage of a file: its top-level directory or file stem.
fn stage(file: &str) -> &str {
    let top = file.split('/').next().unwrap_or(file);
    top.strip_suffix(".rs").unwrap_or(top)
}

/// Method names of the standard library's types (`Option::expect`, `Iterator::next`, ...)
/// that ods-build's types define too: a call of one links to ods-build's only where the
/// caller's file names the type.
const STD_METHODS: &[&str] = &[
    "as_str",
    "clone",
    "contains",
    "expect",
    "extend",
    "find",
    "first",
    "get",
    "insert",
    "is_empty",
    "iter",
    "join",
    "last",
    "len",
    "map",
    "new",
    "next",
    "parse",
    "peek",
    "push",
    "split",
    "take",
    "to_string",
    "trim",
    "unwrap",
];

/// Modules every stage may use without changing stage: diagnostics, Rust naming, code
/// placeholders, the embedded ODS library, the crate root.
const LEAVES: &[&str] = &["diag", "names", "placeholders", "library", "lib"];

/// Files of a stage's directory that are leaves too: the format lexer (a tokenizer that
/// depends on nothing but its error type), which the model stage's stub of foreign code
/// uses to find a format's string arguments.
const LEAF_FILES: &[&str] = &["format/lexer.rs", "format/error.rs"];

/// The files of the model stage: what turns a lowered spec into the validated model. The
/// other files of `model/` are the model's data and the queries over it, which every stage
/// reads.
const MODEL_STAGE: &[&str] = &["model/validate.rs", "model/stub.rs"];

/// Files of data and queries a stage's successors read: the format tree and the planned
/// formats.
const READ: &[&str] = &["format/ast.rs", "format/planned.rs"];

/// The traversal's record.
#[derive(Default)]
struct Walk {
    seen: BTreeSet<usize>,
    /// Each change of stage (leaves and reads of the model left out), with the call that
    /// made it.
    stages: Vec<(String, String)>,
    files: Vec<String>,
}

impl Walk {
    fn enter_stage(&mut self, s: &str, why: String) {
        if self.stages.last().is_none_or(|(l, _)| l != s) {
            self.stages.push((s.to_string(), why));
        }
    }

    fn enter_file(&mut self, f: &str) {
        if self.files.last().is_none_or(|l| l != f) {
            self.files.push(f.to_string());
        }
    }

    fn visit(&mut self, c: &Crate, i: usize, current: &str) {
        let f = &c.funcs[i];
        self.enter_file(&f.file);
        for r in &f.refs {
            for t in c.targets(f, r) {
                if !self.seen.insert(t) {
                    continue;
                }
                let g = &c.funcs[t];
                let s = stage(&g.file);
                let transparent =
                    LEAVES.contains(&s) || LEAF_FILES.contains(&g.file.as_str()) || g.reader;
                let next = if transparent { current } else { s };
                if !transparent {
                    self.enter_stage(
                        s,
                        format!(
                            "{}:{} {} -> {}:{} {}",
                            f.file, f.line, f.name, g.file, g.line, g.name
                        ),
                    );
                }
                self.visit(c, t, next);
                if !transparent {
                    self.enter_stage(current, format!("back in {}", f.name));
                }
                self.enter_file(&f.file);
            }
        }
    }
}

/// How many entries of `seq` name something named earlier (not just before).
fn returns<'a>(seq: impl Iterator<Item = &'a str>, driver: &str) -> usize {
    let mut seen = BTreeSet::new();
    let mut n = 0;
    for s in seq {
        if s != driver && !seen.insert(s) {
            n += 1;
        }
    }
    n
}

#[test]
fn spec_walk_goes_one_way() {
    let c = Crate::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let start = c
        .funcs
        .iter()
        .position(|f| f.owner.as_deref() == Some("Config") && f.name == "generate")
        .expect("Config::generate");
    let mut w = Walk::default();
    w.seen.insert(start);
    w.stages.push(("emit".into(), "Config::generate".into()));
    w.visit(&c, start, "emit");
    let seq: Vec<&str> = w.stages.iter().map(|(s, _)| s.as_str()).collect();
    let stage_returns = returns(seq.iter().copied(), "emit");
    let file_returns = returns(w.files.iter().map(String::as_str), "emit.rs");
    println!(
        "walk: {}; {stage_returns} returns ({} functions reached, {} file re-entries)",
        seq.join(" -> "),
        w.seen.len(),
        file_returns
    );
    let order: Vec<&str> = seq.iter().copied().filter(|s| *s != "emit").collect();
    let mut details = String::new();
    for (s, why) in &w.stages {
        details.push_str(&format!("  {s}: {why}\n"));
    }
    assert_eq!(
        order,
        ["spec", "model", "format", "render"],
        "the walk enters spec, model, format and render once each, in that order:\n{details}"
    );
}
