// A call stack deeper than the ten callers a diagnostic lists.
"test.func"() ({
^bb0(%f: f32):
  %0 = arith.addi %f, %f : f32 loc(callsite("mlir/bytecode/callsite_deep.mlir":2:1 at callsite("frame11.mlir":12:13 at callsite("frame10.mlir":11:12 at callsite("frame9.mlir":10:11 at callsite("frame8.mlir":9:10 at callsite("frame7.mlir":8:9 at callsite("frame6.mlir":7:8 at callsite("frame5.mlir":6:7 at callsite("frame4.mlir":5:6 at callsite("frame3.mlir":4:5 at callsite("frame2.mlir":3:4 at callsite("frame1.mlir":2:3 at callsite("frame0.mlir":1:2 at "mlir/bytecode/callsite_deep.mlir":1:1))))))))))))))
}) : () -> ()
