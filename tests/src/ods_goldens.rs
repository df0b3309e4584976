//! Golden suites of ods-build: for every spec under `tests/ods/ok`, the generated Rust
//! (`.gen.rs`), the generated docs (`.gen.md`) and the YAML mirror (`.spec.yaml`); for every
//! spec under `tests/ods/fail`, the diagnostics (`.err`).

use std::path::Path;

use crate::goldens::Suite;

/// Generated Rust for each good spec.
pub static RUST: Suite = Suite {
    name: "ods-rust",
    dir: "tests/ods/ok",
    input_ext: "td",
    golden_ext: "gen.rs",
    produce: produce_rust,
};

/// Generated markdown docs for each good spec.
pub static DOCS: Suite = Suite {
    name: "ods-docs",
    dir: "tests/ods/ok",
    input_ext: "td",
    golden_ext: "gen.md",
    produce: produce_docs,
};

/// The YAML mirror of each good spec.
pub static YAML: Suite = Suite {
    name: "ods-yaml",
    dir: "tests/ods/ok",
    input_ext: "td",
    golden_ext: "spec.yaml",
    produce: produce_yaml,
};

/// Diagnostics for each bad spec.
pub static FAIL: Suite = Suite {
    name: "ods-fail",
    dir: "tests/ods/fail",
    input_ext: "td",
    golden_ext: "err",
    produce: produce_fail,
};

/// Bytecode encodings (`--gen-bytecode`) of each good bytecode spec.
pub static BYTECODE: Suite = Suite {
    name: "ods-bytecode",
    dir: "tests/ods/bytecode/ok",
    input_ext: "td",
    golden_ext: "gen.rs",
    produce: produce_bytecode,
};

/// Diagnostics of `--gen-bytecode` for each bad bytecode spec.
pub static BYTECODE_FAIL: Suite = Suite {
    name: "ods-bytecode-fail",
    dir: "tests/ods/bytecode/fail",
    input_ext: "td",
    golden_ext: "err",
    produce: produce_bytecode_fail,
};

/// The builtin dialect's encodings ods-runtime includes, generated from its
/// `BuiltinDialectBytecode.td` with `-bytecode-dialect=Builtin`.
pub static BUILTIN_BYTECODE: Suite = Suite {
    name: "builtin-bytecode",
    dir: "ods-runtime/ods",
    input_ext: "td",
    golden_ext: "gen.rs",
    produce: produce_builtin_bytecode,
};

/// Every ods-build suite.
pub fn suites() -> Vec<&'static Suite> {
    vec![
        &RUST,
        &DOCS,
        &YAML,
        &FAIL,
        &BYTECODE,
        &BYTECODE_FAIL,
        &BUILTIN_BYTECODE,
    ]
}

/// The config every golden is produced with: inputs resolved against the workspace root.
pub fn config(root: &Path) -> ods_build::Config {
    ods_build::Config::new().root(root)
}

fn generated(root: &Path, input: &str, ext: &str) -> String {
    match config(root).generate(&[input]) {
        Ok(g) => g
            .files
            .into_iter()
            .find(|f| f.name.ends_with(ext))
            .map(|f| f.contents)
            .unwrap_or_default(),
        Err(e) => format!("UNEXPECTED ERROR\n{}\n", relative(root, &e.to_string())),
    }
}

fn produce_rust(root: &Path, input: &str) -> String {
    generated(root, input, ".rs")
}

fn produce_docs(root: &Path, input: &str) -> String {
    generated(root, input, ".md")
}

fn produce_yaml(root: &Path, input: &str) -> String {
    match config(root).load(Path::new(input)) {
        Ok((spec, _)) => ods_build::spec::yaml::to_string(&spec),
        Err(e) => format!("UNEXPECTED ERROR\n{}\n", relative(root, &e.to_string())),
    }
}

fn produce_fail(root: &Path, input: &str) -> String {
    match config(root).generate(&[input]) {
        Ok(_) => "UNEXPECTED SUCCESS\n".to_string(),
        Err(e) => format!("{}\n", relative(root, &e.to_string())),
    }
}

fn produce_bytecode(root: &Path, input: &str) -> String {
    match config(root).gen_bytecode(Path::new(input), None) {
        Ok(rs) => rs,
        Err(e) => format!("UNEXPECTED ERROR\n{}\n", relative(root, &e.to_string())),
    }
}

fn produce_builtin_bytecode(root: &Path, input: &str) -> String {
    match config(root).gen_bytecode(Path::new(input), Some("Builtin")) {
        Ok(rs) => rs,
        Err(e) => format!("UNEXPECTED ERROR\n{}\n", relative(root, &e.to_string())),
    }
}

fn produce_bytecode_fail(root: &Path, input: &str) -> String {
    match config(root).gen_bytecode(Path::new(input), None) {
        Ok(_) => "UNEXPECTED SUCCESS\n".to_string(),
        Err(e) => {
            let read = |p: &str| std::fs::read_to_string(root.join(p)).ok();
            format!("{}\n", relative(root, &e.with_sources(read).to_string()))
        }
    }
}

/// Diagnostics name files relative to the workspace root.
fn relative(root: &Path, text: &str) -> String {
    let prefix = format!("{}/", root.to_string_lossy().replace('\\', "/"));
    text.replace(&prefix, "")
}
