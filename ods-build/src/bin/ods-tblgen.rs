//! `ods-tblgen`: the command-line face of ods-build.
fn main() {}
