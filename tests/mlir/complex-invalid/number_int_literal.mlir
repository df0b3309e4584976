// Invalid: #complex.number with a decimal integer part
"test.func"() ({
  "test.a"() {x = #complex.number<:f64 1, 2.0>} : () -> ()
// expected-error@-1 {{unexpected decimal integer literal for a floating point value}}
// expected-note@-2 {{add a trailing dot to make the literal a float}}
}) : () -> ()
