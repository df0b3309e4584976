// Switches on the same flag in blocks only the first switch reaches.
func.func @same(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4
  ]
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
