// Ranked and unranked tensors.
%0 = "test.ods_tensor"() : () -> tensor<4xf32>
%1 = "test.ods_tensor"() : () -> tensor<?x4x?xi32>
%2 = "test.ods_tensor"() : () -> tensor<*xf64>
%3 = "test.ods_tensor"() : () -> tensor<f32>
%4 = "test.ods_tensor"() : () -> tensor<0x3xcomplex<f32>>
%5 = "test.ods_tensor"() : () -> tensor<2x2xf32, "enc">
