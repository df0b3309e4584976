// ARGS: --verify-diagnostics --split-input-file
// Chunks with errors print nothing; valid chunks are printed; expectations of every chunk
// are checked at the end.
"x.a"() : () -> ()
// -----
// expected-error@+1 {{custom op 'bogus' is unknown}}
bogus
// -----
// expected-error@+1 {{never produced}}
"x.b"() : () -> ()
// -----
"x.c"(%9) : (i32) -> ()
// -----
module attributes {bad = 1 : i32} {
}
