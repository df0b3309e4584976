// ARGS: --dump-pass-pipeline --canonicalize --cse --inline --symbol-privatize --test-function-pass --test-function-pass --test-module-pass
// Pass flags in order, the function passes each nested on its own.
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}
