func.func @f(%i: index) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got u.x}}
  %r = "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "u.x"() : () -> ()
  }) : (index) -> i32
  return %r : i32
}
