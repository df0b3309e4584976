// Generated nesting of regions, blocks, successors, multi-result ops and properties (seed 7).
%v1 = "test.ods_r0"() ({
^b1_0(%v2: f32):
  "test.ods_r4"(%v2) <{p = 3 : i32}> : (f32) -> ()
}) {a = "s9"} : () -> memref<?xf32>
"test.ods_r1"(%v1) <{p = 2 : i32}> ({
^b1_0(%v3: index, %v4: f32):
  %v5, %v6, %v7 = "test.ods_r4"() <{p = 3 : i32}> : () -> (i1, vector<4xi8>, f32)
  %v8, %v9 = "test.ods_r1"(%v3, %v1) : (index, memref<?xf32>) -> (tuple<i32, f32>, !foo.t)
  %v10 = "test.ods_r4"(%v1, %v9) ({
  ^b2_0(%v11: f32, %v12: complex<f64>):
    %v13 = "test.ods_r4"(%v1, %v8) {a = "s1"} : (memref<?xf32>, tuple<i32, f32>) -> vector<4xi8>
    %v14, %v15 = "test.ods_r5"(%v9, %v1) : (!foo.t, memref<?xf32>) -> (f32, i32)
    "test.ods_r0"(%v11, %v3, %v1) ({
    ^b3_0(%v16: f32):
      %v17:2 = "test.ods_r4"(%v5, %v13) : (i1, vector<4xi8>) -> (memref<?xf32>, complex<f64>)
      "test.ods_br"(%v1, %v1)[^b3_1] : (memref<?xf32>, memref<?xf32>) -> ()
    ^b3_1:
      "test.ods_br"(%v1, %v1)[^b3_1] : (memref<?xf32>, memref<?xf32>) -> ()
    }) : (f32, index, memref<?xf32>) -> ()
    %v19 = "test.ods_r3"() ({
    ^b3_0(%v20: vector<4xi8>, %v21: index):
      %v22:3 = "test.ods_r0"(%v12, %v21, %v20) : (complex<f64>, index, vector<4xi8>) -> (i32, !foo.t, complex<f64>)
      %v25 = "test.ods_r2"(%v4) {a = "s9"} : (f32) -> !foo.t
      %v26 = "test.ods_r2"() {a = "s3"} : () -> complex<f64>
      %v27:3 = "test.ods_r3"(%v22#1, %v11) <{p = 7 : i32}> : (!foo.t, f32) -> (memref<?xf32>, index, tensor<2xf32>)
      "test.ods_br"(%v1, %v1)[^b3_2, ^b3_1] : (memref<?xf32>, memref<?xf32>) -> ()
    ^b3_1:
      "test.ods_br"(%v1, %v1)[^b3_2, ^b3_1] : (memref<?xf32>, memref<?xf32>) -> ()
    ^b3_2(%v30: index, %v31: complex<f64>):
      "test.ods_br"(%v1, %v1)[^b3_2] : (memref<?xf32>, memref<?xf32>) -> ()
    }, {
    }) {a = "s4"} : () -> i1
    "test.ods_br"(%v1, %v1)[^b2_1] : (memref<?xf32>, memref<?xf32>) -> ()
  ^b2_1(%v32: tensor<2xf32>, %v33: complex<f64>):
    %v34 = "test.ods_r4"(%v9) ({
      %v35 = "test.ods_r0"(%v6, %v32, %v1) : (vector<4xi8>, tensor<2xf32>, memref<?xf32>) -> complex<f64>
    }) : (!foo.t) -> vector<4xi8>
    %v36 = "test.ods_r5"(%v8, %v33) : (tuple<i32, f32>, complex<f64>) -> tuple<i32, f32>
    "test.ods_br"(%v1, %v1)[^b2_1] : (memref<?xf32>, memref<?xf32>) -> ()
  }, {
    %v37 = "test.ods_r3"() : () -> !foo.t
    "test.ods_r1"(%v37, %v4, %v8) ({
      "test.ods_br"(%v1, %v1)[^b3_1] : (memref<?xf32>, memref<?xf32>) -> ()
    ^b3_1:
      "test.ods_br"(%v1, %v1)[^b3_1] : (memref<?xf32>, memref<?xf32>) -> ()
    }, {
      %v38:2 = "test.ods_r0"(%v1) : (memref<?xf32>) -> (vector<4xi8>, index)
      %v40 = "test.ods_r0"(%v7) : (f32) -> memref<?xf32>
      %v41 = "test.ods_r1"(%v9, %v4) <{p = 5 : i32}> : (!foo.t, f32) -> tuple<i32, f32>
      %v42, %v43, %v44 = "test.ods_r1"(%v40) {a = "s7"} : (memref<?xf32>) -> (complex<f64>, memref<?xf32>, complex<f64>)
    }) : (!foo.t, f32, tuple<i32, f32>) -> ()
  }) : (memref<?xf32>, !foo.t) -> !foo.t
  %v45, %v46, %v47 = "test.ods_r4"(%v8) : (tuple<i32, f32>) -> (i32, index, index)
  "test.ods_br"(%v1, %v1)[^b1_1, ^b1_2] : (memref<?xf32>, memref<?xf32>) -> ()
^b1_1:
  %v48 = "test.ods_r4"() {a = "s1"} : () -> i32
  "test.ods_br"(%v1, %v1)[^b1_2] : (memref<?xf32>, memref<?xf32>) -> ()
^b1_2(%v49: complex<f64>):
  %v50, %v51 = "test.ods_r3"(%v49, %v1) <{p = 1 : i32}> : (complex<f64>, memref<?xf32>) -> (complex<f64>, i1)
  %v52:2 = "test.ods_r5"(%v1, %v1) ({
    %v54:2 = "test.ods_r3"(%v1) : (memref<?xf32>) -> (index, i1)
    "test.ods_r4"(%v1, %v1) : (memref<?xf32>, memref<?xf32>) -> ()
    %v56:3 = "test.ods_r0"() : () -> (tuple<i32, f32>, tensor<2xf32>, complex<f64>)
    "test.ods_br"(%v1, %v1)[^b2_1] : (memref<?xf32>, memref<?xf32>) -> ()
  ^b2_1:
    %v59 = "test.ods_r3"(%v1, %v1, %v49) <{p = 8 : i32}> : (memref<?xf32>, memref<?xf32>, complex<f64>) -> index
    "test.ods_br"(%v1, %v1)[^b2_1] : (memref<?xf32>, memref<?xf32>) -> ()
  }) : (memref<?xf32>, memref<?xf32>) -> (f32, i1)
  %v60 = "test.ods_r2"() : () -> memref<?xf32>
  "test.ods_r2"(%v1) : (memref<?xf32>) -> ()
  "test.ods_br"(%v1, %v1)[^b1_2, ^b1_1] : (memref<?xf32>, memref<?xf32>) -> ()
}) : (memref<?xf32>) -> ()
"test.ods_r1"(%v1) {a = "s4"} : (memref<?xf32>) -> ()
