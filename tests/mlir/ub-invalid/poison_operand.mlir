// Invalid: ub.poison takes no operands (generic form)
func.func @f(%x: i32) {
  // expected-error@+1 {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%x) : (i32) -> i32
  return
}
