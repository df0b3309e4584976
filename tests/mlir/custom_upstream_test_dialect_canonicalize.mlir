// RUN-FLAGS: --custom --canonicalize
// Canonicalization over upstream's test dialect: unused `test.test_effects_result` (its
// write is on the value it allocates) goes, and dead block arguments go with the operands
// the branches forward to them (their successor operands are editable operand groups).
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %unused = "test.test_effects_result"() : () -> i32
  "test.ssacfg_region"() ({
  ^bb0(%a: i32):
    %v = "test.producing_br"(%a, %a)[^bb1, ^bb3] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> i32
  ^bb1(%b: i32):
    "test.br"(%b, %v)[^bb2] : (i32, i32) -> ()
  ^bb2(%d: i32, %e: i32):
    "test.finish"() : () -> ()
  ^bb3(%f: i32):
    "test.finish"() : () -> ()
  }) : () -> ()
  %c = "test.constant"() {value = 7 : i32} : () -> i32
  return %c : i32
}
