// A sparse index outside the shape is rejected.
"test.ods_attr"() {a = sparse<[[0, 1], [2, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()
