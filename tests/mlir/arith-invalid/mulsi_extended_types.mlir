// Invalid: mulsi_extended with mismatched result types
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i64)
}) : () -> ()
// expected-error@-2 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
