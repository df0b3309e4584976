// ARGS: --remove-dead-values --allow-unregistered-dialect --split-input-file
// scf.for and scf.while: iteration arguments only dead values flow through become ub.poison
// in the operands and terminators that forward them.
func.func @for_loop(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (i32, i32) {
    "test.effect"() : () -> ()
    %0 = arith.addi %x, %x : i32
    %1 = arith.muli %y, %y : i32
    scf.yield %0, %1 : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @while_loop(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %0 = arith.addi %x2, %x2 : i32
    %1 = arith.addi %y2, %y2 : i32
    scf.yield %0, %1 : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @pure_loop(%lb: index, %ub: index, %step: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %a) -> (i32) {
    %0 = arith.addi %x, %x : i32
    scf.yield %0 : i32
  }
  return
}
