// ARGS: --verify-diagnostics --split-input-file
"x.cfg"() ({
^bb0:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "x.use"(%0) : (i32) -> ()
  "x.br"()[^bb1] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here}}
  %0 = "x.def"() : () -> i32
  "x.ret"() : () -> ()
}) : () -> ()
// -----
"x.a"(%5) : (i32) -> ()
"x.b"(%6) : (i32) -> ()
// -----
"x.q"() : () -> () loc("other.mlir":3:4)
"x.q"() : () -> () loc(callsite("foo" at "bar.mlir":1:1))
"x.br2"()[^bb9] : () -> () loc("other.mlir":3:4)
// -----
"x.q"() : () -> () loc(callsite("foo" at "bar.mlir":1:1))
"x.q"()[^bb9] : () -> () loc(callsite("foo" at "bar.mlir":1:1))
// -----
"x.q"()[^bb9] : () -> () loc(fused["a", "d1.mlir":12:1])
