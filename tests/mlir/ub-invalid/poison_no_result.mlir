// Invalid: ub.poison has one result (generic form)
func.func @f() {
  // expected-error@+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}
