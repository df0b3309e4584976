// Generated nesting of regions, blocks, successors, multi-result ops and properties (seed 42).
"test.ods_r5"() : () -> ()
%v1, %v2, %v3 = "test.ods_r0"() <{p = 3 : i32}> ({
  %v4:3 = "test.ods_r2"() : () -> (tensor<2xf32>, i32, index)
  %v7:2 = "test.ods_r0"(%v4#2, %v4#1) : (index, i32) -> (f32, vector<4xi8>)
  %v9, %v10, %v11 = "test.ods_r0"(%v4#0) : (tensor<2xf32>) -> (tensor<2xf32>, tuple<i32, f32>, vector<4xi8>)
  "test.ods_br"(%v4#0, %v4#1)[^b1_2] : (tensor<2xf32>, i32) -> ()
^b1_1(%v12: !foo.t):
  %v13 = "test.ods_r5"(%v12) : (!foo.t) -> vector<4xi8>
  %v14:3 = "test.ods_r3"(%v13) : (vector<4xi8>) -> (index, complex<f64>, i1)
  "test.ods_br"(%v12, %v13)[^b1_1, ^b1_2] : (!foo.t, vector<4xi8>) -> ()
^b1_2:
  %v17:2 = "test.ods_r4"() : () -> (tensor<2xf32>, f32)
  %v19, %v20 = "test.ods_r5"(%v17#0) : (tensor<2xf32>) -> (index, tensor<2xf32>)
  "test.ods_br"(%v17#0, %v17#1)[^b1_2, ^b1_1] : (tensor<2xf32>, f32) -> ()
}) : () -> (f32, tuple<i32, f32>, memref<?xf32>)
%v21 = "test.ods_r1"(%v1, %v3, %v2) : (f32, memref<?xf32>, tuple<i32, f32>) -> complex<f64>
"test.ods_r4"(%v21, %v3, %v2) : (complex<f64>, memref<?xf32>, tuple<i32, f32>) -> ()
"test.ods_r2"(%v3, %v1) : (memref<?xf32>, f32) -> ()
%v22 = "test.ods_r5"(%v1) : (f32) -> complex<f64>
