// scf.index_switch: a constant argument selects a case or the default; unused results go.
func.func @constant(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    %1 = arith.muli %a, %a : i32
    scf.yield %1 : i32
  }
  default {
    scf.yield %a : i32
  }
  %2 = scf.index_switch %c7 -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    %3 = arith.addi %a, %a : i32
    scf.yield %3 : i32
  }
  return %0, %2 : i32, i32
}
func.func @dynamic(%i: index, %a: i32) -> i32 {
  %0:2 = scf.index_switch %i -> i32, i32
  case 2 {
    %1 = "u.v"() : () -> i32
    scf.yield %1, %a : i32, i32
  }
  default {
    %1 = "u.w"() : () -> i32
    scf.yield %1, %a : i32, i32
  }
  %2 = arith.addi %0#0, %0#1 : i32
  return %2 : i32
}
