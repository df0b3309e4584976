// ARGS: --pass-pipeline=builtin.module(test.graph_region(canonicalize))
test.graph_region {
  %c1 = arith.constant 1 : i32
}
