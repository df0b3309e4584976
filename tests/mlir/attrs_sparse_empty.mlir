// Sparse elements without indices print as `sparse<>`.
"test.ods_attr"() {a = sparse<[], []> : tensor<2xi32>, b = sparse<> : tensor<3xf32>, c = sparse<[[1]], [5]> : tensor<2xi32>} : () -> ()
