// The operand segment sizes are checked before the operand groups they delimit
// (`AttrSizedOperandSegments` is structural), so a total that does not match is reported,
// not read past the operands.
// expected-error @+1 {{'scf.forall' op operand count (0) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
}) : () -> ()
