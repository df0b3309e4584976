// toy.constant: a ranked result has the rank of its attribute.
toy.func @main() {
  // expected-error @+1 {{'toy.constant' op return type must match the one of the attached value attribute: 2 != 1}}
  %0 = "toy.constant"() <{value = dense<1.000000e+00> : tensor<2x3xf64>}> : () -> tensor<6xf64>
  toy.return
}
