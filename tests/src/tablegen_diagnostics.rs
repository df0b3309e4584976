//! The TableGen diagnostics corpus: malformed `.td` inputs under
//! `tests/tablegen/diagnostics/`, each with the exact diagnostic we print for it
//! (`<name>.stderr`, a golden).

use std::path::Path;

use crate::goldens::Suite;

/// The golden suite: one `.stderr` per malformed `.td`.
pub static SUITE: Suite = Suite {
    name: "tablegen diagnostics",
    dir: "tests/tablegen/diagnostics",
    input_ext: "td",
    golden_ext: "stderr",
    produce,
};

/// What a corpus input produces when, wrongly, it is accepted.
pub const ACCEPTED: &str = "accepted: no diagnostic\n";

/// Our diagnostic for `input` (workspace-relative), with paths shown workspace-relative.
pub fn produce(root: &Path, input: &str) -> String {
    let path = root.join(input);
    let dir = path.parent().unwrap_or(root).to_path_buf();
    let mut tablegen = ods_tablegen::TableGen::new();
    tablegen.include_dir(dir);
    match tablegen.load_file(&path) {
        Ok(_) => ACCEPTED.to_string(),
        Err(diagnostic) => relative_paths(root, &diagnostic.to_string()),
    }
}

/// Rewrites absolute paths under `root` to workspace-relative ones.
pub fn relative_paths(root: &Path, text: &str) -> String {
    let prefix = format!("{}/", root.display());
    let mut out = text.replace(&prefix, "");
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}
