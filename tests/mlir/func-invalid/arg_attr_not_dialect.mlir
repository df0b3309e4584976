// Invalid: an argument attribute without a dialect prefix.
// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @f(i32 {foo})
