// Generated nesting of regions, blocks, successors, multi-result ops and properties (seed 99).
%v1, %v2 = "test.ods_r1"() ({
  "test.ods_r1"() ({
    %v3 = "test.ods_r4"() : () -> !foo.t
    "test.ods_br"(%v3)[^b2_1] : (!foo.t) -> ()
  ^b2_1(%v4: memref<?xf32>):
    "test.ods_br"(%v4)[^b2_1] : (memref<?xf32>) -> ()
  }, {
  ^b2_0(%v5: f32, %v6: !foo.t):
    %v7 = "test.ods_r1"(%v5, %v6) ({
      %v8:3 = "test.ods_r1"() : () -> (index, i32, f32)
      "test.ods_br"(%v5, %v6)[^b3_1, ^b3_2] : (f32, !foo.t) -> ()
    ^b3_1(%v11: tuple<i32, f32>):
      "test.ods_br"(%v5, %v6)[^b3_2, ^b3_1] : (f32, !foo.t) -> ()
    ^b3_2(%v12: memref<?xf32>, %v13: i1):
      "test.ods_br"(%v5, %v6)[^b3_2] : (f32, !foo.t) -> ()
    }, {
      %v14 = "test.ods_r1"() : () -> !foo.t
    }) : (f32, !foo.t) -> tuple<i32, f32>
    %v15 = "test.ods_r1"(%v5, %v7, %v6) : (f32, tuple<i32, f32>, !foo.t) -> tuple<i32, f32>
    %v16 = "test.ods_r2"(%v15, %v5) <{p = 5 : i32}> {a = "s1"} : (tuple<i32, f32>, f32) -> complex<f64>
    "test.ods_r2"() : () -> ()
    "test.ods_br"(%v5, %v6)[^b2_1] : (f32, !foo.t) -> ()
  ^b2_1(%v17: vector<4xi8>):
    "test.ods_r2"(%v17) : (vector<4xi8>) -> ()
    %v18 = "test.ods_r5"(%v17) : (vector<4xi8>) -> i1
    %v19 = "test.ods_r3"(%v18, %v17) ({
      %v20 = "test.ods_r2"(%v18, %v18, %v17) : (i1, i1, vector<4xi8>) -> tensor<2xf32>
      %v21, %v22, %v23 = "test.ods_r0"(%v18, %v18) : (i1, i1) -> (!foo.t, i1, memref<?xf32>)
      %v24 = "test.ods_r5"(%v22, %v21) : (i1, !foo.t) -> index
      %v25 = "test.ods_r0"() : () -> memref<?xf32>
    }, {
    ^b3_0(%v26: index, %v27: complex<f64>):
      %v28 = "test.ods_r1"(%v17, %v26, %v18) : (vector<4xi8>, index, i1) -> tensor<2xf32>
      %v29 = "test.ods_r0"() : () -> f32
      %v30:3 = "test.ods_r3"(%v18) {a = "s7"} : (i1) -> (tuple<i32, f32>, tuple<i32, f32>, tensor<2xf32>)
      "test.ods_br"(%v17, %v18)[^b3_2] : (vector<4xi8>, i1) -> ()
    ^b3_1(%v33: memref<?xf32>, %v34: memref<?xf32>):
      %v35 = "test.ods_r3"(%v18, %v18) : (i1, i1) -> vector<4xi8>
      %v36:2 = "test.ods_r4"(%v34, %v18, %v17) : (memref<?xf32>, i1, vector<4xi8>) -> (index, !foo.t)
      %v38 = "test.ods_r2"() {a = "s8"} : () -> !foo.t
      %v39 = "test.ods_r1"(%v35, %v33) <{p = 0 : i32}> : (vector<4xi8>, memref<?xf32>) -> i32
      "test.ods_br"(%v17, %v18)[^b3_2] : (vector<4xi8>, i1) -> ()
    ^b3_2(%v40: i1, %v41: complex<f64>):
      %v42 = "test.ods_r5"() : () -> !foo.t
      %v43 = "test.ods_r5"(%v18, %v18, %v41) : (i1, i1, complex<f64>) -> f32
      "test.ods_br"(%v17, %v18)[^b3_1] : (vector<4xi8>, i1) -> ()
    }) : (i1, vector<4xi8>) -> memref<?xf32>
    %v44 = "test.ods_r5"() : () -> complex<f64>
    "test.ods_br"(%v17, %v18)[^b2_1] : (vector<4xi8>, i1) -> ()
  }) : () -> ()
  "test.ods_r1"() ({
    %v45, %v46 = "test.ods_r5"() <{p = 7 : i32}> : () -> (i1, tensor<2xf32>)
    %v47 = "test.ods_r1"() : () -> memref<?xf32>
  }) : () -> ()
  "test.ods_r1"() : () -> ()
  "test.ods_r0"() {a = "s0"} : () -> ()
  "test.ods_br"()[^b1_2, ^b1_1] : () -> ()
^b1_1(%v48: memref<?xf32>):
  "test.ods_br"(%v48)[^b1_2] : (memref<?xf32>) -> ()
^b1_2:
  %v49 = "test.ods_r0"() ({
    %v50:2 = "test.ods_r1"() ({
    }, {
      %v52 = "test.ods_r0"() : () -> index
      "test.ods_br"(%v52)[^b3_1] : (index) -> ()
    ^b3_1:
      "test.ods_br"()[^b3_1] : () -> ()
    }) : () -> (memref<?xf32>, complex<f64>)
    %v53, %v54, %v55 = "test.ods_r4"(%v50#1) <{p = 8 : i32}> {a = "s9"} : (complex<f64>) -> (i1, vector<4xi8>, memref<?xf32>)
  }) : () -> vector<4xi8>
  "test.ods_r1"(%v49) <{p = 3 : i32}> ({
    %v56:2 = "test.ods_r1"() : () -> (complex<f64>, complex<f64>)
    "test.ods_r3"() <{p = 3 : i32}> : () -> ()
    %v58 = "test.ods_r4"(%v49, %v56#0) ({
    ^b3_0(%v59: complex<f64>):
      %v60 = "test.ods_r0"() {a = "s1"} : () -> !foo.t
      %v61:2 = "test.ods_r4"(%v59, %v49) <{p = 1 : i32}> {a = "s2"} : (complex<f64>, vector<4xi8>) -> (i32, vector<4xi8>)
      "test.ods_br"(%v49, %v49)[^b3_1] : (vector<4xi8>, vector<4xi8>) -> ()
    ^b3_1:
      "test.ods_br"(%v49, %v49)[^b3_1] : (vector<4xi8>, vector<4xi8>) -> ()
    }, {
    ^b3_0(%v63: vector<4xi8>, %v64: !foo.t):
      %v65, %v66, %v67 = "test.ods_r0"(%v56#0, %v63) : (complex<f64>, vector<4xi8>) -> (memref<?xf32>, complex<f64>, tensor<2xf32>)
      %v68 = "test.ods_r2"(%v66, %v49) : (complex<f64>, vector<4xi8>) -> tensor<2xf32>
      %v69 = "test.ods_r0"(%v67, %v64, %v65) : (tensor<2xf32>, !foo.t, memref<?xf32>) -> i1
      "test.ods_br"(%v49, %v49)[^b3_1] : (vector<4xi8>, vector<4xi8>) -> ()
    ^b3_1(%v70: i32, %v71: tensor<2xf32>):
      %v72, %v73 = "test.ods_r2"(%v49) : (vector<4xi8>) -> (memref<?xf32>, vector<4xi8>)
      %v74 = "test.ods_r0"(%v56#0, %v49, %v49) : (complex<f64>, vector<4xi8>, vector<4xi8>) -> !foo.t
      %v75, %v76 = "test.ods_r0"() <{p = 5 : i32}> : () -> (i1, memref<?xf32>)
      "test.ods_br"(%v49, %v49)[^b3_1] : (vector<4xi8>, vector<4xi8>) -> ()
    }) : (vector<4xi8>, complex<f64>) -> tensor<2xf32>
  }) {a = "s4"} : (vector<4xi8>) -> ()
  %v77:2 = "test.ods_r1"(%v49) {a = "s2"} : (vector<4xi8>) -> (tensor<2xf32>, index)
  "test.ods_r2"() : () -> ()
  "test.ods_br"(%v49, %v77#0)[^b1_2] : (vector<4xi8>, tensor<2xf32>) -> ()
}, {
^b1_0(%v79: f32, %v80: tensor<2xf32>):
  %v81:2 = "test.ods_r3"(%v79, %v80) ({
  ^b2_0(%v83: index, %v84: complex<f64>):
    %v85:3 = "test.ods_r1"() : () -> (vector<4xi8>, tuple<i32, f32>, complex<f64>)
  }, {
    "test.ods_br"(%v79, %v80)[^b2_1] : (f32, tensor<2xf32>) -> ()
  ^b2_1:
    %v88, %v89 = "test.ods_r1"() ({
      %v90 = "test.ods_r4"(%v79) <{p = 0 : i32}> : (f32) -> complex<f64>
      %v91 = "test.ods_r5"(%v79, %v79, %v80) : (f32, f32, tensor<2xf32>) -> tensor<2xf32>
    }) {a = "s3"} : () -> (f32, f32)
    %v92 = "test.ods_r5"(%v79) : (f32) -> vector<4xi8>
    %v93 = "test.ods_r4"(%v89, %v80, %v80) {a = "s8"} : (f32, tensor<2xf32>, tensor<2xf32>) -> i1
    "test.ods_br"(%v79, %v80)[^b2_1] : (f32, tensor<2xf32>) -> ()
  }) : (f32, tensor<2xf32>) -> (index, tensor<2xf32>)
  %v94, %v95, %v96 = "test.ods_r5"(%v79, %v81#1, %v80) ({
    "test.ods_r5"(%v81#1, %v80) <{p = 2 : i32}> : (tensor<2xf32>, tensor<2xf32>) -> ()
    %v97:2 = "test.ods_r2"(%v81#0, %v79, %v81#1) <{p = 3 : i32}> : (index, f32, tensor<2xf32>) -> (complex<f64>, complex<f64>)
  }, {
    %v99:2 = "test.ods_r0"(%v79) : (f32) -> (vector<4xi8>, tuple<i32, f32>)
    %v101 = "test.ods_r5"(%v79) : (f32) -> index
  }) : (f32, tensor<2xf32>, tensor<2xf32>) -> (vector<4xi8>, index, index)
  %v102:3 = "test.ods_r2"(%v94, %v96, %v80) ({
    %v105:2 = "test.ods_r0"(%v81#1, %v96) <{p = 1 : i32}> : (tensor<2xf32>, index) -> (f32, !foo.t)
  }, {
    "test.ods_r0"() : () -> ()
    %v107:2 = "test.ods_r5"(%v94, %v79, %v81#1) <{p = 3 : i32}> ({
      "test.ods_r2"() <{p = 0 : i32}> : () -> ()
      %v109, %v110, %v111 = "test.ods_r4"(%v94) : (vector<4xi8>) -> (memref<?xf32>, vector<4xi8>, !foo.t)
      "test.ods_r1"(%v79, %v96) : (f32, index) -> ()
      %v112 = "test.ods_r0"(%v111, %v109) : (!foo.t, memref<?xf32>) -> index
      "test.ods_br"(%v79, %v80)[^b3_2, ^b3_1] : (f32, tensor<2xf32>) -> ()
    ^b3_1:
      %v113 = "test.ods_r5"(%v81#1, %v81#0) : (tensor<2xf32>, index) -> i32
      "test.ods_r1"(%v96) : (index) -> ()
      %v114 = "test.ods_r2"(%v94) {a = "s8"} : (vector<4xi8>) -> memref<?xf32>
      %v115:2 = "test.ods_r5"(%v94, %v95, %v79) <{p = 9 : i32}> {a = "s9"} : (vector<4xi8>, index, f32) -> (!foo.t, tensor<2xf32>)
      "test.ods_br"(%v79, %v80)[^b3_1, ^b3_2] : (f32, tensor<2xf32>) -> ()
    ^b3_2:
      "test.ods_r2"(%v95, %v96, %v96) : (index, index, index) -> ()
      "test.ods_r1"() : () -> ()
      %v117:2 = "test.ods_r1"(%v81#1, %v95, %v80) <{p = 0 : i32}> {a = "s7"} : (tensor<2xf32>, index, tensor<2xf32>) -> (index, i1)
      %v119 = "test.ods_r1"(%v96, %v79) : (index, f32) -> !foo.t
      "test.ods_br"(%v79, %v80)[^b3_2, ^b3_1] : (f32, tensor<2xf32>) -> ()
    }) {a = "s6"} : (vector<4xi8>, f32, tensor<2xf32>) -> (i1, complex<f64>)
    %v120 = "test.ods_r4"(%v94) : (vector<4xi8>) -> tuple<i32, f32>
    %v121, %v122 = "test.ods_r4"(%v107#0, %v96, %v94) : (i1, index, vector<4xi8>) -> (!foo.t, index)
  }) : (vector<4xi8>, index, tensor<2xf32>) -> (tensor<2xf32>, index, i1)
}) : () -> (i1, tuple<i32, f32>)
%v123, %v124 = "test.ods_r3"(%v2, %v1) : (tuple<i32, f32>, i1) -> (i1, f32)
%v125 = "test.ods_r4"(%v1, %v124, %v123) {a = "s3"} : (i1, f32, i1) -> f32
%v126 = "test.ods_r1"(%v1, %v125) <{p = 3 : i32}> : (i1, f32) -> i32
