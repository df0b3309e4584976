// ARGS: --cse
// In a graph region a use may come before its definition: uses by operations already in
// the table keep the replaced value, which then stays.
func.func @use_before_def() {
  test.graph_region {
    %0 = arith.addi %1, %2 : i32
    %1 = arith.constant 1 : i32
    %2 = arith.constant 1 : i32
    %3 = arith.muli %2, %1 : i32
    %4 = arith.muli %1, %2 : i32
    "test.foo_yield"(%0, %3, %4) : (i32, i32, i32) -> ()
  }
  return
}

func.func @later_uses(%a: i32) {
  test.graph_region {
    %0 = arith.subi %a, %a : i32
    %1 = arith.subi %a, %a : i32
    %2 = arith.addi %1, %0 : i32
    %3 = arith.addi %0, %1 : i32
    "test.foo_yield"(%2, %3) : (i32, i32) -> ()
  }
  return
}

// A cycle through an operation the table holds, and an unregistered op (a graph region
// for all CSE knows).
func.func @cycle(%a: i32) {
  test.graph_region {
    %0 = arith.addi %a, %3 : i32
    %1 = arith.addi %a, %3 : i32
    %2 = arith.constant 5 : i32
    %3 = arith.constant 5 : i32
    "test.foo_yield"(%0, %1, %2) : (i32, i32, i32) -> ()
  }
  "test.unknown_graph"() ({
    %5 = arith.xori %6, %7 : i32
    %6 = arith.constant 9 : i32
    %7 = arith.constant 9 : i32
    "test.foo_yield"(%5, %7) : (i32, i32) -> ()
  }) : () -> ()
  return
}
