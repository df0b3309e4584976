// ARGS: --cse
// Operations that only read are merged when they are in one block and no operation between
// them may write; others with effects never are.
func.func @reads(%c: i1) -> (i32, i32, i32, i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  %1 = "test.op_with_memread"() : () -> i32
  %2 = arith.addi %0, %1 : i32
  // A region whose operations only read or are pure does not stop the merge.
  %r = scf.if %c -> i32 {
    %3 = "test.op_with_memread"() : () -> i32
    scf.yield %3 : i32
  } else {
    scf.yield %2 : i32
  }
  %4 = "test.op_with_memread"() : () -> i32
  // A write does.
  "test.op_with_memwrite"() : () -> ()
  %5 = "test.op_with_memread"() : () -> i32
  %6 = "test.op_with_memread"() : () -> i32
  // So does an operation whose effects are unknown.
  "test.unknown"() : () -> ()
  %7 = "test.op_with_memread"() : () -> i32
  // And a region holding a write.
  scf.if %c {
    "test.op_with_memwrite"() : () -> ()
  }
  %8 = "test.op_with_memread"() : () -> i32
  return %r, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32
}

// A read in a nested block is not replaced by one outside it, but enters the table and
// shadows nothing outside.
func.func @nested_reads(%c: i1) -> (i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  %r = scf.if %c -> i32 {
    %1 = "test.op_with_memread"() : () -> i32
    %2 = "test.op_with_memread"() : () -> i32
    %3 = arith.addi %1, %2 : i32
    scf.yield %3 : i32
  } else {
    scf.yield %0 : i32
  }
  %4 = "test.op_with_memread"() : () -> i32
  %5 = arith.addi %r, %4 : i32
  return %5, %0 : i32, i32
}

// Across blocks: a dominating read does not replace one in another block; the later one
// then enters the table and replaces those after it in its block.
func.func @read_blocks(%c: i1) -> (i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  cf.br ^bb1
^bb1:
  %1 = "test.op_with_memread"() : () -> i32
  %2 = "test.op_with_memread"() : () -> i32
  return %0, %1, %2 : i32, i32, i32
}

// A write is never merged; an allocation-like op with a write on its own result is dead
// when unused, and still stops reads from merging while it stands.
func.func @writes() -> (i32, i32) {
  "test.op_with_memwrite"() : () -> ()
  "test.op_with_memwrite"() : () -> ()
  %0 = "test.op_with_memread"() : () -> i32
  %1 = "test.test_effects_result"() : () -> i32
  %2 = "test.op_with_memread"() : () -> i32
  %3 = "test.test_effects_result"() : () -> i32
  %4 = "test.test_effects_result"() : () -> i32
  return %0, %2 : i32, i32
}

// Unregistered and unknown operations are never merged, whatever their form.
func.func @unknown() -> (i32, i32) {
  %0 = "test.unknown_pure"() : () -> i32
  %1 = "test.unknown_pure"() : () -> i32
  return %0, %1 : i32, i32
}
