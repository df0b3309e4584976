// ARGS: --sccp --mlir-disable-threading
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  return %s, %b : i32, i32
}

func.func @caller1(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = func.call @callee(%c1, %c2) : (i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}

func.func @caller2(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = func.call @callee(%x, %c2) : (i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}

func.func @public_callee(%a: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = arith.addi %a, %c4 : i32
  return %r : i32
}

func.func @use_public() -> i32 {
  %c4 = arith.constant 4 : i32
  %r = func.call @public_callee(%c4) : (i32) -> i32
  return %r : i32
}

func.func private @external(i32) -> i32

func.func @use_external() -> i32 {
  %c4 = arith.constant 4 : i32
  %r = func.call @external(%c4) : (i32) -> i32
  return %r : i32
}

func.func private @recursive(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %eq = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %eq, ^done, ^more
^done:
  return %c0 : i32
^more:
  %r = func.call @recursive(%n) : (i32) -> i32
  return %r : i32
}

func.func @use_recursive() -> i32 {
  %c0 = arith.constant 0 : i32
  %r = func.call @recursive(%c0) : (i32) -> i32
  return %r : i32
}

func.func private @indirect_target() -> i32 {
  %c6 = arith.constant 6 : i32
  return %c6 : i32
}

func.func @indirect() -> i32 {
  %f = func.constant @indirect_target : () -> i32
  %r = func.call_indirect %f() : () -> i32
  return %r : i32
}

func.func private @dead_private(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %c1, %c1 : i32
  return %r : i32
}
