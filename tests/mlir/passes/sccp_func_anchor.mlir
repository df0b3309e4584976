// ARGS: --pass-pipeline=builtin.module(func.func(sccp)) --mlir-disable-threading
func.func private @callee(%a: i32) -> i32 {
  return %a : i32
}

func.func @caller() -> i32 {
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %r = func.call @callee(%c1) : (i32) -> i32
  %s = arith.select %t, %r, %c1 : i32
  return %s : i32
}
