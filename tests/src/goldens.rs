//! Golden files: generated outputs checked into the repository next to their inputs.
//!
//! A [`Suite`] names a directory of inputs and knows how to produce each input's golden
//! output. Tests compare the checked-in goldens with freshly produced ones and never write;
//! `cargo xtask regen` writes them and `cargo xtask regen --check` reports stale ones.

use std::path::{Path, PathBuf};

/// One expected output: its path relative to the workspace root and its contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Golden {
    /// Path relative to the workspace root, with `/` separators.
    pub path: String,
    /// The exact bytes the file must hold.
    pub contents: String,
}

/// A family of goldens produced from the inputs in one directory.
pub struct Suite {
    /// Human-readable name, used in messages.
    pub name: &'static str,
    /// Directory of inputs, relative to the workspace root.
    pub dir: &'static str,
    /// Extension of the inputs (without the dot).
    pub input_ext: &'static str,
    /// Extension of the goldens written beside the inputs (without the dot).
    pub golden_ext: &'static str,
    /// Produces the golden contents for one input (given its workspace-relative path).
    pub produce: fn(root: &Path, input: &str) -> String,
}

impl Suite {
    /// The workspace-relative paths of this suite's inputs, sorted.
    pub fn inputs(&self, root: &Path) -> Vec<String> {
        let dir = root.join(self.dir);
        let mut inputs: Vec<String> = walkdir::WalkDir::new(&dir)
            .sort_by_file_name()
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_file())
            .filter(|e| e.path().extension().is_some_and(|x| x == self.input_ext))
            .map(|e| relative(root, e.path()))
            .collect();
        inputs.sort();
        inputs
    }

    /// The golden path that belongs to `input`.
    pub fn golden_path(&self, input: &str) -> String {
        let stem = input
            .strip_suffix(self.input_ext)
            .and_then(|s| s.strip_suffix('.'))
            .unwrap_or(input);
        format!("{stem}.{}", self.golden_ext)
    }

    /// Every golden this suite expects, produced fresh.
    pub fn produce_all(&self, root: &Path) -> Vec<Golden> {
        self.inputs(root)
            .into_iter()
            .map(|input| Golden {
                path: self.golden_path(&input),
                contents: (self.produce)(root, &input),
            })
            .collect()
    }

    /// Golden files on disk that no input produces any more.
    pub fn orphans(&self, root: &Path) -> Vec<String> {
        let expected: Vec<String> = self
            .inputs(root)
            .iter()
            .map(|i| self.golden_path(i))
            .collect();
        walkdir::WalkDir::new(root.join(self.dir))
            .sort_by_file_name()
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_file())
            .filter(|e| e.path().extension().is_some_and(|x| x == self.golden_ext))
            .map(|e| relative(root, e.path()))
            .filter(|p| !expected.contains(p))
            .collect()
    }
}

/// Every golden suite in the workspace.
pub fn suites() -> Vec<&'static Suite> {
    let mut suites = vec![&crate::tablegen_diagnostics::SUITE];
    suites.extend(crate::ods_goldens::suites());
    suites
}

/// The command that rewrites goldens, named in every mismatch message.
pub const REGEN_COMMAND: &str = "cargo xtask regen";

/// Asserts that every checked-in golden of `suite` equals a fresh one, showing a diff.
///
/// # Panics
/// On the first stale, missing or orphaned golden, with a readable diff and the command
/// that regenerates.
pub fn assert_suite_fresh(root: &Path, suite: &Suite) -> usize {
    let goldens = suite.produce_all(root);
    assert!(
        !goldens.is_empty(),
        "golden suite `{}` found no inputs under {}",
        suite.name,
        suite.dir
    );
    for golden in &goldens {
        let on_disk = std::fs::read_to_string(root.join(&golden.path)).unwrap_or_else(|_| {
            panic!(
                "golden {} is missing; run `{REGEN_COMMAND}` to create it",
                golden.path
            )
        });
        if on_disk != golden.contents {
            pretty_assertions::assert_eq!(
                on_disk,
                golden.contents,
                "golden {} is stale (left: checked in, right: produced now); \
                 run `{REGEN_COMMAND}` and review the diff",
                golden.path
            );
        }
    }
    let orphans = suite.orphans(root);
    assert!(
        orphans.is_empty(),
        "goldens without an input: {orphans:?}; run `{REGEN_COMMAND}` to remove them"
    );
    goldens.len()
}

fn relative(root: &Path, path: &Path) -> String {
    let rel: PathBuf = path.strip_prefix(root).unwrap_or(path).to_path_buf();
    rel.to_string_lossy().replace('\\', "/")
}
