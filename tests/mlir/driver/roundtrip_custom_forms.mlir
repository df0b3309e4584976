// ARGS: --verify-roundtrip --mlir-print-debuginfo
// The custom forms of the registered dialects, with locations and aliases, round-trip
// through the generic form before printing.
#loc = loc("here":3:4)
func.func @f(%a: i32 loc("a"), %b: f32, %c: i1) -> (i32, f32) {
  %0 = arith.addi %a, %a overflow<nsw> : i32 loc(#loc)
  %1 = math.absf %b fastmath<fast> : f32 loc(callsite("g" at fused["x", "y"]))
  %2 = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    %3 = arith.constant 7 : i32
    scf.yield %3 : i32
  }
  cf.cond_br %c, ^bb1(%2 : i32), ^bb2
^bb1(%x: i32):
  return %x, %1 : i32, f32
^bb2:
  %i = index.constant 4
  %k = index.casts %i : index to i32
  return %k, %b : i32, f32
}
"foo.op"() ({
^bb0(%arg: tensor<2x?xf64>):
  "foo.use"(%arg) {dense = dense<[1.5, 2.0]> : tensor<2xf32>, s = "text"} : (tensor<2x?xf64>) -> ()
}) {attr = #foo.attr<"anything">, ty = !foo.ty<x>} : () -> ()
