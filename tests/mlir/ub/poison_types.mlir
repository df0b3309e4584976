// ub.poison in the short form over scalar, shaped and other builtin types
func.func @types() -> (i32, f32, index, vector<4xi64>, tensor<2x?xf16>, complex<f64>, memref<4xi8>, none) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : index
  %3 = ub.poison : vector<4xi64>
  %4 = ub.poison : tensor<2x?xf16>
  %5 = ub.poison : complex<f64>
  %6 = ub.poison : memref<4xi8>
  %7 = ub.poison : none
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, index, vector<4xi64>, tensor<2x?xf16>, complex<f64>, memref<4xi8>, none
}
