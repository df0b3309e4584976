// Invalid: #complex.number with a negated hexadecimal part
"test.func"() ({
  "test.a"() {x = #complex.number<:f64 -0x3FF0000000000000, 2.0>} : () -> ()
// expected-error@-1 {{hexadecimal float literal should not have a leading minus}}
}) : () -> ()
