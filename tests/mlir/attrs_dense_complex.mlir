// Dense elements of complex numbers and strings.
"test.ods_attr"() {a = dense<(1, 2)> : tensor<complex<i32>>, b = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, c = dense<"x"> : tensor<2x!foo.str>, d = dense<["a", "b"]> : tensor<2x!foo.str>} : () -> ()
