// Invalid: sitofp of a float
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.sitofp %f : f32 to f64
}) : () -> ()
// expected-error@-2 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
