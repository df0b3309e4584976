// Invalid: #complex.number with a keyword for a part
"test.func"() ({
  "test.a"() {x = #complex.number<:f64 inf, 2.0>} : () -> ()
// expected-error@-1 {{expected floating point literal}}
}) : () -> ()
