// Sparse indices of a rank-2 tensor need two coordinates each.
"test.ods_attr"() {a = sparse<[], []> : tensor<2x3xf32>} : () -> ()
