// Functions are isolated: the same argument names in each, values numbered per function.
func.func @a(%x: i32) -> i32 {
  %0 = "test.op"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = "test.op"(%x) : (i32) -> i32
  %1 = "test.op"(%0) : (i32) -> i32
  return %1 : i32
}
