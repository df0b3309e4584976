// Memref with an affine-map layout (printed through a #map alias).
%0 = "test.ods_memref"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
%1 = "test.ods_memref"() : () -> memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
