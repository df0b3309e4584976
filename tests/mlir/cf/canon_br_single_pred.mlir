// A branch to a block with no other predecessor merges the two blocks.
func.func @merge(%a: i32) -> i32 {
  %0 = "u.op"(%a) : (i32) -> i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):
  %1 = "u.op"(%x) : (i32) -> i32
  cf.br ^bb2
^bb2:
  return %1 : i32
}
