// Invalid: bitcast between types of different widths
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.bitcast %a : i32 to f64
}) : () -> ()
// expected-error@-2 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
