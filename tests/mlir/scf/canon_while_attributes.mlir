func.func @align_attr(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "u.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "u.next"(%p, %q) : (f32, i32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  } attributes {tag = 1 : i32}
  return %r#0, %r#1 : f32, i32
}
func.func @dead_attr(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "u.cond"(%x) : (i32) -> i1
    %v = "u.val"(%x) : (i32) -> i32
    scf.condition(%c) %x, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "u.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  } attributes {tag = 2 : i32}
  return %r#0 : i32
}
func.func @merge_attr(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (%n) {
    "u.use"(%i) : (index) -> ()
  } {tag = 3 : i32}
  return
}
