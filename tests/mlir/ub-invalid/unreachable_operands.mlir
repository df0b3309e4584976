// Invalid: ub.unreachable has no operands (generic form)
func.func @f(%x: i32) {
  // expected-error@+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%x) : (i32) -> ()
}
