// The no_inline unit attribute of func.call, in the attribute dictionary.
func.func private @f() -> i32
func.func @g() -> i32 {
  %0 = call @f() {no_inline} : () -> i32
  %1 = call @f() {no_inline, x.y = 1 : i32} : () -> i32
  return %1 : i32
}
