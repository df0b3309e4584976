func.func @f(%lb: index, %init: i32) -> i32 {
  %r = "scf.for"(%lb, %lb, %lb, %init) ({
  ^bb0(%iv: index, %x: i32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return %r : i32
}
