// Invalid: the value of ub.poison must implement PoisonAttrInterface
func.func @f() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}
