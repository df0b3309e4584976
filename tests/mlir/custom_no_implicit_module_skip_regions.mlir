// --custom --no-implicit-module --mlir-print-skip-regions: a function without its body;
// only the aliases it still prints are defined.
#map = affine_map<(d0) -> (d0)>
#inner = affine_map<(d0) -> (d0 + 1)>
func.func @f(%arg0: i1, %arg1: index) -> index attributes {m = #map} {
  %0 = scf.if %arg0 -> index {
    "test.op"() {s = #inner} : () -> ()
    scf.yield %arg1 : index
  } else {
    scf.yield %arg1 : index
  }
  return %0 : index
}
