// Invalid: extsi to the same width
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.extsi %a : i32 to i32
}) : () -> ()
// expected-error@-2 {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
