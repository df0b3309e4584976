// Invalid: extui to a narrower type
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.extui %a : i32 to i16
}) : () -> ()
// expected-error@-2 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
