// Invalid: the callee is a symbol, but not a func.func.
module @m {
}
func.func @f() {
  // expected-error@+1 {{'func.call' op 'm' does not reference a valid function}}
  call @m() : () -> ()
  return
}
