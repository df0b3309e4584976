// Invalid: #complex.number without its parameters
"test.func"() ({
  "test.a"() {x = #complex.number} : () -> ()
// expected-error@-1 {{expected '<'}}
}) : () -> ()
