// An error at the end of the input points one character before it, as mlir-opt does.
"test.eof"() {z = affine_set<(d0)[s0] : ((d0) * 2 