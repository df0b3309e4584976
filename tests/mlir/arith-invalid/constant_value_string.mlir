// Invalid: a string is a typed attribute (of type none), so it converts to the `value`
// property and fails the verifier's type check.
"test.func"() ({
^bb0(%a: i32):
  %0 = "arith.constant"() <{value = "x"}> : () -> i32
}) : () -> ()
// expected-error@-2 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
