// ARGS: --test-liveness-analysis --split-input-file
func.func @f(%arg0: f32, %arg1: i1) {
  %0 = math.exp %arg0 {tag = "exp"} : f32
  cf.cond_br %arg1, ^bb1(%0 : f32), ^bb2(%0 : f32) {tag = "br"}
^bb1(%1: f32):
  return
^bb2(%2: f32):
  return
}

// -----

func.func @g(%x: i32, %c: i32) -> i32 {
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb2(%x, %x : i32, i32)
  ] {tag = "switch"}
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32, %d: i32):
  return %d : i32
}

// -----

func.func @h(%x: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %x to %x step %x iter_args(%a = %c0) -> (i32) {
    %b = arith.addi %a, %a {tag = "body"} : i32
    scf.yield %b : i32
  } {tag = "for"}
  return %c0 : i32
}
