// Uses before definitions in a graph region: reading resolves them out of the order of the
// uses, so bytecode records the order of their uses.
"test.graph"() ({
  %0 = "test.foo"(%2, %1, %2) : (i32, i32, i32) -> i32
  %x = "test.x"(%1, %2) : (i32, i32) -> i32
  %1 = "test.bar"(%2) : (i32) -> i32
  %2 = "test.baz"() : () -> i32
  %3 = "test.q"(%2, %2, %1) : (i32, i32, i32) -> i32
}) : () -> ()
