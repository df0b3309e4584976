//! The module graph of a crate, read from its sources, and the cycles in it.
//!
//! A node is a module: a source file under `src/` (`asm/lexer.rs` is `asm::lexer`,
//! `asm/mod.rs` and `asm.rs` are `asm`, `lib.rs` is the crate root) or an inline `mod name {
//! ... }` in one (a file's `mod tests` is a node of its own: what only the tests use is not
//! something the file's module depends on). An edge is a path one module names that leads
//! into another: `crate::...`, `super::...` and `self::...` paths, and paths that start with
//! the name of a child module, in `use` declarations (brace groups expanded) and inline.
//! Comments, string and character literals are blanked first, so documentation links are
//! not edges. A path goes to the longest module that prefixes it (`crate::asm::lexer::Span`
//! is an edge to `asm::lexer`); a name the crate root re-exports goes to the module it
//! re-exports from (`crate::Type` to `types`), since the root is a list of re-exports and not
//! a module anyone depends on for what it defines. A `mod child;` declaration is not an
//! edge: a parent that declares a child depends on it only when it names something in it.
//! `$crate::` paths in a `macro_rules!` count for the module that defines the macro.
//!
//! A cycle is a strongly connected component of two or more modules (Tarjan's algorithm);
//! each is reported with one closed walk through all its modules, every step shown with the
//! file and line of a path that makes it.
//!
//! This file uses only the standard library, so that test crates that cannot depend on
//! `ods-tests` (`ods-runtime`'s, `ods-build`'s) include it with
//! `#[path = ".../tests/src/module_graph.rs"] mod module_graph;`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The `.rs` files under `dir` (recursively, in path order) with their text, keyed by their
/// path relative to `dir` with `/` separators; directories named in `skip` are left out.
pub fn source_files(dir: &Path, skip: &[&str]) -> BTreeMap<String, String> {
    fn walk(dir: &Path, root: &Path, skip: &[&str], out: &mut BTreeMap<String, String>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("src readable")
            .map(|e| e.expect("dir entry").path())
            .collect();
        entries.sort();
        for path in entries {
            let rel = path
                .strip_prefix(root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            if path.is_dir() {
                if !skip.contains(&rel.as_str()) {
                    walk(&path, root, skip, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.insert(
                    rel,
                    std::fs::read_to_string(&path).expect("source readable"),
                );
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, skip, &mut out);
    out
}

/// The module path of a source file relative to `src/` (`asm/lexer.rs` -> `asm::lexer`,
/// `asm/mod.rs` -> `asm`, `lib.rs` -> the root, the empty string).
pub fn module_of(rel: &str) -> String {
    let rel = rel.trim_end_matches(".rs").replace('\\', "/");
    if rel == "lib" {
        return String::new();
    }
    rel.trim_end_matches("/mod").replace('/', "::")
}

/// The source with comments, string literals and character literals blanked (newlines kept,
/// so line numbers stay right).
pub fn strip(src: &str) -> String {
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
/// paths, each as segments (`self` in a group and a trailing `*` dropped, `as` renames
/// ignored).
pub fn expand(tree: &str) -> Vec<Vec<String>> {
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

/// The use tree or path that starts at `rest` (after its first `::`): identifiers, `::`,
/// balanced braces, and commas and white space inside braces.
fn tree_at(rest: &str) -> &str {
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
    rest[..end].trim_end_matches(':')
}

/// Every `crate::...` path in the (stripped) source with its line: a `use` tree is read to
/// its end (brace groups included), an inline path to its last `::` segment.
pub fn crate_paths(stripped: &str) -> Vec<(usize, Vec<String>)> {
    paths_in(stripped)
        .into_iter()
        .filter(|p| p.segments.first().is_some_and(|s| s == "crate"))
        .map(|p| (p.line, p.segments[1..].to_vec()))
        .collect()
}

/// One path as written: its line, the inline modules it sits in, and its segments (the
/// first is `crate`, `super`, `self` or a name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenPath {
    pub line: usize,
    pub inline: Vec<String>,
    pub segments: Vec<String>,
}

/// Every path of two or more segments in the (stripped) source, with the inline modules
/// (`mod name { ... }`) it sits in.
pub fn paths_in(stripped: &str) -> Vec<WrittenPath> {
    scan(stripped).0
}

/// The paths of [`paths_in`] and the modules of [`inline_modules`].
fn scan(stripped: &str) -> (Vec<WrittenPath>, Vec<Vec<String>>) {
    let mut modules = Vec::new();
    let bytes = stripped.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut found = Vec::new();
    let mut line = 1;
    // The inline modules open at this point, with the brace depth inside each.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut pending_mod: Option<String> = None;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'\n' => line += 1,
            b'{' => {
                depth += 1;
                if let Some(name) = pending_mod.take() {
                    inline.push((name, depth));
                    modules.push(inline.iter().map(|(n, _)| n.clone()).collect());
                }
            }
            b'}' => {
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            b';' => pending_mod = None,
            _ => {}
        }
        let starts_word = ident(c) && (i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == b'$'));
        let starts_word = starts_word || (c == b'$' && stripped[i..].starts_with("$crate::"));
        if !starts_word {
            i += 1;
            continue;
        }
        let word_start = if c == b'$' { i + 1 } else { i };
        let mut j = word_start;
        while j < bytes.len() && ident(bytes[j]) {
            j += 1;
        }
        let word = &stripped[word_start..j];
        let after_colons = i >= 2 && &stripped[i - 2..i] == "::";
        if word == "mod" {
            let rest = stripped[j..].trim_start();
            let name: String = rest
                .bytes()
                .take_while(|&b| ident(b))
                .map(char::from)
                .collect();
            if !name.is_empty() && rest[name.len()..].trim_start().starts_with('{') {
                pending_mod = Some(name);
            }
        } else if !after_colons && stripped[j..].starts_with("::") {
            let tree = tree_at(&stripped[j + 2..]);
            let end = j + 2 + tree.len();
            for tail in expand(tree) {
                let mut segments = vec![word.to_string()];
                segments.extend(tail);
                if segments.len() >= 2 {
                    found.push(WrittenPath {
                        line,
                        inline: inline.iter().map(|(n, _)| n.clone()).collect(),
                        segments,
                    });
                }
            }
            line += stripped[j..end].matches('\n').count();
            i = end;
            continue;
        }
        i = j;
    }
    (found, modules)
}

/// The inline modules (`mod name { ... }`) of the (stripped) source, each as the names of
/// the inline modules it sits in and its own.
pub fn inline_modules(stripped: &str) -> Vec<Vec<String>> {
    scan(stripped).1
}

/// One edge of the graph: the module that names a path, the module it leads to, and where.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Edge {
    pub from: String,
    pub to: String,
    pub file: String,
    pub line: usize,
    pub path: String,
}

/// A crate's module graph.
#[derive(Debug, Default)]
pub struct Graph {
    pub modules: BTreeSet<String>,
    /// One edge per (from, to) pair: the first path (by file and line) that makes it.
    pub edges: BTreeMap<(String, String), Edge>,
}

/// What a crate's graph treats specially: paths that name no module dependency.
pub struct Rules<'a> {
    /// Decides, for a path's segments below the crate root (resolved), whether naming it is
    /// an edge at all (`false` for a facade type every layer may name).
    pub counts: &'a dyn Fn(&[String]) -> bool,
}

/// Joins module path segments with `::`.
fn join(segments: &[String]) -> String {
    segments.join("::")
}

/// The name of a module for messages: `crate` for the root.
pub fn shown(module: &str) -> &str {
    if module.is_empty() { "crate" } else { module }
}

/// Builds the graph of the crate whose sources are `files` (relative to `src/`).
pub fn build(files: &BTreeMap<String, String>, rules: &Rules<'_>) -> Graph {
    let stripped: BTreeMap<&String, String> = files.iter().map(|(r, s)| (r, strip(s))).collect();
    let mut graph = Graph::default();
    let mut written: Vec<(&String, Vec<String>, WrittenPath)> = Vec::new();
    for (rel, text) in &stripped {
        let file_module: Vec<String> = module_of(rel)
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        graph.modules.insert(join(&file_module));
        for path in paths_in(text) {
            let mut scope = file_module.clone();
            scope.extend(path.inline.iter().cloned());
            for k in file_module.len()..=scope.len() {
                graph.modules.insert(join(&scope[..k]));
            }
            written.push((rel, scope, path));
        }
        for inline in inline_modules(text) {
            let mut scope = file_module.clone();
            scope.extend(inline);
            graph.modules.insert(join(&scope));
        }
    }
    // What the crate root re-exports: a name to the path it re-exports.
    let mut root_reexports: BTreeMap<String, Vec<String>> = BTreeMap::new();
    if let Some(lib) = stripped.iter().find(|(r, _)| r.as_str() == "lib.rs") {
        for line in lib.1.lines() {
            if let Some(tree) = line.trim().strip_prefix("pub use ") {
                for path in expand(tree.trim_end_matches(';')) {
                    if let Some(last) = path.last() {
                        root_reexports.insert(last.clone(), path.clone());
                    }
                }
            }
        }
    }
    for (rel, scope, path) in written {
        let mut segments = path.segments.clone();
        if segments[0] == "$crate" {
            segments[0] = "crate".into();
        }
        let absolute: Vec<String> = match segments[0].as_str() {
            "crate" => segments[1..].to_vec(),
            "self" => scope.iter().chain(&segments[1..]).cloned().collect(),
            "super" => {
                let ups = segments.iter().take_while(|s| *s == "super").count();
                let base = scope.len().saturating_sub(ups);
                scope[..base]
                    .iter()
                    .chain(&segments[ups..])
                    .cloned()
                    .collect()
            }
            first => {
                let mut child = scope.clone();
                child.push(first.to_string());
                if !graph.modules.contains(&join(&child)) {
                    continue; // an external crate, a type's associated item, a local alias
                }
                scope.iter().chain(&segments).cloned().collect()
            }
        };
        let absolute = match absolute.first().and_then(|f| root_reexports.get(f)) {
            Some(target) if !graph.modules.contains(&absolute[0]) => {
                target.iter().chain(&absolute[1..]).cloned().collect()
            }
            _ => absolute,
        };
        if !(rules.counts)(&absolute) {
            continue;
        }
        let to = (0..=absolute.len())
            .rev()
            .map(|k| join(&absolute[..k]))
            .find(|m| graph.modules.contains(m))
            .unwrap_or_default();
        let from = join(&scope);
        if to == from {
            continue;
        }
        let edge = Edge {
            from: from.clone(),
            to: to.clone(),
            file: rel.clone(),
            line: path.line,
            path: path.segments.join("::"),
        };
        graph.edges.entry((from, to)).or_insert(edge);
    }
    graph
}

/// A cycle: the modules of one strongly connected component, and a closed walk through all
/// of them as edges.
#[derive(Debug)]
pub struct Cycle {
    pub modules: Vec<String>,
    pub walk: Vec<Edge>,
}

impl std::fmt::Display for Cycle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.modules.iter().map(|m| shown(m)).collect();
        writeln!(f, "cycle of {} modules: {}", names.len(), names.join(", "))?;
        for e in &self.walk {
            writeln!(
                f,
                "  {} -> {}  ({}:{}: `{}`)",
                shown(&e.from),
                shown(&e.to),
                e.file,
                e.line,
                e.path
            )?;
        }
        Ok(())
    }
}

/// The cycles of `graph`, each strongly connected component of two or more modules once, in
/// the order of their first module's name.
pub fn cycles(graph: &Graph) -> Vec<Cycle> {
    let names: Vec<&String> = graph.modules.iter().collect();
    let index: BTreeMap<&String, usize> = names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); names.len()];
    for (from, to) in graph.edges.keys() {
        if let (Some(&a), Some(&b)) = (index.get(from), index.get(to)) {
            succ[a].push(b);
        }
    }
    let mut out: Vec<Cycle> = tarjan(&succ)
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|component| {
            let mut modules: Vec<String> = component.iter().map(|&i| names[i].clone()).collect();
            modules.sort();
            let walk = closed_walk(&component, &succ)
                .windows(2)
                .map(|w| graph.edges[&(names[w[0]].clone(), names[w[1]].clone())].clone())
                .collect();
            Cycle { modules, walk }
        })
        .collect();
    out.sort_by(|a, b| a.modules.cmp(&b.modules));
    out
}

/// Prints `module cycles: <name> N (M modules, E edges)` and fails on any cycle of `graph`,
/// each shown with a path around it.
pub fn assert_cycles(name: &str, graph: &Graph) {
    let cycles = cycles(graph);
    println!(
        "module cycles: {name} {} ({} modules, {} edges)",
        cycles.len(),
        graph.modules.len(),
        graph.edges.len()
    );
    let shown: Vec<String> = cycles.iter().map(ToString::to_string).collect();
    assert!(
        shown.is_empty(),
        "module import cycles:\n{}",
        shown.join("\n")
    );
}

/// Tarjan's strongly connected components, iteratively (no recursion depth limit).
fn tarjan(succ: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = succ.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut next = 0;
    let mut components = Vec::new();
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        // (node, next successor to look at)
        let mut work = vec![(root, 0usize)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut k)) = work.last_mut() {
            if let Some(&w) = succ[v].get(*k) {
                *k += 1;
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}

/// A closed walk that visits every node of a strongly connected `component`: from its
/// smallest node, the shortest path to each unvisited node in turn, then back.
fn closed_walk(component: &[usize], succ: &[Vec<usize>]) -> Vec<usize> {
    let members: BTreeSet<usize> = component.iter().copied().collect();
    let start = *members.first().expect("a component has a node");
    let mut walk = vec![start];
    let mut unvisited: BTreeSet<usize> = members.clone();
    unvisited.remove(&start);
    let mut at = start;
    loop {
        // Breadth-first from `at`, inside the component, to the nearest unvisited node (or
        // back to the start once all are visited).
        let done = unvisited.is_empty();
        let mut prev: BTreeMap<usize, usize> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([at]);
        let mut reached = None;
        while let Some(v) = queue.pop_front() {
            for &w in &succ[v] {
                if !members.contains(&w) || prev.contains_key(&w) {
                    continue;
                }
                prev.insert(w, v);
                if (done && w == start) || (!done && unvisited.contains(&w)) {
                    reached = Some(w);
                    break;
                }
                queue.push_back(w);
            }
            if reached.is_some() {
                break;
            }
        }
        let target = reached.expect("a strongly connected component reaches all its nodes");
        let mut step = vec![target];
        while *step.last().expect("non-empty") != at {
            let back = prev[step.last().expect("non-empty")];
            step.push(back);
        }
        step.pop();
        step.reverse();
        for &v in &step {
            unvisited.remove(&v);
        }
        walk.extend(step);
        at = target;
        if done {
            return walk;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph_of(files: &[(&str, &str)]) -> Graph {
        let files = files
            .iter()
            .map(|(r, s)| (r.to_string(), s.to_string()))
            .collect();
        build(
            &files,
            &Rules {
                counts: &|p| p.first().is_none_or(|f| f != "Facade"),
            },
        )
    }

    #[test]
    fn a_cycle_is_reported_with_every_step_located() {
        let graph = graph_of(&[
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            ("a.rs", "//! a\nuse crate::b::X;\n"),
            ("b.rs", "fn f() {\n    crate::c::g();\n}\n"),
            ("c.rs", "use super::a::{Y, Z};\n"),
        ]);
        let found: Vec<String> = cycles(&graph).iter().map(ToString::to_string).collect();
        assert_eq!(
            found,
            ["cycle of 3 modules: a, b, c\n  \
              a -> b  (a.rs:2: `crate::b::X`)\n  \
              b -> c  (b.rs:2: `crate::c::g`)\n  \
              c -> a  (c.rs:1: `super::a::Y`)\n"]
        );
    }

    #[test]
    fn child_paths_self_and_super_are_edges_and_comments_are_not() {
        let graph = graph_of(&[
            ("lib.rs", "pub mod p;\npub use p::Thing;\n"),
            ("p/mod.rs", "mod q;\nfn f() { q::g(); }\n"),
            (
                "p/q.rs",
                "// crate::p::X\nconst S: &str = \"super::Y\";\nuse self::r::Z;\n",
            ),
            (
                "p/q/r.rs",
                "fn h() -> crate::Thing { super::super::make() }\n",
            ),
        ]);
        let edges: Vec<(&str, &str)> = graph
            .edges
            .keys()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        // `crate::Thing` goes to `p`, which the root re-exports it from.
        assert_eq!(
            edges,
            [
                ("", "p"),
                ("p", "p::q"),
                ("p::q", "p::q::r"),
                ("p::q::r", "p")
            ]
        );
        assert_eq!(cycles(&graph).len(), 1);
    }

    #[test]
    fn an_inline_module_is_a_node_and_a_rule_can_drop_a_path() {
        let graph = graph_of(&[
            ("lib.rs", "mod a;\nmod b;\n"),
            (
                "a.rs",
                "use crate::Facade;\nfn f() {}\n#[cfg(test)]\nmod tests {\n    use crate::b::X;\n}\n",
            ),
            ("b.rs", "use crate::a::f;\n"),
        ]);
        assert!(graph.modules.contains("a::tests"));
        assert!(cycles(&graph).is_empty());
        assert!(
            graph
                .edges
                .contains_key(&("a::tests".to_string(), "b".to_string()))
        );
    }
}
