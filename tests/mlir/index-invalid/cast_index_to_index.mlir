// Invalid: cast index to index.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.casts %a : index to index
}) : () -> ()
// expected-error@-2 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
