// Invalid: the short form of ub.poison needs its result type
func.func @f() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison
}
