// Invalid: an attribute of another dialect is no poison value (generic form, in the
// attribute dictionary)
func.func @f() {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = #foo.poison} : () -> i32
  return
}
