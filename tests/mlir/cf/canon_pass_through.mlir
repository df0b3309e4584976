// Branches through blocks that only branch on go to the final destination.
func.func @pass(%c: i1, %a: i32) {
  "u.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  "u.end"() : () -> ()
  return
}
