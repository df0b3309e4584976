// complex.constant of f32 and f64: zeros, signs, subnormals, infinities, NaNs
"test.func"() ({
^bb0():
  %0 = complex.constant [0.0 : f32, -1.0 : f32] : complex<f32>
  %1 = complex.constant [-0.0 : f32, 0x7F800000 : f32] : complex<f32>
  %2 = complex.constant [1.0 : f32, -0.0 : f32] : complex<f32>
  %3 = complex.constant [-1.0 : f32, 3.0e+38 : f32] : complex<f32>
  %4 = complex.constant [0.1 : f32, 0x7F800001 : f32] : complex<f32>
  %5 = complex.constant [-7.25 : f32, 0.1 : f32] : complex<f32>
  %6 = complex.constant [3.0e+38 : f32, 0xFF800000 : f32] : complex<f32>
  %7 = complex.constant [1.0e-40 : f32, 1.0 : f32] : complex<f32>
  %8 = complex.constant [0x7F800000 : f32, 1.0e-40 : f32] : complex<f32>
  %9 = complex.constant [0xFF800000 : f32, 0.0 : f32] : complex<f32>
  %10 = complex.constant [0x7FC00000 : f32, -7.25 : f32] : complex<f32>
  %11 = complex.constant [0x7F800001 : f32, 0x7FC00000 : f32] : complex<f32>
  %12 = complex.constant [0.0 : f64, -1.0 : f64] : complex<f64>
  %13 = complex.constant [-0.0 : f64, 0x7FF0000000000000 : f64] : complex<f64>
  %14 = complex.constant [1.0 : f64, -0.0 : f64] : complex<f64>
  %15 = complex.constant [-1.0 : f64, 1.0e+300 : f64] : complex<f64>
  %16 = complex.constant [0.1 : f64, 0x7FF0000000000001 : f64] : complex<f64>
  %17 = complex.constant [-7.25 : f64, 0.1 : f64] : complex<f64>
  %18 = complex.constant [1.0e+300 : f64, 0xFFF0000000000000 : f64] : complex<f64>
  %19 = complex.constant [1.0e-310 : f64, 1.0 : f64] : complex<f64>
  %20 = complex.constant [0x7FF0000000000000 : f64, 1.0e-310 : f64] : complex<f64>
  %21 = complex.constant [0xFFF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %22 = complex.constant [0x7FF8000000000000 : f64, -7.25 : f64] : complex<f64>
  %23 = complex.constant [0x7FF0000000000001 : f64, 0x7FF8000000000000 : f64] : complex<f64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) -> ()
}) : () -> ()
