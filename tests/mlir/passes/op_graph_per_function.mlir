// ARGS: --pass-pipeline=builtin.module(func.func(view-op-graph,canonicalize),view-op-graph{print-data-flow-edges=0}) --mlir-disable-threading -o /dev/null
// One pass instance runs on each function: it numbers on and writes the data-flow edges
// of the graphs before again.
func.func @a(%x: i32) -> i32 {
  return %x : i32
}
func.func @b(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32
  return %0 : i32
}
