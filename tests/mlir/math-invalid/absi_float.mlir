// Invalid: absi of a float
"test.func"() ({
^bb0(%a: f32):
  %0 = math.absi %a : f32
// expected-error@-1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
}) : () -> ()
