// Invalid: isinf of an integer
"test.func"() ({
^bb0(%a: i32):
  %0 = math.isinf %a : i32
// expected-error@-1 {{custom op 'math.isinf' 'operand' must be floating-point-like, but got 'i32'}}
}) : () -> ()
