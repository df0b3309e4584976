// The generic form of every op parses (and prints back in the custom form).
func.func @generic(%c: i1, %flag: i32, %a: i32) {
  "cf.assert"(%c) <{msg = "generic"}> : (i1) -> ()
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "cf.switch"(%flag, %a)[^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[3, 4]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  return
}
