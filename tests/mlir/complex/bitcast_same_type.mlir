// complex.bitcast to the same type (legal for any type, folds away)
"test.func"() ({
^bb0(%c: complex<f32>, %ci: complex<i16>, %i: i32, %f: f64, %t: tensor<2xf32>, %x: index, %m: memref<4xi8>):
  %0 = complex.bitcast %c : complex<f32> to complex<f32>
  %1 = complex.bitcast %ci : complex<i16> to complex<i16>
  %2 = complex.bitcast %i : i32 to i32
  %3 = complex.bitcast %f : f64 to f64
  %4 = complex.bitcast %t : tensor<2xf32> to tensor<2xf32>
  %5 = complex.bitcast %x : index to index
  %6 = complex.bitcast %m : memref<4xi8> to memref<4xi8>
  %k7 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %7 = complex.bitcast %k7 : complex<f32> to complex<f32>
  %k9 = complex.constant [5 : i16, -6 : i16] : complex<i16>
  %8 = complex.bitcast %k9 : complex<i16> to complex<i16>
  %c11 = arith.constant 7 : i32
  %9 = complex.bitcast %c11 : i32 to i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (complex<f32>, complex<i16>, i32, f64, tensor<2xf32>, index, memref<4xi8>, complex<f32>, complex<i16>, i32) -> ()
}) : () -> ()
