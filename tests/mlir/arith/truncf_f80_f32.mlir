// arith.truncf f80 to f32 with each rounding mode; truncf of extf
"test.func"() ({
^bb0(%x: f32):
  %c0 = arith.constant 0.0 : f80
  %c1 = arith.constant 1.0 : f80
  %c2 = arith.constant 0.1 : f80
  %c3 = arith.constant -3.5 : f80
  %c4 = arith.constant 1.0e+4000 : f80
  %0 = arith.truncf %c0 : f80 to f32
  %1 = arith.truncf %c1 : f80 to f32
  %2 = arith.truncf %c2 : f80 to f32
  %3 = arith.truncf %c3 : f80 to f32
  %4 = arith.truncf %c4 : f80 to f32
  %5 = arith.truncf %c0 to_nearest_even : f80 to f32
  %6 = arith.truncf %c1 to_nearest_even : f80 to f32
  %7 = arith.truncf %c2 to_nearest_even : f80 to f32
  %8 = arith.truncf %c3 to_nearest_even : f80 to f32
  %9 = arith.truncf %c4 to_nearest_even : f80 to f32
  %10 = arith.truncf %c0 downward : f80 to f32
  %11 = arith.truncf %c1 downward : f80 to f32
  %12 = arith.truncf %c2 downward : f80 to f32
  %13 = arith.truncf %c3 downward : f80 to f32
  %14 = arith.truncf %c4 downward : f80 to f32
  %15 = arith.truncf %c0 upward : f80 to f32
  %16 = arith.truncf %c1 upward : f80 to f32
  %17 = arith.truncf %c2 upward : f80 to f32
  %18 = arith.truncf %c3 upward : f80 to f32
  %19 = arith.truncf %c4 upward : f80 to f32
  %20 = arith.truncf %c0 toward_zero : f80 to f32
  %21 = arith.truncf %c1 toward_zero : f80 to f32
  %22 = arith.truncf %c2 toward_zero : f80 to f32
  %23 = arith.truncf %c3 toward_zero : f80 to f32
  %24 = arith.truncf %c4 toward_zero : f80 to f32
  %25 = arith.truncf %c0 to_nearest_away : f80 to f32
  %26 = arith.truncf %c1 to_nearest_away : f80 to f32
  %27 = arith.truncf %c2 to_nearest_away : f80 to f32
  %28 = arith.truncf %c3 to_nearest_away : f80 to f32
  %29 = arith.truncf %c4 to_nearest_away : f80 to f32
  %30 = arith.extf %x : f32 to f80
  %31 = arith.truncf %30 : f80 to f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %31) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
}) : () -> ()
