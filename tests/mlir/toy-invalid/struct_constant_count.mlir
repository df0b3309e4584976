// toy.struct_constant: one constant per element of the struct type.
toy.func @main() {
  // expected-error @+1 {{constant of StructType must be initialized by an ArrayAttr with the same number of elements, got [dense<1.000000e+00> : tensor<2xf64>]}}
  %0 = toy.struct_constant [dense<1.000000e+00> : tensor<2xf64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  toy.return
}
