// Invalid: an empty region for a function without arguments.
// expected-error@+1 {{expected non-empty function body}}
func.func @f() {}
