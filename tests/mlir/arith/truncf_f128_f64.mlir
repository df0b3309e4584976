// arith.truncf f128 to f64 with each rounding mode; truncf of extf
"test.func"() ({
^bb0(%x: f64):
  %c0 = arith.constant 0.0 : f128
  %c1 = arith.constant 1.0 : f128
  %c2 = arith.constant 0.1 : f128
  %c3 = arith.constant -3.5 : f128
  %c4 = arith.constant 1.0e+4000 : f128
  %0 = arith.truncf %c0 : f128 to f64
  %1 = arith.truncf %c1 : f128 to f64
  %2 = arith.truncf %c2 : f128 to f64
  %3 = arith.truncf %c3 : f128 to f64
  %4 = arith.truncf %c4 : f128 to f64
  %5 = arith.truncf %c0 to_nearest_even : f128 to f64
  %6 = arith.truncf %c1 to_nearest_even : f128 to f64
  %7 = arith.truncf %c2 to_nearest_even : f128 to f64
  %8 = arith.truncf %c3 to_nearest_even : f128 to f64
  %9 = arith.truncf %c4 to_nearest_even : f128 to f64
  %10 = arith.truncf %c0 downward : f128 to f64
  %11 = arith.truncf %c1 downward : f128 to f64
  %12 = arith.truncf %c2 downward : f128 to f64
  %13 = arith.truncf %c3 downward : f128 to f64
  %14 = arith.truncf %c4 downward : f128 to f64
  %15 = arith.truncf %c0 upward : f128 to f64
  %16 = arith.truncf %c1 upward : f128 to f64
  %17 = arith.truncf %c2 upward : f128 to f64
  %18 = arith.truncf %c3 upward : f128 to f64
  %19 = arith.truncf %c4 upward : f128 to f64
  %20 = arith.truncf %c0 toward_zero : f128 to f64
  %21 = arith.truncf %c1 toward_zero : f128 to f64
  %22 = arith.truncf %c2 toward_zero : f128 to f64
  %23 = arith.truncf %c3 toward_zero : f128 to f64
  %24 = arith.truncf %c4 toward_zero : f128 to f64
  %25 = arith.truncf %c0 to_nearest_away : f128 to f64
  %26 = arith.truncf %c1 to_nearest_away : f128 to f64
  %27 = arith.truncf %c2 to_nearest_away : f128 to f64
  %28 = arith.truncf %c3 to_nearest_away : f128 to f64
  %29 = arith.truncf %c4 to_nearest_away : f128 to f64
  %30 = arith.extf %x : f64 to f128
  %31 = arith.truncf %30 : f128 to f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %31) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
}) : () -> ()
