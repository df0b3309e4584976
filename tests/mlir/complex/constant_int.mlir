// complex.constant with integer elements: i1 (printed as booleans), wide, signed and unsigned integers; attribute dictionary; generic form
"test.func"() ({
^bb0():
  %0 = complex.constant [1 : i1, 0 : i1] : complex<i1>
  %1 = complex.constant [0 : i1, 1 : i1] : complex<i1>
  %2 = complex.constant [true, false] : complex<i1>
  %3 = complex.constant [-1 : i1, 0 : i1] : complex<i1>
  %4 = complex.constant [1 : i8, 0 : i8] : complex<i8>
  %5 = complex.constant [0 : i8, 0 : i8] : complex<i8>
  %6 = complex.constant [-128 : i8, 127 : i8] : complex<i8>
  %7 = complex.constant [255 : i8, -1 : i8] : complex<i8>
  %8 = complex.constant [1 : i16, 0 : i16] : complex<i16>
  %9 = complex.constant [-7 : i16, 300 : i16] : complex<i16>
  %10 = complex.constant [1 : i32, 0 : i32] : complex<i32>
  %11 = complex.constant [0 : i32, 0 : i32] : complex<i32>
  %12 = complex.constant [-1 : i32, 2147483647 : i32] : complex<i32>
  %13 = complex.constant [-2147483648 : i32, 42 : i32] : complex<i32>
  %14 = complex.constant [1 : i64, 0 : i64] : complex<i64>
  %15 = complex.constant [-9223372036854775808 : i64, 9223372036854775807 : i64] : complex<i64>
  %16 = complex.constant [1 : i128, 0 : i128] : complex<i128>
  %17 = complex.constant [170141183460469231731687303715884105727 : i128, -1 : i128] : complex<i128>
  %18 = complex.constant [1 : ui8, 0 : ui8] : complex<ui8>
  %19 = complex.constant [255 : ui8, 7 : ui8] : complex<ui8>
  %20 = complex.constant [1 : si16, 0 : si16] : complex<si16>
  %21 = complex.constant [-32768 : si16, 32767 : si16] : complex<si16>
  %22 = complex.constant [1 : i32, 2 : i32] {tag} : complex<i32>
  %23 = "complex.constant"() <{value = [3 : i8, 4 : i8]}> : () -> complex<i8>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (complex<i1>, complex<i1>, complex<i1>, complex<i1>, complex<i8>, complex<i8>, complex<i8>, complex<i8>, complex<i16>, complex<i16>, complex<i32>, complex<i32>, complex<i32>, complex<i32>, complex<i64>, complex<i64>, complex<i128>, complex<i128>, complex<ui8>, complex<ui8>, complex<si16>, complex<si16>, complex<i32>, complex<i8>) -> ()
}) : () -> ()
