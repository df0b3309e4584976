// ARGS: --test-topological-sort-analysis --mlir-print-ir-before-all --mlir-print-ir-after-all
// An error reported without failing comes between the dumps around the pass.
test.graph_region attributes {root} {
  %0 = "test.a"(%1) {selected} : (i32) -> i32
  %1 = "test.b"(%0) {selected} : (i32) -> i32
}
