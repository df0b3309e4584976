// Invalid: truncf to a wider type
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.truncf %f : f32 to f64
}) : () -> ()
// expected-error@-2 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
