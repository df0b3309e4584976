// Invalid: complex.add of tensors of complex numbers (generic form)
"test.func"() ({
^bb0(%a: tensor<2xcomplex<f32>>):
  %0 = "complex.add"(%a, %a) : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
// expected-error@-1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'tensor<2xcomplex<f32>>'}}
}) : () -> ()
