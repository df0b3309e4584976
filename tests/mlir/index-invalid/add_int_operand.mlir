// Invalid: add int operand.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.add %a, %i
}) : () -> ()
// expected-error@-2 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
// expected-note@-4 {{prior use here}}
