// Region simplification erases the dead block arguments, which makes case 42 go where the
// default goes with the same (no) operands; mlir-opt starts no new iteration for that change
// alone, so the case stays, and one iteration converges.
// options: max-iterations=1 test-convergence=true | max-iterations=2 | region-simplify=aggressive
func.func @switch(%flag: i32, %a: i32, %b: i32, %c: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb3(%c : i32)
  ]
^bb1(%x: i32):
  return
^bb3(%y: i32):
  return
}

func.func @cond_br(%cond: i1, %a: i32, %b: i32) {
  cf.cond_br %cond, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return
}
