// Invalid: trunci to a wider type
"test.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %v: vector<4xi32>, %x: index):
  %0 = arith.trunci %a : i32 to i64
}) : () -> ()
// expected-error@-2 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
