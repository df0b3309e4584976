//! ods-build's module graph has no cycle: data flows one way, spec -> model -> format ->
//! render -> emit, and no module of the crate, a file or an inline `mod`, reaches back to
//! one that uses it. (`walk.rs` checks the calls go that way too.)
//!
//! The graph is read from the sources by `tests/src/module_graph.rs` (shared with
//! `ods-runtime`'s layering test): an edge for every `crate::`, `super::`, `self::` or
//! child-module path a module names, in `use` declarations and inline, comments and string
//! literals left out; a name the crate root re-exports counts as the module it comes from.
//! The command-line tool under `src/bin/` is a crate of its own and is not part of the
//! graph. The test prints the count and fails on any cycle, each shown with a path around
//! it and the file and line of every step.

#[path = "../../tests/src/module_graph.rs"]
// The per-file list of `crate::` paths serves the runtime's layer check only.
#[allow(dead_code)]
mod module_graph;

use std::path::Path;

#[test]
fn no_module_import_cycles() {
    let files =
        module_graph::source_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &["bin"]);
    assert!(files.len() > 10, "found the crate's sources");
    let graph = module_graph::build(&files, &module_graph::Rules { counts: &|_| true });
    module_graph::assert_cycles("ods-build", &graph);
}
