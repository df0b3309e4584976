// An identity layout with symbols prints as no layout (MLIR keeps it in the type).
%0 = "test.ods_memref"() : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0)>>
%1 = "test.ods_memref"() : () -> memref<f32, affine_map<()[s0, s1] -> ()>>
%2 = "test.ods_memref"() : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
