// ARGS: --view-op-graph -o /dev/null
func.func @f(%arg0: i32, %arg1: index) -> i32 {
  %big = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>
  %big2 = arith.constant dense<0> : tensor<4x8xi32>
  %big3 = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9]]> : tensor<2x9xi32>
  "x.op"() {arr = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], small = [1, 2], s = "a|b{c}<d>", t = "a very long string attribute value"} : () -> ()
  %c = arith.constant 1 : index
  %r = scf.for %i = %c to %arg1 step %c iter_args(%acc = %arg0) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%x: i32):
  %u:2 = "x.two"(%x) <{p = 1 : i32}> : (i32) -> (i32, f32)
  return %u#0 : i32
}
