// Invalid: an operand of the wrong type.
func.func private @g(i32) -> i32
func.func @f(%a: f32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = call @g(%a) : (f32) -> i32
  return
}
