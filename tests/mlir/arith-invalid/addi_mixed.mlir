// Invalid: addi of different types
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = "arith.addi"(%a, %x) : (i32, index) -> i32
}) : () -> ()
// expected-error@-2 {{'arith.addi' op requires the same type for all operands and results}}
