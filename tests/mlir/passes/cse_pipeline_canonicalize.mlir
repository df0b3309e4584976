// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize,cse)) --mlir-print-ir-after-all --mlir-disable-threading
// Canonicalization first (constants folded, uniqued and moved to the entry), then CSE of what
// it leaves.
func.func @f(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %b : i32
  %r = scf.if %c -> i32 {
    %2 = arith.muli %a, %b : i32
    %3 = arith.muli %b, %a : i32
    %4 = arith.addi %2, %3 : i32
    scf.yield %4 : i32
  } else {
    %5 = arith.muli %b, %a : i32
    scf.yield %5 : i32
  }
  %6 = "test.op_with_memread"() : () -> i32
  %7 = "test.op_with_memread"() : () -> i32
  %8 = arith.addi %6, %7 : i32
  return %r, %8 : i32, i32
}

func.func @g(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %x, %c1 : index
  %1 = arith.addi %c1, %x : index
  %2 = arith.muli %0, %1 : index
  return %2 : index
}
