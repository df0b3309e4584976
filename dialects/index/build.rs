//! Generates the index dialect from the copy of upstream's spec under `td/`.

fn main() {
    let spec = "td/mlir/Dialect/Index/IR/IndexOps.td";
    if let Err(e) = ods_build::Config::new().include_dir("td").compile(&[spec]) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
