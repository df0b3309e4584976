// ConditionPropagation and ReplaceIfYieldWithConditionOrValue.
func.func @propagate(%c: i1) {
  scf.if %c {
    "u.use"(%c) : (i1) -> ()
  } else {
    "u.use"(%c) : (i1) -> ()
    "u.use"(%c) : (i1) -> ()
  }
  "u.use"(%c) : (i1) -> ()
  return
}
func.func @yields(%c: i1, %a: i32) -> (i1, i1, i32) {
  %0:3 = scf.if %c -> (i1, i1, i32) {
    %true = arith.constant true
    %false = arith.constant false
    "u.side"() : () -> ()
    scf.yield %true, %false, %a : i1, i1, i32
  } else {
    %true = arith.constant true
    %false = arith.constant false
    "u.side"() : () -> ()
    scf.yield %false, %true, %a : i1, i1, i32
  }
  return %0#0, %0#1, %0#2 : i1, i1, i32
}
