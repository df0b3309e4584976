// Attributes with vector and tensor types inside.
"test.ods_attr"() {a = vector<4xf32>, b = tensor<?xi8>, c = memref<2xf32>, d = tuple<i32>, e = complex<f64>, f = !foo.t} : () -> ()
