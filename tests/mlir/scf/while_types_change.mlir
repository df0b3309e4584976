func.func @f(%a: i32, %b: f32) -> (i64, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i64, f32) {
    %c = "u.cond"(%x) : (i32) -> i1
    %w = arith.extsi %x : i32 to i64
    scf.condition(%c) %w, %y : i64, f32
  } do {
  ^bb0(%p: i64, %q: f32):
    %t = arith.trunci %p : i64 to i32
    scf.yield %t, %q : i32, f32
  } attributes {tag = "loop"}
  return %r#0, %r#1 : i64, f32
}
