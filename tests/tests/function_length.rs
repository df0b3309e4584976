//! No function of the workspace's hand-written Rust is longer than [`LIMIT`] lines.
//!
//! The test walks every `.rs` file under the workspace root except build output (`target*`
//! directories, the fuzz crate's `target`), hidden directories and the goldens that
//! `cargo xtask regen` writes (every suite of [`ods_tests::goldens::suites`]), parses each
//! with `syn` and measures every `fn` item (free functions, methods of impls and traits,
//! functions nested in blocks) from its signature through its closing brace. Functions that
//! `syn` cannot see as items, those inside `macro_rules!` definitions or other macro
//! invocations, are not measured.
//!
//! It prints `function length: N functions, M over LIMIT lines` and fails listing
//! `path:line name (N lines)` for each function over the limit.

use std::path::{Path, PathBuf};

use proc_macro2::Span;
use syn::spanned::Spanned as _;
use syn::visit::Visit;

/// The longest a function may be, in lines.
const LIMIT: usize = 150;

/// One measured function.
struct Function {
    name: String,
    line: usize,
    lines: usize,
}

/// Collects the functions of one file.
#[derive(Default)]
struct Measure {
    functions: Vec<Function>,
}

impl Measure {
    fn record(&mut self, sig: &syn::Signature, body_end: Span) {
        let line = sig.span().start().line;
        let end = body_end.end().line;
        self.functions.push(Function {
            name: sig.ident.to_string(),
            line,
            lines: end + 1 - line,
        });
    }
}

impl<'ast> Visit<'ast> for Measure {
    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        self.record(&item.sig, item.block.brace_token.span.close());
        syn::visit::visit_item_fn(self, item);
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        self.record(&item.sig, item.block.brace_token.span.close());
        syn::visit::visit_impl_item_fn(self, item);
    }

    fn visit_trait_item_fn(&mut self, item: &'ast syn::TraitItemFn) {
        if let Some(block) = &item.default {
            self.record(&item.sig, block.brace_token.span.close());
        }
        syn::visit::visit_trait_item_fn(self, item);
    }
}

/// The workspace-relative paths of the goldens `cargo xtask regen` writes, and the
/// directories and extensions of every suite's goldens (orphans included).
fn generated(root: &Path) -> (Vec<String>, Vec<(String, String)>) {
    let mut paths = Vec::new();
    let mut kinds = Vec::new();
    for suite in ods_tests::goldens::suites() {
        paths.extend(
            suite
                .inputs(root)
                .iter()
                .map(|input| suite.golden_path(input)),
        );
        kinds.push((format!("{}/", suite.dir), format!(".{}", suite.golden_ext)));
    }
    (paths, kinds)
}

/// Whether a directory holds build output or is hidden.
fn skipped_dir(name: &str) -> bool {
    name.starts_with("target") || name.starts_with('.')
}

/// Every hand-written `.rs` file of the workspace, workspace-relative, sorted.
fn sources(root: &Path) -> Vec<(String, PathBuf)> {
    let (golden_paths, golden_kinds) = generated(root);
    let mut files = Vec::new();
    let walk = walkdir::WalkDir::new(root)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| {
            e.depth() == 0
                || !e.file_type().is_dir()
                || !skipped_dir(&e.file_name().to_string_lossy())
        });
    for entry in walk {
        let entry = entry.expect("walking the workspace");
        if !entry.file_type().is_file() || entry.path().extension().is_none_or(|x| x != "rs") {
            continue;
        }
        let relative = entry
            .path()
            .strip_prefix(root)
            .expect("inside the workspace")
            .to_string_lossy()
            .replace('\\', "/");
        let golden = golden_paths.contains(&relative)
            || golden_kinds
                .iter()
                .any(|(dir, ext)| relative.starts_with(dir) && relative.ends_with(ext));
        if !golden {
            files.push((relative, entry.path().to_path_buf()));
        }
    }
    files
}

#[test]
fn no_function_is_over_the_limit() {
    let root = ods_tests::workspace_root();
    let files = sources(&root);
    assert!(
        files.len() > 100,
        "only {} Rust files found under {}",
        files.len(),
        root.display()
    );
    let mut total = 0usize;
    let mut over = Vec::new();
    for (relative, path) in &files {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{relative}: {e}"));
        let file = syn::parse_file(&text).unwrap_or_else(|e| {
            let at = e.span().start();
            panic!("{relative}:{}:{}: {e}", at.line, at.column + 1)
        });
        let mut measure = Measure::default();
        measure.visit_file(&file);
        total += measure.functions.len();
        for f in measure.functions.into_iter().filter(|f| f.lines > LIMIT) {
            over.push(format!(
                "{relative}:{} {} ({} lines)",
                f.line, f.name, f.lines
            ));
        }
    }
    println!(
        "function length: {total} functions, {} over {LIMIT} lines",
        over.len()
    );
    assert!(
        over.is_empty(),
        "functions over {LIMIT} lines:\n{}",
        over.join("\n")
    );
}

/// The measure counts methods of impls and traits and nested functions, from the signature
/// (attributes and doc comments left out) through the closing brace.
#[test]
fn the_measure_counts_every_kind_of_function() {
    let body = "    let _ = 0;\n".repeat(149);
    let text = format!(
        "/// Doc.\n#[inline]\nfn free() {{\n{body}}}\n\
         struct S;\nimpl S {{\n    fn method(&self) {{\n        fn nested() {{}}\n    }}\n}}\n\
         trait T {{\n    fn required(&self);\n    fn provided(&self) {{\n    }}\n}}\n\
         macro_rules! m {{ () => {{ fn unseen() {{}} }} }}\n"
    );
    let file = syn::parse_file(&text).expect("parses");
    let mut measure = Measure::default();
    measure.visit_file(&file);
    let seen: Vec<(String, usize, usize)> = measure
        .functions
        .into_iter()
        .map(|f| (f.name, f.line, f.lines))
        .collect();
    let expected = [
        ("free", 3, 151),
        ("method", 156, 3),
        ("nested", 157, 1),
        ("provided", 162, 2),
    ];
    assert_eq!(
        seen,
        expected
            .iter()
            .map(|&(n, l, c)| (n.to_string(), l, c))
            .collect::<Vec<_>>()
    );
}
