// Direct calls with and without operands and results.
func.func private @callee(i32, f32) -> i32
func.func private @sink()
func.func @caller(%a: i32, %b: f32) -> i32 {
  %0 = call @callee(%a, %b) : (i32, f32) -> i32
  call @sink() : () -> ()
  %1 = func.call @callee(%0, %b) : (i32, f32) -> i32
  return %1 : i32
}
