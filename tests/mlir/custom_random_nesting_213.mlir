// RUN-FLAGS: --custom --mlir-print-debuginfo
// Generated nesting printed in the custom form with locations (seed 213).
%v1:2 = "test.ods_r1"() : () -> (i1, tensor<2xf32>)
%v3:3 = "test.ods_r4"(%v1#1, %v1#0) ({
  %v6, %v7 = "test.ods_r2"() : () -> (complex<f64>, vector<4xi8>)
  %v8:2 = "test.ods_r5"(%v7) : (vector<4xi8>) -> (tensor<2xf32>, f32)
  %v10 = "test.ods_r0"(%v6) ({
    %v11 = "test.ods_r1"(%v6, %v1#0) : (complex<f64>, i1) -> memref<?xf32>
    %v12:2 = "test.ods_r0"(%v11, %v1#0) <{p = 7 : i32}> : (memref<?xf32>, i1) -> (i32, f32)
    %v14:3 = "test.ods_r3"(%v1#1, %v1#1, %v6) <{p = 1 : i32}> : (tensor<2xf32>, tensor<2xf32>, complex<f64>) -> (i32, tensor<2xf32>, index)
    "test.ods_r5"(%v1#0, %v8#0) <{p = 0 : i32}> ({
      %v17, %v18, %v19 = "test.ods_r2"(%v14#0, %v11) : (i32, memref<?xf32>) -> (i32, vector<4xi8>, vector<4xi8>)
      %v20 = "test.ods_r2"(%v1#0) {a = "s0"} : (i1) -> i32
      %v21, %v22, %v23 = "test.ods_r1"(%v17) : (i32) -> (f32, tuple<i32, f32>, vector<4xi8>)
      %v24 = "test.ods_r4"(%v1#1) : (tensor<2xf32>) -> f32
    }, {
      "test.ods_br"(%v1#0, %v1#1)[^b3_1] : (i1, tensor<2xf32>) -> ()
    ^b3_1(%v25: i1, %v26: tuple<i32, f32>):
      "test.ods_r2"() : () -> ()
      "test.ods_br"(%v1#0, %v1#1)[^b3_1] : (i1, tensor<2xf32>) -> ()
    }) : (i1, tensor<2xf32>) -> ()
    "test.ods_br"(%v1#0, %v1#1)[^b2_1] : (i1, tensor<2xf32>) -> ()
  ^b2_1:
    %v27:2 = "test.ods_r0"() {a = "s6"} : () -> (vector<4xi8>, vector<4xi8>)
    %v29:3 = "test.ods_r3"(%v6) : (complex<f64>) -> (i1, i1, complex<f64>)
    "test.ods_br"(%v1#0, %v1#1)[^b2_2, ^b2_1] : (i1, tensor<2xf32>) -> ()
  ^b2_2(%v32: tensor<2xf32>, %v33: tensor<2xf32>):
    "test.ods_r0"(%v7, %v1#0, %v1#0) : (vector<4xi8>, i1, i1) -> ()
    %v34, %v35, %v36 = "test.ods_r2"(%v8#1, %v1#1, %v7) : (f32, tensor<2xf32>, vector<4xi8>) -> (memref<?xf32>, tuple<i32, f32>, tensor<2xf32>)
    "test.ods_br"(%v1#0, %v1#1)[^b2_2, ^b2_1] : (i1, tensor<2xf32>) -> ()
  }) : (complex<f64>) -> f32
  %v37 = "test.ods_r3"(%v6, %v10) {a = "s2"} : (complex<f64>, f32) -> tuple<i32, f32>
}) : (tensor<2xf32>, i1) -> (i1, tuple<i32, f32>, vector<4xi8>)
