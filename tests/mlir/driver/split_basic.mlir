// ARGS: --split-input-file
// Three chunks, each a module of its own.
"x.a"() : () -> ()

// -----

%0 = "x.b"() : () -> i32
"x.c"(%0) : (i32) -> ()

// -----

module {
  "x.d"() {attr = 1 : i64} : () -> ()
}
