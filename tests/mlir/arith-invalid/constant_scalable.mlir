// Invalid: a non-splat constant of a scalable vector
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
}) : () -> ()
// expected-error@-2 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
