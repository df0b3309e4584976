// Invalid: a named argument followed by a bare type.
// expected-error@+1 {{expected SSA identifier}}
func.func @f(%a: i32, f32) {
  return
}
