//! The runtime's layering: every module of `ods-runtime` belongs to one layer, and no module
//! imports from a layer above its own (see the layer table in the crate docs).
//!
//! The test reads the crate's source files, strips comments and string literals, collects
//! every `crate::...` path (in `use` declarations, brace groups expanded, and inline), and
//! maps the file and the path to their layers with [`LAYERS`]. It fails on any path that goes
//! up a layer, naming the file, the line and both layers. A second check does the same for
//! the methods of the `Context` facade: a method defined in an `impl Context` block of a
//! higher layer must not be called from a lower one.
//!
//! `Context` itself is the facade every layer hangs its `impl Context` block on, so naming
//! the type is allowed from every layer; `context.rs`, which composes the layers' stores,
//! sits at the top.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// Every module (as its path below the crate root) with its layer; a file belongs to the
/// longest entry that prefixes its module path. Lower numbers are lower layers.
const LAYERS: &[(&str, u32)] = &[
    // 0: text: the lexer and diagnostics with source positions.
    ("asm::lexer", 0),
    ("diag", 0),
    // 1: uniqued storage and its syntax: types, attributes, locations, dialect storage,
    // property values, and the textual form of types, attributes and locations.
    ("types", 1),
    ("attributes", 1),
    ("location", 1),
    ("dialect_storage", 1),
    ("type_interfaces", 1),
    ("ptr_like", 1),
    // the macro declaring runtime type and attribute interfaces over `dialect_storage`.
    ("iface_macro", 1),
    ("tensor_encoding", 1),
    ("shaped_type", 1),
    ("property_value", 1),
    ("resources", 1),
    ("asm::parser", 1),
    ("asm::printer", 1),
    // 2: the IR: arenas, ids, use lists, operation names, the builder, the error hooks
    // report, and the helpers generated ops call.
    ("ir", 2),
    ("block_splice", 2),
    ("listener", 2),
    ("builder", 2),
    ("op_error", 2),
    ("support", 2),
    ("common_folders", 2),
    // 3: registered dialects and operations, traits.
    ("registry", 3),
    ("interfaces", 3),
    ("traits", 3),
    // 4: rewrite patterns; the operation printer (generic and custom forms).
    ("rewrite", 4),
    ("greedy", 4),
    ("region_simplify", 4),
    ("region_branch_canon", 4),
    ("dominance", 4),
    ("op_equivalence", 4),
    ("asm::op_printer", 4),
    // 5: the verifier driver and its diagnostics; passes, their registry and the pass
    // manager (which verifies after each pass); the dataflow analyses passes run.
    ("verify", 5),
    ("pass", 5),
    ("transforms", 5),
    ("dataflow", 5),
    // 6: the operation parser; MLIR bytecode, read and written.
    ("asm", 6),
    ("bytecode", 6),
    ("asm::op_parser", 6),
    ("asm::op_format", 6),
    ("asm::prop_form", 6),
    // 7: the builtin dialect (`builtin.module`, the container the parser wraps a file in).
    ("builtin_ops", 7),
    // 8: the facade composing the layers' stores, and the crate root.
    ("context", 8),
    ("", 8),
];

/// Items re-exported at the crate root, with the module that defines them.
const ROOT_ITEMS: &[(&str, &str)] = &[
    ("Attribute", "attributes"),
    ("Type", "types"),
    ("Location", "location"),
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

/// The module path of a source file relative to `src/` (`asm/lexer.rs` -> `asm::lexer`,
/// `asm/mod.rs` -> `asm`, `lib.rs` -> the root).
fn module_of(rel: &str) -> String {
    let rel = rel.trim_end_matches(".rs").replace('\\', "/");
    if rel == "lib" {
        return String::new();
    }
    rel.trim_end_matches("/mod").replace('/', "::")
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

/// The source with comments, string literals and character literals blanked (newlines kept,
/// so line numbers stay right).
fn strip(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && (i == 0 || !(b[i - 1].is_alphanumeric() || b[i - 1] == '_'))
        {
            // Raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            while j < b.len() {
                if b[j] == '"' && (1..=hashes).all(|k| b.get(j + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            for &ch in &b[i..j.min(b.len())] {
                out.push(blank(ch));
            }
            i = j;
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < b.len() {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a).
            let end = if next == Some('\\') {
                (i + 2..b.len()).find(|&k| b[k] == '\'')
            } else if b.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(e) => {
                    for _ in i..=e {
                        out.push(' ');
                    }
                    i = e + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Expands a use tree (`ir::{OpId, Value}`, `asm::{lexer::Span, parser::*}`) into its
/// paths, each as segments.
fn expand(tree: &str) -> Vec<Vec<String>> {
    let tree = tree.trim();
    let (prefix, group) = match tree.find('{') {
        Some(open) => {
            let close = tree.rfind('}').unwrap_or(tree.len());
            (&tree[..open], Some(&tree[open + 1..close]))
        }
        None => (tree, None),
    };
    let prefix: Vec<String> = prefix
        .split("::")
        .map(|s| s.split_whitespace().next().unwrap_or("").to_string())
        .filter(|s| !s.is_empty() && s != "*")
        .collect();
    let Some(group) = group else {
        return vec![prefix];
    };
    let mut items = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (k, ch) in group.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    let mut paths = Vec::new();
    for item in items.iter().filter(|i| !i.trim().is_empty()) {
        for sub in expand(item) {
            let mut p = prefix.clone();
            p.extend(sub.into_iter().filter(|s| s != "self"));
            paths.push(p);
        }
    }
    paths
}

/// Every `crate::...` path in the (stripped) source with its line: a `use` tree is read to
/// its end (brace groups included), an inline path to its last `::` segment.
fn crate_paths(stripped: &str) -> Vec<(usize, Vec<String>)> {
    let mut found = Vec::new();
    let line_of = |pos: usize| stripped[..pos].matches('\n').count() + 1;
    let bytes = stripped.as_bytes();
    let mut from = 0;
    while let Some(k) = stripped[from..].find("crate::") {
        let at = from + k;
        from = at + "crate::".len();
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue; // e.g. `ods_runtime_crate::`
        }
        let rest = &stripped[from..];
        // The tree runs over identifiers, `::`, braces (balanced), commas and spaces inside
        // braces.
        let mut depth = 0;
        let mut end = 0;
        for (j, ch) in rest.char_indices() {
            let ok = match ch {
                '{' => {
                    depth += 1;
                    true
                }
                '}' if depth > 0 => {
                    depth -= 1;
                    true
                }
                ':' => true,
                c if c.is_alphanumeric() || c == '_' || c == '*' => true,
                ',' | ' ' | '\n' | '\t' | '\r' if depth > 0 => true,
                _ => false,
            };
            if !ok {
                break;
            }
            end = j + ch.len_utf8();
            if depth == 0 && ch == '}' {
                break;
            }
        }
        let tree = rest[..end].trim_end_matches(':');
        for path in expand(tree) {
            if !path.is_empty() {
                found.push((line_of(at), path));
            }
        }
    }
    found
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

/// The names of the methods each file defines in top-level `impl Context` blocks.
fn context_methods(stripped: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut inside = false;
    for line in stripped.lines() {
        if line.starts_with("impl Context")
            || line.starts_with("impl<") && line.contains(" Context ")
        {
            inside = true;
        } else if line.starts_with('}') {
            inside = false;
        } else if inside {
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

fn source_files(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("src readable")
        .map(|e| e.expect("dir entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            source_files(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path
                .strip_prefix(root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            out.insert(
                rel,
                std::fs::read_to_string(&path).expect("source readable"),
            );
        }
    }
}

fn runtime_sources() -> BTreeMap<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    source_files(&root, &root, &mut files);
    files
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
            "ir.rs:3: `crate::verify::verify` goes up from layer 2 to layer 5",
            "ir.rs:3: `crate::verify::VerifyError` goes up from layer 2 to layer 5",
            "ir.rs:4: `crate::asm::op_printer::print` goes up from layer 2 to layer 4",
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
        ["ir.rs:2: `Context::verify_all` goes up from layer 2 to layer 5"]
    );
}

#[test]
fn an_unmapped_module_fails() {
    assert!(upward_imports("newthing.rs", "").is_err());
    assert!(upward_imports("ir.rs", "use crate::newthing::X;").is_err());
}
