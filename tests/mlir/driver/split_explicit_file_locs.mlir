// ARGS: --split-input-file
// Errors at explicit locations of the file show that line of the file, inside the chunk
// or not.
"x.a"() : () -> ()
// -----
module attributes {bad = 1 : i32} {
} loc("mlir/driver/split_explicit_file_locs.mlir":4:3)
// -----
module attributes {bad = 2 : i32} {
} loc("mlir/driver/split_explicit_file_locs.mlir":12:5)
// -----
"x.b"() : () -> () // past the end of the chunk above
