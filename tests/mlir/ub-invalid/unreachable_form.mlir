// Invalid: ub.unreachable's form is its attribute dictionary alone
func.func @f(%x: i32) {
  // expected-error@+1 {{expected '=' after SSA name}}
  ub.unreachable %x
}
