// ARGS: --inline
// A multi-block callee: its returns become branches to the block continuing the caller,
// whose arguments replace the call's results. One private callee is moved (its only use),
// one public callee is cloned into two callers.
func.func private @select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.addi %a, %b : i32
  return %s, %a : i32, i32
^bb2:
  %d = arith.subi %a, %b : i32
  cf.br ^bb3(%d : i32)
^bb3(%x: i32):
  return %x, %b : i32, i32
}

func.func @caller(%c: i1, %a: i32, %b: i32) -> i32 {
  %k = arith.constant 7 : i32
  %r:2 = func.call @select(%c, %a, %b) : (i1, i32, i32) -> (i32, i32)
  %m = arith.muli %r#0, %r#1 : i32
  %n = arith.addi %m, %k : i32
  return %n : i32
}

func.func @shared(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %z = arith.constant 0 : i32
  return %z : i32
}

func.func @twice(%c: i1, %a: i32) -> i32 {
  %0 = func.call @shared(%c, %a) : (i1, i32) -> i32
  %1 = func.call @shared(%c, %0) : (i1, i32) -> i32
  return %1 : i32
}

func.func @in_region(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %0 = func.call @shared(%c, %a) : (i1, i32) -> i32
    scf.yield %0 : i32
  }
  return %r : i32
}

func.func @in_single_block_region(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = func.call @shared(%c, %a) : (i1, i32) -> i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
