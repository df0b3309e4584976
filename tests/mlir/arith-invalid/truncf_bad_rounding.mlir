// Invalid: an unknown rounding mode
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %d = "test.d"() : () -> f64
  %0 = arith.truncf %d to_nearest_odd : f64 to f32
}) : () -> ()
// expected-error@-2 {{expected ':'}}
