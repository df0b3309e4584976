// Alias numbering follows mlir-opt's visiting order: nested operations first, then the
// operation's own types, properties and attributes.
"test.ods_outer"() <{p = affine_map<(d0) -> (d0 + 2)>}> ({
  "test.ods_inner"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  %0 = "test.ods_inner"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
}) {a = affine_map<(d0) -> (d0 + 4)>} : () -> ()
"test.ods_after"() {x = affine_map<(d0) -> (d0 + 5)>, b = affine_map<(d0) -> (d0 + 2)>} : () -> ()
