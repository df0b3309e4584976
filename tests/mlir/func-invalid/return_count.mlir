// Invalid: a return without the function's result.
// expected-error@+2 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
func.func @f() -> i32 {
  return
}
