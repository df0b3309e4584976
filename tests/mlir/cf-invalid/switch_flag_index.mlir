func.func @f(%flag: index) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}
