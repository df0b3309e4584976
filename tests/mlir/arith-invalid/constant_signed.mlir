// Invalid: an arith.constant of a signed integer type
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.constant 1 : si32
}) : () -> ()
// expected-error@-2 {{'arith.constant' op integer return type must be signless}}
