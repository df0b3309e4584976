// Invalid: a returned value of the wrong type.
func.func @f(%a: i32) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f}}
  return %a : i32
}
