func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%i) {cases = array<i64>} : (index) -> ()
  return
}
