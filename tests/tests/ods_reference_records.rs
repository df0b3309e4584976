//! Conformance: the ODS base library evaluates the same under the reference TableGen
//! (`mlir-tblgen --print-records`) as under ods-tablegen, and lowering either set of records
//! gives the same model for every good spec.

use std::path::Path;
use std::process::Command;

use ods_build::spec::records::RecordSet;
use ods_tests::{reference_tool_or_skip, workspace_root, write_embedded_library};

#[test]
fn reference_and_ods_tablegen_records_lower_to_the_same_model() {
    let Some(tblgen) = reference_tool_or_skip(
        "mlir-tblgen",
        "reference_and_ods_tablegen_records_lower_to_the_same_model",
    ) else {
        return;
    };
    let root = workspace_root();
    let lib = write_embedded_library("library");
    let mut specs: Vec<String> = std::fs::read_dir(root.join("tests/ods/ok"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
        .map(|p| format!("tests/ods/ok/{}", p.file_name().unwrap().to_string_lossy()))
        .collect();
    specs.push("dialects/test/src/TestOps.td".to_string());
    specs.sort();
    for spec in &specs {
        // ods-build looks beside the including file first; mlir-tblgen needs it as `-I`.
        let dir = Path::new(spec).parent().unwrap();
        let out = Command::new(&tblgen)
            .current_dir(&root)
            .arg("--print-records")
            .arg("-I")
            .arg(&lib)
            .arg("-I")
            .arg(dir)
            .arg(spec)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{spec}: mlir-tblgen failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let source = std::fs::read_to_string(root.join(spec)).unwrap();
        // The library's own files locate its defs (the builtin dialect, say) outside the spec.
        // So do the spec's own includes beside it (`patterns.td` includes `rewrite_ops.td`).
        // Those includes' own includes beside the spec are found too, each file after the
        // files it includes: definition order, as the includes sit at the top of each file.
        let mut sources: Vec<(String, String)> = Vec::new();
        beside_includes(&root, dir, &source, &mut sources);
        sources.push((spec.clone(), source.clone()));
        sources.extend(
            ods_build::library::FILES
                .iter()
                .map(|(path, text)| (path.to_string(), text.to_string())),
        );
        let set = RecordSet::from_print_records(&text, spec, &sources)
            .unwrap_or_else(|e| panic!("{spec}: {e}"));
        let reference = ods_build::spec::td::lower(&set).unwrap_or_else(|e| panic!("{spec}: {e}"));
        let (ours, _) = ods_build::Config::new()
            .root(&root)
            .load(Path::new(spec))
            .unwrap_or_else(|e| panic!("{spec}: {e}"));
        pretty_assertions::assert_eq!(
            ods_build::spec::yaml::to_string(&reference),
            ods_build::spec::yaml::to_string(&ours),
            "{spec}: the reference records lower differently"
        );
    }
    std::fs::remove_dir_all(&lib).ok();
}

/// Appends to `out` the files `text` includes that exist beside the spec in `dir` (named
/// `dir/include`), each after the files it includes in turn, each file once.
fn beside_includes(root: &Path, dir: &Path, text: &str, out: &mut Vec<(String, String)>) {
    for inc in text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("include \"")?.strip_suffix('"'))
    {
        let path = format!("{}/{inc}", dir.display());
        if out.iter().any(|(p, _)| *p == path) {
            continue;
        }
        let Ok(included) = std::fs::read_to_string(root.join(&path)) else {
            continue;
        };
        beside_includes(root, dir, &included, out);
        if !out.iter().any(|(p, _)| *p == path) {
            out.push((path, included));
        }
    }
}
