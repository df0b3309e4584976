// scf.execute_region: single- and multi-block inlining, no_inline kept, results forwarded,
// duplicated or unused dropped.
func.func @single(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
func.func @multi(%c: i1, %a: i32, %b: i32) -> i32 {
  "u.before"() : () -> ()
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %1 = "u.v"() : () -> i32
    scf.yield %1 : i32
  ^bb2:
    scf.yield %b : i32
  }
  "u.after"(%0) : (i32) -> ()
  return %0 : i32
}
func.func @kept(%a: i32) -> (i32, i32, i32) {
  %0:4 = scf.execute_region -> (i32, i32, i32, i32) no_inline {
    %1 = "u.v"() : () -> i32
    scf.yield %a, %1, %1, %a : i32, i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
func.func @nested_in_loop(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "u.a"() : () -> ()
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  return
}
