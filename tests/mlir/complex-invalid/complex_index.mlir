// Invalid: a complex type over index
"test.func"() ({
^bb0(%a: complex<index>):
  "test.x"(%a) : (complex<index>) -> ()
// expected-error@-2 {{invalid element type for complex}}
}) : () -> ()
