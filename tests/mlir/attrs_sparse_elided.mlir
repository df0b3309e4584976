// Sparse elements whose indices or values are long, for the elision threshold.
"x.y"() {a = sparse<[[0],[1],[2]], [1,2,3]> : tensor<4xi32>, b = sparse<[[1]], [5]> : tensor<9xi32>, c = sparse<[[0],[1],[2]], 7> : tensor<4xi32>} : () -> ()
