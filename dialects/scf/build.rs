//! Generates the scf dialect from the copy of upstream's spec under `td/`; its dependent
//! dialect, arith, is registered from the `ods-dialect-arith` crate.

fn main() {
    let spec = "td/mlir/Dialect/SCF/IR/SCFOps.td";
    let config = ods_build::Config::new()
        .include_dir("td")
        .dependent_dialect(
            "arith::ArithDialect",
            "::ods_dialect_arith::arith::register",
        );
    if let Err(e) = config.compile(&[spec]) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
