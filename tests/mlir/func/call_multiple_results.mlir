// A call with several results, used by name and by number.
func.func private @pair(i32) -> (i32, f32)
func.func @use(%a: i32) -> f32 {
  %0:2 = call @pair(%a) : (i32) -> (i32, f32)
  %1, %2 = call @pair(%0#0) : (i32) -> (i32, f32)
  "test.use"(%1) : (i32) -> ()
  return %2 : f32
}
