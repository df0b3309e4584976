// ARGS: --topological-sort
// A registered terminator stays last; an unregistered last operation is sorted too.
"test.graph_region"() ({
  %0 = "test.a"(%1) : (i32) -> i32
  %1 = "test.b"() : () -> i32
  "test.finish"() : () -> ()
}) : () -> ()
"test.graph_region"() ({
  "test.use"(%1) : (i32) -> ()
  %1 = "test.last"() : () -> i32
}) : () -> ()
