// ARGS: --remove-dead-values --allow-unregistered-dialect --mlir-print-op-generic
// The IR after the pass in the generic form: poison values carry their #ub.poison value.
func.func @effect_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.if %c -> (i32, i32) {
    "test.effect"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %0#0 : i32
}
