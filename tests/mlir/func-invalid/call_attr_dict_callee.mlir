// Invalid: a callee in the attribute dictionary replaces the one written before it.
func.func @f() {
  // expected-error@+1 {{'func.call' op 'g' does not reference a valid function}}
  call @f() {callee = @g} : () -> ()
  return
}
