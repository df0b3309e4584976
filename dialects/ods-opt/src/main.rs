//! `ods-opt`: reads `.mlir`, verifies it and prints it, like `mlir-opt`.

fn main() {
    ods_opt::main_with(ods_opt::register_bundled)
}
