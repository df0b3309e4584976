func.func @f(%a: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    scf.yield %a, %a : i32, i32
  } {foo = unit}
  return %r#0, %r#1 : i32, i32
}
