// toy.struct_access: the index names an element of the struct.
toy.func @f(%arg0: !toy.struct<tensor<*xf64>, tensor<*xf64>>) {
  // expected-error @+1 {{'toy.struct_access' op index should be within the range of the input struct type}}
  %0 = toy.struct_access %arg0[2] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
  toy.return
}
