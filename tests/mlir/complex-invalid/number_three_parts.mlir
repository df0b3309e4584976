// Invalid: #complex.number with three parts
"test.func"() ({
  "test.a"() {x = #complex.number<:f64 1.0, 2.0, 3.0>} : () -> ()
// expected-error@-1 {{expected '>'}}
}) : () -> ()
