// RUN-FLAGS: --mlir-print-debuginfo
// Location aliases used before their definition.
"test.a"() : () -> () loc(#l1)
"test.b"() ({
^bb0(%x: i32 loc(#l2)):
  "test.c"() : () -> ()
}) : () -> ()
#l1 = loc("x.mlir":1:2)
#l2 = loc("y")
