// complex.powi with every signless integer power type; the optional fastmath attribute (printed when none)
"test.func"() ({
^bb0(%f16: complex<f16>, %bf16: complex<bf16>, %f32: complex<f32>, %f64: complex<f64>, %f80: complex<f80>, %f128: complex<f128>, %i8: i8, %i16: i16, %i32: i32, %i64: i64, %i1: i1, %i128: i128):
  %0 = complex.powi %f16, %i8 : complex<f16>, i8
  %1 = complex.powi %bf16, %i16 : complex<bf16>, i16
  %2 = complex.powi %f32, %i32 : complex<f32>, i32
  %3 = complex.powi %f64, %i64 : complex<f64>, i64
  %4 = complex.powi %f80, %i1 : complex<f80>, i1
  %5 = complex.powi %f128, %i128 : complex<f128>, i128
  %6 = complex.powi %f32, %i32 fastmath<fast> : complex<f32>, i32
  %7 = complex.powi %f32, %i32 fastmath<nnan,ninf> : complex<f32>, i32
  %8 = complex.powi %f32, %i32 fastmath<reassoc,nsz> : complex<f32>, i32
  %9 = complex.powi %f32, %i32 fastmath<contract> : complex<f32>, i32
  %10 = complex.powi %f32, %i32 fastmath<afn,arcp> : complex<f32>, i32
  %11 = complex.powi %f32, %i32 fastmath<none> : complex<f32>, i32
  %12 = complex.powi %f64, %i64 {fastmath = #arith.fastmath<afn>} : complex<f64>, i64
  %13 = "complex.powi"(%f16, %i16) : (complex<f16>, i16) -> complex<f16>
  %14 = "complex.powi"(%f16, %i8) <{fastmath = #arith.fastmath<none>}> : (complex<f16>, i8) -> complex<f16>
  %k15 = complex.constant [2.0 : f32, 1.0 : f32] : complex<f32>
  %c16 = arith.constant 0 : i32
  %15 = complex.powi %k15, %c16 : complex<f32>, i32
  %16 = complex.powi %f32, %c16 fastmath<fast> : complex<f32>, i32
  %c19 = arith.constant 1 : i32
  %17 = complex.powi %k15, %c19 : complex<f32>, i32
  %18 = complex.powi %f32, %c19 fastmath<fast> : complex<f32>, i32
  %c22 = arith.constant -1 : i32
  %19 = complex.powi %k15, %c22 : complex<f32>, i32
  %20 = complex.powi %f32, %c22 fastmath<fast> : complex<f32>, i32
  %c25 = arith.constant 3 : i32
  %21 = complex.powi %k15, %c25 : complex<f32>, i32
  %22 = complex.powi %f32, %c25 fastmath<fast> : complex<f32>, i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22) : (complex<f16>, complex<bf16>, complex<f32>, complex<f64>, complex<f80>, complex<f128>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f16>, complex<f16>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) -> ()
}) : () -> ()
