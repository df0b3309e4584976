func.func @f() {
  // expected-error @+1 {{custom op 'complex.constant' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}
