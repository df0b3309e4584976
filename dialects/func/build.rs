//! Generates the func dialect from the copy of upstream's spec under `td/`.

fn main() {
    let spec = "td/mlir/Dialect/Func/IR/FuncOps.td";
    if let Err(e) = ods_build::Config::new().include_dir("td").compile(&[spec]) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
