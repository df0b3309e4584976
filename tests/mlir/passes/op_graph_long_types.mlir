// ARGS: --view-op-graph -o /dev/null
// Types and attributes are cut at `max-label-len` before their `<`, `>`, `{`, `}`, `|` and
// quotes are escaped.
func.func @f(%a: tuple<i32, f32, tuple<i1, i2>>, %b: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> () {
  %0 = "x.op"(%a, %b) {s = "<{|}>\"quoted\"", t = {nested = [1, 2]}, u = #x.opaque<"a|b">} : (tuple<i32, f32, tuple<i1, i2>>, memref<4x?xf32, strided<[?, 1], offset: ?>>) -> ((i32, f32) -> (i1, i64, i128))
  %1 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>
  "x.region"() ({
  ^bb0(%arg: vector<4x8x16xf32>):
    "x.use"(%arg, %0) : (vector<4x8x16xf32>, (i32, f32) -> (i1, i64, i128)) -> ()
  }) : () -> ()
  return
}
