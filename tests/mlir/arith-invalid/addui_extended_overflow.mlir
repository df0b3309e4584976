// Invalid: addui_extended whose overflow result is not i1
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
}) : () -> ()
// expected-error@-2 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
