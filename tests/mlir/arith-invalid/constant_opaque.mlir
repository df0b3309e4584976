// Invalid: a typed attribute that is neither integer, float nor elements
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.constant #foo<"x"> : i32
}) : () -> ()
// expected-error@-2 {{'arith.constant' op value must be an integer, float, or elements attribute}}
