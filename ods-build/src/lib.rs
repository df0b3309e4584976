//! ods-build: the library a dialect crate's build script calls to turn ODS specs into Rust.
