// Invalid: an unknown fast-math flag
"test.func"() ({
^bb0(%a: f32):
  %0 = math.sqrt %a fastmath<quick> : f32
// expected-error@-1 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-2 {{custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
}) : () -> ()
