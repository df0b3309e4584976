// Invalid: func.constant with a type other than the function's.
func.func private @g(i32)
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @g : () -> ()
  return
}
