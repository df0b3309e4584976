// Invalid: complex.create of integers
"test.func"() ({
^bb0(%a: i32):
  %0 = complex.create %a, %a : complex<i32>
// expected-error@-1 {{custom op 'complex.create' 'complex' must be complex type with floating-point elements, but got 'complex<i32>'}}
}) : () -> ()
