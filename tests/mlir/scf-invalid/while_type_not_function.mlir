// `scf.while`'s type after `:` is read as a function type.
func.func @f(%a: i1) {
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i1'}}
  scf.while (%x = %a) : i1 {
    scf.condition(%x) %x : i1
  } do {
  ^bb0(%y: i1):
    scf.yield %y : i1
  }
  return
}
