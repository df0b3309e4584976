// ARGS: --pass-pipeline=builtin.module(func.func(view-op-graph{max-label-len=0})) --mlir-elide-elementsattrs-if-larger=2
func.func @f() {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi32>
  %c = arith.constant dense<"0x0102030405060708090A0B0C0D0E0F101112"> : tensor<18xi8>
  "x.op"() {d = dense<[1.0, 2.0]> : vector<2xf32>, e = sparse<[[0, 0]], [1]> : tensor<40x40xi32>, f = array<i32: 1, 2, 3>} : () -> ()
  return
}
