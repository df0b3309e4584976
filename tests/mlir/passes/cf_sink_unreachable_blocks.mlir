// ARGS: --control-flow-sink
// Users in blocks unreachable from the region's entry count as dominated by it, as in MLIR.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %r = "test.any_cond"() ({
    "test.yield"(%a) : (i32) -> ()
  ^bb1:
    "test.yield"(%0) : (i32) -> ()
  ^bb2:
    %x = arith.addi %1, %1 : i32
    "test.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
