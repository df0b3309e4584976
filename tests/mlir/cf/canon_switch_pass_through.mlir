// Switch destinations that only branch on are collapsed.
func.func @pass(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    4: ^bb2,
    5: ^bb3
  ]
^bb1:
  cf.br ^bb4
^bb2:
  cf.br ^bb5
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
^bb5:
  "u.five"() : () -> ()
  return
}
