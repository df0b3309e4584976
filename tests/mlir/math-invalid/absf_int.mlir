// Invalid: absf of an integer
"test.func"() ({
^bb0(%a: i32):
  %0 = math.absf %a : i32
// expected-error@-1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
}) : () -> ()
