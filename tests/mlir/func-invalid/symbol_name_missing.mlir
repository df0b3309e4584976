// Invalid: the function name is not a symbol.
// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func.func f()
