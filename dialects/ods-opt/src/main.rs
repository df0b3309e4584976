//! `ods-opt`: reads `.mlir`, verifies it and prints it, like `mlir-opt`.

use std::io::Write as _;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let reads_stdin = ods_opt::parse_args(&args)
        .is_ok_and(|o| o.input.is_none() || o.input.as_deref() == Some("-"));
    let stdin = if reads_stdin {
        ods_opt::read_stdin()
    } else {
        Vec::new()
    };
    let out = ods_opt::run(&args, &stdin);
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    std::process::exit(out.code);
}
