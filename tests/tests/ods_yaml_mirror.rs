//! The YAML mirror is complete: for every spec under `tests/ods/ok` and `dialects/`, writing
//! the model as YAML and compiling that YAML generates byte-identical code.

use std::path::Path;

use ods_tests::workspace_root;

/// The specs: every `.td` file, except that a dialect crate's copies of upstream's files
/// under `td/` are compiled as its build script does, from the `...Ops.td` main file; a
/// dialect crate's specs have its `td/` as an include directory.
fn specs(root: &Path) -> Vec<(String, Option<std::path::PathBuf>)> {
    let mut out = Vec::new();
    for dir in ["tests/ods/ok", "dialects"] {
        for e in walkdir::WalkDir::new(root.join(dir))
            .sort_by_file_name()
            .into_iter()
            .filter_map(Result::ok)
        {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "td")
                && !p.components().any(|c| c.as_os_str() == "target")
            {
                let rel = p.strip_prefix(root).unwrap_or(p);
                // A dialect crate's include directory is its `td/`, for its copies of
                // upstream's files and for its own specs beside them (`src/*.td`).
                let td_dir = rel
                    .ancestors()
                    .find(|a| a.parent().is_some_and(|p| p == Path::new("dialects")))
                    .map(|krate| root.join(krate).join("td"))
                    .filter(|d| d.is_dir());
                let in_td = rel.components().any(|c| c.as_os_str() == "td");
                let main = p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().ends_with("Ops.td"));
                if in_td && !main {
                    continue;
                }
                out.push((rel.to_string_lossy().replace('\\', "/"), td_dir));
            }
        }
    }
    out
}

/// What a dialect crate's build script adds for the dialects whose definitions its spec uses
/// (math and complex use arith's): their crate's `td/` and `Config::external_dialect`.
fn with_used_dialects(root: &Path, spec: &str, mut config: ods_build::Config) -> ods_build::Config {
    if spec.starts_with("dialects/math/") || spec.starts_with("dialects/complex/") {
        config = config
            .include_dir(root.join("dialects/arith/td"))
            .external_dialect("arith", "::ods_dialect_arith");
    }
    // As `dialects/cf/build.rs` and `dialects/scf/build.rs` say: their dependent dialect
    // comes from the arith crate.
    if spec.starts_with("dialects/cf/") || spec.starts_with("dialects/scf/") {
        config = config.dependent_dialect(
            "arith::ArithDialect",
            "::ods_dialect_arith::arith::register",
        );
    }
    // As `dialects/upstream-test/build.rs`: the test dialect depends on DLTI, registered by
    // the crate.
    if spec.starts_with("dialects/upstream-test/") {
        config = config.dependent_dialect("::mlir::DLTIDialect", "crate::dlti::register");
    }
    config
}

/// The ops and definitions a dialect crate's build script selects of its spec (the test
/// dialect's, from its list); the model it lowers to, written as YAML, holds only those.
fn with_selection(root: &Path, spec: &str, config: ods_build::Config) -> ods_build::Config {
    if !spec.starts_with("dialects/upstream-test/") {
        return config;
    }
    let list = std::fs::read_to_string(root.join("dialects/upstream-test/src/generated_ops.txt"))
        .expect("the test dialect's op list");
    let ops = list.split_whitespace().collect::<Vec<_>>().join("|");
    config
        .op_include_regex(format!(r"^test\.({ops})$"))
        .def_include_regex("^$")
}

#[test]
fn yaml_mirror_generates_identical_code() {
    let root = workspace_root();
    let specs = specs(&root);
    assert!(specs.len() >= 6, "found only {specs:?}");
    let tmp = std::env::temp_dir().join(format!("ods-yaml-mirror-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for (spec, include) in &specs {
        let mut config = ods_build::Config::new().root(&root);
        if let Some(dir) = include {
            config = config.include_dir(dir);
        }
        config = with_selection(&root, spec, with_used_dialects(&root, spec, config));
        let from_td = config
            .generate(&[spec.as_str()])
            .unwrap_or_else(|e| panic!("{spec}: {e}"));
        let (model, _) = config.load(Path::new(spec)).unwrap();
        let yaml = ods_build::spec::yaml::to_string(&model);
        // The YAML file sits where the spec is, so that the generated header names the same
        // relative path once `.yaml` is replaced by `.td`.
        let stem = Path::new(spec)
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .to_string();
        let yaml_path = tmp.join(format!("{stem}.yaml"));
        std::fs::write(&yaml_path, &yaml).unwrap();
        let from_yaml = with_used_dialects(&root, spec, ods_build::Config::new())
            .generate(&[&yaml_path])
            .unwrap_or_else(|e| panic!("{spec} (YAML): {e}"));
        assert_eq!(from_td.files.len(), from_yaml.files.len());
        for (a, b) in from_td.files.iter().zip(&from_yaml.files) {
            assert_eq!(a.name, b.name);
            let b_text = b
                .contents
                .replace(&yaml_path.to_string_lossy().replace('\\', "/"), spec);
            pretty_assertions::assert_eq!(a.contents, b_text, "{spec}: {} differs", a.name);
        }
        // And the model itself survives the round trip.
        let back = ods_build::spec::yaml::from_str(&yaml, "mirror.yaml").unwrap();
        assert_eq!(back, model, "{spec}: model changed through YAML");
    }
    std::fs::remove_dir_all(&tmp).ok();
}
