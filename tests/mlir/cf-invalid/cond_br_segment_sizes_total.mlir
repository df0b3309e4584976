// The operand segment sizes are checked before the groups they delimit.
"test.f"() ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 2, 0, 0>}> : (i1) -> ()
^bb1:
  "test.t"() : () -> ()
}) : () -> ()
