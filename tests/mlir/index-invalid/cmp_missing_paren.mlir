// Invalid: cmp missing paren.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.cmp slt %a, %b
}) : () -> ()
// expected-error@-2 {{expected '('}}
