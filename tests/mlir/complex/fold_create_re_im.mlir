// complex.create(re x, im x) folds to x; not for different operands or swapped parts
"test.func"() ({
^bb0(%a: complex<f32>, %b: complex<f32>, %h: complex<f16>, %w: complex<f128>):
  %t0 = complex.re %a : complex<f32>
  %t1 = complex.im %a : complex<f32>
  %0 = complex.create %t0, %t1 : complex<f32>
  %t3 = complex.re %h : complex<f16>
  %t4 = complex.im %h : complex<f16>
  %1 = complex.create %t3, %t4 : complex<f16>
  %t6 = complex.re %w : complex<f128>
  %t7 = complex.im %w : complex<f128>
  %2 = complex.create %t6, %t7 : complex<f128>
  %t9 = complex.re %a : complex<f32>
  %t10 = complex.im %b : complex<f32>
  %3 = complex.create %t9, %t10 : complex<f32>
  %t12 = complex.re %a : complex<f32>
  %t13 = complex.im %a : complex<f32>
  %4 = complex.create %t13, %t12 : complex<f32>
  %5 = complex.create %t12, %t12 : complex<f32>
  %6 = complex.create %t13, %t13 : complex<f32>
  %7 = complex.re %b : complex<f32>
  %8 = complex.im %b fastmath<fast> : complex<f32>
  %9 = complex.create %7, %8 : complex<f32>
  %k20 = complex.constant [1.5 : f64, -2.5 : f64] : complex<f64>
  %t21 = complex.re %k20 : complex<f64>
  %t22 = complex.im %k20 : complex<f64>
  %10 = complex.create %t21, %t22 : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (complex<f32>, complex<f16>, complex<f128>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, f32, complex<f32>, complex<f64>) -> ()
}) : () -> ()
