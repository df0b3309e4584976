// Invalid: the callee does not exist.
func.func @f() {
  // expected-error@+1 {{'func.call' op 'foo' does not reference a valid function}}
  call @foo() : () -> ()
  return
}
