// ARGS: --verify-roundtrip --no-implicit-module --mlir-print-op-generic
"x.top"() ({
  %0 = "x.value"() : () -> i8
  "x.use"(%0) : (i8) -> ()
}) {name = @sym} : () -> ()
