// custom-form spellings: a space before the fast-math flags, flags beside other attributes, fastmath<none> given (printed for powi's optional attribute only)
"test.func"() ({
^bb0(%a: complex<f32>, %n: i32):
  %0 = complex.add %a, %a fastmath <fast> : complex<f32>
  %1 = complex.exp %a fastmath<fast>{x = 1} : complex<f32>
  %2 = complex.powi %a, %n fastmath<none> : complex<f32>, i32
  %3 = complex.powi %a, %n : complex<f32>, i32
  %4 = complex.powi %a, %n {fastmath = #arith.fastmath<none>} : complex<f32>, i32
  %5 = complex.exp %a {fastmath = #arith.fastmath<none>} : complex<f32>
  %6 = complex.abs %a fastmath<nnan, ninf> : complex<f32>
  %7 = "complex.exp"(%a) {fastmath = #arith.fastmath<afn>, y} : (complex<f32>) -> complex<f32>
  %8 = complex.bitcast %a:complex<f32>to i64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, i64) -> ()
}) : () -> ()
