// Sparse values must be a 1-d literal.
"test.op"() {bar = sparse<[[0, 0, 0]],  [[-2.0]]> : vector<1x1x1xf16>} : () -> ()
