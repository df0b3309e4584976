// A callee in the attribute dictionary replaces the one written before it.
func.func private @g()
func.func @f() {
  call @f() {callee = @g} : () -> ()
  return
}
