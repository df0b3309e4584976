// --custom --mlir-print-skip-regions: every region prints as `{...}`.
#map = affine_map<(d0) -> (d0)>
func.func @f(%arg0: i1, %arg1: index) -> index attributes {m = #map} {
  %0 = scf.if %arg0 -> index {
    scf.yield %arg1 : index
  } else {
    scf.yield %arg1 : index
  }
  return %0 : index
}
"test.op"() ({}, {
^bb0(%a: i32):
  "test.use"(%a) : (i32) -> ()
}) : () -> ()
