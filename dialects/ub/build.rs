//! Generates the ub dialect from the copies of upstream's spec under `td/`: `UBOps.td`
//! includes `UBOpsInterfaces.td` (`PoisonAttrInterface`), so one generated file holds the
//! dialect with its ops, its attribute and the attribute interface.

fn main() {
    let spec = "td/mlir/Dialect/UB/IR/UBOps.td";
    let config = ods_build::Config::new().include_dir("td");
    if let Err(e) = config.compile(&[spec]) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
