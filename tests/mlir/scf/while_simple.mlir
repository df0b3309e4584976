func.func @f(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %limit : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %y, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}
