// ARGS: --loop-invariant-code-motion --mlir-print-ir-after-all --mlir-disable-threading
// A loop body region holding several blocks (scf.execute_region) and an IR dump per pass.
func.func @multiblock(%lb: index, %ub: index, %st: index, %a: i32, %c: i1) {
  scf.for %i = %lb to %ub step %st {
    %0 = scf.execute_region -> i32 {
      %x = arith.addi %a, %a : i32
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %y = arith.muli %x, %a : i32
      scf.yield %y : i32
    ^bb2:
      scf.yield %x : i32
    }
    "test.use"(%0) : (i32) -> ()
  }
  return
}

func.func @second(%lb: index, %ub: index, %st: index, %a: index) {
  scf.for %i = %lb to %ub step %st {
    %x = index.add %a, %a
    %y = index.divu %x, %a
    "test.use"(%x, %y) : (index, index) -> ()
  }
  return
}
