// Mutually recursive functions, one defined before it is called.
func.func @even(%n: i32) -> i1 {
  %r = call @odd(%n) : (i32) -> i1
  return %r : i1
}
func.func @odd(%n: i32) -> i1 {
  %r = call @even(%n) : (i32) -> i1
  return %r : i1
}
