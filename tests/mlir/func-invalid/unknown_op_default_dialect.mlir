// Invalid: an unknown operation name is tried in the function's default dialect.
func.func @f() {
  // expected-error@+1 {{custom op 'foo' is unknown (tried 'func.foo' as well)}}
  foo
}
