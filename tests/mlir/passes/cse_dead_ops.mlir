// ARGS: --cse
// Operations that are dead when the walk meets them are erased; the deadness of what they
// used is not followed (no operation is visited twice).
func.func @dead(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a : i32
  %3 = arith.addi %a, %b : i32
  %4 = arith.xori %3, %3 : i32
  return %3 : i32
}

// A duplicate whose uses are gone makes its user dead only if the walk has not passed it.
func.func @dead_after_cse(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %1, %1 : i32
  %3 = arith.muli %0, %0 : i32
  return %3 : i32
}

// Dead operations with regions go too, as do dead reads; dead writes and unknown
// operations stay, and so do terminators.
func.func @dead_regions(%a: i32, %c: i1) {
  %r = scf.if %c -> i32 {
    %0 = arith.addi %a, %a : i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  scf.if %c {
    "test.op_with_memwrite"() : () -> ()
  }
  %1 = "test.op_with_memread"() : () -> i32
  %2 = "test.unknown"() : () -> i32
  %3 = scf.execute_region -> i32 {
    %4 = arith.addi %a, %a : i32
    %5 = arith.addi %a, %a : i32
    %6 = arith.addi %4, %5 : i32
    scf.yield %6 : i32
  }
  return
}

// Operations in blocks unreachable from the entry are neither merged nor erased.
func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  return %1 : i32
}
