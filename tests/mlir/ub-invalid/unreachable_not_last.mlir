// Invalid: ub.unreachable is a terminator, the last operation of its block
func.func @f() {
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}
