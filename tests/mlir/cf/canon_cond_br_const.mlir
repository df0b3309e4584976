// A constant condition picks the destination.
func.func @const_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  "u.use"(%y) : (i32) -> ()
  return %y : i32
}
func.func @const_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
