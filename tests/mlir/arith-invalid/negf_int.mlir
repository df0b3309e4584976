// Invalid: negf of an integer
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.negf %a : i32
}) : () -> ()
// expected-error@-2 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
