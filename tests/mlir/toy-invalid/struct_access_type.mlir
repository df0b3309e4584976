// toy.struct_access: the result has the type of the element the index names.
toy.func @f(%arg0: !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>) {
  // expected-error @+1 {{'toy.struct_access' op must have the same result type as the struct element referred to by the index}}
  %0 = toy.struct_access %arg0[1] : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>> -> tensor<*xf64>
  toy.return
}
