// Invalid: an unknown fast-math flag
"test.func"() ({
^bb0(%a: complex<f32>):
  %0 = complex.exp %a fastmath<quick> : complex<f32>
// expected-error@-1 {{custom op 'complex.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-2 {{custom op 'complex.exp' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
}) : () -> ()
