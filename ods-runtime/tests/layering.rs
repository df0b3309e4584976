//! The runtime's layering: every module of `ods-runtime` belongs to one layer, no module
//! imports from a layer above its own (see the layer table in the crate docs), and the
//! module graph has no cycle, between layers or inside one.
//!
//! The test reads the crate's source files, strips comments and string literals, and
//! collects every `crate::...` path (in `use` declarations, brace groups expanded, and
//! inline); it maps the file and the path to their layers with [`LAYERS`] and fails on any
//! path that goes up a layer, naming the file, the line and both layers. A second check does
//! the same for the methods of the `Context` facade: a method defined in an `impl Context`
//! block of a higher layer must not be called from a lower one.
//!
//! The third check builds the module graph with `tests/src/module_graph.rs` (shared with
//! `ods-build`'s test): a node per module (a file, or an inline `mod` such as a file's unit
//! tests), an edge for every `crate::`, `super::`, `self::` or child-module path a module
//! names, to the longest module prefixing it. It prints `module cycles: ods-runtime N (...)`
//! and fails on every cycle (a strongly connected component of two or more modules), within
//! a layer as between layers, each shown with a path around it and the file and line of
//! every step.
//!
//! `Context` itself is the facade every layer hangs its `impl Context` block on, as an
//! `MLIRContext` forward declaration is in MLIR: naming the type is allowed from every layer
//! and is no edge of the graph (`crate::Context` and `crate::context::Context`, nothing else
//! of `context.rs`). What a module does with it is checked instead: the methods it calls
//! must come from its own layer or one below (the second check). Calling a method is not an
//! import, so the graph has no edge for it. `context.rs`, which composes the layers' stores,
//! sits at the top. What a module reads of the struct's fields is not checked: each layer
//! reads its own store, but `ir::transplant` copies a whole context for passes on threads
//! (`Context::fork_empty`), the one place a low layer touches every store.

#[path = "../../tests/src/module_graph.rs"]
mod module_graph;

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use module_graph::{crate_paths, module_of, source_files, strip};

/// Every module (as its path below the crate root) with its layer; a file belongs to the
/// longest entry that prefixes its module path. Lower numbers are lower layers.
const LAYERS: &[(&str, u32)] = &[
    // 0: text: the lexer and diagnostics with source positions.
    ("asm::lexer", 0),
    ("diag", 0),
    // 1: uniqued storage: the handles, the contents of types, attributes and locations, and
    // the boxed parameters of dialect definitions.
    ("handles", 1),
    ("types", 1),
    ("attributes", 1),
    ("location", 1),
    ("dialect_storage::boxed", 1),
    // 2: the uniquer and the syntax of what it stores: dialect storage with its parse and
    // print hooks, the type and attribute interfaces, property values, resources, and the
    // textual form of types, attributes and locations.
    ("uniquer", 2),
    ("dialect_storage", 2),
    ("type_interfaces", 2),
    ("ptr_like", 2),
    // the macro declaring runtime type and attribute interfaces over `dialect_storage`.
    ("iface_macro", 2),
    ("tensor_encoding", 2),
    ("shaped_type", 2),
    ("property_value", 2),
    ("resources", 2),
    ("asm::parser", 2),
    ("asm::printer", 2),
    // 3: the IR: arenas, ids, use lists, operation names, the builder, the error hooks
    // report, and the helpers generated ops call.
    ("ir", 3),
    ("block_splice", 3),
    ("listener", 3),
    ("builder", 3),
    ("op_error", 3),
    ("support", 3),
    ("common_folders", 3),
    // 4: registered dialects and operations, traits.
    ("registry", 4),
    ("interfaces", 4),
    ("traits", 4),
    // 5: rewrite patterns; the operation printer (generic and custom forms).
    ("rewrite", 5),
    ("greedy", 5),
    ("region_simplify", 5),
    ("region_branch_canon", 5),
    ("dominance", 5),
    ("op_equivalence", 5),
    ("asm::op_printer", 5),
    // 6: the verifier driver and its diagnostics; passes, their registry and the pass
    // manager (which verifies after each pass); the dataflow analyses passes run.
    ("verify", 6),
    ("pass", 6),
    ("transforms", 6),
    ("dataflow", 6),
    // 7: the operation parser; MLIR bytecode, read and written.
    ("asm", 7),
    ("bytecode", 7),
    ("asm::op_parser", 7),
    ("asm::op_format", 7),
    ("asm::format_parse", 7),
    ("asm::format_print", 7),
    ("asm::prop_form", 7),
    ("asm::enum_form", 7),
    ("asm::function", 7),
    // 8: the builtin dialect (`builtin.module`, the container the parser wraps a file in).
    ("builtin_ops", 8),
    // 9: the facade composing the layers' stores, and the crate root.
    ("context", 9),
    ("", 9),
];

/// Items re-exported at the crate root, with the module that defines them.
const ROOT_ITEMS: &[(&str, &str)] = &[
    ("Attribute", "handles"),
    ("Type", "handles"),
    ("Location", "handles"),
    ("Identifier", "handles"),
    ("Diagnostic", "diag"),
];

/// The facade type: nameable from every layer.
const FACADE: &str = "Context";

/// One import (or call) that goes up a layer.
#[derive(Debug, PartialEq, Eq)]
struct Violation {
    file: String,
    line: usize,
    what: String,
    from_layer: u32,
    to_layer: u32,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: `{}` goes up from layer {} to layer {}",
            self.file, self.line, self.what, self.from_layer, self.to_layer
        )
    }
}

/// The layer of a module path: the longest table entry that prefixes it.
fn layer_of(module: &[&str]) -> Option<u32> {
    LAYERS
        .iter()
        .filter(|(key, _)| {
            let key: Vec<&str> = key.split("::").filter(|s| !s.is_empty()).collect();
            // The root entry is the crate root only, not a prefix of every module.
            (key.is_empty() && module.is_empty())
                || (!key.is_empty() && key.len() <= module.len() && key[..] == module[..key.len()])
        })
        .max_by_key(|(key, _)| key.len())
        .map(|&(_, layer)| layer)
}

/// The layer a `crate::...` path (its segments after `crate`) points into; `None` for the
/// facade. An unknown root item is an error, so the table stays complete.
fn target_layer(segments: &[&str]) -> Result<Option<u32>, String> {
    let first = *segments.first().ok_or("empty path")?;
    if first == FACADE || (first == "context" && segments.get(1) == Some(&FACADE)) {
        return Ok(None);
    }
    if let Some(&(_, module)) = ROOT_ITEMS.iter().find(|(item, _)| *item == first) {
        return Ok(layer_of(&[module]));
    }
    if !LAYERS
        .iter()
        .any(|(key, _)| !key.is_empty() && key.split("::").next() == Some(first))
    {
        return Err(format!("`crate::{}` is in no layer", segments.join("::")));
    }
    Ok(layer_of(segments))
}

/// The upward `crate::...` paths of one file (`rel` relative to `src/`).
fn upward_imports(rel: &str, src: &str) -> Result<Vec<Violation>, String> {
    let module = module_of(rel);
    let segs: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
    let from = layer_of(&segs).ok_or(format!("{rel}: module `{module}` is in no layer"))?;
    let mut out = Vec::new();
    for (line, path) in crate_paths(&strip(src)) {
        let segments: Vec<&str> = path.iter().map(String::as_str).collect();
        let to = target_layer(&segments).map_err(|e| format!("{rel}:{line}: {e}"))?;
        if let Some(to) = to.filter(|&to| to > from) {
            out.push(Violation {
                file: rel.to_string(),
                line,
                what: format!("crate::{}", path.join("::")),
                from_layer: from,
                to_layer: to,
            });
        }
    }
    Ok(out)
}

/// The lines inside the top-level `impl Context` blocks of one file.
fn context_impl_lines(stripped: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut inside = false;
    for line in stripped.lines() {
        let opens = line.trim_end().ends_with('{');
        if opens
            && (line.starts_with("impl Context")
                || line.starts_with("impl<") && line.contains(" Context "))
        {
            inside = true;
        } else if line.starts_with('}') {
            inside = false;
        } else if inside {
            lines.push(line);
        }
    }
    lines
}

/// The names of the methods each file defines in top-level `impl Context` blocks.
fn context_methods(stripped: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in context_impl_lines(stripped) {
        let t = line.trim_start();
        let indent = line.len() - t.len();
        let t = t
            .strip_prefix("pub(crate) ")
            .or_else(|| t.strip_prefix("pub "))
            .unwrap_or(t);
        if indent == 4
            && let Some(rest) = t.strip_prefix("fn ")
        {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.push(name);
        }
    }
    names
}

/// Calls `.name(` of a `Context` method that a higher layer defines, per file.
fn upward_calls(files: &BTreeMap<String, String>) -> Vec<Violation> {
    let layer = |rel: &str| {
        let module = module_of(rel);
        let segs: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
        layer_of(&segs).unwrap_or(u32::MAX)
    };
    let mut defined: HashMap<String, u32> = HashMap::new();
    for (rel, stripped) in files {
        for name in context_methods(stripped) {
            let l = layer(rel);
            let e = defined.entry(name).or_insert(l);
            *e = (*e).min(l);
        }
    }
    let mut out = Vec::new();
    for (rel, stripped) in files {
        let from = layer(rel);
        for (n, line) in stripped.lines().enumerate() {
            let mut rest = line;
            while let Some(dot) = rest.find('.') {
                rest = &rest[dot + 1..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let after = &rest[name.len()..];
                if !(after.starts_with('(') || after.starts_with("::<")) {
                    continue;
                }
                if let Some(&to) = defined.get(&name)
                    && to > from
                {
                    out.push(Violation {
                        file: rel.clone(),
                        line: n + 1,
                        what: format!("Context::{name}"),
                        from_layer: from,
                        to_layer: to,
                    });
                }
            }
        }
    }
    out
}

/// Whether naming the resolved path (segments below the crate root) is an edge of the module
/// graph: every path is, but the facade type `context::Context` (see the file's docs).
fn counts_as_edge(path: &[String]) -> bool {
    !(path.len() >= 2 && path[0] == "context" && path[1] == FACADE)
}

fn runtime_sources() -> BTreeMap<String, String> {
    source_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &[])
}

#[test]
fn no_module_imports_from_a_layer_above() {
    let files = runtime_sources();
    assert!(files.len() > 10, "found the runtime's sources");
    let mut problems = Vec::new();
    let mut checked = 0;
    for (rel, src) in &files {
        match upward_imports(rel, src) {
            Ok(v) => {
                checked += crate_paths(&strip(src)).len();
                problems.extend(v.iter().map(ToString::to_string));
            }
            Err(e) => problems.push(e),
        }
    }
    println!("{} files, {checked} crate paths checked", files.len());
    assert!(
        problems.is_empty(),
        "imports going up a layer:\n{}",
        problems.join("\n")
    );
}

#[test]
fn no_module_calls_a_context_method_of_a_layer_above() {
    let files: BTreeMap<String, String> = runtime_sources()
        .into_iter()
        .map(|(rel, src)| (rel, strip(&src)))
        .collect();
    let problems: Vec<String> = upward_calls(&files)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        problems.is_empty(),
        "Context methods called from a layer below their own:\n{}",
        problems.join("\n")
    );
}

#[test]
fn an_upward_import_is_reported_with_file_line_and_layers() {
    let src = "//! ir\nuse crate::types::Type;\nuse crate::{Context, verify::{verify, VerifyError}};\nfn f() { crate::asm::op_printer::print(); }\n";
    let v = upward_imports("ir.rs", src).expect("mapped");
    let shown: Vec<String> = v.iter().map(ToString::to_string).collect();
    assert_eq!(
        shown,
        [
            "ir.rs:3: `crate::verify::verify` goes up from layer 3 to layer 6",
            "ir.rs:3: `crate::verify::VerifyError` goes up from layer 3 to layer 6",
            "ir.rs:4: `crate::asm::op_printer::print` goes up from layer 3 to layer 5",
        ]
    );
}

#[test]
fn comments_and_strings_are_not_imports() {
    let src = "/// [`crate::verify::verify`]\n// use crate::verify;\nconst S: &str = \"crate::verify\";\nconst C: char = '\"';\nfn f<'a>(x: &'a str) {}\n";
    assert_eq!(upward_imports("ir.rs", src), Ok(Vec::new()));
}

#[test]
fn an_upward_context_call_is_reported() {
    let mut files = BTreeMap::new();
    files.insert(
        "verify.rs".to_string(),
        strip("impl Context {\n    pub fn verify_all(&self) {}\n}\n"),
    );
    files.insert(
        "ir.rs".to_string(),
        strip("fn f(ctx: &Context) {\n    ctx.verify_all();\n}\n"),
    );
    let shown: Vec<String> = upward_calls(&files)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        shown,
        ["ir.rs:2: `Context::verify_all` goes up from layer 3 to layer 6"]
    );
}

#[test]
fn an_unmapped_module_fails() {
    assert!(upward_imports("newthing.rs", "").is_err());
    assert!(upward_imports("ir.rs", "use crate::newthing::X;").is_err());
}

#[test]
fn no_module_import_cycles() {
    let graph = module_graph::build(
        &runtime_sources(),
        &module_graph::Rules {
            counts: &counts_as_edge,
        },
    );
    module_graph::assert_cycles("ods-runtime", &graph);
}

/// The layer table of the crate docs (`src/lib.rs`): each module it names, with its layer.
fn documented_layers() -> Vec<(String, u32)> {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("lib.rs readable");
    let mut out = Vec::new();
    for line in lib.lines() {
        let Some(row) = line.strip_prefix("//! | ") else {
            continue;
        };
        let mut cells = row.split(" | ");
        let (Some(layer), Some(modules)) = (cells.next(), cells.next()) else {
            continue;
        };
        let Ok(layer) = layer.trim().parse::<u32>() else {
            continue;
        };
        for m in modules.split(", ") {
            out.push((m.trim().trim_matches(['[', ']', '`']).to_string(), layer));
        }
    }
    out
}

#[test]
fn the_crate_docs_show_the_layer_table() {
    // The table's entries but the crate root, the private macro module, and `asm`, whose
    // submodules span layers (its own `mod.rs` only declares them).
    let mut table: Vec<(String, u32)> = LAYERS
        .iter()
        .filter(|(m, _)| !["", "iface_macro", "asm"].contains(m))
        .map(|&(m, l)| (m.to_string(), l))
        .collect();
    table.sort();
    let mut documented = documented_layers();
    documented.sort();
    assert_eq!(
        documented, table,
        "src/lib.rs's layer table and LAYERS differ"
    );
}

#[test]
fn naming_the_facade_is_no_edge_but_naming_the_rest_of_context_is() {
    let files: BTreeMap<String, String> = [
        (
            "lib.rs",
            "pub mod context;\npub mod ir;\npub use context::Context;\n",
        ),
        (
            "context.rs",
            "pub struct Context { ir: crate::ir::IrStore }\npub fn helper() {}\n",
        ),
        (
            "ir.rs",
            "use crate::Context;\nfn f(c: &crate::context::Context) {}\n",
        ),
    ]
    .into_iter()
    .map(|(r, s)| (r.to_string(), s.to_string()))
    .collect();
    let rules = module_graph::Rules {
        counts: &counts_as_edge,
    };
    assert!(module_graph::cycles(&module_graph::build(&files, &rules)).is_empty());
    let mut files = files;
    files.insert(
        "ir.rs".into(),
        "fn f() { crate::context::helper() }\n".into(),
    );
    assert_eq!(
        module_graph::cycles(&module_graph::build(&files, &rules)).len(),
        1
    );
}

/// How many `pub fn` the `Context` facade has at most: the count only falls. IR queries
/// live on the views `ctx.op(id)`, `ctx.block(id)`, `ctx.region(id)` and `ctx.value(v)`
/// (`ir::views`), as MLIR's live on `Operation`, `Block`, `Region` and `Value`; types,
/// attributes, locations and identifiers are built by their own constructors
/// (`Type::int(ctx, 32)`, as MLIR's `IntegerType::get(ctx, 32)`); IR edits are methods of
/// the ids given the context (`op.erase(ctx)`, `block.append_op(ctx, op)`, as MLIR's
/// `Operation::erase` and `Block::push_back`); the context keeps uniquing, registration and
/// ownership. MLIR's `MLIRContext` has about 40.
const CONTEXT_PUB_FN_CEILING: usize = 40;

/// The `pub fn`s (not `pub(crate)`) of the top-level `impl Context` blocks of one file.
fn context_pub_fns(stripped: &str) -> usize {
    context_impl_lines(stripped)
        .iter()
        .filter(|line| line.starts_with("    pub fn "))
        .count()
}

#[test]
fn the_context_facade_does_not_grow() {
    let files = runtime_sources();
    let count: usize = files.values().map(|src| context_pub_fns(&strip(src))).sum();
    println!(
        "context facade: {count} pub fn on Context (ceiling {CONTEXT_PUB_FN_CEILING}, MLIR's MLIRContext has about 40)"
    );
    assert!(
        count <= CONTEXT_PUB_FN_CEILING,
        "Context has {count} pub fn, more than {CONTEXT_PUB_FN_CEILING}: put IR queries on the views in `ir::views`"
    );
}

#[test]
fn context_pub_fns_are_counted_in_impl_context_blocks_only() {
    let src = "impl Context {\n    pub fn a(&self) {}\n    pub(crate) fn b(&self) {}\n    fn c(&self) {}\n}\nimpl Context {}\nimpl Other {\n    pub fn d(&self) {}\n}\n";
    assert_eq!(context_pub_fns(&strip(src)), 1);
}
