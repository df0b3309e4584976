// ARGS: --print-op-stats -o /dev/null
func.func @main(tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
  %0 = arith.addf %arg0, %arg1 : tensor<4xf32>
  %1 = arith.addf %arg0, %arg1 : tensor<4xf32>
  %10 = "xla.add"(%0, %arg1) : (tensor<4xf32>,tensor<4xf32>)-> tensor<4xf32>
  %11 = "xla.add"(%0, %arg1) : (tensor<4xf32>,tensor<4xf32>)-> tensor<4xf32>
  %30 = "long_op_name"(%0, %arg1) : (tensor<4xf32>,tensor<4xf32>)-> tensor<4xf32>
  "a."() : () -> ()
  "verylongdialectname.x"() : () -> ()
  scf.execute_region {
    "x.y.z"() : () -> ()
    scf.yield
  }
  return %1 : tensor<4xf32>
}
