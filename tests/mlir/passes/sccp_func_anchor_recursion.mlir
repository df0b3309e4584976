// ARGS: --pass-pipeline=builtin.module(func.func(sccp)) --allow-unregistered-dialect --mlir-disable-threading
func.func private @rec2(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %1 = call @rec2(%a) : (i32) -> i32
  %2 = arith.addi %1, %c0 : i32
  "test.use"(%2) : (i32) -> ()
  return %c0 : i32
}
func.func @pubrec(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %1 = call @pubrec(%a) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
  return %c0 : i32
}

func.func private @rec(%a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %c0 : i32
^bb2:
  %1 = call @rec(%a, %c) : (i32, i1) -> i32
  return %1 : i32
}
