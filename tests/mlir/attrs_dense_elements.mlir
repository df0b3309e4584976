// Dense elements: splats, lists, nested shapes.
"test.ods_attr"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<true> : vector<2xi1>, e = dense<> : tensor<0xi32>, f = dense<2.5> : tensor<f64>} : () -> ()
