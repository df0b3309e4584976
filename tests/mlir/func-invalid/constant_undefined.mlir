// Invalid: func.constant of a missing function.
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = constant @nope : () -> ()
  return
}
