// Invalid: add int operand.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.add %a, %i
}) : () -> ()
