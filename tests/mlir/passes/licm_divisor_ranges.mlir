// ARGS: --loop-invariant-code-motion
// Divisions are hoisted when the divisor's inferred range excludes zero (and, signed, -1),
// as arith's speculatability asks the divisor's defining op (test.with_bounds here).
func.func @ranges(%num: i8, %lb: index, %ub: index, %step: index) {
  %pos = test.with_bounds {smax = 127 : i8, smin = 1 : i8, umax = 127 : i8, umin = 1 : i8} : i8
  %neg = test.with_bounds {smax = -2 : i8, smin = -128 : i8, umax = 254 : i8, umin = 128 : i8} : i8
  %m1 = test.with_bounds {smax = -1 : i8, smin = -1 : i8, umax = 255 : i8, umin = 255 : i8} : i8
  %any = test.with_bounds {smax = 127 : i8, smin = -128 : i8, umax = 255 : i8, umin = 0 : i8} : i8
  scf.for %i = %lb to %ub step %step {
    %a = arith.divui %num, %pos : i8
    %b = arith.divsi %num, %pos : i8
    %c = arith.divsi %num, %neg : i8
    %d = arith.divui %num, %m1 : i8
    %e = arith.divsi %num, %m1 : i8
    %f = arith.ceildivsi %num, %neg : i8
    %g = arith.ceildivui %num, %any : i8
    %h = arith.divui %num, %any : i8
    "test.use"(%a, %b, %c, %d, %e, %f, %g, %h) : (i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }
  return
}

func.func @constants(%num: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %step {
    %a = arith.divui %num, %c0 : i32
    %b = arith.divsi %num, %c7 : i32
    %c = arith.divsi %num, %cm1 : i32
    %d = arith.divui %num, %cm1 : i32
    "test.use"(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  }
  return
}
