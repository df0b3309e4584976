// ARGS: --loop-invariant-code-motion
// The test dialect's loop over a graph region: definitions after their uses are hoisted in
// the order the worklist reaches them.
func.func @graph(%a: i32) {
  test.graph_loop {
    %v0 = arith.addi %c0, %v1 : i32
    %v1 = arith.muli %c0, %a : i32
    %c0 = arith.constant 5 : i32
    %v2 = arith.addi %v0, %v1 : i32
    %s = "test.spec"() : () -> i32
    test.region_yield %v2 : i32
  } : () -> ()
  %r = "test.recursively_speculatable_op"() ({
    %x = "test.always_speculatable_op"() : () -> i32
    test.region_yield %x : i32
  }) : () -> i32
  return
}

func.func @speculatable_ops(%lb: index, %ub: index, %st: index, %a: i32) {
  %c3 = arith.constant 3 : i32
  scf.for %i = %lb to %ub step %st {
    %0 = "test.always_speculatable_op"() : () -> i32
    %1 = "test.never_speculatable_op"() : () -> i32
    %2 = "test.conditionally_speculatable_op"(%c3) : (i32) -> i32
    %3 = "test.conditionally_speculatable_op"(%a) : (i32) -> i32
    %4 = "test.recursively_speculatable_op"() ({
      %x = arith.addi %a, %0 : i32
      test.region_yield %x : i32
    }) : () -> i32
    %5 = "test.recursively_speculatable_op"() ({
      %x = "test.never_speculatable_op"() : () -> i32
      test.region_yield %x : i32
    }) : () -> i32
    "test.use"(%0, %1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}
