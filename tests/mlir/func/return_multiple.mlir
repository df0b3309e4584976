// Returns of several values, of block arguments and of results.
func.func @ret(%a: i32, %b: vector<4xf32>) -> (vector<4xf32>, i32, i32) {
  %0 = "test.op"(%a) : (i32) -> i32
  return %b, %0, %a : vector<4xf32>, i32, i32
}
