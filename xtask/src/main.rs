//! `cargo xtask`: repository chores.
//!
//! `cargo xtask regen` rewrites every golden file in the workspace from its input;
//! `cargo xtask regen --check` writes nothing and fails when any golden is stale, missing or
//! orphaned. The goldens themselves are described in `ods_tests::goldens`.
//!
//! `cargo xtask report` renders the figures of `docs/conformance.md` and `docs/benchmarks.md`
//! from what the tests and benchmarks recorded; `cargo xtask report --check` writes nothing
//! and fails when a figure there is stale (see `report.rs`).

mod report;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, bail};

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(err) => {
            eprintln!("xtask: error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<ExitCode> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["regen"] => regen(&workspace_root()?, false),
        ["regen", "--check"] => regen(&workspace_root()?, true),
        ["report"] => report_in_workspace(false),
        ["report", "--check"] => report_in_workspace(true),
        _ => {
            eprintln!("usage: cargo xtask regen [--check] | cargo xtask report [--check]");
            Ok(ExitCode::from(2))
        }
    }
}

fn metadata() -> anyhow::Result<cargo_metadata::Metadata> {
    cargo_metadata::MetadataCommand::new()
        .no_deps()
        .exec()
        .context("running cargo metadata")
}

fn workspace_root() -> anyhow::Result<PathBuf> {
    Ok(metadata()?.workspace_root.into_std_path_buf())
}

/// The report over this workspace and its target directory (where the tests recorded).
fn report_in_workspace(check: bool) -> anyhow::Result<ExitCode> {
    let metadata = metadata()?;
    report::report(
        metadata.workspace_root.as_std_path(),
        metadata.target_directory.as_std_path(),
        check,
    )
}

fn regen(root: &Path, check: bool) -> anyhow::Result<ExitCode> {
    let mut stale = Vec::new();
    let mut total = 0usize;
    for suite in ods_tests::goldens::suites() {
        let goldens = suite.produce_all(root);
        if goldens.is_empty() {
            bail!(
                "golden suite `{}` found no inputs under {}",
                suite.name,
                suite.dir
            );
        }
        for golden in goldens {
            total += 1;
            let path = root.join(&golden.path);
            let current = std::fs::read_to_string(&path).ok();
            if current.as_deref() == Some(golden.contents.as_str()) {
                continue;
            }
            stale.push(golden.path.clone());
            if !check {
                std::fs::write(&path, &golden.contents)
                    .with_context(|| format!("writing {}", path.display()))?;
            }
        }
        for orphan in suite.orphans(root) {
            stale.push(format!("{orphan} (no input)"));
            if !check {
                std::fs::remove_file(root.join(&orphan))
                    .with_context(|| format!("removing {orphan}"))?;
            }
        }
    }
    if check {
        if stale.is_empty() {
            println!("goldens: {total} up to date");
            return Ok(ExitCode::SUCCESS);
        }
        eprintln!("goldens: {} of {total} stale:", stale.len());
        for path in &stale {
            eprintln!("  {path}");
        }
        eprintln!("run `cargo xtask regen` and review the diff");
        return Ok(ExitCode::FAILURE);
    }
    println!("goldens: {total} checked, {} rewritten", stale.len());
    for path in &stale {
        println!("  {path}");
    }
    Ok(ExitCode::SUCCESS)
}
