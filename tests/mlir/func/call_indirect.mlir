// Indirect calls through a function value passed as an argument.
func.func @apply(%f: (i32, f32) -> i32, %a: i32, %b: f32) -> i32 {
  %0 = call_indirect %f(%a, %b) : (i32, f32) -> i32
  %1 = func.call_indirect %f(%0, %b) : (i32, f32) -> i32
  return %1 : i32
}
func.func @apply_none(%g: () -> ()) {
  call_indirect %g() : () -> ()
  return
}
