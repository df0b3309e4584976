// CombineIfs: consecutive scf.if on the same condition and on its negation merge.
func.func @same(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  } else {
    %1 = arith.muli %a, %a : i32
    scf.yield %1 : i32
  }
  %2 = scf.if %c -> (i32) {
    %3 = arith.subi %0, %a : i32
    scf.yield %3 : i32
  } else {
    %3 = arith.xori %0, %a : i32
    scf.yield %3 : i32
  }
  return %0, %2 : i32, i32
}
func.func @negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "u.a"() : () -> ()
  }
  scf.if %n {
    "u.b"() : () -> ()
  } else {
    "u.c"() : () -> ()
  }
  return
}
func.func @different(%c: i1, %d: i1) {
  scf.if %c {
    "u.a"() : () -> ()
  }
  scf.if %d {
    "u.b"() : () -> ()
  }
  return
}
