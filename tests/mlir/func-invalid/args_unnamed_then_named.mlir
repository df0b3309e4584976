// Invalid: a bare type followed by a named argument.
// expected-error@+1 {{expected type instead of SSA identifier}}
func.func private @f(i32, %a: f32)
