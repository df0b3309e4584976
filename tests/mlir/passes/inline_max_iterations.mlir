// ARGS: --inline=max-iterations=1
// One round per component: calls brought in by inlining are still inlined in that round.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @g(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i32
  %1 = func.call @f(%0) : (i32) -> i32
  return %1 : i32
}

func.func @h(%a: i32) -> i32 {
  %0 = func.call @g(%a) : (i32) -> i32
  return %0 : i32
}
