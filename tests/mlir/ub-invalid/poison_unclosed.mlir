// Invalid: the value of ub.poison's long form is closed by '>'
func.func @f() {
  // expected-error@+1 {{expected '>'}}
  %0 = ub.poison <#ub.poison : i32
  return
}
