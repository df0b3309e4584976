// Invalid: a complex.bitcast between an integer and a float (upstream's invalid.mlir)
"test.func"() ({
^bb0(%a: i64):
  %0 = complex.bitcast %a : i64 to f64
// expected-error@-1 {{'complex.bitcast' op requires that either input or output has a complex type}}
}) : () -> ()
