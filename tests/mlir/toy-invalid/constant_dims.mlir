// toy.constant: a ranked result has the dimensions of its attribute.
toy.func @main() {
  // expected-error @+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 1: 3 != 2}}
  %0 = "toy.constant"() <{value = dense<1.000000e+00> : tensor<2x3xf64>}> : () -> tensor<2x2xf64>
  toy.return
}
