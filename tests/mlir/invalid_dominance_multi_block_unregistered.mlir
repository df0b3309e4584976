// An unregistered op's region may be a graph region only while it has one block: with two,
// a use nested in an earlier op of the same block does not see a later definition.
"test.a"() ({
^bb0:
  "test.b"() ({
    "x.use"(%1) : (i32) -> ()
  }) : () -> ()
  %1 = "test.c"() : () -> i32
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.t"() : () -> ()
}) : () -> ()
