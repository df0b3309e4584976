// ARGS: --inline=inlining-threshold=0
func.func @small(%a: i32) -> i32 {
  return %a : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = func.call @small(%a) : (i32) -> i32
  return %0 : i32
}
