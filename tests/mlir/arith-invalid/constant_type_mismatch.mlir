// Invalid: a constant whose result type is not its value's
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
}) : () -> ()
// expected-error@-2 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
