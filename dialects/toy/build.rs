//! Generates the toy dialect from our spec (`src/Ops.td`), with the canonicalization
//! patterns the tutorial writes in DRR (`src/ToyCombine.td`, which includes the ops).

fn main() {
    let specs = ["src/Ops.td", "src/ToyCombine.td"];
    if let Err(e) = ods_build::Config::new().include_dir("src").compile(&specs) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
