// Invalid: generic sizeof i64.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = "index.sizeof"() : () -> i64
}) : () -> ()
