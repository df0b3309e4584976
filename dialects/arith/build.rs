//! Generates the arith dialect from the copy of upstream's spec under `td/`, with the
//! canonicalization patterns upstream writes in DRR (`src/ArithCanonicalization.td`,
//! which includes the ops).

fn main() {
    let specs = [
        "td/mlir/Dialect/Arith/IR/ArithOps.td",
        "src/ArithCanonicalization.td",
    ];
    if let Err(e) = ods_build::Config::new().include_dir("td").compile(&specs) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
