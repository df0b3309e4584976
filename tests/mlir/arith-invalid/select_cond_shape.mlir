// Invalid: a select whose vector condition has another shape
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %c = "test.mask"() : () -> vector<2xi1>
  %0 = arith.select %c, %v, %v : vector<2xi1>, vector<4xi32>
}) : () -> ()
// expected-error@-2 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
