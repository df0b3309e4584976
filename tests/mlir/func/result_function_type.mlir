// A result of function type prints in parentheses.
func.func private @make() -> ((i32) -> i32)
func.func @get() -> (() -> ()) {
  %f = func.constant @get2 : () -> ()
  return %f : () -> ()
}
func.func private @get2()
