//! Generates the test dialect, and the golden specs under `tests/ods/ok` so that their
//! generated code is compiled too.

fn main() {
    let mut inputs = vec!["src/TestOps.td".to_string()];
    let goldens = std::path::Path::new("../../tests/ods/ok");
    let mut specs: Vec<String> = std::fs::read_dir(goldens)
        .map(|dir| {
            dir.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "td"))
                .map(|p| p.to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    specs.sort();
    // One module per golden spec, so each one's generated code is compiled.
    let mut index = String::new();
    for spec in &specs {
        let stem = std::path::Path::new(spec)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        index.push_str(&format!(
            "/// `tests/ods/ok/{stem}.td`.\npub mod {stem}_td {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/{stem}.rs\"));\n}}\n"
        ));
    }
    let out = std::env::var("OUT_DIR").unwrap_or_default();
    if let Err(e) = std::fs::write(std::path::Path::new(&out).join("goldens.rs"), index) {
        eprintln!("cannot write goldens.rs: {e}");
        std::process::exit(1);
    }
    inputs.extend(specs);
    println!("cargo:rerun-if-changed=../../tests/ods/ok");
    if let Err(e) = ods_build::Config::new().compile(&inputs) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
