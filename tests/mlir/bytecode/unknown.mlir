// An error located nowhere.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.ori %f, %f : f32 loc(unknown)
}) : () -> ()
