// Invalid: too few operands for the callee.
func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0:2 = call @g() : () -> (i32, i32)
  return
}
