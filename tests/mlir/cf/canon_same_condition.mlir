// A second branch on the same condition, in a block only the first reaches.
func.func @same_cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "u.b"() : () -> ()
  return
^bb3:
  "u.c"() : () -> ()
  return
^bb4:
  "u.d"() : () -> ()
  return
}
