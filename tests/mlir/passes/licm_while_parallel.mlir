// ARGS: --loop-invariant-code-motion
// scf.while (both regions are loop regions) and scf.parallel (with a reduction).
func.func @while(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %lim = arith.muli %b, %b : i32
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %step = arith.addi %one, %b : i32
    %n = arith.addi %y, %step : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @parallel(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%zero) -> f32 {
    %sq = arith.mulf %a, %a : f32
    %ij = arith.addi %i, %j : index
    %f = arith.index_cast %ij : index to i32
    %g = arith.sitofp %f : i32 to f32
    %v = arith.addf %g, %sq : f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @forall(%a: i32) {
  scf.forall (%i, %j) in (4, 8) {
    %x = arith.addi %a, %a : i32
    "test.use"(%x, %i) : (i32, index) -> ()
  }
  return
}
