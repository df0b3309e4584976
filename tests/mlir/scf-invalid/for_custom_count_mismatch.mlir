func.func @f(%a: index, %init: f32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %a to %a step %a iter_args(%x = %init) -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  }
  return
}
