// Invalid: a select without its type
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %c = "test.cond"() : () -> i1
  %0 = arith.select %c, %a, %b
}) : () -> ()
// expected-error@-2 {{expected ':'}}
