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
    inputs.extend(specs);
    println!("cargo:rerun-if-changed=../../tests/ods/ok");
    if let Err(e) = ods_build::Config::new().compile(&inputs) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
