// ARGS: --remove-dead-values --allow-unregistered-dialect
// cf.switch with successors reached twice and equal operands forwarded to several of them:
// the dead forwarded operands go, the flag stays; each block's arguments are erased once.
func.func @switch(%flag: i64, %a: i32, %b: f32, %t: tensor<2xi8>) {
  cf.switch %flag : i64, [
    default: ^bb1,
    0: ^bb2(%a, %b : i32, f32),
    1: ^bb3(%t, %a, %b : tensor<2xi8>, i32, f32),
    2: ^bb1,
    3: ^bb2(%a, %b : i32, f32)
  ]
^bb1:
  return
^bb2(%x: i32, %y: f32):
  "test.use"(%y) : (f32) -> ()
  return
^bb3(%z: tensor<2xi8>, %u: i32, %v: f32):
  return
}
