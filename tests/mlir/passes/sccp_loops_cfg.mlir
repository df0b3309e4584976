// ARGS: --sccp
func.func private @cond() -> i1

func.func @loop(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c1 : i32, i32)
^header(%i: i32, %k: i32):
  %b = func.call @cond() : () -> i1
  cf.cond_br %b, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^header(%i2, %k2 : i32, i32)
^exit:
  return %i, %k : i32, i32
}

func.func @counted(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  cf.br ^h(%c0 : index)
^h(%i: index):
  %lt = arith.cmpi slt, %i, %c10 : index
  cf.cond_br %lt, ^b, ^e
^b:
  %j = arith.addi %i, %x : index
  cf.br ^h(%j : index)
^e:
  return %i : index
}

func.func @unreachable_loop(%x: i32) -> i32 {
  %false = arith.constant false
  %c4 = arith.constant 4 : i32
  cf.cond_br %false, ^loop(%x : i32), ^out
^loop(%v: i32):
  %v2 = arith.addi %v, %c4 : i32
  cf.br ^loop(%v2 : i32)
^out:
  %r = arith.addi %c4, %c4 : i32
  return %r : i32
}
