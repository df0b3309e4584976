// Invalid: two arguments of the same name.
// expected-note@+2 {{previously referenced here}}
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @f(%a: i32, %a: i32) {
  return
}
