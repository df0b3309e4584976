// complex.constant of f8, tf32, f4 and f8E8M0FNU formats
"test.func"() ({
^bb0():
  %0 = complex.constant [0.0 : f8E4M3FN, -1.5 : f8E4M3FN] : complex<f8E4M3FN>
  %1 = complex.constant [-0.0 : f8E4M3FN, 1.0 : f8E4M3FN] : complex<f8E4M3FN>
  %2 = complex.constant [1.0 : f8E4M3FN, -0.0 : f8E4M3FN] : complex<f8E4M3FN>
  %3 = complex.constant [-1.5 : f8E4M3FN, 0.0 : f8E4M3FN] : complex<f8E4M3FN>
  %4 = complex.constant [448.0 : f8E4M3FN, 0x7F : f8E4M3FN] : complex<f8E4M3FN>
  %5 = complex.constant [0x7F : f8E4M3FN, 448.0 : f8E4M3FN] : complex<f8E4M3FN>
  %6 = complex.constant [0.0 : f8E5M2, -1.5 : f8E5M2] : complex<f8E5M2>
  %7 = complex.constant [-0.0 : f8E5M2, 1.0 : f8E5M2] : complex<f8E5M2>
  %8 = complex.constant [1.0 : f8E5M2, -0.0 : f8E5M2] : complex<f8E5M2>
  %9 = complex.constant [-1.5 : f8E5M2, 0.0 : f8E5M2] : complex<f8E5M2>
  %10 = complex.constant [0x7C : f8E5M2, 0x7E : f8E5M2] : complex<f8E5M2>
  %11 = complex.constant [0x7E : f8E5M2, 0x7C : f8E5M2] : complex<f8E5M2>
  %12 = complex.constant [0.0 : tf32, -2.5 : tf32] : complex<tf32>
  %13 = complex.constant [-0.0 : tf32, -2.5 : tf32] : complex<tf32>
  %14 = complex.constant [1.0 : tf32, -2.5 : tf32] : complex<tf32>
  %15 = complex.constant [-2.5 : tf32, -2.5 : tf32] : complex<tf32>
  %16 = complex.constant [0x3FC00 : tf32, -2.5 : tf32] : complex<tf32>
  %17 = complex.constant [0.0 : f4E2M1FN, -6.0 : f4E2M1FN] : complex<f4E2M1FN>
  %18 = complex.constant [-0.0 : f4E2M1FN, -6.0 : f4E2M1FN] : complex<f4E2M1FN>
  %19 = complex.constant [1.0 : f4E2M1FN, -6.0 : f4E2M1FN] : complex<f4E2M1FN>
  %20 = complex.constant [-6.0 : f4E2M1FN, -6.0 : f4E2M1FN] : complex<f4E2M1FN>
  %21 = complex.constant [0.5 : f4E2M1FN, -6.0 : f4E2M1FN] : complex<f4E2M1FN>
  %22 = complex.constant [1.0 : f8E8M0FNU, 0xFF : f8E8M0FNU] : complex<f8E8M0FNU>
  %23 = complex.constant [2.0 : f8E8M0FNU, 1.0 : f8E8M0FNU] : complex<f8E8M0FNU>
  %24 = complex.constant [0.5 : f8E8M0FNU, 2.0 : f8E8M0FNU] : complex<f8E8M0FNU>
  %25 = complex.constant [0xFF : f8E8M0FNU, 0.5 : f8E8M0FNU] : complex<f8E8M0FNU>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25) : (complex<f8E4M3FN>, complex<f8E4M3FN>, complex<f8E4M3FN>, complex<f8E4M3FN>, complex<f8E4M3FN>, complex<f8E4M3FN>, complex<f8E5M2>, complex<f8E5M2>, complex<f8E5M2>, complex<f8E5M2>, complex<f8E5M2>, complex<f8E5M2>, complex<tf32>, complex<tf32>, complex<tf32>, complex<tf32>, complex<tf32>, complex<f4E2M1FN>, complex<f4E2M1FN>, complex<f4E2M1FN>, complex<f4E2M1FN>, complex<f4E2M1FN>, complex<f8E8M0FNU>, complex<f8E8M0FNU>, complex<f8E8M0FNU>, complex<f8E8M0FNU>) -> ()
}) : () -> ()
