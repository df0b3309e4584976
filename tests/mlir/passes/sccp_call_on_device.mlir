// ARGS: --sccp
func.func private @twice(%a : i32) -> (i32, i32) {
  %b = arith.addi %a, %a : i32
  func.return %b, %a : i32, i32
}

func.func @device_results(%device: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %r:2 = test.call_on_device @twice(%c3), %device : (i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
