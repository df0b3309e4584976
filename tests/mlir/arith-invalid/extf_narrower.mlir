// Invalid: extf to a narrower type
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.extf %f : f32 to f16
}) : () -> ()
// expected-error@-2 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
