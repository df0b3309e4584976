// Invalid: a string value is a typed attribute (of type none), so the type check fails
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = "arith.constant"() {value = "xyz"} : () -> i32
}) : () -> ()
// expected-error@-2 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
