// Invalid: #complex.number without the colon before its type
"test.func"() ({
  "test.a"() {x = #complex.number<f64 1.0, 2.0>} : () -> ()
// expected-error@-1 {{expected ':'}}
}) : () -> ()
