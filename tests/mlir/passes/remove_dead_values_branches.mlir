// ARGS: --remove-dead-values --allow-unregistered-dialect --split-input-file
// cf branches: forwarded operands that are not live go with the block arguments they
// feed; a branch whose condition is not live is replaced by ub.unreachable.
func.func @loop(%c: i1, %a: i32) -> i32 {
  %k = arith.constant 1 : i32
  cf.br ^bb1(%a, %k : i32, i32)
^bb1(%x: i32, %dead: i32):
  %y = arith.addi %x, %x : i32
  %z = arith.addi %dead, %dead : i32
  cf.cond_br %c, ^bb1(%y, %z : i32, i32), ^bb2(%x, %z : i32, i32)
^bb2(%r: i32, %dead2: i32):
  return %r : i32
}

// -----

func.func private @dead_branch(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i64
^bb2:
  return %b : i64
}

func.func @caller(%c: i1, %a: i64) {
  %0 = call @dead_branch(%c, %a, %a) : (i1, i64, i64) -> i64
  return
}

// -----

func.func @switch(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%a, %b : i32, i32),
    1: ^bb1(%b, %a : i32, i32)
  ]
^bb1(%x: i32, %unused: i32):
  return %x : i32
}

// -----

func.func private @uncalled_branch(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i64
^bb2:
  return %b : i64
}
