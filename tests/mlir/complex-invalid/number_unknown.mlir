// Invalid: an attribute the complex dialect does not have
"test.func"() ({
  "test.a"() {x = #complex.numbr<:f64 1.0, 2.0>} : () -> ()
// expected-error@-1 {{unknown attribute `numbr` in dialect `complex`}}
}) : () -> ()
