// ARGS: --test-liveness-analysis --split-input-file
func.func private @private(%arg0 : i32, %arg1 : i32) {
  func.return
}

func.func @calls(%arg0: i32, %arg1: i32, %device: i32) {
  test.call_on_device @private(%arg0, %arg1), %device {tag = "call"} : (i32, i32, i32) -> ()
  return
}

// -----

func.func private @twice(%a : i32) -> (i32, i32) {
  %b = arith.addi %a, %a {tag = "in_twice"} : i32
  func.return %b, %a : i32, i32
}

func.func @device_results(%x: i32, %device: i32) -> i32 {
  %r:2 = test.call_on_device @twice(%x), %device {tag = "call"} : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}
