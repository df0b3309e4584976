// complex.constant of f80 and f128
"test.func"() ({
^bb0():
  %0 = complex.constant [0.0 : f80, -1.0 : f80] : complex<f80>
  %1 = complex.constant [-0.0 : f80, 0xFFFF8000000000000000 : f80] : complex<f80>
  %2 = complex.constant [1.0 : f80, -0.0 : f80] : complex<f80>
  %3 = complex.constant [-1.0 : f80, 1.0e+30 : f80] : complex<f80>
  %4 = complex.constant [0.1 : f80, 0x00000000000000000001 : f80] : complex<f80>
  %5 = complex.constant [-7.25 : f80, 0.1 : f80] : complex<f80>
  %6 = complex.constant [1.0e+30 : f80, 0x7FFFC000000000000000 : f80] : complex<f80>
  %7 = complex.constant [0x7FFF8000000000000000 : f80, 1.0 : f80] : complex<f80>
  %8 = complex.constant [0xFFFF8000000000000000 : f80, 0x7FFF8000000000000000 : f80] : complex<f80>
  %9 = complex.constant [0x7FFFC000000000000000 : f80, 0.0 : f80] : complex<f80>
  %10 = complex.constant [0x3FFF8000000000000000 : f80, -7.25 : f80] : complex<f80>
  %11 = complex.constant [0x00000000000000000001 : f80, 0x3FFF8000000000000000 : f80] : complex<f80>
  %12 = complex.constant [0.0 : f128, -1.0 : f128] : complex<f128>
  %13 = complex.constant [-0.0 : f128, 0xFFFF0000000000000000000000000000 : f128] : complex<f128>
  %14 = complex.constant [1.0 : f128, -0.0 : f128] : complex<f128>
  %15 = complex.constant [-1.0 : f128, 1.0e+40 : f128] : complex<f128>
  %16 = complex.constant [0.1 : f128, 0x00000000000000000000000000000001 : f128] : complex<f128>
  %17 = complex.constant [-7.25 : f128, 0.1 : f128] : complex<f128>
  %18 = complex.constant [1.0e+40 : f128, 0x7FFF8000000000000000000000000000 : f128] : complex<f128>
  %19 = complex.constant [0x7FFF0000000000000000000000000000 : f128, 1.0 : f128] : complex<f128>
  %20 = complex.constant [0xFFFF0000000000000000000000000000 : f128, 0x7FFF0000000000000000000000000000 : f128] : complex<f128>
  %21 = complex.constant [0x7FFF8000000000000000000000000000 : f128, 0.0 : f128] : complex<f128>
  %22 = complex.constant [0x3FFF0000000000000000000000000000 : f128, -7.25 : f128] : complex<f128>
  %23 = complex.constant [0x00000000000000000000000000000001 : f128, 0x3FFF0000000000000000000000000000 : f128] : complex<f128>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f80>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>, complex<f128>) -> ()
}) : () -> ()
