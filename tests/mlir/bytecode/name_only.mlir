// An error located at a name with no position.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.andi %f, %f : f32 loc("only a name")
}) : () -> ()
