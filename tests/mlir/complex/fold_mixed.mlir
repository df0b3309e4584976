// several folds and patterns feeding each other
"test.func"() ({
^bb0(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32):
  %t0 = complex.neg %a : complex<f32>
  %t1 = complex.neg %t0 : complex<f32>
  %t2 = complex.conj %t1 : complex<f32>
  %t3 = complex.conj %t2 : complex<f32>
  %k4 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %k5 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %t6 = complex.add %t3, %k4 : complex<f32>
  %t7 = complex.mul %t6, %k5 : complex<f32>
  %t8 = complex.div %t7, %k5 : complex<f32>
  %0 = complex.sub %t8, %k4 : complex<f32>
  %t10 = complex.log %b : complex<f32>
  %t11 = complex.exp %t10 : complex<f32>
  %t12 = complex.log %t11 : complex<f32>
  %t13 = complex.exp %t12 : complex<f32>
  %t14 = complex.re %t13 : complex<f32>
  %t15 = complex.im %t13 : complex<f32>
  %1 = complex.create %t14, %t15 : complex<f32>
  %t17 = complex.re %a : complex<f32>
  %t18 = complex.im %b : complex<f32>
  %t19 = complex.create %t17, %t18 : complex<f32>
  %2 = complex.re %t19 : complex<f32>
  %3 = complex.im %t19 : complex<f32>
  %t22 = complex.bitcast %a : complex<f32> to i64
  %t23 = complex.bitcast %t22 : i64 to complex<f32>
  %t24 = complex.neg %t23 : complex<f32>
  %4 = complex.neg %t24 : complex<f32>
  %k26 = complex.constant [0x7FC00000 : f32, -0.0 : f32] : complex<f32>
  %t27 = complex.re %k26 : complex<f32>
  %t28 = complex.im %k26 : complex<f32>
  %t29 = complex.create %t27, %t28 : complex<f32>
  %5 = complex.add %a, %t29 : complex<f32>
  %6 = complex.eq %t29, %k26 : complex<f32>
  %7 = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %8 = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %9 = complex.constant [2.0 : f32, 3.0 : f32] {tag} : complex<f32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (complex<f32>, complex<f32>, f32, f32, complex<f32>, complex<f32>, i1, complex<f32>, complex<f32>, complex<f32>) -> ()
}) : () -> ()
