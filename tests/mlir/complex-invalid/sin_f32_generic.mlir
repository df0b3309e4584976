// Invalid: complex.sin of a float (generic form)
"test.func"() ({
^bb0(%a: f32):
  %0 = "complex.sin"(%a) : (f32) -> f32
// expected-error@-1 {{'complex.sin' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
}) : () -> ()
