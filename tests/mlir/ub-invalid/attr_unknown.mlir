// Invalid: the ub dialect has no attribute but #ub.poison
func.func @f() {
  // expected-error@+1 {{unknown attribute `foo` in dialect `ub`}}
  "test.op"() {a = #ub.foo} : () -> ()
  return
}
