// Invalid: addi of floats
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.addi %f, %f : f32
}) : () -> ()
// expected-error@-2 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
