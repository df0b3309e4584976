// ARGS: --inline=default-pipeline=
// Self-recursive and mutually recursive callees stay; what they call is inlined into them.
func.func @leaf(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @self(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^rec, ^done
^rec:
  %0 = func.call @self(%a, %c) : (i32, i1) -> i32
  %1 = func.call @leaf(%0) : (i32) -> i32
  return %1 : i32
^done:
  return %a : i32
}

func.func @ping(%a: i32) -> i32 {
  %0 = func.call @pong(%a) : (i32) -> i32
  %1 = func.call @leaf(%0) : (i32) -> i32
  return %1 : i32
}

func.func @pong(%a: i32) -> i32 {
  %0 = func.call @ping(%a) : (i32) -> i32
  return %0 : i32
}

func.func @outside(%a: i32) -> i32 {
  %0 = func.call @ping(%a) : (i32) -> i32
  %t = arith.constant true
  %1 = func.call @self(%0, %t) : (i32, i1) -> i32
  return %1 : i32
}

func.func @triangle_a(%a: i32) -> i32 {
  %0 = func.call @triangle_b(%a) : (i32) -> i32
  return %0 : i32
}
func.func @triangle_b(%a: i32) -> i32 {
  %0 = func.call @triangle_c(%a) : (i32) -> i32
  return %0 : i32
}
func.func @triangle_c(%a: i32) -> i32 {
  %0 = func.call @triangle_a(%a) : (i32) -> i32
  %1 = func.call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
