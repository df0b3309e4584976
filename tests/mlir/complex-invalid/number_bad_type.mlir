// Invalid: #complex.number with a bad element type
"test.func"() ({
  "test.a"() {x = #complex.number<:f99 1.0, 2.0>} : () -> ()
// expected-error@-1 {{expected non-function type}}
}) : () -> ()
