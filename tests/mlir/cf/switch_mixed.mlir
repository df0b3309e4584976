// Every op with cases, weights and messages in one function.
func.func @f(%flag: i32, %a: i32, %b: i32, %c: i1, %f8: i8) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    -3: ^bb2
  ]
^bb1(%x: i32):
  cf.cond_br %c weights([3, 5]), ^bb2, ^bb3(%x, %a : i32, i32)
^bb2:
  cf.assert %c, "oops \"q\""
  cf.switch %f8 : i8, [default: ^bb4, 255: ^bb4, -1: ^bb3(%a, %b: i32, i32), 200: ^bb4]
^bb3(%y: i32, %z: i32):
  cf.br ^bb4
^bb4:
  cf.switch %flag : i32, [
    default: ^bb5
  ]
^bb5:
  return %a : i32
}
