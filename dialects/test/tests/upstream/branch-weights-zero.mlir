func.func @f(%c: i1) {
  cf.cond_br %c, ^a, ^b {branch_weights = array<i32: 0, 0>}
^a:
  return
^b:
  return
}
