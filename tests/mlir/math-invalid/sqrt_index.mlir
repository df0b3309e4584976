// Invalid: sqrt of an index
"test.func"() ({
^bb0(%a: index):
  %0 = math.sqrt %a : index
// expected-error@-1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'index'}}
}) : () -> ()
