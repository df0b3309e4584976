//! `toyc`: the Toy tutorial's compiler driver (see [`ods_dialect_toy::driver`]).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args
        .iter()
        .any(|a| a == "--help" || a == "-help" || a == "-h")
    {
        print!("{}", ods_dialect_toy::driver::USAGE);
        return;
    }
    let (out, err, code) = ods_dialect_toy::driver::run(&args);
    print!("{out}");
    eprint!("{err}");
    std::process::exit(code);
}
