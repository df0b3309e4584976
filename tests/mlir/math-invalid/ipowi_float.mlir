// Invalid: ipowi of floats
"test.func"() ({
^bb0(%a: f32):
  %0 = math.ipowi %a, %a : f32
// expected-error@-1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
}) : () -> ()
