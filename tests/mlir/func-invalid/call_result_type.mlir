// Invalid: a result of the wrong type, with the two type lists in notes.
func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note@+2 {{      op result types: 'i32', 'i32'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @g(%a) : (i32) -> (i32, i32)
  return
}
