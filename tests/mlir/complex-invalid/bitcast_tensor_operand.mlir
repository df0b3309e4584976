// Invalid: a complex.bitcast from a tensor
"test.func"() ({
^bb0(%t: tensor<2xf32>):
  %0 = complex.bitcast %t : tensor<2xf32> to complex<f32>
// expected-error@-1 {{'complex.bitcast' op operand must be int/float/complex}}
}) : () -> ()
