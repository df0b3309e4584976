// Invalid: cmpf of integers
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.cmpf oeq, %a, %b : i32
}) : () -> ()
// expected-error@-2 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
