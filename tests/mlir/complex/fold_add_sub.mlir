// complex.add of complex.sub and complex.sub of complex.add
"test.func"() ({
^bb0(%a: complex<f32>, %b: complex<f32>, %c: complex<f64>, %d: complex<f64>, %h: complex<f16>):
  %t0 = complex.sub %a, %b : complex<f32>
  %0 = complex.add %t0, %b : complex<f32>
  %1 = complex.add %b, %t0 fastmath<fast> : complex<f32>
  %2 = complex.add %t0, %a : complex<f32>
  %3 = complex.add %a, %t0 : complex<f32>
  %4 = complex.add %t0, %t0 : complex<f32>
  %5 = complex.sub %c, %d : complex<f64>
  %6 = complex.add %d, %5 : complex<f64>
  %t8 = complex.add %a, %b : complex<f32>
  %7 = complex.sub %t8, %b : complex<f32>
  %8 = complex.sub %t8, %a : complex<f32>
  %9 = complex.sub %b, %t8 : complex<f32>
  %t12 = complex.add %h, %h : complex<f16>
  %10 = complex.sub %t12, %h fastmath<nnan> : complex<f16>
  %k14 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %k15 = complex.constant [0.0 : f32, 2.0 : f32] : complex<f32>
  %t16 = complex.sub %k14, %k15 : complex<f32>
  %11 = complex.add %t16, %k15 : complex<f32>
  %t18 = complex.add %k14, %k15 : complex<f32>
  %12 = complex.sub %t18, %k15 : complex<f32>
  %t20 = complex.sub %c, %d : complex<f64>
  %t21 = complex.add %t20, %d : complex<f64>
  %t22 = complex.sub %t21, %d : complex<f64>
  %13 = complex.add %t22, %d : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f64>, complex<f32>, complex<f32>, complex<f32>, complex<f16>, complex<f32>, complex<f32>, complex<f64>) -> ()
}) : () -> ()
