// Invalid: divui with overflow flags
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.divui %a, %b overflow<nsw> : i32
}) : () -> ()
// expected-error@-2 {{expected ':'}}
