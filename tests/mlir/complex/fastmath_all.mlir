// every op with fastmath flags spelled out one by one (printed as fast) or as a subset
"test.func"() ({
^bb0(%a: complex<f32>, %b: complex<f64>):
  %c0 = arith.constant 2 : i32
  %0 = complex.cos %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %1 = complex.exp %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %2 = complex.expm1 %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %3 = complex.log %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %4 = complex.log1p %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %5 = complex.neg %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %6 = complex.rsqrt %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %7 = complex.sign %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %8 = complex.sin %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %9 = complex.sqrt %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %10 = complex.tan %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %11 = complex.tanh %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %12 = complex.conj %a fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>
  %13 = complex.add %b, %b fastmath<reassoc,afn> : complex<f64>
  %14 = complex.sub %b, %b fastmath<reassoc,afn> : complex<f64>
  %15 = complex.mul %b, %b fastmath<reassoc,afn> : complex<f64>
  %16 = complex.div %b, %b fastmath<reassoc,afn> : complex<f64>
  %17 = complex.pow %b, %b fastmath<reassoc,afn> : complex<f64>
  %18 = complex.atan2 %b, %b fastmath<reassoc,afn> : complex<f64>
  %19 = complex.abs %b fastmath<fast> : complex<f64>
  %20 = complex.angle %b fastmath<fast> : complex<f64>
  %21 = complex.re %b fastmath<fast> : complex<f64>
  %22 = complex.im %b fastmath<fast> : complex<f64>
  %23 = complex.powi %a, %c0 fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : complex<f32>, i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64, f64, f64, f64, complex<f32>) -> ()
}) : () -> ()
