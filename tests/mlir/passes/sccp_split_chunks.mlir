// ARGS: --sccp --split-input-file --mlir-print-debuginfo
func.func @a() -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 1 : i32 loc("c2")
  %s = arith.addi %c1, %c2 : i32 loc("s")
  return %s : i32
}

// -----

func.func @b(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32 loc("c0")
  %s = arith.addi %x, %c0 : i32 loc("s")
  %t = arith.subi %s, %s : i32 loc("t")
  return %t : i32
}

// -----

func.func @c(%x: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s = arith.select %x, %c0, %c1 : i32
  %e = arith.cmpi eq, %s, %s : i32
  %z = arith.extui %e : i1 to i32
  return %z : i32
}
