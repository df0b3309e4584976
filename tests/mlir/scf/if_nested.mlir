func.func @f(%c: i1, %d: i1, %a: index) -> index {
  %r = scf.if %c -> (index) {
    %s = scf.if %d -> (index) {
      scf.yield %a : index
    } else {
      %t = arith.addi %a, %a : index
      scf.yield %t : index
    }
    scf.yield %s : index
  } else {
    scf.yield %a : index
  }
  return %r : index
}
