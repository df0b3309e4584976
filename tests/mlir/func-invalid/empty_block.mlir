// Invalid: arguments and an empty body leave a block without terminator.
// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @f(%a: i32) {}
