// toy.struct_constant: a tensor element is initialized by dense floats.
toy.func @main() {
  // expected-error @+1 {{constant of TensorType must be initialized by a DenseFPElementsAttr, got 1 : i64}}
  %0 = toy.struct_constant [1] : !toy.struct<tensor<*xf64>>
  toy.return
}
