// `cf.cond_br` with operands on both sides, on one side only, and on the other.
func.func @cond(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i64), ^bb2(%b : i64)
^bb1(%x: i32, %y: i64):
  cf.cond_br %c, ^bb3(%x : i32), ^bb2(%y : i64)
^bb2(%z: i64):
  cf.cond_br %c, ^bb3(%a : i32), ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}
