//! Generates the complex dialect from the copies of upstream's spec under `td/`.
//! `ComplexOps.td` includes arith's `ArithBase.td` and `ArithOpsInterfaces.td` (the fast-math
//! flags and their interface), read from the arith crate's copies; their Rust definitions are
//! the ones `ods-dialect-arith` generates, so they are referred to there, not generated again.
//! `src/Complex.td` includes `ComplexOps.td` and `ComplexAttributes.td` (`#complex.number`),
//! so one generated file holds the dialect with its ops and attributes.

fn main() {
    let specs = ["src/Complex.td"];
    let config = ods_build::Config::new()
        .include_dir("td")
        .include_dir("../arith/td")
        .external_dialect("arith", "::ods_dialect_arith");
    if let Err(e) = config.compile(&specs) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
