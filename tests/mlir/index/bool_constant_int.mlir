// index.bool.constant written with an integer: mlir-opt reads `1` as `true`.
"test.func"() ({
^bb0(%a: index, %b: index, %i: i32):
  %0 = index.bool.constant 1
}) : () -> ()
