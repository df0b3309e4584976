// Invalid: a generic call_indirect whose result differs from the callee's.
func.func @f(%g: (i32) -> i32, %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i32) -> f32
  return
}
