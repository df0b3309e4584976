// A switch with only a default becomes a branch; cases going where the default goes
// are dropped.
func.func @only_default(%flag: i32) {
  "u.op"() : () -> ()
  cf.switch %flag : i32, [default: ^bb1]
^bb1:
  "u.end"() : () -> ()
  return
}
func.func @drop(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb2,
    3: ^bb1
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}
