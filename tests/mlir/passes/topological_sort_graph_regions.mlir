// ARGS: --topological-sort --split-input-file
// Producer after user.
test.graph_region {
  %0 = "test.foo"() : () -> i32
  "test.bar"(%1, %0) : (i32, i32) -> ()
  %1 = "test.baz"() : () -> i32
}

// -----

// Cycles: the first unplaced operation is given up on.
test.graph_region {
  %2 = "test.c"(%1) : (i32) -> i32
  %1 = "test.b"(%0, %2) : (i32, i32) -> i32
  %0 = "test.a"(%3) : (i32) -> i32
  %3 = "test.d"() : () -> i32
}

// -----

// Block arguments, nested graph regions and values used inside nested regions.
test.graph_region {
^entry(%arg0: i32):
  %0 = "test.foo"(%1) : (i32) -> i32
  test.graph_region attributes {a} {
    %a = "test.a"(%b) : (i32) -> i32
    %b = "test.b"(%2) : (i32) -> i32
  }
  "test.user"() ({
    "test.inner"(%3) : (i32) -> ()
  }) : () -> ()
  %1 = "test.bar"(%2) : (i32) -> i32
  %2 = "test.baz"(%arg0) : (i32) -> i32
  %3 = "test.self"(%3) : (i32) -> i32
}

// -----

// SSA regions are left as they are, graph regions inside them sorted; the module body is
// a graph region.
%m = "test.late_user"(%n) : (i32) -> i32
%n = "test.early"() : () -> i32
func.func @test_graph_cfg() -> () {
  %0 = "test.foo"() : () -> i32
  cf.br ^next(%0 : i32)
^next(%1: i32):
  test.graph_region {
    %2 = "test.foo"(%1) : (i32) -> i32
    "test.bar"(%3, %2) : (i32, i32) -> ()
    %3 = "test.baz"(%0) : (i32) -> i32
  }
  return
}
