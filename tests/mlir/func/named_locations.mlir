// Argument and operation locations, named and aliased.
#loc = loc("here":3:4)
func.func @locs(%a: i32 loc("arg":1:2), %b: f32 loc(#loc)) -> i32 {
  %0 = "test.op"(%a) : (i32) -> i32 loc("op"("x":5:6))
  return %0 : i32 loc(unknown)
} loc("fn":7:8)
func.func private @decl(i32 loc("d":1:1)) loc(fused["a":1:1, "b":2:2])
