// CombineNestedIfs: an scf.if whose then body is only another scf.if.
func.func @nested(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "u.a"() : () -> ()
    }
  }
  return
}
func.func @nested_results(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %1 = scf.if %d -> (i32) {
      %2 = "u.v"() : () -> i32
      scf.yield %2 : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %1, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @not_only(%c: i1, %d: i1) {
  scf.if %c {
    "u.x"() : () -> ()
    scf.if %d {
      "u.a"() : () -> ()
    }
  }
  return
}
