// complex.constant of f16 and bf16
"test.func"() ({
^bb0():
  %0 = complex.constant [0.0 : f16, -1.0 : f16] : complex<f16>
  %1 = complex.constant [-0.0 : f16, 0x7C00 : f16] : complex<f16>
  %2 = complex.constant [1.0 : f16, -0.0 : f16] : complex<f16>
  %3 = complex.constant [-1.0 : f16, 65504.0 : f16] : complex<f16>
  %4 = complex.constant [0.5 : f16, 0x0001 : f16] : complex<f16>
  %5 = complex.constant [-2.5 : f16, 0.5 : f16] : complex<f16>
  %6 = complex.constant [65504.0 : f16, 0xFC00 : f16] : complex<f16>
  %7 = complex.constant [1.0e-7 : f16, 1.0 : f16] : complex<f16>
  %8 = complex.constant [0x7C00 : f16, 1.0e-7 : f16] : complex<f16>
  %9 = complex.constant [0xFC00 : f16, 0.0 : f16] : complex<f16>
  %10 = complex.constant [0x7E00 : f16, -2.5 : f16] : complex<f16>
  %11 = complex.constant [0x0001 : f16, 0x7E00 : f16] : complex<f16>
  %12 = complex.constant [0.0 : bf16, -1.0 : bf16] : complex<bf16>
  %13 = complex.constant [-0.0 : bf16, 0x7F80 : bf16] : complex<bf16>
  %14 = complex.constant [1.0 : bf16, -0.0 : bf16] : complex<bf16>
  %15 = complex.constant [-1.0 : bf16, 3.0e+38 : bf16] : complex<bf16>
  %16 = complex.constant [0.5 : bf16, 0x0001 : bf16] : complex<bf16>
  %17 = complex.constant [-2.5 : bf16, 0.5 : bf16] : complex<bf16>
  %18 = complex.constant [3.0e+38 : bf16, 0xFF80 : bf16] : complex<bf16>
  %19 = complex.constant [1.0e-40 : bf16, 1.0 : bf16] : complex<bf16>
  %20 = complex.constant [0x7F80 : bf16, 1.0e-40 : bf16] : complex<bf16>
  %21 = complex.constant [0xFF80 : bf16, 0.0 : bf16] : complex<bf16>
  %22 = complex.constant [0x7FC0 : bf16, -2.5 : bf16] : complex<bf16>
  %23 = complex.constant [0x0001 : bf16, 0x7FC0 : bf16] : complex<bf16>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<f16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>, complex<bf16>) -> ()
}) : () -> ()
