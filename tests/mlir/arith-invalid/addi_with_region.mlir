// Invalid: an op without regions given one
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = "arith.addi"(%a, %b) ({}) : (i32, i32) -> i32
}) : () -> ()
// expected-error@-2 {{'arith.addi' op requires zero regions}}
