// !toy.struct: each element is a tensor or a struct (the tutorial's parseType checks it).
toy.func @f(
  // expected-error @+1 {{element type for a struct must either be a TensorType or a StructType, got: i32}}
  %arg0: !toy.struct<tensor<*xf64>, i32>) {
  toy.return
}
