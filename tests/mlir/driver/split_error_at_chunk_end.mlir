// ARGS: --split-input-file
// A chunk that ends inside an operation: the error is at the chunk's end, on the marker.
"x.a"() : () -> (
// -----
"x.b"() {
// -----
"x.c"() : () -> ()
