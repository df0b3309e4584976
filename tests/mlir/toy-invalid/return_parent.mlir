// toy.return only ends a toy.func.
func.func @f() {
  // expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
  toy.return
}
