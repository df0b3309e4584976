// ARGS: -p=builtin.module(func.func(canonicalize)) --mlir-print-ir-after-all --mlir-print-op-generic --mlir-print-local-scope --mlir-disable-threading
#map = affine_map<(d0) -> (d0)>
func.func @f(%x: index) -> index attributes {m = #map} {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %x, %c0 : index
  return %0 : index
}
