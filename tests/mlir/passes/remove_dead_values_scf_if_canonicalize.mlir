// ARGS: --remove-dead-values --allow-unregistered-dialect
// scf.if as in remove_dead_values_scf_if.mlir, with the canonicalization of region
// branch ops that follows by default (results dropped, trivial ifs turned to selects).
func.func @pure_if(%c: i1, %a: i32, %b: i32) {
  %0 = scf.if %c -> (i32) {
    %1 = arith.addi %a, %b : i32
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  return
}

func.func @effect_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    "test.effect"() : () -> ()
    %1 = arith.addi %a, %b : i32
    scf.yield %1, %a, %b : i32, i32, i32
  } else {
    %2 = arith.muli %a, %b : i32
    scf.yield %b, %2, %a : i32, i32, i32
  }
  return %0#1 : i32
}

func.func @no_else(%c: i1, %m: i32) {
  scf.if %c {
    "test.effect"(%m) : (i32) -> ()
  }
  return
}
