// Invalid: ctlz of an unsigned integer (signless only)
"test.func"() ({
^bb0(%a: ui32):
  %0 = math.ctlz %a : ui32
// expected-error@-1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'ui32'}}
}) : () -> ()
