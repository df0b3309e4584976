// A function calling itself.
func.func @fact(%n: i64) -> i64 {
  %r = call @fact(%n) : (i64) -> i64
  return %r : i64
}
