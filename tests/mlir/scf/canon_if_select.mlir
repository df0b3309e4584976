// ConvertTrivialIfToSelect, RemoveStaticCondition, RemoveEmptyElseBranch, unused results.
func.func @select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %1 = "u.v"() : () -> i32
    scf.yield %a, %1, %a : i32, i32, i32
  } else {
    scf.yield %b, %b, %a : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
func.func @static(%a: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> (i32) {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %false -> (i32) {
    scf.yield %a : i32
  } else {
    %3 = arith.muli %a, %a : i32
    scf.yield %3 : i32
  }
  scf.if %false {
    "u.never"() : () -> ()
  }
  return %0, %2 : i32, i32
}
func.func @empty_else(%c: i1) {
  scf.if %c {
    "u.a"() : () -> ()
  } else {
  }
  return
}
func.func @unused(%c: i1) -> i32 {
  %0:2 = scf.if %c -> (i32, i32) {
    %1 = "u.v"() : () -> i32
    %2 = "u.w"() : () -> i32
    scf.yield %1, %2 : i32, i32
  } else {
    %1 = "u.v"() : () -> i32
    %2 = "u.w"() : () -> i32
    scf.yield %2, %1 : i32, i32
  }
  return %0#1 : i32
}
