// ARGS: --sccp --mlir-print-debuginfo
func.func @const_cond(%a: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %c2 : i32
  cf.br ^bb3(%y : i32)
^bb2(%z: i32):
  %w = arith.muli %z, %c2 : i32
  cf.br ^bb3(%w : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @switch(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c5 : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2(%c7 : i32),
    6: ^bb1(%c5 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %s = arith.subi %y, %c5 : i32
  return %s : i32
}

func.func @unknown_cond(%c: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb1(%c1 : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @assert_and_dead(%a: i32) -> i32 {
  %false = arith.constant false
  %c3 = arith.constant 3 : i32
  cf.cond_br %false, ^dead, ^live
^dead:
  %d = arith.addi %a, %c3 : i32
  cf.br ^dead2(%d : i32)
^dead2(%q: i32):
  return %q : i32
^live:
  cf.assert %false, "never"
  return %c3 : i32
}
