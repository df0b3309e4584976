// Invalid: the call has fewer results than the callee.
func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}
