// ARGS: --dump-pass-pipeline --pass-pipeline=builtin.module(func.func(test-single-fold{max-iterations=-2}),test-single-fold{max-iterations=0x7})
// A limit below one folds once.
func.func @f(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %c0, %x : i32
  %m = arith.muli %c1, %y : i32
  %s = arith.addi %c1, %x : i32
  return %a, %m, %s : i32, i32, i32
}
