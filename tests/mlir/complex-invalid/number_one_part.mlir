// Invalid: #complex.number with one part
"test.func"() ({
  "test.a"() {x = #complex.number<:f64 1.0>} : () -> ()
// expected-error@-1 {{expected ','}}
}) : () -> ()
