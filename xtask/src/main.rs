//! `cargo xtask`: repository chores (golden regeneration).
fn main() {}
