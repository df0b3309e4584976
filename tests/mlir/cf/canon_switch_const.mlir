// A constant flag picks the case, or the default.
func.func @const(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  cf.switch %c2 : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "u.one"() : () -> ()
  return %a : i32
^bb2:
  "u.two"() : () -> ()
  return %a : i32
^bb3:
  "u.three"() : () -> ()
  return %a : i32
}
func.func @const_default(%a: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  cf.switch %c9 : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return %a : i32
^bb2:
  "u.two"() : () -> ()
  return %a : i32
}
