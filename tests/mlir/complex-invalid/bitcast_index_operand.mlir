// Invalid: a complex.bitcast from an index
"test.func"() ({
^bb0(%a: index):
  %0 = complex.bitcast %a : index to complex<i32>
// expected-error@-1 {{'complex.bitcast' op operand must be int/float/complex}}
}) : () -> ()
