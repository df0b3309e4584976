// Invalid: ub.unreachable has no results (generic form)
func.func @f() {
  // expected-error@+1 {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> i32
}
