func.func @f(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%a, %b) -> (f32, i32) {
    %v = "u.f"(%i) : (index) -> f32
    %w = "u.i"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %m = arith.maxsi %l, %rr : i32
      scf.reduce.return %m : i32
    }
  } {mapping = "x"}
  return %r#0, %r#1 : f32, i32
}
