//! The generated code as a user's crate sees it: the test dialect (its spec, its hooks and
//! its tests, plus every golden spec under `tests/ods/ok`), the arith, cf, complex, func,
//! index, math, scf and ub dialects and upstream's test dialect (upstream's specs with their
//! hooks; arith and math use the ub crate of their edition, cf, complex, math and scf
//! use the arith crate of their edition, scf the cf one too) and the toy dialect (our spec of the Toy tutorial, its front end
//! and `toyc`) copied into a scratch workspace outside this one, each as one crate
//! of edition 2021 and one of edition 2024, each depending on
//! ods-build and ods-runtime by path with the workspace's MSRV declared, built with
//! `-D warnings` (and `missing_docs`) and tested. Edition 2021 rejects let chains and other
//! newer syntax, so a template that needs them fails here. The test dialect crates, every
//! golden's generated code, then pass `cargo clippy -- -D warnings` (clippy's default lints,
//! no blanket allow in the generated code).

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create dir");
    for entry in std::fs::read_dir(from).expect("read dir") {
        let entry = entry.expect("dir entry");
        let path = entry.path();
        let dest = to.join(entry.file_name());
        if path.is_dir() {
            copy_dir(&path, &dest);
        } else {
            std::fs::copy(&path, &dest).expect("copy file");
        }
    }
}

/// The scratch workspace and what its crates read of the repository.
struct Scratch {
    repo: PathBuf,
    root: PathBuf,
    goldens: PathBuf,
    runtime: PathBuf,
    build: PathBuf,
}

/// The declared MSRV of every scratch crate.
const RUST_VERSION: &str = "1.85";

impl Scratch {
    fn new() -> Self {
        let repo = repo();
        Scratch {
            root: Path::new(env!("CARGO_TARGET_TMPDIR")).join("ods-editions"),
            goldens: repo.join("tests/ods/ok"),
            runtime: repo.join("ods-runtime"),
            build: repo.join("ods-build"),
            repo,
        }
    }

    /// Empties the scratch workspace and writes its manifest.
    fn reset(&self) {
        let root = &self.root;
        for dir in [
            "e2021", "e2024", "a2021", "a2024", "c2021", "c2024", "f2021", "f2024", "i2021",
            "i2024", "m2021", "m2024", "s2021", "s2024", "t2021", "t2024", "u2021", "u2024",
            "x2021", "x2024", "b2021", "b2024",
        ] {
            let _ = std::fs::remove_dir_all(root.join(dir));
        }
        std::fs::create_dir_all(root).expect("scratch dir");
        std::fs::write(
            root.join("Cargo.toml"),
            "[workspace]\nresolver = \"2\"\nmembers = [\"e2021\", \"e2024\", \"a2021\", \"a2024\", \"c2021\", \"c2024\", \"f2021\", \"f2024\", \"i2021\", \"i2024\", \"m2021\", \"m2024\", \"s2021\", \"s2024\", \"t2021\", \"t2024\", \"u2021\", \"u2024\", \"x2021\", \"x2024\", \"b2021\", \"b2024\"]\n\n\
             # Line tables only, as the repository's own profile: full debug info for twenty\n\
             # crates' test binaries takes gigabytes.\n\
             [profile.dev]\ndebug = \"line-tables-only\"\n\n[profile.dev.package.\"*\"]\ndebug = false\n",
        )
        .expect("workspace manifest");
    }

    /// A dialect crate's manifest: the library named as the workspace's crate, ods-runtime
    /// and ods-build by path, the MSRV declared, missing docs warned about.
    fn manifest(&self, package: &str, lib: &str, edition: &str) -> String {
        let rust_version = RUST_VERSION;
        format!(
            "[package]\nname = \"{package}\"\nversion = \"0.1.0\"\nedition = \"{edition}\"\nrust-version = \"{rust_version}\"\npublish = false\n\n[lib]\nname = \"{lib}\"\n\n\
             [dependencies]\nods-runtime = {{ path = {runtime:?} }}\n\n\
             [build-dependencies]\nods-build = {{ path = {build:?} }}\n\n\
             [lints.rust]\nmissing_docs = \"warn\"\nrust_2018_idioms = {{ level = \"warn\", priority = -1 }}\nunused_qualifications = \"warn\"\n",
            runtime = self.runtime.display().to_string(),
            build = self.build.display().to_string(),
        )
    }

    /// The test dialect crate of `edition`: its spec, hooks and tests, and every golden spec.
    fn test_dialect(&self, edition: &str) {
        let krate = self.root.join(format!("e{edition}"));
        copy_dir(&self.repo.join("dialects/test/src"), &krate.join("src"));
        copy_dir(&self.repo.join("dialects/test/tests"), &krate.join("tests"));
        let build_rs = std::fs::read_to_string(self.repo.join("dialects/test/build.rs"))
            .expect("build.rs")
            .replace(
                "\"../../tests/ods/ok\"",
                &format!("{:?}", self.goldens.display().to_string()),
            );
        std::fs::write(krate.join("build.rs"), build_rs).expect("build.rs");
        std::fs::write(
            krate.join("Cargo.toml"),
            self.manifest(
                &format!("dialect-test-{edition}"),
                "ods_dialect_test",
                edition,
            ),
        )
        .expect("manifest");
    }

    /// The crates of the dialects from upstream's specs, of `edition`.
    fn upstream_dialects(&self, edition: &str) {
        // The dialects from upstream's specs: the spec under `td/`, the hooks (and arith's
        // DRR patterns) under `src/`. cf, scf and math depend on the arith crate of their edition.
        let arith_dep = arith_dep(edition);
        for (prefix, dialect) in [
            ("a", "arith"),
            ("c", "cf"),
            ("f", "func"),
            ("i", "index"),
            ("s", "scf"),
            ("u", "upstream-test"),
            ("b", "ub"),
        ] {
            let krate = self.root.join(format!("{prefix}{edition}"));
            let from = self.repo.join("dialects").join(dialect);
            for dir in ["src", "td", "tests"] {
                copy_dir(&from.join(dir), &krate.join(dir));
            }
            std::fs::copy(from.join("build.rs"), krate.join("build.rs")).expect("build.rs");
            let mut toml = self.manifest(
                &format!("dialect-{dialect}-{edition}"),
                &format!("ods_dialect_{}", dialect.replace('-', "_")),
                edition,
            );
            // cf and scf depend on arith, as upstream's do, and scf on cf too (its
            // canonicalizations branch): the scratch crates of their edition.
            if dialect == "cf" || dialect == "scf" {
                toml = toml.replacen("[dependencies]\n", &arith_dep, 1);
            }
            // arith folds to `ub.poison` and materializes it, as upstream's does.
            if dialect == "arith" {
                toml = toml.replacen(
                    "[dependencies]\n",
                    &format!(
                        "[dependencies]\nods-dialect-ub = {{ package = \"dialect-ub-{edition}\", path = \"../b{edition}\" }}\n"
                    ),
                    1,
                );
            }
            // upstream's test passes use math's patterns and scf's loop unrolling.
            if dialect == "upstream-test" {
                toml = toml.replacen(
                    "[dependencies]\n",
                    &format!(
                        "[dependencies]\nods-dialect-math = {{ package = \"dialect-math-{edition}\", path = \"../m{edition}\" }}\nods-dialect-scf = {{ package = \"dialect-scf-{edition}\", path = \"../s{edition}\" }}\n"
                    ),
                    1,
                );
            }
            if dialect == "scf" {
                toml = toml.replacen(
                    "[dependencies]\n",
                    &format!(
                        "[dependencies]\nods-dialect-cf = {{ package = \"dialect-cf-{edition}\", path = \"../c{edition}\" }}\n"
                    ),
                    1,
                );
            }
            std::fs::write(krate.join("Cargo.toml"), toml).expect("manifest");
        }
    }

    /// The math and complex crates of `edition`.
    fn arith_readers(&self, edition: &str) {
        // The math and complex dialects read arith's `.td` files and use the arith crate of
        // their edition; math's algebraic simplification uses the complex crate too, and its
        // folders the ub crate (they fold to `ub.poison`, as upstream's).
        for (prefix, dialect) in [("m", "math"), ("x", "complex")] {
            let krate = self.root.join(format!("{prefix}{edition}"));
            let from = self.repo.join("dialects").join(dialect);
            for dir in ["src", "td", "tests"] {
                copy_dir(&from.join(dir), &krate.join(dir));
            }
            let build_rs = std::fs::read_to_string(from.join("build.rs"))
                .expect("build.rs")
                .replace("\"../arith/td\"", &format!("\"../a{edition}/td\""));
            std::fs::write(krate.join("build.rs"), build_rs).expect("build.rs");
            let mut toml = self
                .manifest(
                    &format!("dialect-{dialect}-{edition}"),
                    &format!("ods_dialect_{dialect}"),
                    edition,
                )
                .replacen("[dependencies]\n", &arith_dep(edition), 1);
            if dialect == "math" {
                toml = toml.replacen(
                    "[dependencies]\n",
                    &format!(
                        "[dependencies]\nods-dialect-complex = {{ package = \"dialect-complex-{edition}\", path = \"../x{edition}\" }}\nods-dialect-ub = {{ package = \"dialect-ub-{edition}\", path = \"../b{edition}\" }}\n"
                    ),
                    1,
                );
            }
            std::fs::write(krate.join("Cargo.toml"), toml).expect("manifest");
        }
    }

    /// The toy dialect crate of `edition`.
    fn toy(&self, edition: &str) {
        // The toy dialect: our own spec and its hooks, the front end and `toyc` under
        // `src/`, its examples beside its tests.
        let krate = self.root.join(format!("t{edition}"));
        let from = self.repo.join("dialects/toy");
        for dir in ["src", "tests", "examples"] {
            copy_dir(&from.join(dir), &krate.join(dir));
        }
        std::fs::copy(from.join("build.rs"), krate.join("build.rs")).expect("build.rs");
        std::fs::write(
            krate.join("Cargo.toml"),
            self.manifest(
                &format!("dialect-toy-{edition}"),
                "ods_dialect_toy",
                edition,
            ),
        )
        .expect("manifest");
    }
}

/// The dependency on the arith crate of `edition`, for a manifest's `[dependencies]`.
fn arith_dep(edition: &str) -> String {
    format!(
        "[dependencies]\nods-dialect-arith = {{ package = \"dialect-arith-{edition}\", path = \"../a{edition}\" }}\n"
    )
}

#[test]
fn generated_code_builds_and_passes_tests_in_edition_2021_and_2024() {
    let scratch = Scratch::new();
    scratch.reset();
    for edition in ["2021", "2024"] {
        scratch.test_dialect(edition);
        scratch.upstream_dialects(edition);
        scratch.arith_readers(edition);
        scratch.toy(edition);
    }
    let root = scratch.root.as_path();
    let output = Command::new(env!("CARGO"))
        .args(["test", "--workspace", "--quiet"])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env("RUSTFLAGS", "-D warnings")
        .output()
        .expect("cargo runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the scratch crates failed:\n{stdout}\n{stderr}"
    );
    let passed: usize = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("test result: ok. "))
        .filter_map(|l| l.split(' ').next()?.parse::<usize>().ok())
        .sum();
    ods_tests::report::headline(format_args!(
        "editions 2021 and 2024: the test, arith, cf, complex, func, index, math, scf, ub, toy and upstream test dialect crates build \
         with -D warnings; \
         {passed} tests passed"
    ));
    assert!(passed > 0, "no test ran in the scratch crates:\n{stdout}");
    clippy_passes_on_the_goldens(root);
}

/// Clippy's default lints with `-D warnings` on the test dialect crates (every golden
/// spec's generated code, as a user's crate compiles it), reusing the scratch workspace's
/// build. Skipped, and said so, when clippy is not installed; required under
/// `ODS_REQUIRE_REFERENCE=1`.
fn clippy_passes_on_the_goldens(root: &Path) {
    let installed = Command::new(env!("CARGO"))
        .args(["clippy", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !installed {
        assert!(
            !ods_tests::reference_required(),
            "cargo clippy is required (ODS_REQUIRE_REFERENCE=1)"
        );
        println!("clippy on the generated goldens: skipped, cargo clippy is not installed");
        return;
    }
    let output = Command::new(env!("CARGO"))
        .args([
            "clippy",
            "--quiet",
            "-p",
            "dialect-test-2021",
            "-p",
            "dialect-test-2024",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env("RUSTFLAGS", "-D warnings")
        .output()
        .expect("cargo clippy runs");
    assert!(
        output.status.success(),
        "clippy -D warnings fails on the generated goldens:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    println!("clippy -D warnings passes on the test dialect crates (the generated goldens)");
}
