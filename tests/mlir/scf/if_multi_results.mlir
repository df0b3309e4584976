func.func @f(%c: i1, %a: i32, %x: f32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    scf.yield %a, %x : i32, f32
  } else {
    %y = arith.addf %x, %x : f32
    scf.yield %a, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
