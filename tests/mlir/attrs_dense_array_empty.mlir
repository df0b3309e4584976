// An empty dense array.
"test.op"() {a = array<i8>, b = array<f32>} : () -> ()
