//! Generated Rust is rustfmt-clean: `rustfmt --check` accepts every golden. Skips visibly
//! when rustfmt is not installed.

use std::process::Command;

use ods_tests::ods_goldens::RUST;
use ods_tests::workspace_root;

#[test]
fn generated_rust_passes_rustfmt_check() {
    if Command::new("rustfmt").arg("--version").output().is_err() {
        eprintln!("SKIPPED generated_rust_passes_rustfmt_check: rustfmt is not installed");
        return;
    }
    let root = workspace_root();
    let goldens = RUST.produce_all(&root);
    assert!(!goldens.is_empty());
    for g in goldens {
        let out = Command::new("rustfmt")
            .args(["--edition", "2024", "--check"])
            .arg(root.join(&g.path))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{} is not rustfmt-clean:\n{}",
            g.path,
            String::from_utf8_lossy(&out.stdout)
        );
    }
}
