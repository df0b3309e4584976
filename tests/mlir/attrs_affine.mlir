// Affine maps get #map aliases.
"test.ods_attr"() {m = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>, n = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 mod s0, d0 ceildiv 2)>, e = affine_map<() -> ()>} : () -> ()
"test.ods_attr"() {m = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>, c = affine_map<(d0) -> (3)>} : () -> ()
