// Invalid: a result attribute without a dialect prefix.
// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @f() -> (i32 {bar = 1 : i32})
