func.func @f(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  scf.execute_region {
    "u.a"() : () -> ()
    scf.yield
  }
  return %r : i32
}
