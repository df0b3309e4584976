// --custom --canonicalize --mlir-print-debuginfo: the ops a DRR pattern creates get the
// fused location of the ops it matched, in mlir-tblgen's order (the root, then nested ops
// and constants once what they contain is matched), the first as many as the pattern has
// ops, deduplicated.
func.func @add_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1":1:1)
  %c2 = arith.constant 2 : i32 loc("c2":2:2)
  %a = arith.addi %x, %c1 : i32 loc("a":3:3)
  %b = arith.addi %a, %c2 : i32 loc("b":4:4)
  return %b : i32
}
func.func @add_mul_neg_one(%x: i32, %y: i32) -> i32 {
  %m1 = arith.constant -1 : i32 loc("m1":1:1)
  %m = arith.muli %y, %m1 : i32 loc(callsite("m":2:2 at "caller":9:9))
  %s = arith.addi %x, %m : i32 loc("s":3:3)
  return %s : i32
}
func.func @xor_ext(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32 loc("ea":1:1)
  %b = arith.extui %y : i8 to i32 loc("eb":2:2)
  %r = arith.xori %a, %b : i32 loc(fused["r1":3:3, "r2":4:4])
  return %r : i32
}
func.func @same_locs(%x: i64) -> index {
  %a = arith.index_cast %x : i64 to index loc("same":1:1)
  %b = arith.index_cast %a : index to i64 loc("same":1:1)
  %c = arith.index_cast %b : i64 to index loc("other":2:2)
  return %c : index
}
func.func @select_not(%p: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true loc("t":1:1)
  %n = arith.xori %p, %t : i1 loc("n":2:2)
  %s = arith.select %n, %a, %b : i32 loc("sel":3:3)
  return %s : i32
}
func.func @sub_sub(%x: i32, %y: i32) -> i32 {
  %a = arith.subi %x, %y : i32 loc("sa":1:1)
  %b = arith.subi %a, %x : i32 loc("sb":2:2)
  return %b : i32
}
