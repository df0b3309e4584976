// Invalid: a select with two operands
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %c = "test.cond"() : () -> i1
  %0 = arith.select %c, %a : i32
}) : () -> ()
// expected-error@-2 {{custom op 'arith.select' expected 3 operands}}
