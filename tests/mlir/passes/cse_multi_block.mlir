// ARGS: --cse
// Values flow down the dominator tree: an op is replaced by an equivalent one in a block
// that dominates it, never by one in a sibling block; unreachable blocks are not visited.
func.func @diamond(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %1, %a : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %a : i32
  %4 = arith.addi %a, %b : i32
  cf.br ^bb3(%4 : i32)
^bb3(%x: i32):
  %5 = arith.muli %0, %a : i32
  %6 = arith.addi %a, %b : i32
  %7 = arith.addi %5, %6 : i32
  %8 = arith.addi %7, %x : i32
  return %8 : i32
^bb4:
  %9 = arith.addi %a, %b : i32
  %10 = arith.addi %a, %b : i32
  cf.br ^bb3(%10 : i32)
}

// The blocks are visited in the order of the tree, children in depth-first order of the
// CFG, not in the order they are written.
func.func @order(%a: i32, %c: i1) -> (i32, i32) {
  cf.cond_br %c, ^bb3, ^bb1
^bb1:
  %1 = arith.subi %a, %a : i32
  %2 = arith.subi %a, %a : i32
  cf.br ^bb2(%2 : i32)
^bb2(%y: i32):
  %3 = arith.subi %a, %a : i32
  return %y, %3 : i32, i32
^bb3:
  %4 = arith.subi %a, %a : i32
  %5 = arith.subi %a, %a : i32
  cf.br ^bb2(%5 : i32)
}

// A loop: the header dominates the body and the exit.
func.func @loop(%a: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %c1 = arith.constant 1 : i32
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %c1_0 = arith.constant 1 : i32
  %next = arith.addi %i, %c1_0 : i32
  %c0_1 = arith.constant 0 : i32
  %s = arith.addi %next, %c0_1 : i32
  cf.br ^header(%s : i32)
^exit:
  %lt2 = arith.cmpi slt, %i, %n : i32
  %r = arith.select %lt2, %a, %c1 : i32
  return %r : i32
}

// A multi-block region of an unregistered op has SSA dominance too.
func.func @unregistered_cfg(%a: i32) -> i32 {
  %0 = "test.foo_region"() ({
    %1 = arith.addi %a, %a : i32
    "test.foo_br"(%1)[^bb1] : (i32) -> ()
  ^bb1:
    %2 = arith.addi %a, %a : i32
    "test.foo_yield"(%2) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}
