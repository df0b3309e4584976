// Invalid: a select whose scalar condition is not i1
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.select %a, %a, %b : i32, i32
}) : () -> ()
// expected-error@-2 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
