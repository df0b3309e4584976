// Memrefs with layouts and memory spaces.
%0 = "test.ods_memref"() : () -> memref<4xf32>
%1 = "test.ods_memref"() : () -> memref<?x8xi32, 1>
%2 = "test.ods_memref"() : () -> memref<4x4xf32, strided<[4, 1], offset: 2>>
%3 = "test.ods_memref"() : () -> memref<?x?xf32, strided<[?, 1], offset: ?>>
%4 = "test.ods_memref"() : () -> memref<*xf32>
%5 = "test.ods_memref"() : () -> memref<*xf32, 3>
%6 = "test.ods_memref"() : () -> memref<f32>
%7 = "test.ods_memref"() : () -> memref<4xf32, "gpu">
