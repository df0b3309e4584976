//! Generates the math dialect from the copy of upstream's spec under `td/`. `MathOps.td`
//! includes arith's `ArithBase.td` and `ArithOpsInterfaces.td` (the fast-math flags and
//! their interface), read from the arith crate's copies; their Rust definitions are the
//! ones `ods-dialect-arith` generates, so they are referred to there, not generated again.

fn main() {
    let spec = "td/mlir/Dialect/Math/IR/MathOps.td";
    let config = ods_build::Config::new()
        .include_dir("td")
        .include_dir("../arith/td")
        .external_dialect("arith", "::ods_dialect_arith");
    if let Err(e) = config.compile(&[spec]) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
