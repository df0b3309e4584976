// ARGS: --inline=default-pipeline=
// Which callables go away: private ones left without uses (already, or once their calls
// are inlined), never public ones, nor private ones another operation refers to; calls
// and callees marked `no_inline` stay.
func.func private @unused() {
  return
}

func.func private @used_once(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}

func.func private @used_twice(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}

func.func @public_callee(%a: i32) -> i32 {
  %0 = arith.xori %a, %a : i32
  return %0 : i32
}

func.func private @kept_by_no_inline(%a: i32) -> i32 {
  return %a : i32
}

func.func private @never(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}

func.func private @referenced(%a: i32) -> i32 {
  return %a : i32
}

func.func private @dead_chain_top() {
  func.call @dead_chain_bottom() : () -> ()
  return
}

func.func private @dead_chain_bottom() {
  return
}

func.func @user(%a: i32) -> i32 {
  %0 = func.call @used_once(%a) : (i32) -> i32
  %1 = func.call @used_twice(%0) : (i32) -> i32
  %2 = func.call @used_twice(%1) : (i32) -> i32
  %3 = func.call @public_callee(%2) : (i32) -> i32
  %4 = func.call @kept_by_no_inline(%3) {no_inline} : (i32) -> i32
  %5 = func.call @never(%4) : (i32) -> i32
  %f = func.constant @referenced : (i32) -> i32
  %6 = func.call_indirect %f(%5) : (i32) -> i32
  return %6 : i32
}

"test.user"() {refers = @referenced} : () -> ()
